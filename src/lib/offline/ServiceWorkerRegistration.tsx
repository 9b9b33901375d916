'use client';

import { useEffect } from 'react';
import { buildId } from '@/config/site';

/**
 * Registers the service worker once the page has loaded (see `scheduleRegistration` for when
 * exactly). The registration code is loaded then, after the page is up: no page's first load
 * carries it.
 */
export function ServiceWorkerRegistration({ pages }: { pages: string[] }) {
  useEffect(() => {
    let cancel = () => {};
    let unmounted = false;
    const start = () =>
      void import('./service-worker-client').then(
        ({ scheduleRegistration }) => {
          if (!unmounted) cancel = scheduleRegistration([...pages, location.pathname], buildId);
        },
        () => {},
      );
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      unmounted = true;
      window.removeEventListener('load', start);
      cancel();
    };
  }, [pages]);
  return null;
}
