'use client';

import { useEffect, useState } from 'react';

export interface StatusNotice {
  /** Changes for every new notice, so that the same text can be announced twice. */
  id: number;
  text: string;
  tone: 'success' | 'error';
}

/**
 * A short-lived notice (e.g. 'Successfully copied to clipboard'), announced politely to screen
 * readers; errors use role=alert. It fades after a few seconds.
 */
export function StatusMessage({ notice, testId = 'status-message' }: { notice: StatusNotice | null; testId?: string }) {
  const [visibleId, setVisibleId] = useState<number | null>(null);

  useEffect(() => {
    if (!notice) return;
    const show = window.setTimeout(() => setVisibleId(notice.id), 0);
    const hide = window.setTimeout(() => setVisibleId((id) => (id === notice.id ? null : id)), 4000);
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(hide);
    };
  }, [notice]);

  const visible = notice && visibleId === notice.id;
  return (
    <div role={notice?.tone === 'error' ? 'alert' : 'status'} aria-live={notice?.tone === 'error' ? 'assertive' : 'polite'} data-testid={testId} className="min-h-6 text-sm">
      {visible && <span className={notice.tone === 'error' ? 'text-red-700 dark:text-red-400' : 'font-medium text-accent'}>{notice.text}</span>}
    </div>
  );
}
