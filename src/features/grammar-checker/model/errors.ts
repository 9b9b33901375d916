/**
 * Typed failures of a check. The UI switches on `error.failure.kind` to tell the user what
 * happened (and, for `rateLimited`, how long to wait); nothing else needs parsing.
 */

export type GrammarCheckFailure =
  /** No network (the request never reached a server). */
  | { kind: 'offline' }
  /** Too many requests: try again after `retryAfterSeconds`. `partial` holds what was checked before the limit hit, if anything. */
  | { kind: 'rateLimited'; retryAfterSeconds: number; partial?: PartialResult }
  /** The server answered with an error status (or an unreadable body, status 0 then). */
  | { kind: 'server'; status: number }
  /** No answer within the time limit. */
  | { kind: 'timeout' }
  /** The text is longer than the engine accepts (`maxBytes` UTF-8 bytes when known). */
  | { kind: 'tooLong'; maxBytes?: number }
  /** The caller aborted, or a newer check superseded this one. */
  | { kind: 'aborted' }
  /** The engine does not check this language. */
  | { kind: 'unsupported'; language: string };

/** Findings for the prefix `[0, checkedUpTo)` of the text, when a long check stopped part-way. */
export interface PartialResult {
  checkedUpTo: number;
  suggestions: import('./types').Suggestion[];
}

export class GrammarCheckError extends Error {
  readonly failure: GrammarCheckFailure;

  constructor(failure: GrammarCheckFailure, message?: string, options?: { cause?: unknown }) {
    super(message ?? describeFailure(failure), options);
    this.failure = failure;
    // `AbortError` is the name every fetch/DOM API uses for cancellation, so generic
    // "ignore aborts" code keeps working with our errors too.
    this.name = failure.kind === 'aborted' ? 'AbortError' : 'GrammarCheckError';
  }

  get kind(): GrammarCheckFailure['kind'] {
    return this.failure.kind;
  }
}

export function isGrammarCheckError(error: unknown): error is GrammarCheckError {
  return error instanceof GrammarCheckError;
}

/** Whether `error` means "cancelled" (ours, a DOMException or any error named `AbortError`). */
export function isAbortError(error: unknown): boolean {
  if (error instanceof GrammarCheckError) return error.failure.kind === 'aborted';
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

export function abortedError(): GrammarCheckError {
  return new GrammarCheckError({ kind: 'aborted' });
}

/** Throws the `aborted` error when `signal` has aborted. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortedError();
}

function describeFailure(failure: GrammarCheckFailure): string {
  switch (failure.kind) {
    case 'offline':
      return 'The grammar service could not be reached (offline?)';
    case 'rateLimited':
      return `Too many requests; try again in ${failure.retryAfterSeconds} s`;
    case 'server':
      return `The grammar service answered with status ${failure.status}`;
    case 'timeout':
      return 'The grammar service did not answer in time';
    case 'tooLong':
      return 'The text is too long to be checked';
    case 'aborted':
      return 'The check was cancelled';
    case 'unsupported':
      return `Language ${failure.language} is not supported by this engine`;
  }
}

/** A plain, structured-clone-safe form of an error, for crossing the worker boundary. */
export function toFailure(error: unknown): GrammarCheckFailure | { kind: 'error'; message: string } {
  if (error instanceof GrammarCheckError) return error.failure;
  if (isAbortError(error)) return { kind: 'aborted' };
  return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
}
