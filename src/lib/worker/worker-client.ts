/**
 * The page side of the bridge: one client per worker, used by every feature.
 *
 * - **Lazy**: the worker starts at the first call (never during server rendering), from the
 *   feature's `start()` factory — bundlers emit a worker chunk only for a
 *   `new Worker(new URL('./x.worker.ts', import.meta.url), { type: 'module' })` written out in
 *   the feature's own file.
 * - **Fallback**: where workers cannot run (no `Worker`, blocked, the script fails to load) the
 *   same host runs on the main thread, loaded on demand by `loadFallback()`. Calls wait for the
 *   worker's `ready` before they are posted, so nothing (a transferred buffer…) is lost to a
 *   worker that never loaded.
 * - **Crash** (an error after `ready`: out of memory, a fault in WASM): with `afterCrash:
 *   'fallback'` (default) the calls it held re-run on the main thread, as do later ones; with
 *   `'restart'` they reject with a `WorkerCrashError` and the next call starts a new worker —
 *   for hosts too heavy for the page (harper's WASM, a document that exhausted memory).
 * - **Cancellation**: a call takes the caller's `AbortSignal` and rejects with a standard
 *   `AbortError` when it aborts, at once. A waiting call is never sent; a running one is told to
 *   stop (`abortInFlight: 'message'`, the handler's signal aborts) or its worker is terminated
 *   (`'terminate'`, for handlers that cannot be interrupted). The client keeps no notion of
 *   "newest": the caller aborts what it no longer needs (see `createLatestSignal`).
 * - **Flow**: at most `maxConcurrent` calls are with the worker at once (default 1), so a fast
 *   typist's aborted calls are dropped while they wait instead of queueing in the worker. An
 *   aborted running call keeps its slot until the worker lets go of it.
 * - **Progress** reaches `onProgress`; `transfer` lists objects moved, not copied, to the worker.
 * - **Idle shutdown**: after `idleTimeoutMs` without calls the worker is terminated (0: never).
 */
import { runHandler, type InputOf, type OutputOf, type ProgressOf, type WorkerHost } from './host';
import { abortError } from './abort';
import { BRIDGE, isBridgeMessage, reviveError, type FromWorker, type SerializedError, type ToWorker } from './messages';

/** What the client needs of a worker: a real `Worker` or a test double. */
export interface WorkerLike {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  terminate(): void;
  addEventListener(type: 'message' | 'messageerror' | 'error', listener: (event: Event) => void): void;
}

export interface WorkerClientOptions<H extends WorkerHost> {
  /** Starts the worker. May throw (workers unavailable or blocked): the fallback answers then. */
  start(): WorkerLike;
  /** The same host, for the main thread; loaded once, on first need. */
  loadFallback(): Promise<H>;
  /** Calls with the worker at once. Default 1. */
  maxConcurrent?: number;
  /** Terminate an idle worker after this many ms. Default 0: never. */
  idleTimeoutMs?: number;
  /**
   * What a crash after start-up does to the calls it held. Default `'fallback'`; use `'restart'`
   * for calls that transfer their input (a transferred buffer is gone and cannot be re-run).
   */
  afterCrash?: 'fallback' | 'restart';
  /** How a running call is stopped when its signal aborts. Default `'message'`. */
  abortInFlight?: 'message' | 'terminate';
  /** Turns an error thrown in the worker back into the feature's own error. Default {@link reviveError}. */
  reviveError?(error: SerializedError): unknown;
}

export interface CallOptions<Progress> {
  signal?: AbortSignal;
  onProgress?: (value: Progress) => void;
  /** Objects of the input to transfer to the worker (e.g. a file's `ArrayBuffer`). */
  transfer?: Transferable[];
}

export interface WorkerClient<H extends WorkerHost> {
  call<K extends keyof H & string>(method: K, input: InputOf<H[K]>, options?: CallOptions<ProgressOf<H[K]>>): Promise<OutputOf<H[K]>>;
  /** Terminates the worker and rejects pending calls with an `AbortError`; a later call starts afresh. */
  dispose(): void;
}

/** A crash of the worker while it held a call (with `afterCrash: 'restart'`). */
export class WorkerCrashError extends Error {
  constructor(detail?: string) {
    super(`The worker stopped${detail ? `: ${detail}` : ''}`);
    this.name = 'WorkerCrashError';
  }
}

interface Job {
  id: number;
  method: string;
  input: unknown;
  transfer: Transferable[];
  onProgress?: (value: unknown) => void;
  resolve(value: unknown): void;
  reject(error: unknown): void;
  /** The caller has its answer (or its AbortError); whatever comes later is dropped. */
  settled: boolean;
  /** Where the job runs once dispatched. */
  runner?: 'worker' | 'fallback';
  /** Aborts the main-thread handler. */
  fallbackController?: AbortController;
  detach(): void;
}

interface RunningWorker {
  instance: WorkerLike;
  ready: boolean;
}

export function createWorkerClient<H extends WorkerHost>(options: WorkerClientOptions<H>): WorkerClient<H> {
  const maxConcurrent = Math.max(1, options.maxConcurrent ?? 1);
  const idleTimeoutMs = options.idleTimeoutMs ?? 0;
  const revive = options.reviveError ?? reviveError;
  let worker: RunningWorker | undefined;
  /** Once workers proved unusable here, every call runs on the main thread. */
  let useFallback = false;
  let fallbackHost: Promise<H> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let nextId = 1;
  let queue: Job[] = [];
  const inFlight = new Map<number, Job>();

  function settle(job: Job, outcome: { value: unknown } | { error: unknown }): void {
    if (job.settled) return;
    job.settled = true;
    job.detach();
    if ('value' in outcome) job.resolve(outcome.value);
    else job.reject(outcome.error);
  }

  /** The job left its slot (answered, or its worker is gone): the next may go. */
  function release(job: Job): void {
    inFlight.delete(job.id);
    pump();
  }

  function pump(): void {
    while (inFlight.size < maxConcurrent && queue.length > 0) {
      const job = queue.shift() as Job;
      inFlight.set(job.id, job);
      const target = useFallback ? undefined : ensureWorker();
      if (target) {
        job.runner = 'worker';
        if (target.ready) post(target, job);
      } else void runOnFallback(job);
    }
    scheduleIdle();
  }

  function post(target: RunningWorker, job: Job): void {
    const message: ToWorker = { bridge: BRIDGE, kind: 'call', id: job.id, method: job.method, input: job.input };
    try {
      target.instance.postMessage(message, job.transfer);
    } catch (error) {
      // The input cannot be cloned: the caller's mistake, reported to the caller.
      settle(job, { error });
      release(job);
    }
  }

  async function runOnFallback(job: Job): Promise<void> {
    job.runner = 'fallback';
    const controller = (job.fallbackController = new AbortController());
    if (job.settled) controller.abort();
    try {
      const host = await (fallbackHost ??= options.loadFallback().catch((error: unknown) => {
        fallbackHost = undefined; // A chunk that failed to load (offline) is tried again next time.
        throw error;
      }));
      const value = await runHandler(host, job.method, job.input, { signal: controller.signal, onProgress: (p) => !job.settled && job.onProgress?.(p) });
      settle(job, { value });
    } catch (error) {
      settle(job, { error });
    } finally {
      release(job);
    }
  }

  function ensureWorker(): RunningWorker | undefined {
    if (worker) return worker;
    let instance: WorkerLike;
    try {
      instance = options.start();
    } catch {
      useFallback = true;
      return undefined;
    }
    const running: RunningWorker = { instance, ready: false };
    instance.addEventListener('message', (event) => receive(running, (event as MessageEvent).data));
    instance.addEventListener('messageerror', () => fail(running, 'a reply could not be read'));
    instance.addEventListener('error', (event) => {
      // Handled here: the page's own error reporting need not see it.
      event.preventDefault();
      fail(running, (event as ErrorEvent).message);
    });
    worker = running;
    return running;
  }

  function jobsOn(target: RunningWorker): Job[] {
    return target === worker ? [...inFlight.values()].filter((job) => job.runner === 'worker') : [];
  }

  function receive(target: RunningWorker, data: unknown): void {
    if (!isBridgeMessage<FromWorker>(data) || target !== worker) return;
    if (data.kind === 'ready') {
      target.ready = true;
      for (const job of jobsOn(target)) post(target, job);
      return;
    }
    const job = inFlight.get(data.id);
    if (!job || job.runner !== 'worker') return;
    if (data.kind === 'progress') {
      if (!job.settled) job.onProgress?.(data.value);
      return;
    }
    settle(job, data.kind === 'result' ? { value: data.value } : { error: revive(data.error) });
    release(job);
  }

  /** The worker failed: before `ready` it never could run here; after, it crashed. */
  function fail(target: RunningWorker, detail: string | undefined): void {
    if (target !== worker) return;
    const held = jobsOn(target);
    stopWorker();
    const toFallback = !target.ready || (options.afterCrash ?? 'fallback') === 'fallback';
    if (toFallback) useFallback = true;
    for (const job of held) {
      inFlight.delete(job.id);
      if (job.settled) continue;
      if (toFallback) queue.unshift(job);
      else settle(job, { error: new WorkerCrashError(detail) });
    }
    pump();
  }

  function stopWorker(): void {
    clearIdle();
    worker?.instance.terminate();
    worker = undefined;
  }

  function abortJob(job: Job): void {
    if (job.settled) return;
    settle(job, { error: abortError() });
    const waiting = queue.indexOf(job);
    if (waiting >= 0) {
      queue.splice(waiting, 1);
      return;
    }
    if (job.runner === 'fallback') job.fallbackController?.abort();
    else if (job.runner === 'worker' && worker) {
      if ((options.abortInFlight ?? 'message') === 'terminate') {
        // The handler cannot be interrupted: the worker goes, and with it this call's slot.
        const held = jobsOn(worker);
        stopWorker();
        for (const other of held) inFlight.delete(other.id);
        queue = [...held.filter((other) => !other.settled), ...queue];
        pump();
      } else if (worker.ready) {
        worker.instance.postMessage({ bridge: BRIDGE, kind: 'abort', id: job.id } satisfies ToWorker);
      } else release(job);
    }
  }

  function clearIdle(): void {
    if (idleTimer !== undefined) clearTimeout(idleTimer);
    idleTimer = undefined;
  }

  function scheduleIdle(): void {
    clearIdle();
    if (idleTimeoutMs <= 0 || !worker || inFlight.size > 0 || queue.length > 0) return;
    idleTimer = setTimeout(stopWorker, idleTimeoutMs);
  }

  return {
    call(method, input, callOptions = {}) {
      const { signal, onProgress, transfer = [] } = callOptions;
      return new Promise((resolve, reject) => {
        if (signal?.aborted) {
          reject(abortError());
          return;
        }
        const onAbort = () => abortJob(job);
        const job: Job = {
          id: nextId++,
          method,
          input,
          transfer,
          onProgress: onProgress as ((value: unknown) => void) | undefined,
          resolve: resolve as (value: unknown) => void,
          reject,
          settled: false,
          detach: () => signal?.removeEventListener('abort', onAbort),
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        clearIdle();
        queue.push(job);
        pump();
      });
    },
    dispose() {
      const pending = [...queue, ...inFlight.values()];
      queue = [];
      inFlight.clear();
      stopWorker();
      for (const job of pending) {
        job.fallbackController?.abort();
        settle(job, { error: abortError('The worker client was disposed') });
      }
    },
  };
}
