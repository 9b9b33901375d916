import { lemmaKey, lookupEntry, toEntryId, type DictionaryEntry, type DictionaryLanguage, type RawEntry } from '../../../src/features/dictionary/model';
import { entrySummaryHtml, escapeHtml, type EntrySummaryTexts } from './entry-summary-html';

/** Records as the built shards hold them (WordNet 3.1 and the LibreOffice thesauri). */
const records: Array<[DictionaryLanguage, RawEntry]> = [
  [
    'en',
    {
      l: "jack-o'-lantern",
      f: 2,
      m: [
        { p: 'n', k: 'n11479768', g: ['noun.phenomenon'], d: 'a pale light sometimes seen at night over marshy ground', r: { synonym: ["friar's lantern", 'ignis fatuus', "will-o'-the-wisp"], hypernym: ['light', 'visible light', 'visible radiation'] } },
        { p: 'n', k: 'n03596028', g: ['noun.artifact'], d: 'lantern carved from a pumpkin', r: { hypernym: ['lantern'] } },
      ],
    },
  ],
  [
    'en',
    {
      l: "rock 'n' roll",
      f: 1,
      m: [
        {
          p: 'n',
          k: 'n07078755',
          g: ['noun.communication'],
          d: 'a genre of popular music originating in the 1950s; a blend of black rhythm-and-blues with white country-and-western',
          x: ["rock is a generic term for the range of styles that evolved out of rock'n'roll."],
          r: { synonym: ["rock'n'roll", 'rock-and-roll', 'rock and roll', 'rock', 'rock music'], hypernym: ['popular music', 'popular music genre'], hyponym: ['heavy metal', 'punk rock'] },
        },
      ],
    },
  ],
  [
    'pl',
    {
      l: 'łódź',
      f: 1,
      m: [{ p: 'o', r: { synonym: ['jednostka', ['korab', 1, 'poet.'], 'mały statek'], hyponym: ['łódka', 'szalupa', ['łajba', 1, 'pot.']], hypernym: ['statek'] } }],
    },
  ],
  [
    'ru',
    {
      l: 'мир',
      f: 8,
      m: [
        { p: 'o', r: { synonym: [['вселенная', 0], ['мироздание', 0]], antonym: ['война', 'ссора'], relatedTerm: ['согласие', 'дружба'], similarTerm: ['круг'] } },
        // (Abridged; the second meaning's antonym is added, to show a word listed once.)
        { p: 'o', r: { synonym: ['свет', 'земля'], antonym: ['война'] } },
      ],
    },
  ],
  ['de', { l: 'Straße', f: 1, m: [{ p: 'n', r: { synonym: [['Asphalt', 1, 'ugs.']], hypernym: ['Verkehrsweg'], hyponym: ['Allee', "Ku'damm", 'Sackgasse'] } }] }],
];

function entry(language: DictionaryLanguage, record: RawEntry): DictionaryEntry {
  const id = toEntryId(record.l, language);
  const found = lookupEntry({ v: 1, language, entries: { [lemmaKey(record.l)]: record } }, id);
  if (found?.kind !== 'entry') throw new Error(`no entry ${id}`);
  return found.entry;
}

const [lantern, rockAndRoll, boat, world, street] = records.map(([language, record]) => entry(language, record));

const texts: EntrySummaryTexts = {
  inLanguage: 'English dictionary',
  meaningsHeading: 'Meanings',
  examples: 'Examples',
  synonyms: 'Synonyms',
  partsOfSpeech: { noun: 'Noun', verb: 'Verb', adjective: 'Adjective', adverb: 'Adverb', other: 'Other' },
  relationGroups: { antonyms: 'Antonyms', hypernyms: 'Broader terms', hyponyms: 'Narrower terms', related: 'Related words' },
};

/** The text a crawler reads: tags dropped, entities decoded. */
function text(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);

describe('entrySummaryHtml', () => {
  it('writes the headword, each meaning with its part of speech, definition and synonyms, and the related words', () => {
    const html = entrySummaryHtml(lantern!, 'en', texts);
    expect(html).toMatch(/^<article [^>]*lang="en" data-entry-summary="">/);
    expect(html).toContain('<h1 class="text-3xl font-bold tracking-tight sm:text-4xl">jack-o&#39;-lantern</h1>');
    expect(text(html)).toContain('Noun a pale light sometimes seen at night over marshy ground Synonyms: friar\'s lantern ignis fatuus will-o\'-the-wisp');
    expect(text(html)).toContain('lantern carved from a pumpkin');
    expect(text(html)).toContain('Broader terms light visible light visible radiation lantern');
    // Ids keep an apostrophe out of the URL (~27~), so no attribute needs more than the escaping.
    expect(hrefs(html)).toContain('/semantic-dictionary/what-is-will-o~27~-the-wisp');
  });

  it('quotes examples and links words with spaces by their ids', () => {
    const html = entrySummaryHtml(rockAndRoll!, 'en', texts);
    expect(text(html)).toContain("“rock is a generic term for the range of styles that evolved out of rock'n'roll.”");
    expect(hrefs(html)).toEqual(expect.arrayContaining(['/semantic-dictionary/what-is-rock_and_roll', '/semantic-dictionary/what-is-punk_rock']));
    expect(text(html)).toContain('Narrower terms heavy metal punk rock');
  });

  it('shows a thesaurus meaning by its synonyms, with usage labels, linked under the locale', () => {
    const html = entrySummaryHtml(boat!, 'pl', { ...texts, inLanguage: 'Słownik: polski', partsOfSpeech: { ...texts.partsOfSpeech, other: 'Inne' } });
    expect(html).toContain('<h1 class="text-3xl font-bold tracking-tight sm:text-4xl">łódź</h1>');
    expect(text(html)).toContain('Inne jednostka korab (poet.) mały statek');
    expect(hrefs(html)).toEqual(expect.arrayContaining(['/pl/semantic-dictionary/what-is-korab--pl', '/pl/semantic-dictionary/what-is-łajba--pl']));
    expect(text(html)).toContain('Narrower terms łódka szalupa łajba (pot.)');
  });

  it('writes Cyrillic words as they are, and words without an entry as plain text', () => {
    const html = entrySummaryHtml(world!, 'ru', texts);
    expect(html).toContain('<span>вселенная</span>');
    expect(hrefs(html)).toEqual(expect.arrayContaining(['/ru/semantic-dictionary/what-is-война--ru', '/ru/semantic-dictionary/what-is-согласие--ru']));
    expect(text(html)).toContain('Antonyms война ссора');
    // Similar terms come before related terms, as the entry view lists them.
    expect(text(html)).toContain('Related words круг согласие дружба');
    // A related word of several meanings is listed once.
    expect(html.match(/what-is-война--ru/g)).toHaveLength(1);
  });

  it('escapes apostrophes in German words and keeps ß', () => {
    const html = entrySummaryHtml(street!, 'de', texts);
    expect(html).toContain('>Straße</h1>');
    expect(html).toContain('href="/de/semantic-dictionary/what-is-ku~27~damm--de"');
    expect(html).toContain('>Ku&#39;damm</a>');
  });

  it('escapes markup wherever it appears in the data', () => {
    const hostile = entry('en', {
      l: '<img src=x onerror=alert(1)>',
      f: 1,
      m: [{ p: 'n', d: '"quoted" & <b>bold</b>', x: ['</li><script>alert(1)</script>'], r: { synonym: [['a"b', 0, '<i>']] } }],
    });
    const html = entrySummaryHtml(hostile, 'en', texts);
    expect(html).not.toMatch(/<(img|b|i|script)\b/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt;');
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that can end text or a quoted attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});
