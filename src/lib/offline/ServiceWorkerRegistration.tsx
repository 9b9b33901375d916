'use client';

import { useEffect } from 'react';
import { buildId } from '@/config/site';
import { whenIdle } from '../when-idle';
import { registerServiceWorker } from './service-worker-client';

/**
 * Registers the service worker once the page has loaded and the main thread is idle, so that
 * it never competes with the page's own first render and requests.
 */
export function ServiceWorkerRegistration({ pages }: { pages: string[] }) {
  useEffect(() => {
    let cancel = () => {};
    const start = () => {
      const run = () => void registerServiceWorker([...pages, location.pathname], buildId).catch(() => {});
      cancel = whenIdle(run, { timeoutMs: 5000, fallbackMs: 1000 });
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
