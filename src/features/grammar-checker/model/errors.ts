/**
 * Typed failures of a check, as errors. The UI switches on `error.failure.kind` (see
 * {@link GrammarCheckFailure}) to tell the user what happened; nothing else needs parsing.
 */
import type { GrammarCheckFailure } from './types';

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

/** The GrammarCheckError a worker threw, from the fields it crossed over with (its `failure`), or undefined for any other error. */
export function grammarErrorFrom(error: { message: string; data?: Record<string, unknown> }): GrammarCheckError | undefined {
  const failure = error.data?.failure as GrammarCheckFailure | undefined;
  return failure ? new GrammarCheckError(failure, error.message) : undefined;
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
