import fc from 'fast-check';
import { lemmaKey, parseEntryId, toEntryId } from './entry-id';
import { dictionaryLanguages } from './languages';

describe('toEntryId', () => {
  it.each([
    ['car', 'en', 'car'],
    ['motor vehicle', 'en', 'motor_vehicle'],
    ['Motor  Vehicle', 'en', 'motor_vehicle'],
    ['well-known', 'en', 'well-known'],
    ["o'clock", 'en', 'o~27~clock'],
    ['Haus', 'de', 'haus--de'],
    ['żółw', 'pl', 'żółw--pl'],
    ['Straße', 'de', 'straße--de'],
    ['год', 'ru', 'год--ru'],
    ['$', 'de', '~24~--de'],
    ['a--b', 'en', 'a~2d~-b'],
    ['x-', 'en', 'x~2d~'],
    ['snake_case', 'en', 'snake~5f~case'],
  ] as const)('%s (%s) → %s', (lemma, language, id) => {
    expect(toEntryId(lemma, language)).toBe(id);
  });

  it('never puts "--" or a trailing "-" in the written lemma, so the language suffix is unambiguous', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1 }), (lemma) => {
        const id = toEntryId(lemma);
        expect(id.includes('--')).toBe(false);
        expect(id.endsWith('-') && lemmaKey(lemma) !== '').toBe(false);
      }),
    );
  });
});

describe('parseEntryId', () => {
  it('reads ids back', () => {
    expect(parseEntryId('motor_vehicle')).toEqual({ lemmaKey: 'motor vehicle', language: 'en' });
    expect(parseEntryId('haus--de')).toEqual({ lemmaKey: 'haus', language: 'de' });
    expect(parseEntryId('~24~--de')).toEqual({ lemmaKey: '$', language: 'de' });
  });

  it('accepts the percent-encoded path the browser sends, other normalisations and capitals', () => {
    expect(parseEntryId(encodeURIComponent('żółw--pl'))).toEqual({ lemmaKey: 'żółw', language: 'pl' });
    expect(parseEntryId('z\u0307o\u0301łw--pl')).toEqual({ lemmaKey: 'żółw', language: 'pl' });
    expect(parseEntryId('Car')).toEqual({ lemmaKey: 'car', language: 'en' });
  });

  it('rejects what no lemma produces', () => {
    for (const id of ['', '_', 'car--en', 'car--xx', 'haus--', 'a~zz~b', 'a~2d', '%E0%A4%A', 'a~110000~']) expect(parseEntryId(id)).toBeNull();
  });

  it('round-trips any text in every language', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }), fc.constantFrom(...dictionaryLanguages), (lemma, language) => {
        const key = lemmaKey(lemma);
        if (key === '') return;
        expect(parseEntryId(toEntryId(lemma, language))).toEqual({ lemmaKey: key, language });
      }),
      { numRuns: 2000 },
    );
  });
});
