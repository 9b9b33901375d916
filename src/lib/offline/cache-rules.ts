/**
 * Which cache serves which request, for the service worker (src/service-worker). Pure: no
 * worker or DOM globals, so the rules are unit-tested and shared with the build script.
 *
 * - `network-only`: `version.json`, which must always tell the truth about the newest build.
 * - `static`: content-hashed build output (`/_next/static/`), precached at install; anything
 *   not in the precache manifest is cached on first use. Never changes under its URL.
 * - `engine`: harper's WASM and the Hunspell dictionaries, requested with `?v={content hash}`.
 * - `dictionary`: dictionary shards under a versioned folder (`/dict/en/{version}/…`).
 * - `manifest`: the small per-build indexes that name the versioned files above.
 * - `page`: documents and their RSC payloads (`.txt`): network first so that an online visitor
 *   always gets the newest build, the cached copy offline.
 * - `asset`: the rest of our own files (flags, the icon, the sitemap).
 * Requests to other origins (the LanguageTool server) and other methods are not touched.
 */
export type CacheRule = 'network-only' | 'static' | 'engine' | 'dictionary' | 'manifest' | 'page' | 'asset';

export interface RuntimeCacheLimits {
  cacheName: string;
  maxEntries: number;
  maxAgeSeconds: number;
}

const day = 24 * 60 * 60;

/** Limits of each runtime cache: enough for a real working set, bounded so storage never grows without end. */
export const runtimeCaches: Record<Exclude<CacheRule, 'network-only'>, RuntimeCacheLimits> = {
  // A few builds' worth of lazily loaded chunks.
  static: { cacheName: 'static', maxEntries: 300, maxAgeSeconds: 90 * day },
  // harper.wasm plus the .aff, .dic and frequency list of a dozen languages.
  engine: { cacheName: 'engine', maxEntries: 40, maxAgeSeconds: 90 * day },
  // Shards of ~60 KB: a few hundred entries seen and searched, about 20 MB at most.
  dictionary: { cacheName: 'dictionary', maxEntries: 400, maxAgeSeconds: 60 * day },
  manifest: { cacheName: 'manifests', maxEntries: 10, maxAgeSeconds: 60 * day },
  // Every page of one or two locales with their RSC payloads, plus dictionary entries visited.
  page: { cacheName: 'pages', maxEntries: 200, maxAgeSeconds: 60 * day },
  asset: { cacheName: 'assets', maxEntries: 60, maxAgeSeconds: 30 * day },
};

/** Seconds a page request waits for the network before the cached copy is used. */
export const pageNetworkTimeoutSeconds = 4;

const pageExtensions = new Set(['', '.html', '.txt']);

function extensionOf(pathname: string): string {
  const name = pathname.slice(pathname.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot).toLowerCase();
}

/**
 * The rule for a GET request to `url` made from a page at `origin`; `destination` is the
 * request's (`document` for navigations). Null means the service worker leaves it alone.
 */
export function cacheRuleFor(url: URL, origin: string, destination = ''): CacheRule | null {
  if (url.origin !== origin) return null;
  const path = url.pathname;
  if (path === '/version.json' || path === '/sw.js') return 'network-only';
  if (path.startsWith('/_next/static/')) return 'static';
  if (path.endsWith('/manifest.json')) return 'manifest';
  if (path.startsWith('/wasm/') || path.startsWith('/spell/')) return 'engine';
  if (path.startsWith('/dict/')) return 'dictionary';
  if (destination === 'document' || pageExtensions.has(extensionOf(path))) return 'page';
  return 'asset';
}

/** The page shown offline for a page this device has not saved (one per locale, `/pl/offline`). */
export const offlinePagePath = '/offline';

/** The offline page of the locale a path belongs to (`/pl/…` → `/pl/offline`, others → `/offline`). */
export function offlinePageFor(pathname: string, prefixedLocales: readonly string[]): string {
  const first = pathname.split('/')[1] ?? '';
  return prefixedLocales.includes(first) ? `/${first}${offlinePagePath}` : offlinePagePath;
}
