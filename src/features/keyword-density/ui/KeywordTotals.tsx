'use client';

import { useTranslations } from 'next-intl';
import type { KeywordSummary } from '../model/analyze';

/** Props of {@link KeywordTotals}. */
export interface KeywordTotalsProps {
  summary: KeywordSummary;
  formatCount: (count: number) => string;
}

/** The totals of the analyzed text: words, distinct words and sentences. */
export function KeywordTotals({ summary, formatCount }: KeywordTotalsProps) {
  const t = useTranslations('KeywordDensity');
  const totals = [
    ['totalWords', summary.totalWords],
    ['uniqueWords', summary.uniqueWords],
    ['sentences', summary.sentences],
  ] as const;

  return (
    <dl className="grid grid-cols-3 gap-3" data-testid="keyword-summary">
      {totals.map(([key, value]) => (
        <div key={key} className="rounded-xl border border-slate-200 px-4 py-3 dark:border-slate-800">
          <dt className="text-sm text-slate-600 dark:text-slate-300">{t(key)}</dt>
          <dd data-testid={`summary-${key}`} className="mt-1 text-2xl font-bold tabular-nums text-accent">
            {formatCount(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
