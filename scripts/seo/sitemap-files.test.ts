import { protocolLimits, seriesFiles, sitemapFiles } from './sitemap-files';
import { escapeXml, urlElement, urlsetOverheadBytes, type SitemapUrl } from './sitemap-xml';

const urls = (count: number, prefix = 'https://example.com/w/'): SitemapUrl[] => Array.from({ length: count }, (_, i) => ({ loc: `${prefix}${i}` }));
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('seriesFiles', () => {
  it('splits at the protocol limit of 50,000 URLs per file', () => {
    const files = seriesFiles({ name: 'sitemap-dictionary-en', urls: urls(2 * protocolLimits.maxUrls + 1) });
    expect(files.map((f) => [f.name, f.urlCount])).toEqual([
      ['sitemap-dictionary-en-1.xml', 50_000],
      ['sitemap-dictionary-en-2.xml', 50_000],
      ['sitemap-dictionary-en-3.xml', 1],
    ]);
    expect(files.map((f) => locs(f.content).length)).toEqual([50_000, 50_000, 1]);
    expect(locs(files[2]!.content)).toEqual(['https://example.com/w/100000']);
  });

  it('splits at an injected URL limit, keeping the order', () => {
    const files = seriesFiles({ name: 's', urls: urls(5) }, { maxUrls: 2, maxBytes: protocolLimits.maxBytes });
    expect(files.map((f) => f.name)).toEqual(['s-1.xml', 's-2.xml', 's-3.xml']);
    expect(files.flatMap((f) => locs(f.content))).toEqual(urls(5).map((u) => u.loc));
  });

  it('splits at an injected byte limit, every file within it', () => {
    const all = urls(40);
    const oneFileBytes = Buffer.byteLength(seriesFiles({ name: 's', urls: all })[0]!.content);
    const maxBytes = Math.ceil(oneFileBytes / 3);
    const files = seriesFiles({ name: 's', urls: all }, { maxUrls: protocolLimits.maxUrls, maxBytes });
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const file of files) expect(Buffer.byteLength(file.content)).toBeLessThanOrEqual(maxBytes);
    expect(files.flatMap((f) => locs(f.content))).toEqual(all.map((u) => u.loc));
  });

  it('numbers a lone file too, and writes none for an empty series', () => {
    expect(seriesFiles({ name: 's', urls: urls(1) }).map((f) => f.name)).toEqual(['s-1.xml']);
    expect(seriesFiles({ name: 's', urls: [] })).toEqual([]);
  });

  it('refuses a URL that cannot fit in any file', () => {
    const maxBytes = urlsetOverheadBytes + 20;
    expect(() => seriesFiles({ name: 's', urls: urls(1) }, { maxUrls: 10, maxBytes })).toThrow(`exceeds ${maxBytes} bytes`);
  });

  it('writes a urlset with hreflang alternates', () => {
    const [file] = seriesFiles({ name: 's', urls: [{ loc: 'https://example.com/pl', alternates: { en: 'https://example.com', pl: 'https://example.com/pl' }, changefreq: 'monthly', priority: 0.8 }] });
    expect(file!.content).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
        '<url><loc>https://example.com/pl</loc>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://example.com"/>' +
        '<xhtml:link rel="alternate" hreflang="pl" href="https://example.com/pl"/>' +
        '<changefreq>monthly</changefreq><priority>0.8</priority></url>\n' +
        '</urlset>\n',
    );
  });
});

describe('sitemapFiles', () => {
  it('makes sitemap.xml an index listing every file of every series at the site root', () => {
    const files = sitemapFiles(
      [
        { name: 'a', urls: urls(3) },
        { name: 'b', urls: [] },
        { name: 'c', urls: urls(1) },
      ],
      'https://example.com',
      { maxUrls: 2, maxBytes: protocolLimits.maxBytes },
    );
    const [index, ...sitemaps] = files;
    expect(index!.name).toBe('sitemap.xml');
    expect(index!.content).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(sitemaps.map((f) => f.name)).toEqual(['a-1.xml', 'a-2.xml', 'c-1.xml']);
    expect(locs(index!.content)).toEqual(sitemaps.map((f) => `https://example.com/${f.name}`));
    expect(index!.urlCount).toBe(3);
  });
});

describe('XML escaping', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  it('escapes locations and alternates', () => {
    const element = urlElement({ loc: 'https://example.com/?a=1&b=2', alternates: { 'x-default': "https://example.com/it's" } });
    expect(element).toBe('<url><loc>https://example.com/?a=1&amp;b=2</loc><xhtml:link rel="alternate" hreflang="x-default" href="https://example.com/it&apos;s"/></url>\n');
  });
});
