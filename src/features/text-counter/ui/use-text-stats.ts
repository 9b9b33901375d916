'use client';

import { useEffect, useState } from 'react';
import { isAbortError } from '@/lib/worker/abort';
import type { CharacterLimit } from '../model';
import type { CountResponse } from '../model/count-request';
import type { CounterClient } from './use-counter-client';

/**
 * Live statistics of `text`, computed off the main thread; the last answer stays until the
 * next. Each change aborts the count of the text before it, so while the user types only the
 * newest text waits for the worker.
 */
export function useTextStats(client: () => CounterClient, text: string, locale: string, limit: CharacterLimit | null, highlights: boolean): CountResponse | null {
  const [result, setResult] = useState<CountResponse | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    client()
      .call('count', { text, locale, limit, highlights }, { signal: controller.signal })
      .then(setResult, (error: unknown) => {
        if (!isAbortError(error)) throw error;
      });
    return () => controller.abort();
  }, [client, text, locale, limit, highlights]);

  return result;
}
