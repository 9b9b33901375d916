'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { memo } from 'react';
import type { TextStats } from '../model';

function useDuration() {
  const t = useTranslations('TextCounter');
  return (totalSeconds: number) => {
    const seconds = Math.round(totalSeconds);
    if (seconds < 60) return t('durationSeconds', { seconds });
    if (seconds < 3600) return t('durationMinutes', { minutes: Math.floor(seconds / 60), seconds: seconds % 60 });
    return t('durationHours', { hours: Math.floor(seconds / 3600), minutes: Math.round((seconds % 3600) / 60) });
  };
}

/** Reading and speaking time, unique words, average sentence length and the longest sentence. */
export const DetailsPanel = memo(function DetailsPanel({ stats, longestText }: { stats: TextStats | null; longestText: string }) {
  const t = useTranslations('TextCounter');
  const format = useFormatter();
  const duration = useDuration();
  const longest = stats?.longestSentence ?? null;
  const rows: Array<[string, string, string]> = [
    ['readingTime', t('readingTime'), duration(stats?.readingTimeSeconds ?? 0)],
    ['speakingTime', t('speakingTime'), duration(stats?.speakingTimeSeconds ?? 0)],
    ['uniqueWords', t('uniqueWords'), format.number(stats?.uniqueWords ?? 0)],
    ['averageWordsPerSentence', t('averageWordsPerSentence'), format.number(stats?.averageWordsPerSentence ?? 0, { maximumFractionDigits: 1 })],
  ];
  return (
    <section aria-labelledby="counter-details" className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <h2 id="counter-details" className="text-sm font-semibold">
        {t('detailsHeading')}
      </h2>
      <dl className="mt-2 divide-y divide-slate-200 text-sm dark:divide-slate-800">
        {rows.map(([key, label, value]) => (
          <div key={key} className="flex justify-between gap-4 py-2">
            <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
            <dd data-testid={`stat-${key}`} className="font-semibold tabular-nums">
              {value}
            </dd>
          </div>
        ))}
        <div className="py-2">
          <dt className="flex justify-between gap-4 text-slate-600 dark:text-slate-300">
            <span>{t('longestSentence')}</span>
            <span className="font-semibold tabular-nums text-slate-900 dark:text-slate-100">{t('longestSentenceWords', { count: longest?.words ?? 0 })}</span>
          </dt>
          {longestText && (
            <dd data-testid="stat-longestSentence" className="mt-1 line-clamp-3 italic text-slate-700 dark:text-slate-300">
              {longestText.length > 400 ? `${longestText.slice(0, 400)}…` : longestText}
            </dd>
          )}
        </div>
      </dl>
    </section>
  );
});
