import { codePointLength, codePointPrefix, foldForSearch } from './fold';

describe('foldForSearch', () => {
  it.each([
    ['Żółw', 'zolw'],
    ['Straße', 'strasse'],
    ['café', 'cafe'],
    ['Ærø', 'aero'],
    ['cœur', 'coeur'],
    ['ёжик', 'ежик'],
    ['Łódź', 'lodz'],
    ['ȘTIINȚĂ', 'stiinta'],
    ['well-known', 'well known'],
    ['motor_vehicle', 'motor vehicle'],
    ["o'clock", 'oclock'],
    ['St. Louis', 'st louis'],
    ['  a   b  ', 'a b'],
    ['ﬁne', 'fine'],
  ])('%s → %s', (text, folded) => {
    expect(foldForSearch(text)).toBe(folded);
  });

  it.each([
    ['イエ', 'いえ'],
    ['ｲｴ', 'いえ'],
    ['ガッコウ', 'がっこう'],
    ['ｶﾞｯｺｳ', 'がっこう'],
    ['がっこう', 'がっこう'],
    ['家', '家'],
    ['ｈｏｕｓｅ', 'house'],
    ['ＨＯＵＳＥ', 'house'],
    ['コーヒー', 'こーひー'],
    ['Σπίτι', 'σπιτι'],
  ])('Japanese and Greek: %s → %s', (text, folded) => {
    expect(foldForSearch(text)).toBe(folded);
  });

  it('is idempotent', () => {
    for (const text of ['Żółw', 'Straße', 'ёжик', "o'clock", 'ｶﾞｯｺｳ', 'イエ']) expect(foldForSearch(foldForSearch(text))).toBe(foldForSearch(text));
  });
});

describe('code point helpers', () => {
  it('count and cut by code points', () => {
    expect(codePointLength('a😀b')).toBe(3);
    expect(codePointPrefix('😀ab', 2)).toBe('😀a');
  });
});
