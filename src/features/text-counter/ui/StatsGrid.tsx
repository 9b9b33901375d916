'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { memo } from 'react';
import type { TextStats } from '../model';

const primary = [
  ['characters', 'stat-characters'],
  ['charactersNoSpaces', 'stat-characters-no-spaces'],
  ['words', 'stat-words'],
  ['sentences', 'stat-sentences'],
  ['paragraphs', 'stat-paragraphs'],
] as const;

/** The five headline counts; each value element holds just the number. */
export const StatsGrid = memo(function StatsGrid({ stats }: { stats: TextStats | null }) {
  const t = useTranslations('TextCounter');
  const format = useFormatter();
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {primary.map(([key, testId]) => (
        <div key={key} className="rounded-xl border border-slate-200 px-4 py-3 dark:border-slate-800">
          <dt className="text-sm text-slate-600 dark:text-slate-300">{t(key)}</dt>
          <dd data-testid={testId} className="mt-1 text-2xl font-bold tabular-nums text-accent">
            {format.number(stats?.[key] ?? 0)}
          </dd>
        </div>
      ))}
    </dl>
  );
});
