import { alphabets, dictionaryLanguages, letterOf, otherLetter } from './languages';

describe('letterOf', () => {
  it.each([
    ['żółw', 'pl', 'ż'],
    ['ąkać', 'pl', 'ą'],
    ['łódź', 'pl', 'ł'],
    ['Ähre', 'de', 'a'],
    ['Über', 'de', 'u'],
    ['ñandú', 'es', 'ñ'],
    ['árbol', 'es', 'a'],
    ['école', 'fr', 'e'],
    ['chata', 'cs', 'ch'],
    ['čas', 'cs', 'č'],
    ['ďábel', 'cs', 'd'],
    ['csak', 'hu', 'cs'],
    ['dzsungel', 'hu', 'dzs'],
    ['dzéta', 'hu', 'dz'],
    ['ősz', 'hu', 'ö'],
    ['ágy', 'hu', 'a'],
    ['ştiinţă', 'ro', 'ș'],
    ['înger', 'ro', 'î'],
    ['ёлка', 'ru', 'е'],
    ['ґанок', 'uk', 'ґ'],
    ['їжак', 'uk', 'ї'],
    ['åka', 'sv', 'å'],
    ['öl', 'sv', 'ö'],
    ['йод', 'bg', 'й'],
    ['car', 'en', 'c'],
    ['3D', 'en', otherLetter],
    ['$', 'de', otherLetter],
    ['Europa', 'ru', otherLetter],
    ['σπίτι', 'el', 'σ'],
    ['ς', 'el', 'σ'],
    ['Ώρα', 'el', 'ω'],
    ['huis', 'nl', 'h'],
    ['いえ', 'ja', 'あ'],
    ['がっこう', 'ja', 'か'],
    ['ジャム', 'ja', 'さ'],
    ['ｶﾞｯｺｳ', 'ja', 'か'],
    ['ゃ', 'ja', 'や'],
    ['んだ', 'ja', 'わ'],
    ['家', 'ja', otherLetter],
  ] as const)('%s (%s) → %s', (lemma, language, letter) => {
    expect(letterOf(lemma, language)).toBe(letter);
  });

  it('alphabets list each letter once', () => {
    for (const language of dictionaryLanguages) expect(new Set(alphabets[language]).size).toBe(alphabets[language].length);
  });

  it('keeps the languages’ own letters in alphabetical order', () => {
    expect(alphabets.pl.join('')).toBe('aąbcćdeęfghijklłmnńoóprsśtuvwxyzźż'.replace('prs', 'pqrs'));
    expect(alphabets.hu.slice(0, 8)).toEqual(['a', 'b', 'c', 'cs', 'd', 'dz', 'dzs', 'e']);
    expect(alphabets.sv.slice(-3)).toEqual(['å', 'ä', 'ö']);
  });
});
