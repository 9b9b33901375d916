/**
 * Web Worker entry of the keyword density checker: answers `analyze` and `occurrences`
 * requests (see KeywordDensityRequest) off the main thread, so a megabyte of text never
 * freezes the page. The session keeps the last prepared text: a filter change for the same
 * text and language skips tokenization.
 */
import { createKeywordDensitySession, handleKeywordDensityRequest, type KeywordDensityResponse } from '../model';

/** The part of DedicatedWorkerGlobalScope used here; the project compiles against the DOM lib, not the worker lib. */
interface WorkerScope {
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
  postMessage(message: KeywordDensityResponse): void;
}

const scope = globalThis as unknown as WorkerScope;
const session = createKeywordDensitySession();

scope.onmessage = (event) => {
  scope.postMessage(handleKeywordDensityRequest(session, event.data));
};
