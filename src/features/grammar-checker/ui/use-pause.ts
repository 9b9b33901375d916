'use client';

import { useCallback, useEffect, useRef } from 'react';

/**
 * `afterPause()` runs `callback` once `delayMs` have passed without another call (a pause in
 * typing). The callback is the one of the latest render, so it sees the current settings.
 */
export function usePause(callback: () => void, delayMs: number): () => void {
  const callbackRef = useRef(callback);
  const timerRef = useRef<number | undefined>(undefined);
  useEffect(() => {
    callbackRef.current = callback;
  });
  useEffect(() => () => window.clearTimeout(timerRef.current), []);
  return useCallback(() => {
    window.clearTimeout(timerRef.current);
    timerRef.current = window.setTimeout(() => callbackRef.current(), delayMs);
  }, [delayMs]);
}
