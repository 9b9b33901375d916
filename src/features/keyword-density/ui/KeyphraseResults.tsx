'use client';

import { useTranslations } from 'next-intl';
import type { KeyphraseBand } from '../model/keyphrase-verdict';
import type { KeyphraseResult } from '../model/session';

export interface KeyphraseResultsProps {
  results: readonly KeyphraseResult[];
  /** How word forms were counted in this analysis. */
  wordForms: 'grouped' | 'exact' | 'off';
  formatCount: (count: number) => string;
  formatDensity: (density: number) => string;
}

const bandStyles: Record<KeyphraseBand, string> = {
  low: 'bg-amber-500',
  good: 'bg-green-600',
  high: 'bg-red-600',
};

/**
 * Each keyphrase with its count, density, the uses recommended for the text's length and its
 * verdict. The focus keyphrase carries the test ids of the contract; related ones their own.
 */
export function KeyphraseResults({ results, wordForms, formatCount, formatDensity }: KeyphraseResultsProps) {
  const t = useTranslations('KeywordDensity.keyphrase');
  if (results.length === 0) return null;

  return (
    <section aria-labelledby="keyphrase-results" className="space-y-2" data-testid="keyphrase-results">
      <h2 id="keyphrase-results" className="text-base font-semibold">
        {t('resultsHeading')}
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left dark:border-slate-800">
              <th scope="col" className="py-2 pr-2">{t('columnKeyphrase')}</th>
              <th scope="col" className="py-2 pr-2 text-right">{t('columnCount')}</th>
              <th scope="col" className="py-2 pr-2 text-right">{t('columnDensity')}</th>
              <th scope="col" className="py-2 pr-2 text-right">{t('columnRecommended')}</th>
              <th scope="col" className="py-2">{t('columnVerdict')}</th>
            </tr>
          </thead>
          <tbody>
            {results.map((result, index) => {
              const id = (name: string) => (result.role === 'focus' ? name : `related-${name}`);
              const { verdict } = result;
              return (
                <tr key={index} data-testid={id('keyphrase-row')} className="border-b border-slate-100 align-top dark:border-slate-800">
                  <th scope="row" className="py-1.5 pr-2 text-left font-normal">
                    <span className="font-semibold">{result.keyphrase}</span>
                    {result.role === 'related' && <span className="ml-1 text-xs text-slate-600 dark:text-slate-400">({t('related')})</span>}
                    {result.forms.length > 1 && (
                      <span data-testid={id('keyphrase-forms')} className="block text-xs text-slate-600 dark:text-slate-400">
                        {t('forms', { forms: result.forms.join(', ') })}
                      </span>
                    )}
                    {result.issue && <span className="block text-xs text-amber-800 dark:text-amber-300">{t(`issues.${result.issue}`, { words: result.words.length })}</span>}
                  </th>
                  <td data-testid={id('keyphrase-count')} className="py-1.5 pr-2 text-right tabular-nums">
                    {formatCount(result.count)}
                  </td>
                  <td data-testid={id('keyphrase-density')} className="py-1.5 pr-2 text-right tabular-nums">
                    {formatDensity(result.density)}
                  </td>
                  <td className="py-1.5 pr-2 text-right tabular-nums">{verdict ? t('recommended', { minimum: verdict.minimum, maximum: verdict.maximum }) : '–'}</td>
                  <td className="py-1.5">
                    {verdict && (
                      <span data-testid={id('keyphrase-verdict')} data-band={verdict.band} className="inline-flex items-center gap-1.5">
                        <span aria-hidden="true" className={`inline-block h-3 w-3 rounded-full ${bandStyles[verdict.band]}`} />
                        {t(`verdict.${verdict.band}`)}
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {wordForms === 'exact' && <p className="text-xs text-slate-600 dark:text-slate-400">{t('formsExact')}</p>}
    </section>
  );
}
