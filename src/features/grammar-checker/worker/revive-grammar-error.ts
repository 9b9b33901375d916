import { reviveError, type SerializedError } from '@/lib/worker/messages';
import { GrammarCheckError } from '../model/errors';
import type { GrammarCheckFailure } from '../model/types';

/** A typed failure thrown in a worker arrives as data: the caller gets its GrammarCheckError back (offline, a server error…). */
export function reviveGrammarError(error: SerializedError): unknown {
  const failure = error.data?.failure as GrammarCheckFailure | undefined;
  return failure ? new GrammarCheckError(failure, error.message) : reviveError(error);
}
