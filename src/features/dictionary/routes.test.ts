import { alphabets, dictionaryLanguages, otherLetter, toEntryId } from './model';
import { entryPath, letterSegment, parseEntrySegment, parseLetterSegment } from './routes';

describe('dictionary routes', () => {
  it('round-trips entry ids through the URL, encoded or not', () => {
    for (const [lemma, language] of [['car', 'en'], ['motor vehicle', 'en'], ['Haus', 'de'], ['żółwi', 'pl'], ["o'clock", 'en'], ['дом', 'ru']] as const) {
      const id = toEntryId(lemma, language);
      const segment = entryPath(id).split('/').pop()!;
      expect(parseEntrySegment(segment)).toBe(id);
      expect(parseEntrySegment(encodeURIComponent(segment))).toBe(id);
    }
    expect(parseEntrySegment('car')).toBeNull();
    expect(parseEntrySegment('what-is-')).toBeNull();
  });

  it('round-trips every letter of every alphabet', () => {
    for (const language of dictionaryLanguages) {
      for (const letter of [...alphabets[language], otherLetter]) {
        expect(parseLetterSegment(encodeURIComponent(letterSegment(letter, language)))).toEqual({ letter, language });
      }
    }
    expect(letterSegment('ł', 'pl')).toBe('ł--pl');
    expect(letterSegment('a', 'en')).toBe('a');
    expect(parseLetterSegment('ab')).toBeNull();
    expect(parseLetterSegment('a--xx')).toBeNull();
  });
});
