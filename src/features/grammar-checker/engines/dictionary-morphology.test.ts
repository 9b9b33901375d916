import { dictionaryWithoutMorphology, withoutMorphology } from './dictionary-morphology';
import { HunspellWasm } from './hunspell';
import { createNodeAssetSource, readDictionary, readFrequencyList } from './node-assets';

describe('withoutMorphology', () => {
  it.each([
    ['suprasensible/10 po:adxectivo', 'suprasensible/10'],
    ["'Abd po:antropónimo [n-grama: 'Abd al-Rahman]", "'Abd"],
    ['Coney po:antropónimo', 'Coney'],
    ['casa/10\tpo:nome is:sg', 'casa/10'],
    ['hjem/A ph:jem po:subst', 'hjem/A ph:jem'],
    ['New York/X po:topónimo', 'New York/X'],
    // No word before the description: Hunspell's loader takes the whole line as the word.
    [' po:antropónimo [n-grama: Gerald Malcolm Durrell]', ' po:antropónimo [n-grama: Gerald Malcolm Durrell]'],
    ['plain/ABC', 'plain/ABC'],
    ['a:b', 'a:b'],
    ['12:30/X', '12:30/X'],
  ])('%s → %s', (line, expected) => {
    expect(withoutMorphology(line)).toBe(expected);
  });

  it('leaves a list without descriptions as the same bytes', () => {
    const dic = new TextEncoder().encode('2\nab/X\ncd\n');
    expect(dictionaryWithoutMorphology(dic)).toBe(dic);
  });
});

describe('Galician without its morphological descriptions', () => {
  it('accepts, rejects and suggests as with them, and is a fraction of the size', async () => {
    const wasm = await HunspellWasm.instantiate(await createNodeAssetSource().hunspellRuntime());
    const { aff, dic } = readDictionary('gl');
    const slim = dictionaryWithoutMorphology(dic);
    expect(slim.length).toBeLessThan(dic.length * 0.4);
    const full = wasm.createSpeller(aff, dic);
    const lean = wasm.createSpeller(aff, slim);
    try {
      // The list's own entries, and frequent Portuguese words (many spelled as in Galician, with their inflections).
      const entries = new TextDecoder().decode(dic).split('\n').slice(1).filter((_, i) => i % 61 === 0).map((l) => l.split(/[/\t ]/)[0]!);
      const words = [...new Set([...entries, ...readFrequencyList('pt').split('\n').slice(0, 3000)].filter(Boolean).flatMap((w) => [w, w.toUpperCase(), `${w}z`]))];
      expect(words.length).toBeGreaterThan(8000);
      expect(words.filter((w) => full.spell(w) !== lean.spell(w))).toEqual([]);
      for (const typo of ['caza', 'galego', 'dereitos', 'liberdadde', 'humáns', 'naceon']) expect(lean.suggest(typo)).toEqual(full.suggest(typo));
    } finally {
      full.dispose();
      lean.dispose();
    }
  }, 120_000);
});
