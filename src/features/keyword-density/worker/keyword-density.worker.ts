/// <reference lib="webworker" />
/**
 * Web Worker entry of the keyword density checker: analyses off the main thread, so a megabyte
 * of text never freezes the page. The host's session keeps the last prepared text: a filter
 * change for the same text and language skips tokenization.
 */
import { serveWorker } from '@/lib/worker/serve-worker';
import { createKeywordDensityHost } from '../model/protocol';

declare const self: DedicatedWorkerGlobalScope;

serveWorker(createKeywordDensityHost(), self);
