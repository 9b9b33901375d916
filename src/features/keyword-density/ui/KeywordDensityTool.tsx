'use client';

import dynamic from 'next/dynamic';
import { useFormatter, useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { HighlightedTextarea, type TextMark } from '@/components/ui/HighlightedTextarea';
import { StatusMessage, type StatusNotice } from '@/components/ui/StatusMessage';
import { DocumentUpload } from '@/features/document-import';
import { copyToClipboard } from '@/lib/clipboard';
import { useDraft } from '@/lib/drafts/use-draft';
// Only the light modules: the counting code and the stop-word lists load in the worker.
import type { KeywordAnalysis } from '../model/analyze';
import { defaultKeywordFilters, phraseLengths, type KeywordFilters, type KeywordOrder, type PhraseLength } from '../model/filters';
import { isKeywordLanguage, keywordLanguages, pickDefaultLanguage, type KeywordLanguage } from '../model/languages';
import { createKeywordDensityClient, isAbortError, type KeywordDensityClient } from '../worker/keyword-density-client';
import type { DictionaryLanguage } from '@/features/dictionary/model/languages';
import { KeywordTable } from './KeywordTable';

const KeywordChart = dynamic(() => import('./KeywordChart'), { ssr: false, loading: () => <div className="h-40" /> });

/** Keyword languages that the Semantic Dictionary has: their words link to its entries. */
const dictionaryLanguageOf: Partial<Record<KeywordLanguage, DictionaryLanguage>> = {
  english: 'en', czech: 'cs', french: 'fr', german: 'de', italian: 'it', polish: 'pl',
  portuguese: 'pt', romanian: 'ro', russian: 'ru', spanish: 'es', swedish: 'sv',
};

/** Rows shown per table when collapsed, and added by each "Show more". */
const collapsedRows = 10;
const moreRows = 25;
/** The chart shows at most this many bars. */
const chartRows = 15;
const languageStorageKey = 'keywordDensity.language';

type Shown = Record<PhraseLength, boolean>;
type Visible = Record<PhraseLength, number>;

const filterKeys = ['ignoreStopWords', 'ignoreNumbers', 'caseSensitive'] as const;
const showKeys = { 1: 'show1', 2: 'show2', 3: 'show3' } as const;

const buttonClass =
  'inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-100 disabled:opacity-50 dark:border-slate-700 dark:hover:bg-slate-800';

/** The Keyword Density Checker: text, language, filters, and tables or charts of 1-, 2- and 3-word phrases. */
export function KeywordDensityTool({ locale }: { locale: string }) {
  const t = useTranslations('KeywordDensity');
  const format = useFormatter();
  const inputId = useId();
  const languageId = useId();
  const privacyId = useId();
  const dropRef = useRef<HTMLDivElement>(null);
  const client = useRef<KeywordDensityClient | null>(null);
  const { text, setText } = useDraft('keywordDensity');
  // The analysis reads the text when it runs; editing alone does not re-run it.
  const textRef = useRef(text);
  useEffect(() => {
    textRef.current = text;
  }, [text]);

  const [language, setLanguage] = useState<KeywordLanguage>(() => pickDefaultLanguage(locale));
  const [filters, setFilters] = useState<KeywordFilters>({ ...defaultKeywordFilters });
  const [shown, setShown] = useState<Shown>({ 1: true, 2: true, 3: true });
  const [visible, setVisible] = useState<Visible>({ 1: collapsedRows, 2: collapsedRows, 3: collapsedRows });
  const [order, setOrder] = useState<KeywordOrder>('countDesc');
  const [view, setView] = useState<'table' | 'chart'>('table');
  const [active, setActive] = useState(false);
  const [analysis, setAnalysis] = useState<KeywordAnalysis | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [highlight, setHighlight] = useState<{ phrase: string; marks: TextMark[] } | null>(null);
  const [notice, setNotice] = useState<StatusNotice | null>(null);

  useEffect(() => {
    try {
      const stored = localStorage.getItem(languageStorageKey);
      // A saved choice, restored after hydration (the static HTML cannot know it).
      // eslint-disable-next-line react-hooks/set-state-in-effect
      if (isKeywordLanguage(stored)) setLanguage(stored);
    } catch {
      // Keep the page's default.
    }
    return () => client.current?.dispose();
  }, []);

  const say = (message: string, tone: StatusNotice['tone'] = 'success') => setNotice((n) => ({ id: (n?.id ?? 0) + 1, text: message, tone }));

  const limit = Math.max(visible[1], visible[2], visible[3], chartRows);
  const run = useCallback(async () => {
    client.current ??= createKeywordDensityClient();
    setBusy(true);
    setFailed(null);
    try {
      const result = await client.current.analyze(textRef.current, language, filters, { limit, order });
      setAnalysis(result);
      setBusy(false);
    } catch (error) {
      if (isAbortError(error)) return;
      setBusy(false);
      setFailed(t('analysisFailed'));
    }
  }, [language, filters, limit, order, t]);

  useEffect(() => {
    // After the first analysis, a change of filter, order, language or rows updates at once.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (active) void run();
  }, [active, run]);

  const analyzeNow = () => {
    setHighlight(null);
    textRef.current = text;
    if (!text.trim()) {
      setFailed(t('emptyInput'));
      return;
    }
    if (active) void run();
    else setActive(true);
  };

  const changeText = (next: string) => {
    setText(next);
    setHighlight(null);
  };

  const toggleHighlight = async (phrase: string) => {
    if (highlight?.phrase === phrase || !client.current) {
      setHighlight(null);
      return;
    }
    try {
      const ranges = await client.current.findOccurrences(phrase, filters);
      setHighlight({ phrase, marks: ranges });
      say(t('highlighted', { count: ranges.length, phrase }));
    } catch (error) {
      if (!isAbortError(error)) setHighlight(null);
    }
  };

  const csvOf = async (n: PhraseLength) => (client.current ? client.current.exportCsv(n, filters) : '');
  const download = async (n: PhraseLength) => {
    const csv = await csvOf(n);
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: `keyword-density-${n}-word.csv` });
    link.click();
    URL.revokeObjectURL(url);
  };
  const copyTable = async (n: PhraseLength) => {
    if (await copyToClipboard(await csvOf(n))) say(t('copied'));
    else say(t('copyFailed'), 'error');
  };

  const formatCount = useCallback((count: number) => format.number(count), [format]);
  const formatDensity = useCallback(
    (density: number) => format.number(density / 100, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    [format],
  );
  const marks = useMemo(() => highlight?.marks ?? [], [highlight]);
  const shownLengths = phraseLengths.filter((n) => shown[n]);

  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-3 lg:col-span-2" ref={dropRef}>
          <label htmlFor={inputId} className="block font-semibold">
            {t('inputLabel')}
          </label>
          <HighlightedTextarea
            id={inputId}
            testId="keyword-input"
            value={text}
            onChange={changeText}
            placeholder={t('placeholder')}
            marks={marks}
            markClassName="bg-orange-200 dark:bg-orange-800/70"
            scrollToFirstMark
            describedBy={privacyId}
          />
          <div className="flex flex-wrap items-center gap-2">
            <DocumentUpload onImported={(imported) => changeText(imported)} dropTarget={dropRef} />
          </div>
          <p id={privacyId} className="text-sm text-slate-600 dark:text-slate-400">
            {t('privacyNote')}
          </p>
        </div>
        <div className="space-y-4">
          <div>
            <label htmlFor={languageId} className="block text-sm font-semibold">
              {t('languageLabel')}
            </label>
            <select
              id={languageId}
              data-testid="keyword-language"
              value={language}
              onChange={(event) => {
                const next = event.target.value as KeywordLanguage;
                setLanguage(next);
                try {
                  localStorage.setItem(languageStorageKey, next);
                } catch {
                  // The choice still applies now.
                }
              }}
              className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900"
            >
              {keywordLanguages.map((name) => (
                <option key={name} value={name}>
                  {t(`languages.${name}`)}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="space-y-1">
            <legend className="text-sm font-semibold">{t('filtersLegend')}</legend>
            {filterKeys.map((key) => (
              <label key={key} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={filters[key]}
                  onChange={(event) => setFilters((f) => ({ ...f, [key]: event.target.checked }))}
                  className="h-4 w-4 accent-[var(--accent)]"
                />
                {t(key)}
              </label>
            ))}
          </fieldset>
          <fieldset className="space-y-1">
            <legend className="text-sm font-semibold">{t('phrasesLegend')}</legend>
            {phraseLengths.map((n) => (
              <label key={n} className="flex items-center gap-2 text-sm">
                <input type="checkbox" checked={shown[n]} onChange={(event) => setShown((s) => ({ ...s, [n]: event.target.checked }))} className="h-4 w-4 accent-[var(--accent)]" />
                {t(showKeys[n])}
              </label>
            ))}
          </fieldset>
          <button
            type="button"
            data-testid="analyze-button"
            onClick={analyzeNow}
            disabled={busy}
            className="w-full rounded-lg bg-accent px-4 py-2.5 font-semibold text-white disabled:opacity-70 dark:text-slate-950"
          >
            {busy ? t('analyzing') : t('analyze')}
          </button>
          {failed && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {failed}
            </p>
          )}
        </div>
      </div>

      <StatusMessage notice={notice} testId="keyword-status" />

      {analysis && (
        <section aria-labelledby="keyword-results" aria-busy={busy} className="space-y-6">
          <h2 id="keyword-results" className="sr-only">
            {t('summaryHeading')}
          </h2>
          <dl className="grid grid-cols-3 gap-3" data-testid="keyword-summary">
            {(
              [
                ['totalWords', analysis.summary.totalWords],
                ['uniqueWords', analysis.summary.uniqueWords],
                ['sentences', analysis.summary.sentences],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="rounded-xl border border-slate-200 px-4 py-3 dark:border-slate-800">
                <dt className="text-sm text-slate-600 dark:text-slate-300">{t(key)}</dt>
                <dd data-testid={`summary-${key}`} className="mt-1 text-2xl font-bold tabular-nums text-accent">
                  {formatCount(value)}
                </dd>
              </div>
            ))}
          </dl>

          <div role="group" aria-label={t('viewLabel')} className="inline-flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-700">
            {(['table', 'chart'] as const).map((mode) => (
              <button
                key={mode}
                type="button"
                aria-pressed={view === mode}
                data-testid={`view-${mode}`}
                onClick={() => setView(mode)}
                className={`rounded-md px-4 py-1.5 text-sm font-semibold ${view === mode ? 'bg-accent text-white dark:text-slate-950' : ''}`}
              >
                {mode === 'table' ? t('viewTable') : t('viewChart')}
              </button>
            ))}
          </div>

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
                      highlighted={highlight?.phrase ?? null}
                      onHighlight={toggleHighlight}
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
                        <button type="button" className={buttonClass} data-testid={`show-more-${n}`} onClick={() => setVisible((v) => ({ ...v, [n]: v[n] + moreRows }))}>
                          {t('showMore')}
                        </button>
                      )}
                      {view === 'table' && visible[n] > collapsedRows && (
                        <button type="button" className={buttonClass} data-testid={`show-less-${n}`} onClick={() => setVisible((v) => ({ ...v, [n]: collapsedRows }))}>
                          {t('showLess')}
                        </button>
                      )}
                      <button type="button" className={buttonClass} data-testid={`export-csv-${n}`} onClick={() => void download(n)}>
                        {t('exportCsv')}
                      </button>
                      <button type="button" className={buttonClass} data-testid={`copy-table-${n}`} onClick={() => void copyTable(n)}>
                        {t('copyTable')}
                      </button>
                    </div>
                  )}
                </div>
              );
            })}
          </div>
        </section>
      )}
    </div>
  );
}
