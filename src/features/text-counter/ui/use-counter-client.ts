'use client';

import { useCallback, useEffect, useRef } from 'react';
import { createTextCounterClient } from '../worker/text-counter-client';

export type CounterClient = ReturnType<typeof createTextCounterClient>;

/** One counting worker for the page's lifetime, started on first use and stopped on unmount. */
export function useCounterClient(): () => CounterClient {
  const client = useRef<CounterClient | null>(null);
  useEffect(
    () => () => {
      client.current?.dispose();
      client.current = null;
    },
    [],
  );
  return useCallback(() => (client.current ??= createTextCounterClient()), []);
}
