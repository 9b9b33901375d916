'use client';

import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export interface OfflineIndicatorLabels {
  /** The short badge text ("Offline"). */
  offline: string;
  /** What still works, for the tooltip and screen readers. */
  hint: string;
}

/**
 * A small badge while the browser reports no network. The live region exists from the start so
 * that screen readers announce the change when the connection drops.
 */
export function OfflineIndicator({ labels }: { labels: OfflineIndicatorLabels }) {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  return (
    <span role="status" className="inline-flex">
      {!online && (
        <span
          data-testid="offline-indicator"
          title={labels.hint}
          className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900 dark:bg-amber-900/40 dark:text-amber-100"
        >
          <svg width={14} height={14} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
            <path d="M2 2l20 20M8.5 16.5a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 5.2-2.8M19 12.9a10 10 0 0 0-2.3-1.7M1.5 9a15 15 0 0 1 4.4-2.7M22.5 9a15 15 0 0 0-11-3.9M12 20h.01" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {labels.offline}
          <span className="sr-only">. {labels.hint}</span>
        </span>
      )}
    </span>
  );
}
