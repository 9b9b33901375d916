'use client';

import { useEffect } from 'react';
import { buildId } from '@/config/site';
import { forceFullLoadIfStale, isUpdateAvailable, markUpdateAvailable } from './update-state';

const pollIntervalMs = 5 * 60 * 1000;

async function checkForNewBuild(): Promise<void> {
  try {
    const response = await fetch('/version.json', { cache: 'no-store' });
    if (!response.ok) return;
    const { buildId: latest } = (await response.json()) as { buildId?: string };
    if (latest && latest !== buildId && !isUpdateAvailable()) {
      markUpdateAvailable();
      // The new build's worker installs now, so that it is ready when the next navigation loads it.
      // Loaded only now: most pages never see a new build.
      void import('@/lib/offline/service-worker-client').then(({ checkForServiceWorkerUpdate }) => checkForServiceWorkerUpdate());
    }
  } catch {
    // Offline or a network error: try again at the next check.
  }
}

/**
 * Watches for a newer deployment (polling `version.json` every few minutes and whenever the tab
 * becomes visible). Once one exists, the next same-origin link navigation is a full page load,
 * at most once per page within 10 s.
 */
export function UpdateWatcher() {
  useEffect(() => {
    void checkForNewBuild();
    const interval = window.setInterval(checkForNewBuild, pollIntervalMs);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void checkForNewBuild();
    };
    const onClick = (event: MouseEvent) => {
      if (!isUpdateAvailable() || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
      if (anchor.origin !== location.origin) return;
      if (forceFullLoadIfStale(anchor.href)) event.preventDefault();
    };
    document.addEventListener('visibilitychange', onVisibility);
    document.addEventListener('click', onClick, true);
    return () => {
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisibility);
      document.removeEventListener('click', onClick, true);
    };
  }, []);
  return null;
}
