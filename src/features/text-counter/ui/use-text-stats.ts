'use client';

import { useEffect, useRef, useState } from 'react';
import { isAbortError } from '@/lib/worker/abort';
import type { CharacterLimit } from '../model';
import type { CountResponse } from '../model/count-request';
import { createTextCounterClient } from '../worker/text-counter-client';

/**
 * Live statistics of `text`, computed off the main thread; the last answer stays until the
 * next. Each change aborts the count of the text before it, so while the user types only the
 * newest text waits for the worker.
 */
export function useTextStats(text: string, locale: string, limit: CharacterLimit | null): CountResponse | null {
  const client = useRef<ReturnType<typeof createTextCounterClient> | null>(null);
  const [result, setResult] = useState<CountResponse | null>(null);

  useEffect(() => {
    client.current ??= createTextCounterClient();
    const controller = new AbortController();
    client.current.call('count', { text, locale, limit }, { signal: controller.signal }).then(setResult, (error: unknown) => {
      if (!isAbortError(error)) throw error;
    });
    return () => controller.abort();
  }, [text, locale, limit]);

  useEffect(
    () => () => {
      client.current?.dispose();
      client.current = null;
    },
    [],
  );

  return result;
}
