import type { ImportErrorKind } from './types';

/**
 * Thrown inside the parsers to end an import with a given outcome. `detail` is for
 * developers (logs, tests); users only ever see the message of `kind`.
 */
export class ImportError extends Error {
  readonly kind: ImportErrorKind | 'cancelled';

  constructor(kind: ImportErrorKind | 'cancelled', detail?: string) {
    super(detail ? `${kind}: ${detail}` : kind);
    this.name = 'ImportError';
    this.kind = kind;
  }
}

/** Messages of engine errors that mean "out of memory or stack", not "bad data". */
const RESOURCE_ERROR = /call stack|allocation failed|invalid (array|string|typed array) length|out of memory/i;

/**
 * Maps anything a parser threw to the outcome shown to the user. A parser that throws
 * something other than an {@link ImportError} met content it could not make sense of, so
 * the default is `readContent`; running out of memory or stack on a hostile document is a
 * resource limit (`tooComplex`).
 */
export function parserErrorKind(error: unknown): ImportErrorKind | 'cancelled' {
  if (error instanceof ImportError) return error.kind;
  if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
  if (error instanceof Error && RESOURCE_ERROR.test(error.message)) return 'tooComplex';
  return 'readContent';
}
