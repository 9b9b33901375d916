/**
 * What a worker serves: a host is a plain object of handlers, one per procedure. The same object
 * answers in the worker (see serve-worker.ts) and, loaded on demand, on the main thread when no
 * worker can run (see worker-client.ts), so both always give the same answers.
 */

/** What a handler gets besides its input. */
export interface CallContext<Progress = never> {
  /** Aborts when the caller's signal aborts (or the client is disposed). */
  readonly signal: AbortSignal;
  /** Reports progress to the caller's `onProgress`. */
  progress(value: Progress): void;
  /** Transfers these objects of the result instead of copying them (across the worker boundary only). */
  transfer(objects: readonly Transferable[]): void;
}

/**
 * One procedure: an input, an output (or a promise of it) and, through the context, progress.
 * `never` in the constraint because parameters are contravariant: every typed handler fits it.
 */
export type Handler = (input: never, context: CallContext<never>) => unknown;

/** A plain object of handlers. */
export type WorkerHost = Record<string, Handler>;

/** The input type of a procedure. */
export type InputOf<H extends Handler> = Parameters<H>[0];
/** The resolved output type of a procedure. */
export type OutputOf<H extends Handler> = Awaited<ReturnType<H>>;
/** The progress type of a procedure (`never` when it reports none). */
export type ProgressOf<H extends Handler> = Parameters<H>[1] extends CallContext<infer P> ? P : never;

/** A call's options as the runner sees them. */
export interface RunOptions {
  signal: AbortSignal;
  onProgress?: (value: unknown) => void;
  onTransfer?: (objects: readonly Transferable[]) => void;
}

/**
 * Runs `method` of `host`: the one place where a call meets its handler, for the worker and for
 * the main-thread fallback alike. A missing procedure is an error, not a crash.
 */
export async function runHandler(host: WorkerHost, method: string, input: unknown, options: RunOptions): Promise<unknown> {
  const handler = Object.hasOwn(host, method) ? host[method] : undefined;
  if (typeof handler !== 'function') throw new Error(`Unknown procedure: ${method}`);
  options.signal.throwIfAborted();
  const context: CallContext<unknown> = {
    signal: options.signal,
    progress: (value) => options.onProgress?.(value),
    transfer: (objects) => options.onTransfer?.(objects),
  };
  // The bridge carries untyped data; the client's types keep input and handler in step.
  return (handler as (input: unknown, context: CallContext<unknown>) => unknown)(input, context);
}
