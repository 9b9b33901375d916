'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import type { DictionaryLanguage } from '@/features/dictionary';
import type { KeywordAnalysis } from '../model/analyze';
import { phraseLengths, type PhraseLength } from '../model/filters';
import type { KeywordLanguage } from '../model/languages';
import { KeywordTable } from './KeywordTable';
import { KeywordTotals } from './KeywordTotals';
import { chartRows, collapsedRows, type KeywordOptions } from './use-keyword-options';
import { useKeywordFormat } from './use-keyword-format';
import { ViewSwitch } from './ViewSwitch';

const KeywordChart = dynamic(() => import('./KeywordChart'), { ssr: false, loading: () => <div className="h-40" /> });

/** Keyword languages that the Semantic Dictionary has: their words link to its entries. */
const dictionaryLanguageOf: Partial<Record<KeywordLanguage, DictionaryLanguage>> = {
  english: 'en', czech: 'cs', french: 'fr', german: 'de', italian: 'it', polish: 'pl',
  portuguese: 'pt', romanian: 'ro', russian: 'ru', spanish: 'es', swedish: 'sv',
};

/** Props of {@link KeywordResults}. */
export interface KeywordResultsProps {
  analysis: KeywordAnalysis;
  /** The next analysis is running. */
  busy: boolean;
  /** The view, the shown phrase lengths, their rows and order, and the language of the text. */
  options: KeywordOptions;
  /** The phrase highlighted in the text, if any. */
  highlighted: string | null;
  onHighlight: (phrase: string) => void;
  onDownloadCsv: (n: PhraseLength) => Promise<void>;
  onCopyTable: (n: PhraseLength) => Promise<void>;
}

/** The totals, the table/chart switch, and for each shown phrase length its table or chart with its actions. */
export function KeywordResults({ analysis, busy, options, highlighted, onHighlight, onDownloadCsv, onCopyTable }: KeywordResultsProps) {
  const t = useTranslations('KeywordDensity');
  const { formatCount, formatDensity } = useKeywordFormat();
  const { language, shown, visible, showMore, showLess, order, setOrder, view, setView } = options;
  const shownLengths = phraseLengths.filter((n) => shown[n]);

  return (
    <section aria-labelledby="keyword-results" aria-busy={busy} className="space-y-6">
      <h2 id="keyword-results" className="sr-only">
        {t('summaryHeading')}
      </h2>
      <KeywordTotals summary={analysis.summary} formatCount={formatCount} />
      <ViewSwitch view={view} onChange={setView} />

      {shownLengths.length === 0 && <p>{t('noData')}</p>}
      <div className="grid gap-8 xl:grid-cols-2">
        {shownLengths.map((n) => {
          const rows = analysis.rows[n];
          const total = analysis.distinctPhrases[n];
          return (
            <div key={n} className="min-w-0 space-y-3" data-testid={`keyword-results-${n}`}>
              {rows.length === 0 ? (
                <>
                  <h3 className="text-base font-semibold">{t('tableCaption', { n })}</h3>
                  <p data-testid="keyword-empty">{t('noData')}</p>
                </>
              ) : view === 'table' ? (
                <KeywordTable
                  n={n}
                  rows={rows.slice(0, visible[n])}
                  order={order}
                  onSort={setOrder}
                  formatCount={formatCount}
                  formatDensity={formatDensity}
                  highlighted={highlighted}
                  onHighlight={onHighlight}
                  dictionaryLanguage={dictionaryLanguageOf[language] ?? null}
                />
              ) : (
                <figure>
                  <figcaption className="mb-2 text-base font-semibold">{t('chartTitle', { n })}</figcaption>
                  <KeywordChart rows={rows.slice(0, chartRows)} label={t('chartTitle', { n })} formatDensity={formatDensity} />
                </figure>
              )}
              {rows.length > 0 && (
                <div className="flex flex-wrap gap-2">
                  {view === 'table' && visible[n] < total && (
                    <Button variant="small" data-testid={`show-more-${n}`} onClick={() => showMore(n)}>
                      {t('showMore')}
                    </Button>
                  )}
                  {view === 'table' && visible[n] > collapsedRows && (
                    <Button variant="small" data-testid={`show-less-${n}`} onClick={() => showLess(n)}>
                      {t('showLess')}
                    </Button>
                  )}
                  <Button variant="small" data-testid={`export-csv-${n}`} onClick={() => void onDownloadCsv(n)}>
                    {t('exportCsv')}
                  </Button>
                  <Button variant="small" data-testid={`copy-table-${n}`} onClick={() => void onCopyTable(n)}>
                    {t('copyTable')}
                  </Button>
                </div>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
