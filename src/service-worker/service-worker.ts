/**
 * The site's service worker, bundled into out/sw.js by scripts/offline/build-service-worker.ts
 * after the export, with the precache manifest (every content-hashed script and stylesheet of
 * the build) injected at `self.__SW_MANIFEST`. The routing rules live in
 * src/lib/offline/cache-rules.ts; this file only wires them to Serwist's strategies.
 *
 * A new version installs in the background and waits: it takes over when a page of its own
 * build asks (ACTIVATE_BUILD, sent by every page as it loads; the update watcher makes the next
 * navigation after a deployment a full load), never under a page of the old build that still
 * needs its own chunks.
 */
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type RuntimeCaching,
  type SerwistGlobalConfig,
  type SerwistPlugin,
  type Strategy,
} from 'serwist';
import { prefixedLocales } from '../i18n/locales';
import { cacheRuleFor, offlinePageFor, pageNetworkTimeoutSeconds, runtimeCaches, type CacheRule } from '../lib/offline/cache-rules';
import type { ActivateBuildMessage, TypingMessage } from '../lib/offline/service-worker-messages';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;
/** The build this worker belongs to, set by the bundler. */
declare const SERVICE_WORKER_BUILD_ID: string;

function expiration(rule: keyof typeof runtimeCaches) {
  const { maxEntries, maxAgeSeconds } = runtimeCaches[rule];
  return new ExpirationPlugin({ maxEntries, maxAgeSeconds, purgeOnQuotaError: true });
}

/**
 * Next's worker entry reads its bootstrap parameters from its own URL's fragment
 * (`turbopack-worker-….js#params=…`). A worker's URL is its response's URL, and a response
 * from a cache or the network carries the URL without the fragment; a synthetic copy carries
 * none, so the browser keeps the URL the page asked for.
 */
const keepWorkerUrl: SerwistPlugin = {
  handlerWillRespond: ({ request, response }) =>
    request.destination === 'worker' || request.destination === 'sharedworker'
      ? new Response(response.body, { status: response.status, statusText: response.statusText, headers: response.headers })
      : response,
};

/** Offline, a page that was never saved gets its locale's offline page (cached with the tool pages). */
const offlineFallback: SerwistPlugin = {
  handlerDidError: async ({ request }) => {
    if (request.destination !== 'document') return undefined;
    const cache = await caches.open(runtimeCaches.page.cacheName);
    return cache.match(offlinePageFor(new URL(request.url).pathname, prefixedLocales), { ignoreSearch: true, ignoreVary: true });
  },
};

/**
 * The install stores every script of the site (6.4 MB), and on a two-core computer that slowed
 * a visitor's keystrokes in a 100 KB text past 100 ms for several seconds, though none of the
 * work runs on the page's thread. So while a page reports typing (TypingMessage), the install
 * fetches nothing new (only `installConcurrency` fetches can be under way when typing starts),
 * and it goes on once typing has paused. Pauses add up to `maxTypingPauseMs` at most, so that
 * the install finishes within the browser's time limit for an event even under endless typing.
 */
const installConcurrency = 2;
const maxTypingPauseMs = 120_000;
let typingUntil = 0;
let typingPausedMs = 0;
const waitWhileTyping: SerwistPlugin = {
  requestWillFetch: async ({ request }) => {
    for (let wait = typingUntil - Date.now(); wait > 0 && typingPausedMs < maxTypingPauseMs; wait = typingUntil - Date.now()) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      typingPausedMs += wait;
    }
    return request;
  },
};

/** One strategy per cache rule; every request is classified once, by the single route below. */
const strategies: Record<CacheRule, Strategy> = {
  'network-only': new NetworkOnly(),
  static: new CacheFirst({ cacheName: runtimeCaches.static.cacheName, plugins: [expiration('static'), keepWorkerUrl] }),
  engine: new CacheFirst({ cacheName: runtimeCaches.engine.cacheName, plugins: [expiration('engine')] }),
  dictionary: new CacheFirst({ cacheName: runtimeCaches.dictionary.cacheName, plugins: [expiration('dictionary')] }),
  manifest: new NetworkFirst({ cacheName: runtimeCaches.manifest.cacheName, networkTimeoutSeconds: pageNetworkTimeoutSeconds, plugins: [expiration('manifest')] }),
  page: new NetworkFirst({
    cacheName: runtimeCaches.page.cacheName,
    networkTimeoutSeconds: pageNetworkTimeoutSeconds,
    // A page is the same file whatever its query (`?q=`, Next's `?_rsc=`), and the warm-up
    // requests carry other headers than navigations.
    matchOptions: { ignoreSearch: true, ignoreVary: true },
    plugins: [expiration('page'), offlineFallback],
  }),
  asset: new StaleWhileRevalidate({ cacheName: runtimeCaches.asset.cacheName, plugins: [expiration('asset')] }),
};

/** The matcher's result reaches the handler as `params`. */
const runtimeRoute: RuntimeCaching = {
  matcher: ({ url, request }) => {
    const rule = request.method === 'GET' ? cacheRuleFor(url, self.location.origin, request.destination) : null;
    return rule ? { rule } : false;
  },
  handler: (options) => strategies[(options.params as { rule: CacheRule }).rule].handle(options),
};

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { plugins: [keepWorkerUrl, waitWhileTyping], concurrency: installConcurrency },
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: true,
  disableDevLogs: true,
  runtimeCaching: [runtimeRoute],
});

self.addEventListener('message', (event) => {
  const message = event.data as Partial<ActivateBuildMessage | TypingMessage> | null;
  if (message?.type === 'ACTIVATE_BUILD' && message.buildId === SERVICE_WORKER_BUILD_ID) void self.skipWaiting();
  else if (message?.type === 'TYPING' && typeof message.quietMs === 'number') typingUntil = Math.max(typingUntil, Date.now() + Math.min(message.quietMs, 10_000));
});

serwist.addEventListeners();
