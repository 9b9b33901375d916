import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileWasm } from '../../src/features/grammar-checker/engines/browser-assets';
import { HunspellWasm, type HunspellRuntimeFactory } from '../../src/features/grammar-checker/engines/hunspell';
import { packageDir, readDictionary } from '../../src/features/grammar-checker/engines/node-assets';
import { separateInlinedWasm } from './hunspell-browser-runtime';

const source = readFileSync(join(packageDir('hunspell-asm'), 'dist', 'cjs', 'lib', 'browser', 'hunspell.js'), 'utf8');

/**
 * Evaluates the browser runtime's CommonJS source and returns its export. It starts only in a
 * window or a worker: a worker's globals are stood in for while it does.
 */
function evaluate(code: string): HunspellRuntimeFactory {
  const commonJs = { exports: {} as unknown };
  new Function('module', 'exports', code)(commonJs, commonJs.exports);
  const factory = commonJs.exports as HunspellRuntimeFactory;
  return (overrides) => {
    const scope = globalThis as { importScripts?: unknown; self?: unknown };
    scope.importScripts = () => {};
    scope.self = { location: { href: 'https://example.org/worker.js' } };
    try {
      return factory(overrides);
    } finally {
      delete scope.importScripts;
      delete scope.self;
    }
  };
}

describe('separateInlinedWasm', () => {
  const { runtime, wasm } = separateInlinedWasm(source);

  it('takes the binary out of the runtime, whole', () => {
    expect(WebAssembly.validate(new Uint8Array(wasm))).toBe(true);
    expect(runtime.length).toBeLessThan(source.length - wasm.length);
    expect(runtime).not.toMatch(/base64,[A-Za-z0-9+/]{100}/);
    // Without the binary passed in, the runtime finds an empty one and fails to start.
    expect(runtime).toContain('wasmBinaryFile="data:application/octet-stream;base64,"');
  });

  it('gives a runtime that spells with the binary compiled apart', async () => {
    const factory = evaluate(runtime);
    const compiled = await compileWasm(new Response(new Uint8Array(wasm), { headers: { 'Content-Type': 'application/wasm' } }));
    const hunspell = await HunspellWasm.instantiate({ factory, wasm: compiled });
    const { aff, dic } = readDictionary('de');
    const speller = hunspell.createSpeller(aff, dic);
    expect(['Küchenfenster', 'Haus', 'Hauss'].map((w) => speller.spell(w))).toEqual([true, true, false]);
    speller.dispose();
  });

  it('refuses a runtime without exactly one inlined binary', () => {
    expect(() => separateInlinedWasm('var x = 1;')).toThrow(/found 0/);
    expect(() => separateInlinedWasm(`${source}\nvar again="data:application/octet-stream;base64,AGFzbQ==";`)).toThrow(/found 2/);
    expect(() => separateInlinedWasm('var f="data:application/octet-stream;base64,aGVsbG8=";')).toThrow(/not WebAssembly/);
  });
});

describe('compileWasm', () => {
  const { wasm } = separateInlinedWasm(source);
  // Streaming compilation takes `application/wasm` only; anything else compiles from the whole body.
  it.each(['application/wasm', 'application/octet-stream', 'application/wasm; charset=binary', ''])('compiles a body served as "%s"', async (type) => {
    const compiled = await compileWasm(new Response(new Uint8Array(wasm), { headers: { 'Content-Type': type } }));
    expect(WebAssembly.Module.exports(compiled).some((e) => e.name === 'Hunspell_create')).toBe(true);
  });
});
