import type { HunspellRuntime, Speller } from '../../src/features/grammar-checker/engines/hunspell';
import { createNodeAssetSource } from '../../src/features/grammar-checker/engines/node-assets';
import { affixHeader, assertSameWords, compressWordList, compressedAffix, compressedDic, expandCompressed, readWordList } from './compress-hunspell';
import { dictionaryPair, loadSpeller, mutatedWords, parseCompressed, spellingDifferences, spreadSample } from './verify-compressed-hunspell';

jest.setTimeout(60_000);

const encode = (text: string) => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

const nouns = ['ουρανός', 'δρόμος', 'λόγος', 'τοίχος', 'γιατρός', 'κήπος'];
const nounEndings = [['ός', 'ού', 'ό', 'έ', 'οί', 'ών', 'ούς'], ['ος', 'ου', 'ο', 'ε', 'οι', 'ων', 'ους']] as const;
const inflected = nouns.flatMap((noun) => {
  const accented = noun.endsWith('ός');
  return nounEndings[accented ? 0 : 1].map((ending) => noun.slice(0, -2) + ending);
});
const words = [...inflected, 'και', 'ΑΕΙ', 'Αθήνα', 'Αθήνας', 'Αθηνών', 'Αθήνες'];
const options = { minEndingStems: 2, minRuleUse: 2 };

const greekAff = ['# A comment', '', 'SET UTF-8', 'TRY αβγ', 'REP 1', 'REP ο ω', 'MAP 1', 'MAP οό', '', '# prefix rules', 'PFX A Y 1', 'PFX A 0 α .', ''].join('\n');

describe('compressWordList', () => {
  it('expands to exactly the words it was given', () => {
    const compressed = compressWordList(words, options);
    expect([...expandCompressed(compressed)].sort()).toEqual([...words].sort());
    expect(() => assertSameWords(words, compressed)).not.toThrow();
    expect(compressed.entries.length).toBeLessThan(words.length / 3);
  });

  it('marks stems that are no words with NEEDAFFIX and keeps words without flags whole', () => {
    const compressed = compressWordList(words, options);
    const entry = (stem: string) => compressed.entries.find((e) => e.stem === stem);
    expect(entry('ουραν')).toMatchObject({ needAffix: true });
    expect(entry('ουραν')?.endings.map((e) => compressed.endings[e]).sort()).toEqual([...nounEndings[0]].sort());
    expect(entry('και')).toEqual({ stem: 'και', endings: [], needAffix: false });
  });

  it('never gives flags to a word in capitals (Hunspell would add a capitalised twin)', () => {
    const compressed = compressWordList([...words, 'ΑΕΙΣ', 'ΑΕΙΝ'], options);
    for (const acronym of ['ΑΕΙ', 'ΑΕΙΣ', 'ΑΕΙΝ']) expect(compressed.entries.find((e) => e.stem === acronym)).toEqual({ stem: acronym, endings: [], needAffix: false });
    expect(compressed.entries.some((e) => e.stem.startsWith('ΑΕ') && e.endings.length > 0)).toBe(false);
  });

  it('keeps the words asked for as entries of their own too, without changing the words', () => {
    const compressed = compressWordList(words, { ...options, wholeWords: ['δρόμου'] });
    expect(compressed.entries.find((e) => e.stem === 'δρόμου')).toEqual({ stem: 'δρόμου', endings: [], needAffix: false });
    expect(() => assertSameWords(words, compressed)).not.toThrow();
    expect(() => compressWordList(words, { ...options, wholeWords: ['δρόμοςς'] })).toThrow('not in the word list');
  });

  it('drops endings too few stems use', () => {
    // The accented endings (ουρανός, γιατρός) have two stems, the others four.
    const compressed = compressWordList(words, { minEndingStems: 2, minRuleUse: 3 });
    expect(compressed.entries.filter((e) => e.stem.startsWith('ουραν') && e.endings.length > 0)).toEqual([]);
    expect(compressed.entries.find((e) => e.stem === 'δρόμ')?.endings).toHaveLength(7);
    expect(() => assertSameWords(words, compressed)).not.toThrow();
  });

  it('is deterministic and refuses lists it cannot write', () => {
    expect(compressedDic(compressWordList([...words].reverse(), options))).toBe(compressedDic(compressWordList(words, options)));
    expect(() => compressWordList(['και', 'και'])).toThrow('repeats');
    expect(() => compressWordList(['α/β'])).toThrow('Cannot compress');
  });
});

describe('the files', () => {
  it('keep the header of the affix file, without its rules, with FLAG num and NEEDAFFIX after SET', () => {
    expect(affixHeader(greekAff).split('\n')).toEqual(['# A comment', '', 'SET UTF-8', 'FLAG num', 'NEEDAFFIX 1', 'TRY αβγ', 'REP 1', 'REP ο ω', 'MAP 1', 'MAP οό']);
    expect(() => affixHeader('SET ISO8859-7\nTRY α\n')).toThrow('SET UTF-8');
    expect(() => affixHeader('SET UTF-8\nFLAG long\n')).toThrow('FLAG long');
  });

  it('read back as written', () => {
    const compressed = compressWordList(words, options);
    const aff = compressedAffix(affixHeader(greekAff), compressed, 'note');
    expect(aff).toContain('\n# note\nSFX 2 N 1\nSFX 2 0 ');
    const dic = compressedDic(compressed);
    expect(Number(dic.split('\n')[0])).toBe(compressed.entries.length);
    expect(expandCompressed(parseCompressed(aff, dic))).toEqual(expandCompressed(compressed));
    expect(readWordList(`${words.length}\n${words.join('\n')}\n`)).toEqual(words);
    expect(() => readWordList('1\nλόγος/A\n')).toThrow('flags');
  });
});

describe('Hunspell (WebAssembly)', () => {
  let runtime: HunspellRuntime;
  beforeAll(async () => {
    runtime = await createNodeAssetSource().hunspellRuntime();
  });

  it('accepts the same words from a compressed list as from the flat one', async () => {
    const compressed = compressWordList(words, options);
    const flat = (await loadSpeller(runtime, { aff: encode(greekAff), dic: encode(`${words.length}\n${words.join('\n')}\n`) })).speller;
    const small = (await loadSpeller(runtime, { aff: encode(compressedAffix(affixHeader(greekAff), compressed, 'test')), dic: encode(compressedDic(compressed)) })).speller;
    expect(words.filter((w) => !small.spell(w))).toEqual([]);
    const probes = [...compressed.entries.map((e) => e.stem), ...mutatedWords(words, 2_000, 5), 'Ουρανός', 'ΟΥΡΑΝΟΎΣ', 'ουρανοςς', 'Αθηνα'];
    expect(spellingDifferences(flat, small, probes)).toEqual([]);
    expect(small.spell('ουραν')).toBe(false);
    expect(small.suggest('δρομου')).toContain('δρόμου');
    flat.dispose();
    small.dispose();
  });

  describe('the committed Greek dictionary (data/spell/el.*) against npm dictionary-el', () => {
    const { original, compressed } = dictionaryPair('el');
    const list = readWordList(decode(original.dic));
    let a: Speller;
    let b: Speller;
    beforeAll(async () => {
      a = (await loadSpeller(runtime, original)).speller;
      b = (await loadSpeller(runtime, compressed)).speller;
    });
    afterAll(() => {
      a.dispose();
      b.dispose();
    });

    it('accepts 2,000 words spread over the list, and judges 2,000 mutated words alike', () => {
      const sample = spreadSample(list, 2_000);
      expect(sample).toHaveLength(2_000);
      expect(sample.filter((w) => !b.spell(w))).toEqual([]);
      const mutated = mutatedWords(list, 2_000, 11);
      expect(mutated.filter((w) => !a.spell(w)).length).toBeGreaterThan(1_000);
      expect(spellingDifferences(a, b, mutated)).toEqual([]);
    });

    it('keeps the original suggestion settings (TRY, MAP, REP) and only its own rules', () => {
      const settings = (aff: string) => aff.split('\n').filter((l) => /^(SET|TRY|MAP|REP|KEY)\s/.test(l));
      expect(settings(decode(compressed.aff))).toEqual(settings(decode(original.aff)));
      expect(decode(compressed.aff)).not.toMatch(/^PFX\s/m);
    });
  });
});
