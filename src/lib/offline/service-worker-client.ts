/**
 * The page's side of the service worker (src/service-worker): registration, warming the
 * visitor's locale for offline use, and handing over to a new build's worker at a safe moment.
 */
import { whenIdle } from '../when-idle';
import { typingEvents, whenTypingPauses } from '../when-typing-pauses';
import type { ActivateBuildMessage, CacheUrlsMessage, TypingMessage } from './service-worker-messages';

const serviceWorkerUrl = '/sw.js';

/** How long typing must pause before the worker's first install may start (see when-typing-pauses.ts). */
const typingPauseMs = 2000;

function supported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && process.env.NODE_ENV === 'production';
}

/** At most one typing report per this many milliseconds: the worker only needs to know typing goes on. */
const typingReportMs = 500;
/** The registrations whose installing worker is already told of typing. */
const typingReported = new WeakSet<ServiceWorkerRegistration>();

/**
 * Tells whichever worker of `registration` is installing that the visitor types, so that its
 * install waits for a pause (TypingMessage): the first install on a visitor who starts typing
 * after the registration began, and a new build's install in the background. Once per
 * registration, however often a layout registers again (registration returns the same object).
 */
export function reportTypingToInstallingWorker(registration: ServiceWorkerRegistration): void {
  if (typingReported.has(registration)) return;
  typingReported.add(registration);
  let reportedAt = -Infinity;
  const report = () => {
    const worker = registration.installing;
    if (!worker) return;
    const now = performance.now();
    if (now - reportedAt < typingReportMs) return;
    reportedAt = now;
    worker.postMessage({ type: 'TYPING', quietMs: typingPauseMs } satisfies TypingMessage);
  };
  for (const name of typingEvents) document.addEventListener(name, report, { capture: true, passive: true });
}

/**
 * Registers the worker and, once it runs, has it cache `pages` (this locale's home and tool
 * pages, and the page being viewed: it was loaded before any worker could see it). A worker of
 * this page's build that is waiting takes over now: this page already runs the new build, so
 * the old build's cached chunks are no longer needed by it.
 */
export async function registerServiceWorker(pages: readonly string[], buildId: string): Promise<void> {
  if (!supported()) return;
  const registration = await navigator.serviceWorker.register(serviceWorkerUrl, { scope: '/', updateViaCache: 'none' });
  reportTypingToInstallingWorker(registration);
  const activate = (worker: ServiceWorker | null) => worker?.postMessage({ type: 'ACTIVATE_BUILD', buildId } satisfies ActivateBuildMessage);
  const activateOnceInstalled = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') activate(worker);
    });
  activate(registration.waiting);
  // Registration waits for a pause in typing: an update may have started installing before it.
  activateOnceInstalled(registration.installing);
  registration.addEventListener('updatefound', () => activateOnceInstalled(registration.installing));
  const ready = await navigator.serviceWorker.ready;
  ready.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [...new Set(pages)] } } satisfies CacheUrlsMessage);
}

/**
 * Registers the worker (see `registerServiceWorker`) when the main thread is idle, so that it
 * never competes with the page's own first render and requests; on a first visit, also only
 * once typing has paused, so that the worker's install does not slow the keystrokes of a
 * visitor who starts typing at once. Returns what cancels it.
 */
export function scheduleRegistration(pages: readonly string[], buildId: string): () => void {
  let cancel = () => {};
  const whenMainThreadIdle = () => (cancel = whenIdle(() => void registerServiceWorker(pages, buildId).catch(() => {}), { timeoutMs: 5000, fallbackMs: 1000 }));
  // A page the worker controls already installed it: registering again costs little.
  if (navigator.serviceWorker?.controller) whenMainThreadIdle();
  else cancel = whenTypingPauses(whenMainThreadIdle, typingPauseMs);
  return () => cancel();
}

/** Looks for a new worker now (a newer build was seen); it installs in the background and waits. */
export async function checkForServiceWorkerUpdate(): Promise<void> {
  if (!supported()) return;
  try {
    await (await navigator.serviceWorker.getRegistration(serviceWorkerUrl))?.update();
  } catch {
    // Offline or the script failed to load: the next navigation checks again.
  }
}
