/**
 * Engine assets in the browser: our own static files, copied from npm packages into public/ at
 * build time by scripts/grammar/copy-grammar-assets.ts, fetched on demand with byte progress.
 * Nothing is ever loaded from another origin.
 *
 *   /wasm/harper.wasm          harper.js's slim WASM (16 MB; ~8 MB with the host's compression)
 *   /spell/{id}.aff, .dic      Hunspell dictionaries (see DICTIONARY_PACKAGES, IMPORTED_DICTIONARIES)
 *   /spell/{id}.freq.txt       word-frequency lists for ranking suggestions
 *   /spell/manifest.json       sizes and content hashes of the above
 */
import { GrammarCheckError, abortedError, isAbortError } from '../model/errors';
import type { DictionaryId, FrequencyListId } from '../model/languages';
import type { HarperModule } from './harper-checker';
import type { HunspellRuntimeFactory } from './hunspell';
import type { LoadProgress, LocalAssetSource } from './local-engine';

/** `public/spell/manifest.json`, written by the copy script. */
export interface GrammarAssetManifest {
  version: 1;
  /** Path relative to the site root (`wasm/harper.wasm`) → size in bytes and content hash. */
  files: Record<string, { bytes: number; hash: string }>;
}

export const GRAMMAR_ASSET_PATHS = {
  harperWasm: 'wasm/harper.wasm',
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
  /** Loads Hunspell's browser runtime (default: a dynamic import of hunspell-asm's browser build). */
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

  const load = async (path: string, onProgress: LoadProgress, signal?: AbortSignal): Promise<Uint8Array> => {
    const entry = (await getManifest(signal))?.files[path];
    // The content hash makes a changed file a new URL for every cache on the way.
    const url = base + path + (entry ? `?v=${entry.hash}` : '');
    return readWithProgress(await fetchAsset(url, signal, fetchImpl), entry?.bytes, onProgress);
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
    async hunspellRuntime() {
      if (options.importHunspell) return options.importHunspell();
      const imported = (await import('hunspell-asm/dist/cjs/lib/browser/hunspell.js')) as { default?: unknown };
      return (imported.default ?? imported) as HunspellRuntimeFactory;
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
        load(GRAMMAR_ASSET_PATHS.dic(id), (l, t) => ((dicLoaded = l), (dicTotal = t), report()), signal),
      ]);
      return { aff, dic };
    },
    async frequencyList(id, signal) {
      const bytes = await load(GRAMMAR_ASSET_PATHS.frequency(id), () => {}, signal);
      return new TextDecoder().decode(bytes);
    },
  };
}
