'use client';

import { useCallback, useEffect, useState } from 'react';
import { isAbortError } from '@/lib/worker/abort';
import type { SelectionStats } from '../model/count-request';
import type { CounterClient } from './use-counter-client';

export interface TextSelection {
  start: number;
  end: number;
}

/**
 * The counts of the selected part of `text`, from the counting worker; `null` while nothing is
 * selected. `onSelectionChange` goes to the editor.
 */
export function useSelectionStats(client: () => CounterClient, text: string, locale: string) {
  const [selection, setSelection] = useState<TextSelection | null>(null);
  const [stats, setStats] = useState<SelectionStats | null>(null);

  const onSelectionChange = useCallback((start: number, end: number) => {
    setSelection((current) => (start === end ? null : current?.start === start && current.end === end ? current : { start, end }));
  }, []);

  const selected = selection && selection.end <= text.length ? text.slice(selection.start, selection.end) : '';

  useEffect(() => {
    if (selected === '') return;
    const controller = new AbortController();
    client().call('countSelection', { text: selected, locale }, { signal: controller.signal }).then(setStats, (error: unknown) => {
      if (!isAbortError(error)) throw error;
    });
    return () => controller.abort();
  }, [client, selected, locale]);

  return { selectionStats: selected === '' ? null : stats, onSelectionChange };
}
