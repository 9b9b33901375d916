/// <reference lib="webworker" />
/**
 * The import worker: parses documents off the main thread. The page cancels an import by
 * terminating the whole worker (parsers cannot be interrupted mid-call).
 */
import { serveWorker } from '@/lib/worker/serve-worker';
import { createDocumentImportHost } from '../model/import-host';

declare const self: DedicatedWorkerGlobalScope;

serveWorker(createDocumentImportHost(), self);
