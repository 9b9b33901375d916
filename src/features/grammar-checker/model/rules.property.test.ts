import fc from 'fast-check';
import { applySuggestion } from './apply-suggestion';
import { checkEnglishRules } from './english-rules';
import { checkGenericRules } from './generic-rules';
import type { Suggestion } from './types';

const categories = new Set(['grammar', 'misspelling', 'style', 'punctuation', 'casing']);
/** Words, punctuation and spacing of several scripts, in any order: what the rules look at. */
const token = fc.constantFrom(
  'the', 'The', 'the', 'a', 'an', 'apple', 'is', 'is', 'Zażółć', 'gęślą', 'Привет', 'мир', 'Καλημέρα', 'κόσμε', '東京', 'です',
  ' ', ' ', '  ', '\n', '\n\n', '\t', '.', ',', '!', '?', ';', ':', '(', ')', '[', ']', '"', '“', '”', '«', '»', "'", '’', '…', '—', 'e\u0301', '👍', '\ud83d',
);
const text = fc.oneof(fc.array(token, { maxLength: 80 }).map((t) => t.join('')), fc.string({ unit: 'grapheme', maxLength: 120 }));
const language = fc.constantFrom('en-US', 'pl-PL', 'ru-RU', 'el-GR', 'ja-JP', 'de-DE', 'fr');

function expectWellFormed(value: string, found: readonly Suggestion[]) {
  for (const s of found) {
    expect(categories.has(s.category)).toBe(true);
    expect(s.offset).toBeGreaterThanOrEqual(0);
    expect(s.offset + s.length).toBeLessThanOrEqual(value.length);
    expect(value.slice(s.offset, s.offset + s.length)).toBe(s.original);
  }
}

describe('rule properties', () => {
  it('the language-independent and English rules point at real spans of any text', () => {
    fc.assert(
      fc.property(text, language, (value, lang) => {
        expectWellFormed(value, checkGenericRules(value, lang));
        expectWellFormed(value, checkEnglishRules(value));
      }),
      { numRuns: 400 },
    );
  });

  it('accepting any finding keeps every other finding on its own words', () => {
    fc.assert(
      fc.property(text, language, fc.nat(), (value, lang, pick) => {
        const found = [...checkGenericRules(value, lang), ...checkEnglishRules(value)].filter((s) => s.replacements.length > 0);
        fc.pre(found.length > 0);
        const accepted = found[pick % found.length]!;
        const { text: after, suggestions } = applySuggestion(value, found, accepted);
        expect(after).toBe(value.slice(0, accepted.offset) + accepted.replacements[0] + value.slice(accepted.offset + accepted.length));
        expectWellFormed(after, suggestions);
      }),
      { numRuns: 300 },
    );
  });
});
