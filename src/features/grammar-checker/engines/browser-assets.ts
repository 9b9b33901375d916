/**
 * Engine assets in the browser: our own static files, copied from npm packages into public/ at
 * build time by scripts/grammar/copy-grammar-assets.ts, fetched on demand with byte progress.
 * Nothing is ever loaded from another origin.
 *
 *   /wasm/harper.wasm          harper.js's slim WASM (16 MB; ~8 MB with the host's compression)
 *   /wasm/hunspell.wasm        Hunspell (475 KB), taken out of hunspell-asm's runtime at build time
 *   /spell/{id}.aff, .dic      Hunspell dictionaries (see DICTIONARY_PACKAGES, IMPORTED_DICTIONARIES)
 *   /spell/{id}.freq.txt       word-frequency lists for ranking suggestions
 *   /spell/manifest.json       sizes and content hashes of the above
 */
import { GrammarCheckError, abortedError, isAbortError } from '../model/errors';
import type { DictionaryId, FrequencyListId } from '../model/languages';
import { framePart } from './dictionary-parts';
import type { HarperModule } from './harper-checker';
import type { HunspellRuntime, HunspellRuntimeFactory } from './hunspell';
import type { LoadProgress, LocalAssetSource } from './local-engine';

/** `public/spell/manifest.json`, written by the copy script. */
export interface GrammarAssetManifest {
  version: 1;
  /**
   * Path relative to the site root (`wasm/harper.wasm`) → size in bytes and content hash; for a
   * word list loaded in parts, the byte offsets where they start (./dictionary-parts.ts).
   */
  files: Record<string, { bytes: number; hash: string; parts?: number[] }>;
}

export const GRAMMAR_ASSET_PATHS = {
  harperWasm: 'wasm/harper.wasm',
  hunspellWasm: 'wasm/hunspell.wasm',
  manifest: 'spell/manifest.json',
  aff: (id: DictionaryId) => `spell/${id}.aff`,
  dic: (id: DictionaryId) => `spell/${id}.dic`,
  frequency: (id: FrequencyListId) => `spell/${id}.freq.txt`,
} as const;

/**
 * Reads `response`'s body with progress. `total` is the size from our manifest when known;
 * otherwise Content-Length, unless the host compressed the body (then it counts compressed
 * bytes while we count decompressed ones, so it is no total).
 */
export async function readWithProgress(response: Response, total: number | undefined, onProgress: LoadProgress): Promise<Uint8Array> {
  const length = Number(response.headers.get('Content-Length'));
  const known = total ?? (!response.headers.get('Content-Encoding') && length > 0 ? length : undefined);
  if (!response.body) {
    const bytes = new Uint8Array(await response.arrayBuffer());
    onProgress(bytes.length, known ?? bytes.length);
    return bytes;
  }
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let loaded = 0;
  onProgress(0, known);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    loaded += value.length;
    onProgress(loaded, known !== undefined && loaded <= known ? known : undefined);
  }
  const bytes = new Uint8Array(loaded);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  onProgress(loaded, loaded);
  return bytes;
}

/**
 * Yields a word list's parts (cut at `entry.parts`, written by the copy script) as each
 * arrives, each framed as a .dic of its own, so that Hunspell parses one while the next
 * downloads. A list the manifest does not cut comes whole, as it is.
 */
export async function* readDictionaryParts(response: Response, entry: GrammarAssetManifest['files'][string] | undefined, onProgress: LoadProgress): AsyncGenerator<Uint8Array> {
  const starts = entry?.parts;
  if (!starts || starts.length < 2 || !response.body) {
    const dic = await readWithProgress(response, entry?.bytes, onProgress);
    if (!starts || starts.length < 2) yield dic;
    else for (let i = 0; i < starts.length; i++) yield framePartChecked(dic, starts, i, dic.length);
    return;
  }
  const reader = response.body.getReader();
  const total = entry.bytes;
  let buffer = new Uint8Array(total);
  let loaded = 0;
  let next = 0; // the part to yield next
  onProgress(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (loaded + value.length > buffer.length) {
      const grown = new Uint8Array(Math.max(buffer.length * 2, loaded + value.length));
      grown.set(buffer.subarray(0, loaded));
      buffer = grown;
    }
    buffer.set(value, loaded);
    loaded += value.length;
    onProgress(loaded, loaded <= total ? total : undefined);
    for (; next + 1 < starts.length && loaded >= starts[next + 1]!; next++) yield framePartChecked(buffer, starts, next, loaded);
  }
  onProgress(loaded, loaded);
  for (; next < starts.length; next++) yield framePartChecked(buffer, starts, next, loaded);
}

/** {@link framePart}, after checking that the part's ends fall where lines start (a file that is not the one the manifest describes does not). */
function framePartChecked(dic: Uint8Array, starts: readonly number[], index: number, end: number): Uint8Array {
  const last = index + 1 === starts.length;
  const startsLine = (at: number) => at > 0 && at <= end && dic[at - 1] === 0x0a;
  if (!startsLine(starts[index]!) || (!last && !startsLine(starts[index + 1]!))) {
    throw new GrammarCheckError({ kind: 'server', status: 200 }, `The dictionary does not match its manifest (${starts.length} parts, ${end} bytes)`);
  }
  return framePart(dic, starts, index, end);
}

/**
 * Compiles WebAssembly while it downloads when the host labels it `application/wasm` (which
 * streaming compilation requires, and which lets Chromium cache the compiled code for the
 * next visit); from the whole body otherwise.
 */
export async function compileWasm(response: Response): Promise<WebAssembly.Module> {
  // Streaming compilation rejects any other Content-Type, even with parameters.
  const streamable = typeof WebAssembly.compileStreaming === 'function' && response.headers.get('Content-Type')?.trim().toLowerCase() === 'application/wasm';
  return streamable ? WebAssembly.compileStreaming(response) : WebAssembly.compile(await response.arrayBuffer());
}

/** `fetch` with our error kinds: `offline` when the request fails, `server` on an error status, `aborted`. */
export async function fetchAsset(url: string, signal?: AbortSignal, fetchImpl: typeof fetch = fetch): Promise<Response> {
  let response: Response;
  try {
    response = await fetchImpl(url, { signal, credentials: 'same-origin' });
  } catch (error) {
    if (signal?.aborted || isAbortError(error)) throw abortedError();
    throw new GrammarCheckError({ kind: 'offline' }, `Could not load ${url}`, { cause: error });
  }
  if (!response.ok) throw new GrammarCheckError({ kind: 'server', status: response.status }, `Could not load ${url} (${response.status})`);
  return response;
}

export interface BrowserAssetOptions {
  /** URL of the site root the assets live under (default: this page's or worker's origin + `/`). */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Loads harper.js (default: a dynamic import, bundled into the worker). */
  importHarper?: () => Promise<HarperModule>;
  /**
   * Loads Hunspell's browser runtime (default: a dynamic import of hunspell-asm's browser
   * build, which the site's bundler replaces by the same code without its inlined binary).
   */
  importHunspell?: () => Promise<HunspellRuntimeFactory>;
}

export function createBrowserAssetSource(options: BrowserAssetOptions = {}): LocalAssetSource {
  const base = (options.baseUrl ?? `${globalThis.location?.origin ?? ''}/`).replace(/\/?$/, '/');
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  let manifest: Promise<GrammarAssetManifest | undefined> | undefined;

  const getManifest = (signal?: AbortSignal) => {
    // Without a manifest (an old deployment, a host that hides it) sizes come from headers.
    manifest ??= fetchAsset(base + GRAMMAR_ASSET_PATHS.manifest, signal, fetchImpl)
      .then((r) => r.json() as Promise<GrammarAssetManifest>)
      .catch(() => {
        manifest = undefined;
        return undefined;
      });
    return manifest;
  };

  const request = async (path: string, signal?: AbortSignal) => {
    const entry = (await getManifest(signal))?.files[path];
    // The content hash makes a changed file a new URL for every cache on the way.
    const url = base + path + (entry ? `?v=${entry.hash}` : '');
    return { response: await fetchAsset(url, signal, fetchImpl), entry };
  };
  const load = async (path: string, onProgress: LoadProgress, signal?: AbortSignal): Promise<Uint8Array> => {
    const { response, entry } = await request(path, signal);
    return readWithProgress(response, entry?.bytes, onProgress);
  };

  return {
    async harper(onProgress, signal) {
      const [module, bytes] = await Promise.all([
        options.importHarper ? options.importHarper() : (import('harper.js') as Promise<HarperModule>),
        load(GRAMMAR_ASSET_PATHS.harperWasm, onProgress, signal),
      ]);
      // harper.js instantiates from a URL; a blob: URL of the bytes we already have costs no
      // second download, and harper keeps the compiled module once instantiated.
      const wasmUrl = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/wasm' }));
      return { module, wasmUrl };
    },
    async hunspellRuntime(): Promise<HunspellRuntime> {
      const importFactory = async () => {
        if (options.importHunspell) return options.importHunspell();
        const imported = (await import('hunspell-asm/dist/cjs/lib/browser/hunspell.js')) as { default?: unknown };
        return (imported.default ?? imported) as HunspellRuntimeFactory;
      };
      // The code and the binary download side by side; the binary compiles as it arrives.
      const [factory, wasm] = await Promise.all([importFactory(), request(GRAMMAR_ASSET_PATHS.hunspellWasm).then(({ response }) => compileWasm(response))]);
      return { factory, wasm };
    },
    async dictionary(id, onProgress, signal) {
      // Two files, one progress: sizes from the manifest add up.
      let affLoaded = 0;
      let affTotal: number | undefined;
      let dicLoaded = 0;
      let dicTotal: number | undefined;
      const report = () => onProgress(affLoaded + dicLoaded, affTotal !== undefined && dicTotal !== undefined ? affTotal + dicTotal : undefined);
      const [aff, dic] = await Promise.all([
        load(GRAMMAR_ASSET_PATHS.aff(id), (l, t) => ((affLoaded = l), (affTotal = t), report()), signal),
        request(GRAMMAR_ASSET_PATHS.dic(id), signal),
      ]);
      return { aff, parts: readDictionaryParts(dic.response, dic.entry, (l, t) => ((dicLoaded = l), (dicTotal = t), report())) };
    },
    async frequencyList(id, signal) {
      const bytes = await load(GRAMMAR_ASSET_PATHS.frequency(id), () => {}, signal);
      return new TextDecoder().decode(bytes);
    },
  };
}
