import { isJoinedPersianWord } from './persian-joins';

const Z = '\u200C';
/** A dictionary that knows exactly `words`. */
const dictionary = (...words: string[]) => {
  const known = new Set(words);
  return (word: string) => known.has(word);
};

describe('isJoinedPersianWord', () => {
  const lilak = dictionary('جمعیت', 'بزهکاری', 'آزادی', 'شود', 'کتاب', 'بزرگ');

  it('accepts the Academy’s non-joiner forms of listed words', () => {
    expect(isJoinedPersianWord(`جمعیت${Z}های`, lilak)).toBe(true); // plural + ezafe
    expect(isJoinedPersianWord(`آزادی${Z}ها`, lilak)).toBe(true);
    expect(isJoinedPersianWord(`بزه${Z}کاری`, lilak)).toBe(true); // listed joined
    expect(isJoinedPersianWord(`می${Z}شود`, lilak)).toBe(true);
    expect(isJoinedPersianWord(`نمی${Z}شود`, lilak)).toBe(true);
    expect(isJoinedPersianWord(`بزرگ${Z}ترین`, lilak)).toBe(true);
  });

  it('keeps misspelled stems, misplaced affixes and words without non-joiners flagged', () => {
    expect(isJoinedPersianWord(`جمعیط${Z}های`, lilak)).toBe(false); // misspelled stem
    expect(isJoinedPersianWord(`های${Z}جمعیت`, lilak)).toBe(false); // suffix first
    expect(isJoinedPersianWord(`جمعیت${Z}می`, lilak)).toBe(false); // prefix last
    expect(isJoinedPersianWord(`جمعیت${Z}`, lilak)).toBe(false);
    expect(isJoinedPersianWord('جمعیتهای', lilak)).toBe(false);
  });
});
