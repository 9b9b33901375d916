'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId, type RefObject } from 'react';
import { remoteFailureMessage } from './failure-message';
import type { Problem, Running } from './use-grammar-check';

/** Props of {@link GrammarStatus}. */
export interface GrammarStatusProps {
  /** Takes the focus when no card is left to take it. */
  statusRef: RefObject<HTMLDivElement | null>;
  /** What the status line says: checking, or how many findings. */
  summary: string;
  running: Running | null;
  problem: Problem;
  /** The text was edited after the check. */
  edited: boolean;
  /** The findings shown are interim (spelling only, while the full checker loads). */
  interim: boolean;
}

/** The status line, the on-device checker's loading progress, what went wrong, whether the findings are interim, and whether the text changed since the check. */
export function GrammarStatus({ statusRef, summary, running, problem, edited, interim }: GrammarStatusProps) {
  const t = useTranslations('GrammarChecker');
  const format = useFormatter();
  const loadingId = useId();

  return (
    <>
      <div ref={statusRef} tabIndex={-1} role="status" aria-live="polite" data-testid="grammar-status" className="min-h-7 text-lg font-semibold focus:outline-none">
        {summary}
      </div>
      {running?.loading && (
        <div className="space-y-1">
          <p id={loadingId} data-testid="grammar-loading" className="text-sm text-slate-700 dark:text-slate-300">
            {running.progress === null ? t('checking') : t('loadingEngine', { progress: format.number(running.progress, { style: 'percent' }) })}
          </p>
          <progress
            aria-labelledby={loadingId}
            max={1}
            value={running.progress ?? undefined}
            className="block h-2 w-full appearance-none overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800 [&::-moz-progress-bar]:bg-accent [&::-webkit-progress-bar]:bg-slate-200 dark:[&::-webkit-progress-bar]:bg-slate-800 [&::-webkit-progress-value]:bg-accent"
          />
        </div>
      )}
      {(problem.remoteFailure !== null || problem.localFailed) && (
        <div role="alert" data-testid="grammar-error" className="space-y-1 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200">
          {problem.remoteFailure !== null && <p>{remoteFailureMessage(t, problem.remoteFailure)}</p>}
          {problem.localFailed && <p>{t('errorLocal')}</p>}
          {problem.fallback && <p data-testid="grammar-fallback">{t('localFallback')}</p>}
        </div>
      )}
      <div aria-live="polite">
        {interim && (
          <p data-testid="grammar-interim" className="text-sm text-slate-700 dark:text-slate-300">
            {t('interimSpelling')}
          </p>
        )}
        {edited && (
          <p data-testid="grammar-text-changed" className="text-sm text-slate-700 dark:text-slate-300">
            {t('textChanged')}
          </p>
        )}
      </div>
    </>
  );
}
