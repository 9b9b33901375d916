/**
 * Cancellation, said one way everywhere: a standard `AbortError` (a `DOMException`, as `fetch`
 * and every DOM API reject with), and one helper for callers where only the newest request
 * matters (typing): each `next()` aborts the signal handed out before.
 */

/** A `DOMException` named `AbortError`. */
export function abortError(message = 'The operation was aborted'): DOMException {
  return new DOMException(message, 'AbortError');
}

/** Whether `error` means "cancelled": any error named `AbortError`. */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** Hands out signals so that only the newest is live. */
export interface LatestSignal {
  /** Aborts the previous signal and returns a new one. */
  next(): AbortSignal;
  /** Aborts the current signal, if any (e.g. when the component goes away). */
  abort(): void;
}

export function createLatestSignal(): LatestSignal {
  let current: AbortController | undefined;
  return {
    next() {
      current?.abort();
      current = new AbortController();
      return current.signal;
    },
    abort() {
      current?.abort();
      current = undefined;
    },
  };
}
