'use client';

import { useEffect } from 'react';
import { buildId } from '@/config/site';
import { registerServiceWorker } from './service-worker-client';

/** Safari has no idle callbacks. */
type MaybeIdleWindow = Window & Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>;

/**
 * Registers the service worker once the page has loaded and the main thread is idle, so that
 * it never competes with the page's own first render and requests.
 */
export function ServiceWorkerRegistration({ pages }: { pages: string[] }) {
  useEffect(() => {
    const win: MaybeIdleWindow = window;
    let cancel = () => {};
    const start = () => {
      const run = () => void registerServiceWorker([...pages, location.pathname], buildId).catch(() => {});
      if (win.requestIdleCallback) {
        const handle = win.requestIdleCallback(run, { timeout: 5000 });
        cancel = () => win.cancelIdleCallback?.(handle);
      } else {
        const handle = window.setTimeout(run, 1000);
        cancel = () => window.clearTimeout(handle);
      }
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      cancel();
    };
  }, [pages]);
  return null;
}
