import { bretonPrefixBases, bretonRadicals, isRegularBretonForm } from './breton-forms';
import type { Speller } from './hunspell';
import type { HunspellChecker } from './hunspell-checker';
import { dictionaryChecker } from './testing/dictionary-checker';

describe('bretonRadicals', () => {
  it.each([
    ['gram', 'kram'],
    ['vaint', 'maint'],
    ['vro', 'bro'],
    ['wir', 'gwir'],
    ['kwir', 'gwir'],
    ['zad', 'tad'],
    ['zorn', 'dorn'],
    ["c'hador", 'kador'],
    ['c’havr', 'gavr'],
    ['fenn', 'penn'],
    ['pro', 'bro'],
    ['torn', 'dorn'],
    ['Vreizh', 'Breizh'],
    ["C'hemper", 'Kemper'],
  ])('%s is a mutation of %s', (word, radical) => {
    expect(bretonRadicals(word).map((r) => r.radical)).toContain(radical);
  });

  it('sees no mutation where none is written', () => {
    // l, n, r, s, h and vowels have no mutation; c'hw- is no lenition of gw- (that is w-); ta: too short.
    for (const word of ['lavar', 'nerzh', 'roue', 'soñj', 'hent', 'aval', 'ta']) expect(bretonRadicals(word)).toEqual([]);
    expect(bretonRadicals("c'hwezh").map((r) => r.radical)).toEqual(['kwezh']);
  });
});

describe('bretonPrefixBases', () => {
  it.each([
    ['peurziorren', 'diorren'],
    ['peurvuiañ', 'muiañ'],
    ['dizanaout', 'anaout'],
    ['diemren', 'emren'],
    ['digalon', 'kalon'],
    ['diwerzhus', 'gwerzhus'],
    ['emzifenn', 'difenn'],
    ['emlazhañ', 'lazhañ'],
    ['enstag', 'stag'],
    ['Dizanaout', 'anaout'],
    ['nannoberoù', 'oberoù'],
    ['nanngouestl', 'gouestl'],
  ])('%s is made from %s', (word, base) => {
    expect(bretonPrefixBases(word)).toContain(base);
  });

  it('sees no derivation with an unlenited consonant, a short base or a prefix that does not fit', () => {
    // dikalon, emkann, peurmat: k, m stay unlenited after a leniting prefix;
    // enbro: en- not before b; emaes: em- not before a vowel; divor: a base of three letters (mor).
    for (const word of ['dikalon', 'emkann', 'peurmat', 'enbro', 'emaes', 'divor']) expect(bretonPrefixBases(word)).toEqual([]);
  });
});

describe('isRegularBretonForm', () => {
  const listed = new Set(['kram', 'maint', 'Kemper', 'bouzar', 'pouzar', 'vouzar', 'penn', 'diorren', 'anaout', 'emren', 'stag', 'kalon', 'trouz', 'mor']);
  const spell = (word: string) => listed.has(word);

  it('accepts mutations and derivations of listed words', () => {
    for (const word of ['gram', 'c’hram', 'vaint', "C'hemper", 'Gemper', 'fenn', 'benn', 'peurziorren', 'dizanaout', 'diemren', 'enstag', 'digalon', 'didrouz']) {
      expect(isRegularBretonForm(word, spell)).toBe(true);
    }
  });

  it('rejects typos, unlisted stems and letters that mark no mutation', () => {
    // fouzar: pouzar is the hard mutation of bouzar (its v- form is listed), so f- marks nothing;
    // grram, dizanaoud, peurziorrenn, enstagg: typos; dikalon: no lenition; divor: too short a base (mor);
    // disanaout: dis- is not a form of the prefix here; xram: x is no mutation.
    for (const word of ['fouzar', 'grram', 'dizanaoud', 'peurziorrenn', 'enstagg', 'dikalon', 'divor', 'disanaout', 'xram', 'vram']) {
      expect(isRegularBretonForm(word, spell)).toBe(false);
    }
  });
});

describe('with the Breton dictionary (dictionary-br)', () => {
  let speller: Speller;
  let checker: HunspellChecker;

  beforeAll(async () => {
    ({ speller, checker } = await dictionaryChecker('br'));
  });

  afterAll(() => checker.dispose());

  it('accepts forms the dictionary lacks, made from words it lists', () => {
    // Words of the Universal Declaration (peurziorren, dizanaout, diemren, enstag) and mutations
    // of kram, maint, moch; c’h with U+2019 and a capital.
    const words = ['peurziorren', 'Peurziorren', 'dizanaout', 'diemren', 'enstag', 'gram', 'vaint', 'voch', 'c’hram', 'C’hram'];
    for (const word of words) expect(speller.spell(word.replace(/’/g, "'"))).toBe(false);
    for (const word of words) expect(checker.isCorrect(word)).toBe(true);
  });

  it('knows the noun bern, which the dictionary lists only in the plural, and its lenition after ne', () => {
    expect(speller.spell('bernioù')).toBe(true);
    for (const word of ['bern', 'vern']) expect(checker.isCorrect(word)).toBe(true);
    for (const word of ['berm', 'verns']) expect(checker.isCorrect(word)).toBe(false);
  });

  it('knows the plural lazioù of laz and the noun kedskor, also mutated, and words made with nann-', () => {
    expect(speller.spell('laz')).toBe(true);
    for (const word of ['lazioù', 'kedskor', "c'hedskor", 'c’hedskor', 'nannoberoù']) expect(checker.isCorrect(word)).toBe(true);
    for (const word of ['lazioùù', 'kedskorr', "c'hedsor", 'nannoberoùù', 'nanoberoù']) expect(checker.isCorrect(word)).toBe(false);
  });

  it('keeps typos of those words and unlisted stems flagged', () => {
    // fouzar: f- for the b- of bouzar; dikalon: no lenition after di-; diwerzhus: gwerzhus is not listed.
    for (const word of ['peurziorrenn', 'dizanaoud', 'diemrenn', 'enstagg', 'vaintt', 'fouzar', 'dikalon', 'dizkalon', 'emkann', 'diwerzhus']) {
      expect(checker.isCorrect(word)).toBe(false);
    }
  });
});
