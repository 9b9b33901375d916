import { createLatestRequestWorker } from '@/lib/worker/latest-request-worker';
import type { CountRequest, CountResponse } from '../model/count-request';

/** Counting off the main thread, so that a pasted book never blocks typing. */
export function createTextCounterClient() {
  return createLatestRequestWorker<CountRequest, CountResponse>(
    () => new Worker(new URL('./text-counter.worker.ts', import.meta.url), { type: 'module' }),
    async () => (await import('../model/count-request')).createCountHandler(),
  );
}
