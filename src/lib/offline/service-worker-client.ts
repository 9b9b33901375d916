/**
 * The page's side of the service worker (src/service-worker): registration, warming the
 * visitor's locale for offline use, and handing over to a new build's worker at a safe moment.
 */
import type { ActivateBuildMessage, CacheUrlsMessage } from './service-worker-messages';

const serviceWorkerUrl = '/sw.js';

function supported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && process.env.NODE_ENV === 'production';
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

/** Looks for a new worker now (a newer build was seen); it installs in the background and waits. */
export async function checkForServiceWorkerUpdate(): Promise<void> {
  if (!supported()) return;
  try {
    await (await navigator.serviceWorker.getRegistration(serviceWorkerUrl))?.update();
  } catch {
    // Offline or the script failed to load: the next navigation checks again.
  }
}
