/// <reference lib="webworker" />
import { serveWorker } from '@/lib/worker/serve-worker';
import { createTextCounterHost } from '../model/count-request';

declare const self: DedicatedWorkerGlobalScope;

serveWorker(createTextCounterHost(), self);
