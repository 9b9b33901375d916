import type { Speller } from './hunspell';
import { HUNSPELL_RULE_ID, HunspellChecker } from './hunspell-checker';

/** A speller that knows a few German words. */
function fakeSpeller(words: readonly string[]): Speller {
  const known = new Set(words);
  return { spell: (word) => known.has(word), suggest: () => ['Fehler'], add: (word) => void known.add(word), dispose: () => {} };
}

describe('HunspellChecker findings', () => {
  it('flag an unknown word with a template key for the UI and the English text of the same template', () => {
    const checker = new HunspellChecker(fakeSpeller(['Das', 'ist', 'ein', 'Fehler']), 'de-DE', undefined, { now: () => 0 });
    const found = checker.check('Das ist ein Fehller.');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ ruleId: HUNSPELL_RULE_ID, category: 'misspelling', original: 'Fehller', engine: 'local' });
    expect(found[0]?.replacements[0]).toBe('Fehler');
    expect(found[0]?.localizedMessage).toEqual({ key: 'spelling', values: { word: 'Fehller' } });
    expect(found[0]?.localizedShortMessage).toEqual({ key: 'spellingShort', values: {} });
    expect(found[0]?.message).toBe('“Fehller” is not in the dictionary: possible spelling mistake.');
    expect(found[0]?.shortMessage).toBe('Spelling mistake');
  });
});
