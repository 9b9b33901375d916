import fc from 'fast-check';
import { tokenize, type WordToken } from '@/lib/text/tokenize';
import { analyze, phraseLengths, type KeywordFilters } from './analyze';
import { keywordLanguageTags, type KeywordLanguage } from './languages';
import { prepare } from './prepare';
import { isStopWord } from './stop-words';

/** The definition of the tables, written the slow and obvious way, with string keys. */
function countNaively(text: string, language: KeywordLanguage, filters: KeywordFilters) {
  const locale = keywordLanguageTags[language];
  const tokens = tokenize(text, locale);
  const keyOf = (word: string): string => {
    const form = word.normalize('NFC').replace(/[\u2018\u2019\u02BC\uFF07]/g, "'");
    return filters.caseSensitive ? form : form.toLocaleLowerCase(locale);
  };
  const excluded = (t: WordToken): boolean => filters.ignoreNumbers && t.kind === 'number';
  const isStop = (t: WordToken): boolean => t.kind !== 'number' && isStopWord(t.text, language);
  const totalWords = tokens.filter((t) => !excluded(t)).length;
  const unique = new Set(tokens.filter((t) => !excluded(t)).map((t) => keyOf(t.text)));
  const tables = phraseLengths.map((n) => {
    const table = new Map<string, number>();
    for (let i = 0; i + n <= tokens.length; i++) {
      const window = tokens.slice(i, i + n);
      if (window.some(excluded) || window.some((t) => t.sentence !== window[0]!.sentence)) continue;
      if (filters.ignoreStopWords && (isStop(window[0]!) || isStop(window[n - 1]!))) continue;
      const key = window.map((t) => keyOf(t.text)).join(' ');
      table.set(key, (table.get(key) ?? 0) + 1);
    }
    return { table, keyOf };
  });
  return { totalWords, uniqueWords: unique.size, tables };
}

const vocabulary = [
  'the', 'The', 'THE', 'of', 'and', 'seo', 'SEO', 'Seo', 'keyword', 'Keyword', 'density', 'tool', 'tools',
  "don't", 'don’t', 'it’s', 'point', 'view', '42', '2024', '3.5', 'café', 'cafe\u0301', 'naïve', 'x',
];
const separators = [' ', ' ', ' ', ', ', '. ', '! ', '\n', ' - ', '; '];

const textArbitrary = fc
  .array(fc.tuple(fc.constantFrom(...vocabulary), fc.constantFrom(...separators)), { maxLength: 80 })
  .map((parts) => parts.map(([word, sep]) => word + sep).join(''));

const filtersArbitrary = fc.record({ ignoreStopWords: fc.boolean(), ignoreNumbers: fc.boolean(), caseSensitive: fc.boolean(), wordForms: fc.constant(false) });

describe('analyze agrees with the naive definition', () => {
  it('on random English texts under every filter set', () => {
    fc.assert(
      fc.property(textArbitrary, filtersArbitrary, (text, filters) => {
        const result = analyze(prepare(text, 'english'), filters);
        const expected = countNaively(text, 'english', filters);
        expect(result.summary.totalWords).toBe(expected.totalWords);
        expect(result.summary.uniqueWords).toBe(expected.uniqueWords);
        for (const n of phraseLengths) {
          const { table, keyOf } = expected.tables[n - 1]!;
          const rows = result.rows[n];
          const actual = new Map(rows.map((row) => [row.phrase.split(' ').map(keyOf).join(' '), row.count]));
          expect(actual).toEqual(table);
          for (let r = 1; r < rows.length; r++) expect(rows[r - 1]!.count).toBeGreaterThanOrEqual(rows[r]!.count);
          for (const row of rows) expect(row.density).toBeCloseTo((row.count / expected.totalWords) * 100, 9);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('on a long random text with a large vocabulary (tables grow several times)', () => {
    let seed = 7;
    const random = (): number => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    const words = Array.from({ length: 3000 }, (_, i) => (i % 7 === 0 ? `W${i}` : `w${i}`));
    const parts: string[] = [];
    for (let i = 0; i < 40000; i++) {
      const word = random() < 0.3 ? vocabulary[Math.floor(random() * vocabulary.length)]! : words[Math.floor(random() * words.length)]!;
      parts.push(word, random() < 0.05 ? '. ' : ' ');
    }
    const text = parts.join('');
    for (const filters of [
      { ignoreStopWords: false, ignoreNumbers: false, caseSensitive: false, wordForms: false },
      { ignoreStopWords: true, ignoreNumbers: true, caseSensitive: true, wordForms: false },
    ]) {
      const result = analyze(prepare(text, 'english'), filters);
      const expected = countNaively(text, 'english', filters);
      expect(result.summary.totalWords).toBe(expected.totalWords);
      for (const n of phraseLengths) {
        const { table, keyOf } = expected.tables[n - 1]!;
        const actual = new Map(result.rows[n].map((row) => [row.phrase.split(' ').map(keyOf).join(' '), row.count]));
        expect(actual).toEqual(table);
      }
    }
  });

  it('returns with a limit exactly the first rows of the full tables', () => {
    fc.assert(
      fc.property(textArbitrary, filtersArbitrary, fc.nat(12), (text, filters, limit) => {
        const prepared = prepare(text, 'english');
        const full = analyze(prepared, filters);
        const cut = analyze(prepared, filters, { limit });
        for (const n of phraseLengths) {
          expect(cut.rows[n]).toEqual(full.rows[n].slice(0, limit));
          expect(cut.distinctPhrases[n]).toBe(full.rows[n].length);
        }
        expect(cut.summary).toEqual(full.summary);
      }),
      { numRuns: 200 },
    );
  });

  it('orders ties by locale collation, word by word', () => {
    fc.assert(
      fc.property(textArbitrary, (text) => {
        const rows = analyze(prepare(text, 'english')).rows[1];
        const collator = new Intl.Collator('en');
        for (let r = 1; r < rows.length; r++) {
          if (rows[r - 1]!.count === rows[r]!.count) expect(collator.compare(rows[r - 1]!.phrase, rows[r]!.phrase)).toBeLessThanOrEqual(0);
        }
      }),
    );
  });

  it('sums 1-word counts to W when nothing but numbers is filtered', () => {
    fc.assert(
      fc.property(textArbitrary, fc.boolean(), (text, ignoreNumbers) => {
        const result = analyze(prepare(text, 'english'), { ignoreNumbers });
        expect(result.rows[1].reduce((sum, row) => sum + row.count, 0)).toBe(result.summary.totalWords);
      }),
    );
  });
});
