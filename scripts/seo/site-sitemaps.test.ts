import { siteUrl } from '../../src/config/site';
import { toEntryId } from '../../src/features/dictionary/model/entry-id';
import { parseEntrySegment } from '../../src/features/dictionary/routes';
import { locales } from '../../src/i18n/locales';
import { protocolLimits } from './sitemap-files';
import { browserPath, entryUrls, letterPageUrls, siteSitemaps, toolPageUrls } from './site-sitemaps';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
const entryLoc = (language: Parameters<typeof entryUrls>[0], id: string) => [...entryUrls(language, [id])][0]!.loc;

describe('tool pages', () => {
  const pages = toolPageUrls();

  it('lists home and every tool in every locale', () => {
    expect(pages).toHaveLength(4 * locales.length);
    expect(pages.map((p) => p.loc)).toEqual(expect.arrayContaining([siteUrl, `${siteUrl}/pl`, `${siteUrl}/grammar-checker`, `${siteUrl}/pl/grammar-checker`, `${siteUrl}/ja/semantic-dictionary`]));
  });

  it('gives each page its hreflang alternates in every locale plus x-default', () => {
    const page = pages.find((p) => p.loc === `${siteUrl}/pl/keyword-density-checker`)!;
    expect(Object.keys(page.alternates!)).toEqual([...locales, 'x-default']);
    expect(page.alternates!.en).toBe(`${siteUrl}/keyword-density-checker`);
    expect(page.alternates!.de).toBe(`${siteUrl}/de/keyword-density-checker`);
    expect(page.alternates!['x-default']).toBe(`${siteUrl}/keyword-density-checker`);
    expect(pages.find((p) => p.loc === siteUrl)!.alternates!.pl).toBe(`${siteUrl}/pl`);
  });
});

describe('dictionary entries', () => {
  it('are canonical in their own language’s locale: English unprefixed, others under /{language}', () => {
    expect(entryLoc('en', 'car')).toBe(`${siteUrl}/semantic-dictionary/what-is-car`);
    expect(entryLoc('de', 'haus--de')).toBe(`${siteUrl}/de/semantic-dictionary/what-is-haus--de`);
    expect(entryLoc('uk', toEntryId('кіт', 'uk'))).toMatch(new RegExp(`^${siteUrl}/uk/semantic-dictionary/what-is-`));
  });

  it('percent-encode non-ASCII letters as the browser requests them', () => {
    const polish = toEntryId('źdźbło', 'pl');
    expect(polish).toBe('źdźbło--pl');
    expect(entryLoc('pl', polish)).toBe(`${siteUrl}/pl/semantic-dictionary/what-is-%C5%BAd%C5%BAb%C5%82o--pl`);
    expect(entryLoc('de', toEntryId('Mädchen', 'de'))).toBe(`${siteUrl}/de/semantic-dictionary/what-is-m%C3%A4dchen--de`);
    // The page reads its id back from the address the same way.
    expect(parseEntrySegment(entryLoc('pl', polish).split('/').pop()!)).toBe(polish);
  });

  it('keep the id’s own escapes of spaces and punctuation', () => {
    expect(entryLoc('en', toEntryId("o'clock"))).toBe(`${siteUrl}/semantic-dictionary/what-is-o~27~clock`);
    expect(entryLoc('en', toEntryId('motor vehicle'))).toBe(`${siteUrl}/semantic-dictionary/what-is-motor_vehicle`);
  });

  it('encode like the browser’s URL parser', () => {
    expect(browserPath('/semantic-dictionary/what-is-год--ru')).toBe(new URL('https://example.com/semantic-dictionary/what-is-год--ru').pathname);
  });
});

describe('letter pages', () => {
  it('are listed at their canonical URL, without alternates', () => {
    const english = letterPageUrls('en', ['a', '#']);
    expect(english.map((p) => p.loc)).toEqual([`${siteUrl}/semantic-dictionary/letter/a`, `${siteUrl}/semantic-dictionary/letter/other`]);
    const [polish] = letterPageUrls('pl', ['ł']);
    expect(polish!.loc).toBe(`${siteUrl}/pl/semantic-dictionary/letter/%C5%82--pl`);
    expect(polish!.alternates).toBeUndefined();
  });
});

describe('siteSitemaps', () => {
  const dictionary = [
    { language: 'en' as const, letters: ['c', 'z'], entryIds: ['car', 'cat', 'zebra'] },
    { language: 'pl' as const, letters: ['ź'], entryIds: ['źdźbło--pl'] },
    { language: 'ru' as const, letters: [], entryIds: [] },
  ];

  it('writes the index, the pages sitemap and each language’s entries', () => {
    const files = siteSitemaps(dictionary);
    expect(files.map((f) => f.name)).toEqual(['sitemap.xml', 'sitemap-pages-1.xml', 'sitemap-dictionary-en-1.xml', 'sitemap-dictionary-pl-1.xml']);
    expect(locs(files[0]!.content)).toEqual(files.slice(1).map((f) => `${siteUrl}/${f.name}`));
    const pages = files[1]!.content;
    expect(pages).toContain(`<loc>${siteUrl}/pl/grammar-checker</loc><xhtml:link rel="alternate" hreflang="en" href="${siteUrl}/grammar-checker"/>`);
    expect(locs(pages)).toEqual(expect.arrayContaining([`${siteUrl}/semantic-dictionary/letter/z`, `${siteUrl}/pl/semantic-dictionary/letter/%C5%BA--pl`]));
    expect(locs(files[2]!.content)).toEqual(['car', 'cat', 'zebra'].map((id) => `${siteUrl}/semantic-dictionary/what-is-${id}`));
    expect(locs(files[3]!.content)).toEqual([`${siteUrl}/pl/semantic-dictionary/what-is-%C5%BAd%C5%BAb%C5%82o--pl`]);
  });

  it('splits a language’s entries at the limit', () => {
    const files = siteSitemaps(dictionary, { maxUrls: 2, maxBytes: protocolLimits.maxBytes });
    expect(files.filter((f) => f.name.startsWith('sitemap-dictionary-en-')).map((f) => [f.name, f.urlCount])).toEqual([
      ['sitemap-dictionary-en-1.xml', 2],
      ['sitemap-dictionary-en-2.xml', 1],
    ]);
    expect(locs(files[0]!.content)).toHaveLength(files.length - 1);
  });
});
