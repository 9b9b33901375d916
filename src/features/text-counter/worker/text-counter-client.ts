import { createWorkerClient } from '@/lib/worker/worker-client';
import type { TextCounterHost } from '../model/count-request';

/** Counting off the main thread, so that a pasted book never blocks typing. */
export function createTextCounterClient() {
  return createWorkerClient<TextCounterHost>({
    start: () => new Worker(new URL('./text-counter.worker.ts', import.meta.url), { type: 'module' }),
    loadFallback: async () => (await import('../model/count-request')).createTextCounterHost(),
    // A language detection waiting for its n-grams (loaded at the first one) must not hold up counting.
    maxConcurrent: 2,
  });
}
