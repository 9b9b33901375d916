import type {
  AnalyzeOptions,
  KeywordAnalysis,
  KeywordDensityRequest,
  KeywordDensityResponse,
  KeywordFilters,
  KeywordLanguage,
  PhraseLength,
  TextRange,
} from '../model';

/**
 * Promise-based access to the keyword density worker.
 *
 * Latest request wins: a newer `analyze` supersedes every earlier unanswered request, and a
 * newer `findOccurrences` or `exportCsv` supersedes earlier unanswered ones of its kind. A
 * superseded promise rejects at once with a DOMException named `AbortError` (test with
 * {@link isAbortError}); its answer, if one still arrives, is dropped. At most one request is
 * with the worker at a time and superseded queued ones are never sent, so typing fast does not
 * pile up analyses of a megabyte each.
 */
export interface KeywordDensityClient {
  /**
   * The tables of `text` under `filters` (each flag defaults to `false`). Pass
   * `options.limit`, the rows a view shows (default: all rows — slow to post for long texts;
   * `distinctPhrases` tells how many there are).
   */
  analyze(text: string, language: KeywordLanguage, filters?: Partial<KeywordFilters>, options?: AnalyzeOptions): Promise<KeywordAnalysis>;
  /** Ranges of `phrase` in the text of the latest `analyze` (see the model's `findOccurrences`). */
  findOccurrences(phrase: string, filters?: Partial<KeywordFilters>): Promise<TextRange[]>;
  /** The whole `n`-word table of the latest `analyze` as CSV (the model's `toCsv`), all rows. */
  exportCsv(n: PhraseLength, filters?: Partial<KeywordFilters>): Promise<string>;
  /** Stops the worker; pending and later requests reject with an `AbortError`. */
  dispose(): void;
}

/** Whether `error` is the rejection of a superseded or disposed request (not a failure). */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

type RequestBody = KeywordDensityRequest extends infer R ? (R extends KeywordDensityRequest ? Omit<R, 'id'> : never) : never;

interface Job {
  request: RequestBody;
  /** Resolves the caller's promise from the reply, or rejects it if the reply does not fit. */
  settle(response: KeywordDensityResponse): void;
  reject(reason: unknown): void;
  cancelled: boolean;
}

/** Reply type that answers each request type. */
const replyTypes = { analyze: 'result', occurrences: 'occurrences', csv: 'csv' } as const;

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
  let inFlight: { job: Job; request: KeywordDensityRequest } | undefined;
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
        if (inFlight) receive({ type: 'error', id: inFlight.request.id, message: 'The reply could not be read' });
      };
      return (worker = started);
    } catch {
      return (worker = null);
    }
  }

  function runLocally(request: KeywordDensityRequest): void {
    // Loaded on demand, so pages that have workers do not also ship the model.
    local ??= import('../model').then((model) => {
      const session = model.createKeywordDensitySession();
      return (message) => model.handleKeywordDensityRequest(session, message);
    });
    void local.then(
      // A macrotask, like a worker reply, so callers never see a synchronous answer.
      (handle) => setTimeout(() => receive(handle(request)), 0),
      (error: unknown) => receive({ type: 'error', id: request.id, message: error instanceof Error ? error.message : String(error) }),
    );
  }

  function pump(): void {
    if (inFlight || disposed) return;
    const job = queue.shift();
    if (!job) return;
    const request = { ...job.request, id: ++nextId } as KeywordDensityRequest;
    inFlight = { job, request };
    const target = startWorker();
    if (target) target.postMessage(request);
    else runLocally(request);
  }

  function receive(response: KeywordDensityResponse): void {
    if (!inFlight || response.id !== inFlight.request.id) return;
    const { job } = inFlight;
    inFlight = undefined;
    if (!job.cancelled) job.settle(response);
    pump();
  }

  function cancel(job: Job, reason: string): void {
    if (job.cancelled) return;
    job.cancelled = true;
    job.reject(abortError(reason));
  }

  /** Cancels the in-flight and queued jobs that `accept` selects; an in-flight answer is then dropped. */
  function supersede(accept: (job: Job) => boolean, reason = 'Superseded by a newer request'): void {
    if (inFlight && accept(inFlight.job)) cancel(inFlight.job, reason);
    queue = queue.filter((job) => {
      if (!accept(job)) return true;
      cancel(job, reason);
      return false;
    });
  }

  function enqueue<T>(request: RequestBody, read: (response: KeywordDensityResponse) => T | undefined): Promise<T> {
    if (disposed) return Promise.reject(abortError('The keyword density client was disposed'));
    return new Promise<T>((resolve, reject) => {
      queue.push({
        request,
        reject,
        cancelled: false,
        settle(response) {
          if (response.type === 'error') return reject(new Error(response.message));
          const value = response.type === replyTypes[request.type] ? read(response) : undefined;
          if (value === undefined) reject(new Error(`Unexpected reply ${response.type} to ${request.type}`));
          else resolve(value);
        },
      });
      pump();
    });
  }

  return {
    analyze(text, language, filters, options) {
      // A new text makes every pending answer, highlights and exports included, refer to stale input.
      supersede(() => true);
      const request: RequestBody = { type: 'analyze', text, language, filters: completeFilters(filters), limit: options?.limit, order: options?.order };
      return enqueue(request, (response) => (response.type === 'result' ? response.result : undefined));
    },
    findOccurrences(phrase, filters) {
      supersede((job) => job.request.type === 'occurrences');
      return enqueue({ type: 'occurrences', phrase, filters: completeFilters(filters) }, (response) =>
        response.type === 'occurrences' ? response.ranges : undefined,
      );
    },
    exportCsv(n, filters) {
      supersede((job) => job.request.type === 'csv');
      return enqueue({ type: 'csv', n, filters: completeFilters(filters) }, (response) => (response.type === 'csv' ? response.csv : undefined));
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
