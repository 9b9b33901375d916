'use client';

import { useEffect, useRef, useState } from 'react';
import type { CharacterLimit } from '../model';
import type { CountResponse } from '../model/count-request';
import { createTextCounterClient } from '../worker/text-counter-client';

/** Live statistics of `text`, computed off the main thread; the last answer stays until the next. */
export function useTextStats(text: string, locale: string, limit: CharacterLimit | null): CountResponse | null {
  const client = useRef<ReturnType<typeof createTextCounterClient> | null>(null);
  const [result, setResult] = useState<CountResponse | null>(null);

  useEffect(() => {
    client.current ??= createTextCounterClient();
    let current = true;
    void client.current.request({ text, locale, limit }).then((response) => {
      if (current && response) setResult(response);
    });
    return () => {
      current = false;
    };
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
