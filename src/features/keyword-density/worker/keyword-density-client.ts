import type {
  KeywordAnalysis,
  KeywordDensityRequest,
  KeywordDensityResponse,
  KeywordFilters,
  KeywordLanguage,
  TextRange,
} from '../model';

/**
 * Promise-based access to the keyword density worker.
 *
 * Latest request wins: a newer `analyze` supersedes every earlier unanswered request, and a
 * newer `findOccurrences` supersedes earlier unanswered `findOccurrences`. A superseded
 * promise rejects at once with a DOMException named `AbortError` (test with
 * {@link isAbortError}); its answer, if one still arrives, is dropped. At most one request is
 * with the worker at a time and superseded queued ones are never sent, so typing fast does not
 * pile up analyses of a megabyte each.
 */
export interface KeywordDensityClient {
  /** The tables of `text` under `filters` (each flag defaults to `false`). */
  analyze(text: string, language: KeywordLanguage, filters?: Partial<KeywordFilters>): Promise<KeywordAnalysis>;
  /** Ranges of `phrase` in the text of the latest `analyze` (see the model's `findOccurrences`). */
  findOccurrences(phrase: string, filters?: Partial<KeywordFilters>): Promise<TextRange[]>;
  /** Stops the worker; pending and later requests reject with an `AbortError`. */
  dispose(): void;
}

/** Whether `error` is the rejection of a superseded or disposed request (not a failure). */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

type Job =
  | {
      request: Omit<Extract<KeywordDensityRequest, { type: 'analyze' }>, 'id'>;
      resolve: (result: KeywordAnalysis) => void;
      reject: (reason: unknown) => void;
      cancelled: boolean;
    }
  | {
      request: Omit<Extract<KeywordDensityRequest, { type: 'occurrences' }>, 'id'>;
      resolve: (ranges: TextRange[]) => void;
      reject: (reason: unknown) => void;
      cancelled: boolean;
    };

function abortError(message: string): DOMException {
  return new DOMException(message, 'AbortError');
}

function completeFilters(filters: Partial<KeywordFilters> = {}): KeywordFilters {
  return {
    ignoreStopWords: filters.ignoreStopWords ?? false,
    ignoreNumbers: filters.ignoreNumbers ?? false,
    caseSensitive: filters.caseSensitive ?? false,
  };
}

/**
 * A {@link KeywordDensityClient}. The worker is started on the first request (never during
 * server rendering). Where `Worker` is undefined (tests, old environments) or the worker fails
 * to start, the model runs on the main thread instead, loaded on demand, with the same
 * protocol and the same latest-wins rule.
 */
export function createKeywordDensityClient(): KeywordDensityClient {
  /** `undefined` until first needed; `null` once the main thread does the work. */
  let worker: Worker | null | undefined;
  let local: Promise<(request: KeywordDensityRequest) => KeywordDensityResponse> | undefined;
  let inFlight: { id: number; job: Job; request: KeywordDensityRequest } | undefined;
  let queue: Job[] = [];
  let nextId = 0;
  let disposed = false;

  function startWorker(): Worker | null {
    if (worker !== undefined) return worker;
    if (typeof Worker === 'undefined') return (worker = null);
    try {
      const started = new Worker(new URL('./keyword-density.worker.ts', import.meta.url));
      started.onmessage = (event: MessageEvent<KeywordDensityResponse>) => receive(event.data);
      started.onerror = (event) => {
        // The worker could not load or crashed: keep the page working on the main thread.
        event.preventDefault();
        started.terminate();
        worker = null;
        if (inFlight) runLocally(inFlight.request);
      };
      started.onmessageerror = () => {
        if (inFlight) receive({ type: 'error', id: inFlight.id, message: 'The analysis could not be received' });
      };
      return (worker = started);
    } catch {
      return (worker = null);
    }
  }

  function runLocally(request: KeywordDensityRequest): void {
    // Loaded on demand so that pages using the worker do not also ship the model.
    local ??= import('../model').then((model) => {
      const session = model.createKeywordDensitySession();
      return (message) => model.handleKeywordDensityRequest(session, message);
    });
    void local.then(
      (handle) => receive(handle(request)),
      (error: unknown) => receive({ type: 'error', id: request.id, message: error instanceof Error ? error.message : String(error) }),
    );
  }

  function pump(): void {
    if (inFlight || disposed) return;
    const job = queue.shift();
    if (!job) return;
    const request = { ...job.request, id: ++nextId } as KeywordDensityRequest;
    inFlight = { id: request.id, job, request };
    const target = startWorker();
    if (target) target.postMessage(request);
    else runLocally(request);
  }

  function receive(response: KeywordDensityResponse): void {
    if (!inFlight || response.id !== inFlight.id) return;
    const { job } = inFlight;
    inFlight = undefined;
    if (!job.cancelled) settle(job, response);
    pump();
  }

  function settle(job: Job, response: KeywordDensityResponse): void {
    if (response.type === 'error') job.reject(new Error(response.message));
    else if (job.request.type === 'analyze' && response.type === 'result') (job.resolve as (r: KeywordAnalysis) => void)(response.result);
    else if (job.request.type === 'occurrences' && response.type === 'occurrences') (job.resolve as (r: TextRange[]) => void)(response.ranges);
    else job.reject(new Error(`Unexpected reply: ${response.type}`));
  }

  function cancel(job: Job, reason: string): void {
    if (job.cancelled) return;
    job.cancelled = true;
    job.reject(abortError(reason));
  }

  /** Cancels the in-flight and queued jobs that `accept` selects; the in-flight answer will be dropped. */
  function supersede(accept: (job: Job) => boolean, reason = 'Superseded by a newer request'): void {
    if (inFlight && accept(inFlight.job)) cancel(inFlight.job, reason);
    queue = queue.filter((job) => {
      if (!accept(job)) return true;
      cancel(job, reason);
      return false;
    });
  }

  function enqueue<T>(makeJob: (resolve: (value: T) => void, reject: (reason: unknown) => void) => Job): Promise<T> {
    if (disposed) return Promise.reject(abortError('The keyword density client was disposed'));
    return new Promise<T>((resolve, reject) => {
      queue.push(makeJob(resolve, reject));
      pump();
    });
  }

  return {
    analyze(text, language, filters) {
      // A new text makes every pending answer, highlights included, refer to stale input.
      supersede(() => true);
      return enqueue<KeywordAnalysis>((resolve, reject) => ({
        request: { type: 'analyze', text, language, filters: completeFilters(filters) },
        resolve,
        reject,
        cancelled: false,
      }));
    },
    findOccurrences(phrase, filters) {
      supersede((job) => job.request.type === 'occurrences');
      return enqueue<TextRange[]>((resolve, reject) => ({
        request: { type: 'occurrences', phrase, filters: completeFilters(filters) },
        resolve,
        reject,
        cancelled: false,
      }));
    },
    dispose() {
      if (disposed) return;
      supersede(() => true, 'The keyword density client was disposed');
      disposed = true;
      inFlight = undefined;
      worker?.terminate();
      worker = null;
    },
  };
}
