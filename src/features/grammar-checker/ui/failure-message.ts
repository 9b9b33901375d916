/**
 * What the user reads when LanguageTool gave no result.
 */
import type { useTranslations } from 'next-intl';
import type { RemoteFailure } from '../model/run-check';

/** The grammar checker's translator, as `useTranslations('GrammarChecker')` returns it. */
export type GrammarCheckerTranslator = ReturnType<typeof useTranslations<'GrammarChecker'>>;

/** The sentence that says why LanguageTool failed (and, when rate-limited, how long to wait). */
export function remoteFailureMessage(t: GrammarCheckerTranslator, failure: RemoteFailure): string {
  // Anything but a typed failure (e.g. the client's code could not be fetched) means no connection.
  if (failure === 'unreachable') return t('errorOffline');
  switch (failure.kind) {
    case 'offline':
      return t('errorOffline');
    case 'rateLimited':
      return t('errorRateLimited', { seconds: failure.retryAfterSeconds });
    case 'server':
      return t('errorServer', { status: failure.status });
    case 'timeout':
      return t('errorTimeout');
    case 'tooLong':
      return t('errorTooLong');
    default:
      // A request LanguageTool refused (an unsupported language): what it answers with.
      return t('errorServer', { status: 400 });
  }
}
