import { isAllCapitals, keepCase, lowerFirst, upperFirst, upperFirstIn } from './letter-case';

describe('letter case of fixes', () => {
  it('keeps a capital at the start, in Latin, Cyrillic and Greek script', () => {
    expect(keepCase('Seid', 'seit')).toBe('Seit');
    expect(keepCase('Придти', 'прийти')).toBe('Прийти');
    expect(keepCase('Σε το', 'στο')).toBe('Στο');
    expect(keepCase('seid', 'seit')).toBe('seit');
  });

  it('writes the fix in capitals where the text is written in capitals', () => {
    expect(keepCase('NICI UN', 'niciun')).toBe('NICIUN');
    expect(keepCase('В ТЕЧЕНИИ', 'в течение')).toBe('В ТЕЧЕНИЕ');
    expect(keepCase('ΣΕ ΤΟ', 'στο')).toBe('ΣΤΟ');
    // One capital letter is a sentence start, not capitals throughout.
    expect(keepCase('A', 'an')).toBe('An');
    expect(keepCase('Écrit', 'écrite')).toBe('Écrite');
  });

  it('tells capitals throughout from a capital at the start, and changes the first letter only', () => {
    expect(isAllCapitals('DASS')).toBe(true);
    expect(isAllCapitals('ÇA VA')).toBe(true);
    expect(isAllCapitals('Das')).toBe(false);
    expect(isAllCapitals('I')).toBe(false);
    expect(isAllCapitals('1.')).toBe(false);
    expect(isAllCapitals('ひらがな')).toBe(false);
    expect(upperFirst('žluťoučký')).toBe('Žluťoučký');
    expect(lowerFirst('Zuhause')).toBe('zuhause');
    expect(lowerFirst('Ελλάδα')).toBe('ελλάδα');
  });

  it('starts a word with a capital by the rules of its language', () => {
    expect(upperFirstIn('όπως', 'el')).toBe('Όπως');
    expect(upperFirstIn('άδεια', 'el-GR')).toBe('Άδεια');
    expect(upperFirstIn('istanbul', 'tr-TR')).toBe('İstanbul');
    expect(upperFirstIn('istanbul', 'en-US')).toBe('Istanbul');
    expect(upperFirstIn('ёлка', 'ru')).toBe('Ёлка');
    expect(upperFirstIn('𐐨𐐯', 'en')).toBe('𐐀𐐯');
  });
});
