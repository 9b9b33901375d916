/**
 * Engine assets in the browser: our own static files, copied from npm packages into public/ at
 * build time by scripts/grammar/copy-grammar-assets.ts, fetched on demand with byte progress.
 * Nothing is ever loaded from another origin.
 *
 *   /wasm/harper.wasm          harper.js's slim WASM (16 MB; ~8 MB with the host's compression)
 *   /wasm/hunspell.wasm        Hunspell (475 KB), taken out of hunspell-asm's runtime at build time
 *   /spell/{id}.aff, .dic      Hunspell dictionaries (see DICTIONARY_PACKAGES, IMPORTED_DICTIONARIES);
 *   /spell/{id}.1.dic, .2.dic… a large word list in parts (./dictionary-parts.ts)
 *   /spell/{id}.freq.txt       word-frequency lists for ranking suggestions
 *   /spell/manifest.json       sizes and content hashes of the above, and which lists come in parts
 */
import { GrammarCheckError, abortedError, isAbortError } from '../model/errors';
import type { DictionaryId, FrequencyListId } from '../model/languages';
import { HarperChecker, type EnglishChecker, type HarperModule, type HarperSetup } from './harper-checker';
import type { HunspellRuntime, HunspellRuntimeFactory } from './hunspell';
import type { LoadProgress, LocalAssetSource } from './local-engine';

/** `public/spell/manifest.json`, written by the copy script. */
export interface GrammarAssetManifest {
  version: 1;
  /** Path relative to the site root (`wasm/harper.wasm`) → size in bytes and content hash. */
  files: Record<string, { bytes: number; hash: string }>;
  /**
   * Dictionaries whose word list is served in parts (`spell/{id}.1.dic`, `.2.dic`…, each a
   * .dic of its own; ./dictionary-parts.ts) → how many; the others have one `spell/{id}.dic`.
   */
  dictionaryParts?: Partial<Record<DictionaryId, number>>;
}

export const GRAMMAR_ASSET_PATHS = {
  harperWasm: 'wasm/harper.wasm',
  hunspellWasm: 'wasm/hunspell.wasm',
  manifest: 'spell/manifest.json',
  aff: (id: DictionaryId) => `spell/${id}.aff`,
  dic: (id: DictionaryId) => `spell/${id}.dic`,
  /** Part `part` (from 1) of a word list served in parts. */
  dicPart: (id: DictionaryId, part: number) => `spell/${id}.${part}.dic`,
  frequency: (id: FrequencyListId) => `spell/${id}.freq.txt`,
} as const;

/**
 * Reads `response`'s body with progress. `total` is the size from our manifest when known;
 * otherwise Content-Length, unless the host compressed the body (then it counts compressed
 * bytes while we count decompressed ones, so it is no total).
 */
export async function readWithProgress(response: Response, total: number | undefined, onProgress: LoadProgress): Promise<Uint8Array> {
  const known = knownSize(response, total);
  if (!response.body) {
    const bytes = new Uint8Array(await response.arrayBuffer());
    onProgress(bytes.length, known ?? bytes.length);
    return bytes;
  }
  // With the size known, chunks go straight into one buffer: no second copy of a 16 MB file.
  let bytes = new Uint8Array(known ?? 64 * 1024);
  const loaded = await readChunks(response.body, known, onProgress, (chunk, at) => {
    if (at + chunk.length > bytes.length) {
      const grown = new Uint8Array(Math.max(bytes.length * 2, at + chunk.length));
      grown.set(bytes.subarray(0, at));
      bytes = grown;
    }
    bytes.set(chunk, at);
  });
  return loaded === bytes.length ? bytes : bytes.slice(0, loaded);
}

/** Reads `body` to its end, giving each chunk and the bytes before it to `take` and the progress to `onProgress`; resolves with the bytes read. */
async function readChunks(body: ReadableStream<Uint8Array> | null, known: number | undefined, onProgress: LoadProgress, take: (chunk: Uint8Array, at: number) => void): Promise<number> {
  let loaded = 0;
  onProgress(0, known);
  if (body) {
    const reader = body.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      take(chunk.value, loaded);
      loaded += chunk.value.length;
      onProgress(loaded, known !== undefined && loaded <= known ? known : undefined);
    }
  }
  onProgress(loaded, loaded);
  return loaded;
}

function knownSize(response: Response, total: number | undefined): number | undefined {
  const length = Number(response.headers.get('Content-Length'));
  return total ?? (!response.headers.get('Content-Encoding') && length > 0 ? length : undefined);
}

/**
 * Reports the download of `response` to `onProgress` (sizes as {@link readWithProgress} has
 * them) from a copy of its body, leaving `response` to be read as it came: the promise resolves
 * once the whole body has arrived. The copy's bytes are dropped as they are counted.
 */
export async function countDownload(response: Response, total: number | undefined, onProgress: LoadProgress): Promise<void> {
  await readChunks(response.clone().body, knownSize(response, total), onProgress, () => {});
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

/** Where harper's WASM is served, and its size when the manifest tells it. */
export interface HarperWasm {
  url: string;
  bytes?: number;
}

/**
 * Requests `url` now and counts its download to `onProgress`: the response, its body unread,
 * and when the whole body has arrived (which fails as the request does).
 */
export function requestWithProgress(url: string, bytes: number | undefined, onProgress: LoadProgress, signal?: AbortSignal): { response: Promise<Response>; arrived: Promise<void> } {
  const response = fetchAsset(url, signal);
  // Counted before anyone reads the body: this callback runs first.
  const arrived = response.then((r) => countDownload(r, bytes, onProgress));
  // Its failure is `arrived`'s, which the caller awaits.
  response.catch(() => {});
  return { response, arrived };
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

/** Yields each promised part in order, as soon as it and those before it have arrived. */
export async function* inOrder(parts: ReadonlyArray<Promise<Uint8Array>>): AsyncGenerator<Uint8Array> {
  // A failure of a later part must not go unhandled while an earlier one is being parsed.
  for (const part of parts) part.catch(() => {});
  for (const part of parts) yield await part;
}

export interface BrowserAssetOptions {
  /** URL of the site root the assets live under (default: this page's or worker's origin + `/`). */
  baseUrl?: string;
  fetch?: typeof fetch;
  /**
   * Sets harper up from its WASM at `wasm`, counting the download to `onProgress` (default: in
   * this thread, harper.js imported on demand; the grammar worker gives it a worker of its own,
   * ../worker/harper-client.ts).
   */
  startHarper?: (wasm: Promise<HarperWasm>, setup: Promise<HarperSetup>, onProgress: LoadProgress, signal?: AbortSignal) => Promise<EnglishChecker>;
  /**
   * Loads Hunspell's browser runtime (default: a dynamic import of hunspell-asm's browser
   * build, which the site's bundler replaces by the same code without its inlined binary).
   */
  importHunspell?: () => Promise<HunspellRuntimeFactory>;
}

/** harper in this thread, harper.js loaded on demand (its own chunk) while the WASM downloads. */
async function startHarperHere(wasm: Promise<HarperWasm>, setup: Promise<HarperSetup>, onProgress: LoadProgress, signal?: AbortSignal): Promise<EnglishChecker> {
  const { url, bytes } = await wasm;
  const download = requestWithProgress(url, bytes, onProgress, signal);
  const [harper, settings] = await Promise.all([import('harper.js') as Promise<HarperModule>, setup, download.arrived]);
  return HarperChecker.fromResponse(harper, url, download.response, settings);
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

  const locate = async (path: string, signal?: AbortSignal) => {
    const entry = (await getManifest(signal))?.files[path];
    // The content hash makes a changed file a new URL for every cache on the way.
    return { url: base + path + (entry ? `?v=${entry.hash}` : ''), entry };
  };
  const request = async (path: string, signal?: AbortSignal) => {
    const { url, entry } = await locate(path, signal);
    return { response: await fetchAsset(url, signal, fetchImpl), entry };
  };
  const load = async (path: string, onProgress: LoadProgress, signal?: AbortSignal): Promise<Uint8Array> => {
    const { response, entry } = await request(path, signal);
    return readWithProgress(response, entry?.bytes, onProgress);
  };

  return {
    harper(dialect, ranks, onProgress, signal) {
      const wasm = locate(GRAMMAR_ASSET_PATHS.harperWasm, signal).then(({ url, entry }) => ({ url, bytes: entry?.bytes }));
      return (options.startHarper ?? startHarperHere)(wasm, ranks.then((r) => ({ dialect, ranks: r })), onProgress, signal);
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
      // The files of one dictionary, one progress: sizes from the manifest add up.
      const manifest = await getManifest(signal);
      const partCount = manifest?.dictionaryParts?.[id];
      const dicPaths = partCount ? Array.from({ length: partCount }, (_, i) => GRAMMAR_ASSET_PATHS.dicPart(id, i + 1)) : [GRAMMAR_ASSET_PATHS.dic(id)];
      const sizes = [GRAMMAR_ASSET_PATHS.aff(id), ...dicPaths].map((path) => manifest?.files[path]?.bytes);
      const total = sizes.every((size) => size !== undefined) ? sizes.reduce<number>((sum, size) => sum + size!, 0) : undefined;
      let affLoaded = 0;
      let dicLoaded = 0;
      const report = () => onProgress(affLoaded + dicLoaded, total);
      const affBytes = load(GRAMMAR_ASSET_PATHS.aff(id), (loaded) => ((affLoaded = loaded), report()), signal);
      if (!partCount) {
        const [aff, dic] = await Promise.all([affBytes, load(dicPaths[0]!, (loaded) => ((dicLoaded = loaded), report()), signal)]);
        return { aff, parts: inOrder([Promise.resolve(dic)]) };
      }
      // Each part is requested once the one before has arrived, so that it has the whole
      // bandwidth, and taken as a Blob, which the browser fills itself: part k + 1 downloads
      // while Hunspell parses part k. A body this worker read itself would stop downloading
      // during a parse, as soon as the browser's buffer for it is full.
      let previous: Promise<unknown> = Promise.resolve();
      const parts = dicPaths.map((path) => {
        const blob = previous.then(() => request(path, signal)).then(({ response }) => response.blob());
        previous = blob;
        return blob.then(async (body) => {
          const bytes = new Uint8Array(await body.arrayBuffer());
          dicLoaded += bytes.length;
          report();
          return bytes;
        });
      });
      return { aff: await affBytes, parts: inOrder(parts) };
    },
    async frequencyList(id, signal) {
      const bytes = await load(GRAMMAR_ASSET_PATHS.frequency(id), () => {}, signal);
      return new TextDecoder().decode(bytes);
    },
  };
}
