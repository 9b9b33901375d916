import { editDistance, suggestWords } from './spelling';
import type { WordList } from './types';

/** Words as a word list has them: most frequent first. */
const english: WordList = {
  v: 1,
  language: 'en',
  words: ['the', 'car', 'card', 'definitely', 'pretend', 'percent', 'house', 'digit', 'motor vehicle', 'caribou', 'run', 'elephant', 'defiantly'],
  forms: [
    ['running', 'run'],
    ['ran', 'run'],
  ],
};
const lemmas = (query: string) => suggestWords(english, query).map((s) => s.lemma);

describe('suggestWords', () => {
  it('finds the intended word beyond the first letters typed', () => {
    expect(lemmas('difinately')[0]).toBe('definitely');
    expect(lemmas('pertend')[0]).toBe('pretend');
    expect(lemmas('elephnt')[0]).toBe('elephant');
    expect(lemmas('carbiou')).toEqual(['caribou']);
    expect(lemmas('motorvehicle')).toEqual(['motor vehicle']);
    expect(lemmas('xyzzy')).toEqual([]);
  });

  it('prefers the more frequent of equally near words', () => {
    expect(lemmas('cra')[0]).toBe('car');
  });

  it('offers the base word of an inflected misspelling', () => {
    expect(suggestWords(english, 'runing')[0]).toMatchObject({ lemma: 'run', matchedForm: 'running' });
    expect(lemmas('houzes')[0]).toBe('house');
  });

  it('ignores case and diacritics, and never offers the word itself', () => {
    const polish: WordList = { v: 1, language: 'pl', words: ['żółw', 'żółty'], forms: [] };
    expect(suggestWords(polish, 'zolv').map((s) => s.lemma)).toEqual(['żółw']);
    expect(suggestWords(polish, 'żółw').map((s) => s.lemma)).not.toContain('żółw');
  });
});

describe('editDistance', () => {
  it('counts a swap of neighbours as one edit and stops past the limit', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('kitten', 'sitting', 2)).toBe(3);
    expect(editDistance('ab', 'ba')).toBe(1);
  });
});
