'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { memo } from 'react';
import type { TextStats } from '../model';
import { TopKeywordsList } from './TopKeywordsList';

/**
 * Words on a page of 12 pt type with one-inch margins: about 500 single-spaced and 250
 * double-spaced, the convention of essay guides and of wordcounter.net's and Word's page
 * estimates (pages hold fewer with headings and paragraphs, so this is a floor).
 */
export const wordsPerPage = { single: 500, double: 250 } as const;

function useDuration() {
  const t = useTranslations('TextCounter');
  return (totalSeconds: number) => {
    const seconds = Math.round(totalSeconds);
    if (seconds < 60) return t('durationSeconds', { seconds });
    if (seconds < 3600) return t('durationMinutes', { minutes: Math.floor(seconds / 60), seconds: seconds % 60 });
    return t('durationHours', { hours: Math.floor(seconds / 3600), minutes: Math.round((seconds % 3600) / 60) });
  };
}

export interface DetailRow {
  key: string;
  label: string;
  value: string;
}

/** Every detail as a label and a formatted value: shown in the panel, copied and exported. */
export function useDetailRows(stats: TextStats | null, syllables: number | null): DetailRow[] {
  const t = useTranslations('TextCounter');
  const format = useFormatter();
  const duration = useDuration();
  const decimal = (value: number) => format.number(value, { maximumFractionDigits: 1 });
  const words = stats?.words ?? 0;
  const rows: DetailRow[] = [
    { key: 'readingTime', label: t('readingTime'), value: duration(stats?.readingTimeSeconds ?? 0) },
    { key: 'speakingTime', label: t('speakingTime'), value: duration(stats?.speakingTimeSeconds ?? 0) },
    { key: 'uniqueWords', label: t('uniqueWords'), value: format.number(stats?.uniqueWords ?? 0) },
    { key: 'averageWordsPerSentence', label: t('averageWordsPerSentence'), value: decimal(stats?.averageWordsPerSentence ?? 0) },
    { key: 'sentencesPerParagraph', label: t('sentencesPerParagraph'), value: decimal(stats && stats.paragraphs > 0 ? stats.sentences / stats.paragraphs : 0) },
    { key: 'charactersPerWord', label: t('charactersPerWord'), value: decimal(stats?.averageCharactersPerWord ?? 0) },
    { key: 'lines', label: t('lines'), value: format.number(stats?.lines ?? 0) },
    { key: 'pagesSingle', label: t('pagesSingle', { words: wordsPerPage.single }), value: decimal(words / wordsPerPage.single) },
    { key: 'pagesDouble', label: t('pagesDouble', { words: wordsPerPage.double }), value: decimal(words / wordsPerPage.double) },
  ];
  if (syllables !== null) rows.push({ key: 'syllables', label: t('syllables'), value: format.number(syllables) });
  rows.push({ key: 'longestWord', label: t('longestWord'), value: stats?.longestWord || '–' });
  return rows;
}

export interface DetailsPanelProps {
  stats: TextStats | null;
  rows: DetailRow[];
  longestText: string;
  /** Opens the Keyword Density Checker with this text. */
  onOpenKeywords: () => void;
}

/** Times, averages, lines and pages, the longest sentence and the top keywords. */
export const DetailsPanel = memo(function DetailsPanel({ stats, rows, longestText, onOpenKeywords }: DetailsPanelProps) {
  const t = useTranslations('TextCounter');
  const longest = stats?.longestSentence ?? null;
  return (
    <section aria-labelledby="counter-details" className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <h2 id="counter-details" className="text-sm font-semibold">
        {t('detailsHeading')}
      </h2>
      <dl className="mt-2 divide-y divide-slate-200 text-sm dark:divide-slate-800">
        {rows.map(({ key, label, value }) => (
          <div key={key} className="flex justify-between gap-4 py-2">
            <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
            <dd data-testid={`stat-${key}`} className="min-w-0 break-words text-right font-semibold tabular-nums">
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
      <TopKeywordsList keywords={stats?.topKeywords ?? []} words={stats?.words ?? 0} onOpenKeywords={onOpenKeywords} />
    </section>
  );
});
