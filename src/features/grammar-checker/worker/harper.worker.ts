/// <reference lib="webworker" />
/**
 * harper's own worker, started by the grammar worker (./harper-client.ts): building harper's
 * dictionary holds a thread for about a second, and it holds this one, not the grammar worker,
 * whose interim spelling and other languages answer meanwhile.
 */
import { serveWorker } from '@/lib/worker/serve-worker';
import { createHarperHost } from './harper-host';

declare const self: DedicatedWorkerGlobalScope;

serveWorker(createHarperHost(), self);
