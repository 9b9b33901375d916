/**
 * One check, from the user's choice of checker to the findings to show: which engine runs, and
 * what happens when it fails. It returns data only: the UI decides what to say, and whether the
 * answer is still wanted (the caller's `signal` is the only cancellation).
 */
import { isAbortError, isGrammarCheckError } from './errors';
import type { CheckOptions, GrammarCheckFailure, GrammarEngine, ProgressListener, Suggestion } from './types';

/** The checker the user picked: on the device, or the LanguageTool service. */
export type EngineChoice = 'local' | 'remote';

/** Why LanguageTool gave no result: its typed failure, or `unreachable` for any other error (e.g. its client could not be loaded). */
export type RemoteFailure = GrammarCheckFailure | 'unreachable';

/** What to check, and with what. */
export interface CheckRequest {
  text: string;
  language: string;
  engine: EngineChoice;
  /** Whether the on-device checker covers `language`; where it does not, LanguageTool checks whatever the choice. */
  coveredLocally: boolean;
  /** Whether LanguageTool checks `language`; where it does not, the device checks whatever the choice. */
  coveredRemotely: boolean;
  signal: AbortSignal;
  onProgress: ProgressListener;
  options: CheckOptions;
  /** The on-device engine; called only when it is needed. */
  local: () => Promise<GrammarEngine>;
  /** The LanguageTool engine; called only when it is needed. */
  remote: () => Promise<GrammarEngine>;
}

/** A check that ran to its end, with or without findings. */
export interface FinishedCheck {
  aborted: false;
  /** The findings to show; null when no engine produced any. */
  suggestions: Suggestion[] | null;
  /** Why LanguageTool failed, when it was asked and did. */
  remoteFailure: RemoteFailure | null;
  /** The on-device checker was asked and failed. */
  localFailed: boolean;
  /** `suggestions` are the on-device checker's, standing in for LanguageTool's. */
  fallback: boolean;
}

/** The check was cancelled (the signal aborted, or the engine took a newer check instead): nothing to show. */
export interface AbortedCheck {
  aborted: true;
}

/** What {@link runCheck} resolves with. */
export type CheckResult = FinishedCheck | AbortedCheck;

const ABORTED: AbortedCheck = { aborted: true };
const NOTHING: FinishedCheck = { aborted: false, suggestions: null, remoteFailure: null, localFailed: false, fallback: false };

/**
 * Checks `request.text`: on the device when chosen and covered (or when only the device covers
 * the language), else with LanguageTool. When
 * LanguageTool fails, the on-device checker stands in where it covers the language; where it
 * does not, a rate-limited check still shows what it checked before the limit hit.
 */
export async function runCheck(request: CheckRequest): Promise<CheckResult> {
  const onDevice = request.coveredLocally && (request.engine === 'local' || !request.coveredRemotely);
  const result = onDevice ? await checkLocally(request) : await checkRemotely(request);
  // An engine may still answer after the signal aborted: that answer is no longer wanted.
  return request.signal.aborted ? ABORTED : result;
}

async function checkLocally(request: CheckRequest): Promise<CheckResult> {
  const local = await attempt(request.local, request);
  if ('aborted' in local) return local;
  return { ...NOTHING, suggestions: local.suggestions, localFailed: local.suggestions === null };
}

async function checkRemotely(request: CheckRequest): Promise<CheckResult> {
  const remote = await attempt(request.remote, request);
  if ('aborted' in remote) return remote;
  if (remote.suggestions !== null) return { ...NOTHING, suggestions: remote.suggestions };
  const remoteFailure = remoteFailureOf(remote.error);
  if (request.coveredLocally) {
    const local = await attempt(request.local, request);
    if ('aborted' in local) return local;
    return { ...NOTHING, suggestions: local.suggestions, remoteFailure, localFailed: local.suggestions === null, fallback: local.suggestions !== null };
  }
  // What was checked before the limit hit is still worth showing.
  const partial = remoteFailure !== 'unreachable' && remoteFailure.kind === 'rateLimited' ? (remoteFailure.partial?.suggestions ?? null) : null;
  return { ...NOTHING, suggestions: partial, remoteFailure };
}

type Attempt = { suggestions: Suggestion[] } | { suggestions: null; error: unknown } | AbortedCheck;

/** Runs one engine (creating it if need be): its failure is data, its cancellation ends the check. */
async function attempt(engine: () => Promise<GrammarEngine>, { text, language, signal, onProgress, options }: CheckRequest): Promise<Attempt> {
  try {
    return { suggestions: await (await engine()).check(text, language, signal, onProgress, options) };
  } catch (error) {
    return signal.aborted || isAbortError(error) ? ABORTED : { suggestions: null, error };
  }
}

function remoteFailureOf(error: unknown): RemoteFailure {
  return isGrammarCheckError(error) ? error.failure : 'unreachable';
}
