/**
 * Checks a dictionary made by compress-hunspell.ts against the npm original it came from,
 * through the Hunspell WebAssembly build the app runs (HunspellWasm, with the Node assets):
 *
 * 1. the committed data/spell/{id}.aff and .dic expand to exactly the original words;
 * 2. Hunspell accepts every original word, and rejects every stem that is no word of its own;
 * 3. it judges mutated words (letters dropped, swapped, replaced or added, endings added or
 *    cut, capitalised, in capitals, in lower case) as it does with the original: any
 *    difference is reported;
 * 4. suggestions for misspellings (one or two typing errors in frequent and in random words):
 *    how often Hunspell's top 3, and the app's re-ranked top 3 (HunspellChecker), are the
 *    same, and how often each dictionary puts the intended word first or in its top 3;
 * 5. load time (median of alternating loads in this process, a fresh WASM instance each) and
 *    WASM memory.
 *
 *   npx tsx scripts/grammar/verify-compressed-hunspell.ts [id] [--mutations=200000] [--suggestions=200] [--loads=7]
 *
 * Exits with status 1 when 1–3 find a difference.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HunspellWasm, type HunspellRuntime, type Speller } from '../../src/features/grammar-checker/engines/hunspell';
import { HunspellChecker, alphabetFromAff } from '../../src/features/grammar-checker/engines/hunspell-checker';
import { createNodeAssetSource, dictionaryFiles, packageDir, readFrequencyList } from '../../src/features/grammar-checker/engines/node-assets';
import { parseFrequencyList } from '../../src/lib/text/suggestion-ranking';
import { createRandom, median, pick } from '../bench/stats';
import { COMPRESSED_DICTIONARIES, NEEDAFFIX_FLAG, expandCompressed, readWordList, type CompressedWordList } from './compress-hunspell';

export interface DictionaryBytes {
  aff: Uint8Array;
  dic: Uint8Array;
}

type CompressedId = keyof typeof COMPRESSED_DICTIONARIES;

/** The npm original and the committed compressed files of dictionary `id`. */
export function dictionaryPair(id: CompressedId): { original: DictionaryBytes; compressed: DictionaryBytes } {
  const dir = packageDir(COMPRESSED_DICTIONARIES[id].npmPackage);
  const files = dictionaryFiles(id);
  const read = (path: string) => new Uint8Array(readFileSync(path));
  return {
    original: { aff: read(join(dir, 'index.aff')), dic: read(join(dir, 'index.dic')) },
    compressed: { aff: read(files.aff), dic: read(files.dic) },
  };
}

export async function loadSpeller(runtime: HunspellRuntime, bytes: DictionaryBytes): Promise<{ speller: Speller; wasm: HunspellWasm }> {
  const wasm = await HunspellWasm.instantiate(runtime);
  return { speller: wasm.createSpeller(bytes.aff, bytes.dic), wasm };
}

/** Reads back the format compress-hunspell.ts writes (one-ending suffix rules, NEEDAFFIX 1); throws on anything else. */
export function parseCompressed(aff: string, dic: string): CompressedWordList {
  const endingOfFlag = new Map<number, number>();
  const endings: string[] = [];
  if (!new RegExp(`^NEEDAFFIX ${NEEDAFFIX_FLAG}$`, 'm').test(aff) || !/^FLAG num$/m.test(aff)) throw new Error('Not a compressed affix file');
  for (const line of aff.split('\n')) {
    if (/^PFX\s/.test(line)) throw new Error(`Unexpected prefix rule: ${line}`);
    const rule = /^SFX (\d+) (\S+) (\S+) (\S+)$/.exec(line);
    if (!rule) continue;
    const [, flag, strip, ending, condition] = rule as unknown as [string, string, string, string, string];
    if (/^[YN]$/.test(strip)) {
      if (ending !== '1') throw new Error(`Expected one rule per flag: ${line}`);
      continue;
    }
    if (strip !== '0' || condition !== '.' || ending.includes('/')) throw new Error(`Unexpected rule: ${line}`);
    endingOfFlag.set(Number(flag), endings.length);
    endings.push(ending);
  }
  const entries = dic
    .split('\n')
    .slice(1)
    .filter((line) => line !== '')
    .map((line) => {
      const [stem = '', flagText] = line.split('/');
      const flags = flagText ? flagText.split(',').map(Number) : [];
      const unknown = flags.find((f) => f !== NEEDAFFIX_FLAG && !endingOfFlag.has(f));
      if (unknown !== undefined) throw new Error(`Unknown flag ${unknown} in ${line}`);
      return { stem, needAffix: flags.includes(NEEDAFFIX_FLAG), endings: flags.filter((f) => f !== NEEDAFFIX_FLAG).map((f) => endingOfFlag.get(f) as number) };
    });
  return { endings, entries };
}

/** `count` words spread evenly over `words` (the first, then every n-th). */
export function spreadSample(words: readonly string[], count: number): string[] {
  const step = Math.max(1, words.length / count);
  const out: string[] = [];
  for (let at = 0; at < words.length && out.length < count; at += step) out.push(words[Math.floor(at)] as string);
  return out;
}

const GREEK_LETTERS = [...'αβγδεζηθικλμνξοπρστυφχψωάέήίόύώϊϋΐΰς'];
const ENDINGS = [
  ...['ς', 'α', 'ε', 'η', 'ο', 'ι', 'ό', 'ά', 'ώ', 'ες', 'ων', 'ου', 'οι', 'ης', 'ει', 'ός', 'ές', 'ιά', 'τα'],
  ...['ους', 'ουν', 'αμε', 'ατε', 'ηκε', 'ιών', 'των', 'ούσε', 'ούμε', 'μένος'],
];

/**
 * `count` variants of words drawn from `words` (seeded): a letter dropped, two neighbours
 * swapped, a letter replaced or added (from `letters`), an ending added or the last letters
 * replaced by one, the word cut short, capitalised, in capitals, in lower case. Most are no
 * words; some are.
 */
export function mutatedWords(words: readonly string[], count: number, seed = 1, letters: readonly string[] = GREEK_LETTERS, endings: readonly string[] = ENDINGS): string[] {
  const random = createRandom(seed);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const word = pick(random, words);
    const chars = [...word];
    const at = Math.floor(random() * chars.length);
    switch (i % 10) {
      case 0:
        chars.splice(at, 1);
        break;
      case 1:
        if (at + 1 < chars.length) [chars[at], chars[at + 1]] = [chars[at + 1] as string, chars[at] as string];
        break;
      case 2:
        chars[at] = pick(random, letters);
        break;
      case 3:
        chars.splice(at, 0, pick(random, letters));
        break;
      case 4:
        chars.push(pick(random, endings));
        break;
      case 5:
        chars.splice(Math.max(1, chars.length - 1 - Math.floor(random() * 3)), chars.length, pick(random, endings));
        break;
      case 6:
        chars.splice(Math.max(1, chars.length - 1 - Math.floor(random() * 4)));
        break;
      case 7:
        out.push(word.charAt(0).toUpperCase() + word.slice(1));
        continue;
      case 8:
        out.push(word.toUpperCase());
        continue;
      default:
        out.push(word.toLowerCase());
        continue;
    }
    out.push(chars.join(''));
  }
  return out;
}

/** The words `a` and `b` judge differently. */
export function spellingDifferences(a: Speller, b: Speller, words: Iterable<string>): Array<{ word: string; a: boolean; b: boolean }> {
  const out: Array<{ word: string; a: boolean; b: boolean }> = [];
  for (const word of words) {
    const x = a.spell(word);
    const y = b.spell(word);
    if (x !== y) out.push({ word, a: x, b: y });
  }
  return out;
}

interface Misspelling {
  word: string;
  intended: string;
  kind: string;
}

/** `count` misspellings (seeded): one typing error, or two for every third, in frequent words and in random words of the list, alternately. */
export function misspellings(words: readonly string[], frequent: readonly string[], count: number, isWord: (w: string) => boolean, seed = 7): Misspelling[] {
  const random = createRandom(seed);
  const letters = GREEK_LETTERS.slice(0, 31);
  const out: Misspelling[] = [];
  const typo = (chars: string[], kind: number) => {
    const at = 1 + Math.floor(random() * (chars.length - 1));
    if (kind === 0) chars.splice(at, 1);
    else if (kind === 1 && at + 1 < chars.length) [chars[at], chars[at + 1]] = [chars[at + 1] as string, chars[at] as string];
    else if (kind === 2) chars[at] = pick(random, letters);
    else chars.splice(at, 0, pick(random, letters));
  };
  while (out.length < count) {
    const i = out.length;
    const fromFrequent = i % 2 === 0;
    const intended = fromFrequent ? pick(random, frequent) : pick(random, words);
    if ([...intended].length < 4) continue;
    const chars = [...intended];
    typo(chars, i % 4);
    const two = i % 3 === 0;
    if (two) typo(chars, Math.floor(random() * 4));
    const word = chars.join('');
    if (isWord(word)) continue;
    out.push({ word, intended, kind: `${two ? 'two errors' : 'one error'}, ${fromFrequent ? 'frequent word' : 'random word'}` });
  }
  return out;
}

/** Prints how alike the suggestions of `spellers` (original, compressed) and of the app's `checkers` over them are, and how often each is right. */
function compareSuggestions(spellers: [Speller, Speller], checkers: [HunspellChecker, HunspellChecker], cases: readonly Misspelling[]): void {
  const tally = () => ({ first: 0, top3: 0, ms: 0 });
  const counts = { Hunspell: [tally(), tally()], app: [tally(), tally()] };
  const firstByKind = new Map<string, { total: number; Hunspell: [number, number]; app: [number, number] }>();
  const same = { Hunspell: { top3: 0, first: 0 }, app: { top3: 0, first: 0 } };
  for (const c of cases) {
    const kind = firstByKind.get(c.kind) ?? { total: 0, Hunspell: [0, 0], app: [0, 0] };
    kind.total++;
    firstByKind.set(c.kind, kind);
    const lists = { Hunspell: [[], []] as string[][], app: [[], []] as string[][] };
    for (const i of [0, 1] as const) {
      for (const source of ['Hunspell', 'app'] as const) {
        const started = performance.now();
        const list = (source === 'Hunspell' ? spellers[i].suggest(c.word) : checkers[i].suggest(c.word)).slice(0, 3);
        const tallied = counts[source][i]!;
        tallied.ms += performance.now() - started;
        if (list[0] === c.intended) {
          tallied.first++;
          kind[source][i]++;
        }
        if (list.includes(c.intended)) tallied.top3++;
        lists[source][i] = list;
      }
    }
    for (const source of ['Hunspell', 'app'] as const) {
      const [x, y] = lists[source] as [string[], string[]];
      if (x.join('\n') === y.join('\n')) same[source].top3++;
      if (x[0] === y[0]) same[source].first++;
    }
  }
  const n = cases.length;
  console.log(`Suggestions for ${n} misspellings (original / compressed):`);
  console.log(`  top 3 identical: Hunspell's ${same.Hunspell.top3} (the first ${same.Hunspell.first}), the app's re-ranked ${same.app.top3} (the first ${same.app.first})`);
  for (const source of ['Hunspell', 'app'] as const) {
    const [x, y] = counts[source] as [ReturnType<typeof tally>, ReturnType<typeof tally>];
    console.log(`  ${source}: intended word first ${x.first} / ${y.first}, in the top 3 ${x.top3} / ${y.top3}; ${(x.ms / n).toFixed(0)} / ${(y.ms / n).toFixed(0)} ms a word`);
  }
  for (const [kind, k] of [...firstByKind].sort()) {
    console.log(`    ${kind.padEnd(28)} (${k.total}): first, Hunspell ${k.Hunspell[0]} / ${k.Hunspell[1]}, app ${k.app[0]} / ${k.app[1]}`);
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string, fallback: number) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
  const id = (args.find((a) => !a.startsWith('--')) ?? 'el') as CompressedId;
  const config = COMPRESSED_DICTIONARIES[id];
  if (!config) throw new Error(`No compressed dictionary ${id}`);
  const { original, compressed } = dictionaryPair(id);
  const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
  const words = readWordList(text(original.dic));
  let failed = false;

  // 1. The files.
  const parsed = parseCompressed(text(compressed.aff), text(compressed.dic));
  const expanded = expandCompressed(parsed);
  const known = new Set(words);
  const missing = words.filter((w) => !expanded.has(w));
  const extra = [...expanded].filter((w) => !known.has(w));
  console.log(`${id}: ${words.length} words; data/spell/${id}.dic: ${parsed.entries.length} entries, ${parsed.endings.length} suffix rules, expanding to ${expanded.size} words: ${missing.length} missing, ${extra.length} extra`);
  failed ||= missing.length > 0 || extra.length > 0;

  const runtime = await createNodeAssetSource().hunspellRuntime();
  const a = (await loadSpeller(runtime, original)).speller;
  const b = (await loadSpeller(runtime, compressed)).speller;

  // 2. Every word, every stem that is no word.
  const rejected = words.filter((w) => !b.spell(w));
  const stems = parsed.entries.filter((e) => e.needAffix).map((e) => e.stem);
  const stemDifferences = spellingDifferences(a, b, stems);
  const examples = (list: readonly string[]) => (list.length > 0 ? ` (${list.slice(0, 5).join(', ')})` : '');
  console.log(
    `Hunspell: rejects ${rejected.length} of the ${words.length} words${examples(rejected)}; ` +
      `judges ${stemDifferences.length} of the ${stems.length} stems that are no words differently from the original${examples(stemDifferences.map((d) => d.word))}`,
  );
  failed ||= rejected.length > 0 || stemDifferences.length > 0;

  // 3. Mutated words.
  const mutations = mutatedWords(words, option('mutations', 200_000));
  const differences = spellingDifferences(a, b, mutations);
  const accepted = mutations.filter((w) => a.spell(w)).length;
  console.log(`Mutated words: ${mutations.length} (${accepted} words, ${mutations.length - accepted} not), judged differently: ${differences.length}${examples(differences.map((d) => `${d.word} ${d.a}/${d.b}`))}`);
  failed ||= differences.length > 0;

  // 4. Suggestions.
  const ranks = parseFrequencyList(readFrequencyList(config.frequencyList));
  const frequent = [...ranks.keys()].filter((w) => known.has(w));
  const cases = misspellings(words, frequent, option('suggestions', 200), (w) => a.spell(w) || b.spell(w));
  if (cases.length > 0) {
    const checkers = [original, compressed].map((bytes, i) => new HunspellChecker(i === 0 ? a : b, id, ranks, { alphabet: alphabetFromAff(bytes.aff) }));
    compareSuggestions([a, b], checkers as [HunspellChecker, HunspellChecker], cases);
  }
  a.dispose();
  b.dispose();

  // 5. Load time and memory, alternating, a fresh instance each.
  const loads = option('loads', 7);
  const times: [number[], number[]] = [[], []];
  const heaps = [0, 0];
  for (let run = 0; run < loads; run++) {
    for (const [i, bytes] of [original, compressed].entries()) {
      const wasm = await HunspellWasm.instantiate(runtime);
      const started = performance.now();
      const speller = wasm.createSpeller(bytes.aff, bytes.dic);
      times[i]!.push(performance.now() - started);
      heaps[i] = wasm.heapBytes / 1_048_576;
      speller.dispose();
    }
  }
  const describe = (i: 0 | 1, bytes: DictionaryBytes) =>
    `${median(times[i]).toFixed(0)} ms (fastest ${Math.min(...times[i]).toFixed(0)}), ${heaps[i]!.toFixed(1)} MB WASM memory, ` +
    `${((bytes.aff.length + bytes.dic.length) / 1_048_576).toFixed(1)} MB of files`;
  console.log(`Load (median of ${loads}, alternating): original ${describe(0, original)}; compressed ${describe(1, compressed)}`);
  if (failed) {
    console.error('The compressed dictionary does not accept the same words.');
    process.exitCode = 1;
  }
}

if (process.argv[1]?.endsWith('verify-compressed-hunspell.ts')) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
