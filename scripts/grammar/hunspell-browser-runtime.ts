/**
 * hunspell-asm's browser runtime carries its WebAssembly inlined as a base64 data URI: 780 KB
 * of JavaScript that every visitor downloads, parses and decodes before Hunspell can compile,
 * and that Chromium can never cache as compiled code. Before a build the binary is taken out
 * and served as its own file (`public/wasm/hunspell.wasm`), which the worker compiles with
 * `WebAssembly.compileStreaming` while it downloads (and which Chromium's code cache keeps
 * compiled for the next visit); the runtime without it (146 KB before minifying) is what the site bundles
 * (`turbopack.resolveAlias` in next.config.ts).
 *
 * The runtime left behind has an empty data URI: without the compiled module passed in
 * (`instantiateWasm`, see ../../src/features/grammar-checker/engines/hunspell.ts) it fails to
 * start instead of fetching a file from a wrong place.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { packageDir } from '../../src/features/grammar-checker/engines/node-assets';

/** The runtime without its binary, bundled in place of hunspell-asm's (next.config.ts names the same path). */
export const HUNSPELL_BROWSER_RUNTIME = join('.build', 'grammar', 'hunspell-runtime.js');

const INLINED_WASM = /"data:application\/octet-stream;base64,([A-Za-z0-9+/=]+)"/g;
const WASM_MAGIC = [0x00, 0x61, 0x73, 0x6d];

/** Splits an Emscripten runtime into its code without the inlined binary and the binary. */
export function separateInlinedWasm(runtime: string): { runtime: string; wasm: Buffer } {
  const found = [...runtime.matchAll(INLINED_WASM)];
  if (found.length !== 1) throw new Error(`Expected one inlined WebAssembly binary in the Hunspell runtime, found ${found.length}`);
  const wasm = Buffer.from(found[0]![1]!, 'base64');
  if (!WASM_MAGIC.every((byte, i) => wasm[i] === byte)) throw new Error('The inlined data URI of the Hunspell runtime is not WebAssembly');
  return { runtime: runtime.replace(INLINED_WASM, '"data:application/octet-stream;base64,"'), wasm };
}

/**
 * Writes the runtime without its binary to {@link HUNSPELL_BROWSER_RUNTIME} (under `root`) and
 * returns the binary, for the caller to place in public/.
 */
export function writeHunspellBrowserRuntime(root: string = process.cwd()): Buffer {
  const source = readFileSync(join(packageDir('hunspell-asm', root), 'dist', 'cjs', 'lib', 'browser', 'hunspell.js'), 'utf8');
  const { runtime, wasm } = separateInlinedWasm(source);
  const target = join(root, HUNSPELL_BROWSER_RUNTIME);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, runtime);
  return wasm;
}
