'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { memo, useId } from 'react';
import type { ReadabilityBand, ReadabilityReport } from '../model/readability';

/** The same as `minimumReadabilityWords` in the model, which the page does not load. */
const minimumWords = 30;

/** Band colours, easiest green to hardest red, each readable in light and dark mode. */
const bandClass: Record<ReadabilityBand, string> = {
  'very-easy': 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  easy: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  'fairly-easy': 'bg-lime-100 text-lime-900 dark:bg-lime-950 dark:text-lime-200',
  standard: 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
  'fairly-difficult': 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  difficult: 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-200',
  'very-difficult': 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
};

/** The readability scores of the text's language, each with its band in words and what it measures. */
export const ReadabilityPanel = memo(function ReadabilityPanel({ report }: { report: ReadabilityReport | null }) {
  const t = useTranslations('TextCounter.readability');
  const format = useFormatter();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid="readability" className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <h2 id={headingId} className="text-sm font-semibold">
        {t('heading')}
      </h2>
      {!report ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('unsupported')}</p>
      ) : report.tooShort ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('tooShort', { minimum: minimumWords })}</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {report.scores.map(({ formula, score, band, scale }) => (
            <li key={formula} data-testid="readability-score" data-formula={formula} data-band={band}>
              <div className="flex items-baseline justify-between gap-3">
                <span className="text-sm font-semibold">{t(`formulas.${formula}.name`)}</span>
                <span className="text-xl font-bold tabular-nums text-accent">{format.number(score, { maximumFractionDigits: 1, minimumFractionDigits: 1 })}</span>
              </div>
              <div className="mt-1 flex flex-wrap items-center gap-2 text-xs">
                <span className={`rounded-full px-2 py-0.5 font-semibold ${bandClass[band]}`}>{t(`bands.${band}`)}</span>
                <span className="text-slate-600 dark:text-slate-400">{t(`scale.${scale}`)}</span>
              </div>
              <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t(`formulas.${formula}.description`)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
