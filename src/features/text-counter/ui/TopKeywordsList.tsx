'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { TopKeyword } from '../model/top-keywords';

export interface TopKeywordsListProps {
  keywords: readonly TopKeyword[];
  words: number;
  onOpenKeywords: () => void;
}

/** The most frequent words with their share of the text, and the way to the full analysis. */
export function TopKeywordsList({ keywords, words, onOpenKeywords }: TopKeywordsListProps) {
  const t = useTranslations('TextCounter');
  const format = useFormatter();
  return (
    <div className="mt-3 border-t border-slate-200 pt-3 dark:border-slate-800">
      <h3 className="text-sm font-semibold">{t('topKeywords')}</h3>
      {keywords.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('topKeywordsNone')}</p>
      ) : (
        <ol data-testid="top-keywords" className="mt-1 space-y-1 text-sm">
          {keywords.map(({ word, count }) => (
            <li key={word} className="flex justify-between gap-4">
              <span className="min-w-0 break-words">{word}</span>
              <span className="tabular-nums text-slate-700 dark:text-slate-300">
                {t('topKeywordCount', { count, share: format.number(words === 0 ? 0 : count / words, { style: 'percent', maximumFractionDigits: 1 }) })}
              </span>
            </li>
          ))}
        </ol>
      )}
      <button type="button" data-testid="open-keyword-density" onClick={onOpenKeywords} className="mt-2 text-sm font-semibold text-accent underline underline-offset-2">
        {t('openKeywordDensity')}
      </button>
    </div>
  );
}
