'use client';

import { useEffect } from 'react';
import { buildId } from '@/config/site';
import { whenIdle } from '../when-idle';
import { whenTypingPauses } from '../when-typing-pauses';
import { registerServiceWorker } from './service-worker-client';

/** How long typing must pause before the worker's first install may start (see when-typing-pauses.ts). */
const typingPauseMs = 2000;

/**
 * Registers the service worker once the page has loaded and the main thread is idle, so that it
 * never competes with the page's own first render and requests; on a first visit, also only once
 * typing has paused, so that the worker's install does not slow the keystrokes of a visitor who
 * starts typing at once.
 */
export function ServiceWorkerRegistration({ pages }: { pages: string[] }) {
  useEffect(() => {
    let cancel = () => {};
    const start = () => {
      const run = () => void registerServiceWorker([...pages, location.pathname], buildId).catch(() => {});
      const whenMainThreadIdle = () => (cancel = whenIdle(run, { timeoutMs: 5000, fallbackMs: 1000 }));
      // A page the worker controls already installed it: registering again costs little.
      if (navigator.serviceWorker?.controller) whenMainThreadIdle();
      else cancel = whenTypingPauses(whenMainThreadIdle, typingPauseMs);
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
