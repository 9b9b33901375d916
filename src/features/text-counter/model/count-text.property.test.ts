import fc from 'fast-check';
import { countText } from './count-text';

/** Pieces of real text in several scripts, and the characters that break naive counters. */
const pieces = [
  'Zażółć gęślą jaźń',
  'Ça va, François ?',
  'Привет, мир!',
  'Καλημέρα κόσμε;',
  '私は東京に住んでいます。',
  'ﾊﾝｶｸ',
  'well-known',
  "l'homme",
  '3.14',
  'e\u0301',
  '👩‍👩‍👧',
  '🇵🇱',
  '\u00a0',
  '\u200b',
  '\u3000',
  '\r\n',
  '\n\n',
  '\t',
  '. ',
  '?!',
  '\ud83d',
];
const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.array(fc.oneof(fc.constantFrom(...pieces), fc.constantFrom(' ', ' ', '\n', '\r')), { maxLength: 60 }).map((parts) => parts.join('')),
);
const locale = fc.constantFrom('en', 'pl', 'ja', 'ru', 'el', 'tr');

describe('countText properties', () => {
  it('keeps its counts consistent on any text, in any locale', () => {
    fc.assert(
      fc.property(text, locale, (value, loc) => {
        const stats = countText(value, loc);
        expect(stats.characters).toBeGreaterThanOrEqual(stats.charactersNoSpaces);
        expect(stats.charactersNoSpaces).toBeGreaterThanOrEqual(0);
        expect(stats.characters).toBeLessThanOrEqual(value.length);
        expect(stats.words).toBeLessThanOrEqual(stats.charactersNoSpaces);
        expect(stats.uniqueWords).toBeLessThanOrEqual(stats.words);
        expect(stats.sentences).toBeLessThanOrEqual(stats.words);
        expect(stats.paragraphs).toBeLessThanOrEqual(stats.charactersNoSpaces);
        expect(stats.words === 0).toBe(stats.sentences === 0);
        expect(stats.longestSentence === null).toBe(stats.sentences === 0);
        if (stats.longestSentence) expect(stats.longestSentence.words).toBeLessThanOrEqual(stats.words);
        expect(stats.readingTimeSeconds).toBeGreaterThanOrEqual(0);
        expect(Number.isFinite(stats.averageWordsPerSentence)).toBe(true);
        expect(countText(value, loc)).toEqual(stats);
      }),
      { numRuns: 300 },
    );
  });

  it('counts two paragraphs as the sum of their words and paragraphs', () => {
    fc.assert(
      fc.property(text, text, locale, (a, b, loc) => {
        const first = countText(a, loc);
        const second = countText(b, loc);
        const joined = countText(`${a}\n\n${b}`, loc);
        // Joining at a blank line never merges nor splits the words of either part, except a
        // lone surrogate at the seam (not a character of either).
        if (!/[\ud800-\udbff]$|^[\udc00-\udfff]/.test(a) && !/^[\udc00-\udfff]/.test(b)) {
          expect(joined.words).toBe(first.words + second.words);
          expect(joined.paragraphs).toBe(first.paragraphs + second.paragraphs);
        }
        // A CR at the end of the first part joins the first line feed into one CR LF character.
        expect(joined.characters).toBe(first.characters + second.characters + (a.endsWith('\r') ? 1 : 2));
      }),
      { numRuns: 200 },
    );
  });

  it('white space alone is never a word, a sentence or a paragraph', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(' ', '\t', '\n', '\r\n', '\u00a0', '\u3000', '\u2028', '\u200b'), { maxLength: 50 }), (parts) => {
        const stats = countText(parts.join(''), 'en');
        expect([stats.words, stats.sentences, stats.paragraphs, stats.charactersNoSpaces]).toEqual([0, 0, 0, 0]);
      }),
    );
  });
});
