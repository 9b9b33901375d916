'use client';

import { useTranslations } from 'next-intl';
import { memo } from 'react';
import type { HighlightCounts, HighlightKind } from '../model/highlights';

/** Mark colours in the editor; the legend shows the same swatches. */
export const highlightClass: Record<HighlightKind, string> = {
  'long-sentence': 'bg-yellow-200 dark:bg-yellow-700/60',
  'very-long-sentence': 'bg-red-200 dark:bg-red-800/70',
  passive: 'bg-green-200 dark:bg-green-800/70',
  adverb: 'bg-sky-200 dark:bg-sky-800/70',
};

const kinds = ['long-sentence', 'very-long-sentence', 'passive', 'adverb'] as const satisfies readonly HighlightKind[];

const labelKey = {
  'long-sentence': 'highlightLongSentence',
  'very-long-sentence': 'highlightVeryLongSentence',
  passive: 'highlightPassive',
  adverb: 'highlightAdverb',
} as const satisfies Record<HighlightKind, string>;

export interface HighlightsControlProps {
  on: boolean;
  onToggle: (on: boolean) => void;
  counts: HighlightCounts | null;
  /** Passive voice and adverbs are found in English only. */
  english: boolean;
}

/** The switch for Hemingway-style highlights and, while on, their legend with counts. */
export const HighlightsControl = memo(function HighlightsControl({ on, onToggle, counts, english }: HighlightsControlProps) {
  const t = useTranslations('TextCounter');
  return (
    <div className="rounded-xl border border-slate-200 p-3 dark:border-slate-800">
      <button
        type="button"
        data-testid="highlight-toggle"
        aria-pressed={on}
        onClick={() => onToggle(!on)}
        className="flex items-center gap-2 text-sm font-semibold"
      >
        <span aria-hidden="true" className={`relative inline-block h-5 w-9 rounded-full transition-colors ${on ? 'bg-accent-brand' : 'bg-slate-400 dark:bg-slate-600'}`}>
          <span className={`absolute top-0.5 h-4 w-4 rounded-full bg-white transition-all ${on ? 'left-4' : 'left-0.5'}`} />
        </span>
        {t('highlightToggle')}
      </button>
      {on && (
        <>
          <ul data-testid="highlight-legend" className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {kinds
              .filter((kind) => english || (kind !== 'passive' && kind !== 'adverb'))
              .map((kind) => (
                <li key={kind} className="flex items-center gap-1.5" data-kind={kind}>
                  <span aria-hidden="true" className={`inline-block h-3 w-3 rounded-sm ${highlightClass[kind]}`} />
                  {t(labelKey[kind], { count: counts?.[kind] ?? 0 })}
                </li>
              ))}
          </ul>
          {!english && <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t('highlightEnglishOnly')}</p>}
        </>
      )}
    </div>
  );
});
