'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/Button';
import { EditorField } from '@/components/ui/EditorField';
import { StatusMessage } from '@/components/ui/StatusMessage';
import { DocumentUpload } from '@/features/document-import';
import { useDraft } from '@/lib/drafts/use-draft';
import type { PhraseLength } from '../model/filters';
import { CustomStopWords } from './CustomStopWords';
import { KeyphrasePanel } from './KeyphrasePanel';
import { KeywordResults } from './KeywordResults';
import { KeywordSettings } from './KeywordSettings';
import { useKeyphraseSettings } from './use-keyphrase-settings';
import { useKeywordAnalysis } from './use-keyword-analysis';
import { useKeywordFormat } from './use-keyword-format';
import { useKeywordOptions } from './use-keyword-options';

// Shown only once an analysis has answered: loaded then, not with the page.
const KeyphraseResults = dynamic(() => import('./KeyphraseResults').then((m) => m.KeyphraseResults), { ssr: false });
const PageChecks = dynamic(() => import('./PageChecks').then((m) => m.PageChecks), { ssr: false });

/**
 * The Keyword Density Checker: text, language, filters, keyphrases with their verdicts, tables
 * or charts of 1-, 2- and 3-word phrases, and on-page checks when the text is HTML source.
 */
export function KeywordDensityTool({ locale }: { locale: string }) {
  const t = useTranslations('KeywordDensity');
  const tImport = useTranslations('DocumentImport');
  const privacyId = useId();
  const dropRef = useRef<HTMLDivElement>(null);
  const draft = useDraft('keywordDensity');
  const options = useKeywordOptions(locale);
  const keyphrase = useKeyphraseSettings();
  const { analysis, busy, failure, highlighted, marks, notice, analyze, changeText, toggleHighlight, downloadCsv, copyTable } = useKeywordAnalysis(draft, {
    ...options,
    keyphrases: keyphrase.request,
    stopWordList: keyphrase.settledStopWordList,
  });
  const { formatCount, formatDensity } = useKeywordFormat();
  // An HTML file goes in as its markup: the on-page checks read the page itself. The text it
  // replaces stays restorable.
  const importText = (imported: string, _name: string, markup?: string) => {
    draft.replace(markup ?? imported);
    changeText(markup ?? imported);
  };
  const restoreText = () => {
    const previous = draft.restorable;
    if (previous === null) return;
    draft.restore();
    changeText(previous);
  };
  const appendix = async () =>
    analysis ? (await import('./report-csv')).reportCsvAppendix(analysis, (reason, values) => t(`seo.reasons.${reason}`, values)) : '';

  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-3 lg:col-span-2" ref={dropRef}>
          <EditorField
            label={t('inputLabel')}
            testId="keyword-input"
            value={draft.text}
            onChange={changeText}
            placeholder={t('placeholder')}
            marks={marks}
            markClassName="bg-orange-200 dark:bg-orange-800/70"
            scrollToFirstMark={highlighted !== null}
            describedBy={privacyId}
          />
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="secondary" data-testid="restore-button" onClick={restoreText} disabled={draft.restorable === null} title={tImport('restoreHint')}>
              {tImport('restore')}
            </Button>
            <DocumentUpload onImported={importText} dropTarget={dropRef} />
          </div>
          <p id={privacyId} className="text-sm text-slate-600 dark:text-slate-400">
            {t('privacyNote')} {t('htmlNote')}
          </p>
        </div>
        <div className="space-y-4">
          <KeyphrasePanel settings={keyphrase} />
          <KeywordSettings options={options} />
          <CustomStopWords list={keyphrase.stopWordList} onChange={keyphrase.setStopWordList} rejected={analysis?.rejectedStopWords ?? []} />
          <Button variant="primary" data-testid="analyze-button" onClick={analyze} disabled={busy} className="w-full">
            {busy ? t('analyzing') : t('analyze')}
          </Button>
          {failure && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {failure}
            </p>
          )}
        </div>
      </div>

      <StatusMessage notice={notice} testId="keyword-status" />

      {analysis && <KeyphraseResults results={analysis.keyphrases} wordForms={analysis.wordForms} formatCount={formatCount} formatDensity={formatDensity} />}
      {analysis && (
        <KeywordResults
          analysis={analysis}
          busy={busy}
          options={options}
          highlighted={highlighted}
          onHighlight={toggleHighlight}
          onDownloadCsv={(n: PhraseLength) => downloadCsv(n, appendix)}
          onCopyTable={(n: PhraseLength) => copyTable(n, appendix)}
        />
      )}
      {analysis?.page && <PageChecks report={analysis.page} />}
    </div>
  );
}
