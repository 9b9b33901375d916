/** The messages between the pages and the service worker: the contract of both sides. */

/** Asks a waiting worker to take over if it belongs to `buildId` (the page's own build). */
export interface ActivateBuildMessage {
  type: 'ACTIVATE_BUILD';
  buildId: string;
}

/** Serwist's message: fetch these URLs through their cache rules now. */
export interface CacheUrlsMessage {
  type: 'CACHE_URLS';
  payload: { urlsToCache: string[] };
}

/**
 * Sent to an installing worker while the visitor types: its install fetches nothing new until
 * `quietMs` have passed without another one (see service-worker.ts).
 */
export interface TypingMessage {
  type: 'TYPING';
  quietMs: number;
}
