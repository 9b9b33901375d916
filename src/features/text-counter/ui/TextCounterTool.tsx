'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { EditorField } from '@/components/ui/EditorField';
import { StatusMessage } from '@/components/ui/StatusMessage';
import { useStatusNotice } from '@/components/ui/use-status-notice';
import { DocumentUpload } from '@/features/document-import';
import { copyToClipboard } from '@/lib/clipboard';
import { useStoredValue } from '@/lib/storage/use-stored-value';
import { LabeledSelect } from '@/components/ui/LabeledSelect';
import { LanguageOffer } from '@/components/ui/LanguageOffer';
import { useLanguageOffer } from '@/components/ui/use-language-offer';
import { languageName } from '@/i18n/language-names';
import { isLocale, localeInfo, locales, type Locale } from '@/i18n/locales';
import { noWordTarget, parseStoredWordTarget } from '../model/word-target';
import { toCsv } from '@/lib/csv';
import { downloadFile } from '@/lib/download';
import { handOverDraft } from '@/lib/drafts/use-draft';
import { localizePath } from '@/i18n/paths';
import { DetailsPanel, useDetailRows, type DetailRow } from './DetailsPanel';
import { limitChoiceStorageKey, limitOf, parseLimitChoice, type LimitChoice } from './limit-choice';
import { LimitSelector } from './LimitSelector';
import { StatsGrid } from './StatsGrid';
import { useDraft } from '@/lib/drafts/use-draft';
import { useTextStats } from './use-text-stats';
import { useCounterClient } from './use-counter-client';
import { useSelectionStats } from './use-selection-stats';
import { SelectionSummary } from './SelectionSummary';
import { parseTextLanguage, serializeTextLanguage, textLanguageStorageKey } from './text-language';
import { WordTargetPanel } from './WordTargetPanel';
import { flattenMarks } from '@/components/ui/flatten-marks';
import { HighlightsControl, highlightClass } from './HighlightsControl';
import { ReadabilityPanel } from './ReadabilityPanel';

/** How long typing must pause before the counts are announced to screen readers. */
const announceDelayMs = 1200;
/** How long typing must pause before the text's language is detected. */
const detectDelayMs = 800;

/** What the static HTML shows; a stored limit replaces it once the page is interactive. */
const noLimit: LimitChoice = { kind: 'none' };
/** Loaded when a meta preset is picked: most visitors never open it. */
const SerpPreview = dynamic(() => import('@/components/seo/SerpPreview').then((m) => m.SerpPreview), { ssr: false });
const wordTargetStorageKey = 'textCounter.wordTarget';
const highlightsStorageKey = 'textCounter.highlights';
const parseSwitch = (raw: string | null) => raw === 'true';
const languageOptions = locales.map((code) => ({ value: code, label: localeInfo[code].name }));

/** The Text Counter: editor, live counts, limit, actions and document import. */
export function TextCounterTool({ locale }: { locale: Locale }) {
  const t = useTranslations('TextCounter');
  const privacyId = useId();
  const dropRef = useRef<HTMLDivElement>(null);
  const { text, setText, replace, restore, restorable } = useDraft('textCounter');
  const [choice, changeChoice] = useStoredValue(limitChoiceStorageKey, parseLimitChoice, noLimit);
  const [notice, say] = useStatusNotice();
  const [announcement, setAnnouncement] = useState('');

  const [storedLanguage, setLanguage] = useStoredValue(textLanguageStorageKey, parseTextLanguage, null, { serialize: serializeTextLanguage });
  const [wordTarget, setWordTarget] = useStoredValue(wordTargetStorageKey, parseStoredWordTarget, noWordTarget);
  const [highlightsOn, setHighlightsOn] = useStoredValue(highlightsStorageKey, parseSwitch, false);
  const language = storedLanguage ?? locale;
  const client = useCounterClient();

  const limit = useMemo(() => limitOf(choice), [choice]);
  const { result, stats, highlights: liveHighlights, highlightCounts: liveHighlightCounts, overflowStart } = useTextStats(client, text, language, limit, highlightsOn);
  const { selectionStats, onSelectionChange } = useSelectionStats(client, text, language);

  // Readability is measured by the chosen language's formulas: text in another language gets an offer to switch.
  const suggestLanguage = useCallback((sample: string, chosen: string) => client().call('suggestLanguage', { text: sample, chosen: chosen as Locale }), [client]);
  const offer = useLanguageOffer(suggestLanguage);
  const { detect } = offer;
  useEffect(() => {
    const timer = window.setTimeout(() => detect(text, language), detectDelayMs);
    return () => window.clearTimeout(timer);
  }, [detect, text, language]);
  const offered = offer.offered !== null && isLocale(offer.offered) ? offer.offered : null;

  useEffect(() => {
    if (!stats) return;
    const timer = window.setTimeout(() => setAnnouncement(t('liveSummary', { words: stats.words, characters: stats.characters })), announceDelayMs);
    return () => window.clearTimeout(timer);
  }, [stats, t]);

  const readability = stats?.readability ?? null;
  const detailRows = useDetailRows(stats, readability && readability.language !== 'ja' ? readability.inputs.syllables : null);
  const tr = useTranslations('TextCounter.readability');
  // Put together when copied or downloaded, not on every keystroke.
  const statisticRows = (): DetailRow[] => [
    ...(['characters', 'charactersNoSpaces', 'words', 'sentences', 'paragraphs'] as const).map((key) => ({ key, label: t(key), value: String(stats?.[key] ?? 0) })),
    ...detailRows,
    ...(readability?.scores ?? []).map(({ formula, score, band }) => ({ key: formula, label: tr(`formulas.${formula}.name`), value: `${score.toFixed(1)} (${tr(`bands.${band}`)})` })),
  ];
  const copyStatistics = async () => {
    if (await copyToClipboard(statisticRows().map(({ label, value }) => `${label}: ${value}`).join('\n'))) say(t('statisticsCopied'));
    else say(t('copyFailed'), 'error');
  };
  const downloadStatistics = () =>
    downloadFile('text-statistics.csv', `\uFEFF${toCsv([[t('statisticHeader'), t('valueHeader')], ...statisticRows().map(({ label, value }) => [label, value])])}`, 'text/csv;charset=utf-8');
  const openKeywords = async () => {
    await handOverDraft('keywordDensity', text);
    window.location.assign(localizePath('/keyword-density-checker', locale));
  };

  const copy = async () => {
    if (await copyToClipboard(text)) say(t('copied'));
    else say(t('copyFailed'), 'error');
  };

  const longest = stats?.longestSentence;
  // The sentence as a string: an unchanged sentence keeps the details panel from re-rendering.
  const longestText = longest && longest.end <= text.length ? text.slice(longest.start, longest.end) : '';
  // After a large edit, until the worker answers, the last highlights stay (marks past the end are skipped): no flicker.
  const highlights = highlightsOn ? liveHighlights : null;
  const highlightCounts = highlightsOn ? liveHighlightCounts : null;
  // The same marks while only the text changes (typing before the answer about it arrives): the
  // editor's mirror then cuts only the edited lines again, and nothing is flattened anew.
  const overflowEnd = overflowStart === null ? 0 : text.length;
  const marks = useMemo(
    () =>
      flattenMarks([
        ...(highlights ?? []).map(({ start, end, kind }) => ({ start, end, kind, className: highlightClass[kind] })),
        ...(overflowStart === null ? [] : [{ start: overflowStart, end: overflowEnd, kind: 'overflow', className: 'bg-red-200 dark:bg-red-900/70' }]),
      ]),
    [highlights, overflowStart, overflowEnd],
  );

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="space-y-4 lg:col-span-2">
        <StatsGrid stats={stats} />
        <SelectionSummary stats={selectionStats} />
        <EditorField
          dropRef={dropRef}
          label={t('inputLabel')}
          testId="counter-input"
          value={text}
          onChange={setText}
          placeholder={t('placeholder')}
          marks={marks}
          describedBy={privacyId}
          onSelectionChange={onSelectionChange}
        />
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" data-testid="copy-button" onClick={copy} disabled={text === ''}>
            {t('copy')}
          </Button>
          <Button variant="secondary" data-testid="clear-button" onClick={() => replace('')} disabled={text === ''}>
            {t('clear')}
          </Button>
          <Button variant="secondary" data-testid="restore-button" onClick={restore} disabled={restorable === null} title={t('restoreHint')}>
            {t('restore')}
          </Button>
          <DocumentUpload onImported={(imported) => replace(imported)} dropTarget={dropRef} />
          <Button variant="secondary" data-testid="copy-statistics" onClick={copyStatistics} disabled={!stats}>
            {t('copyStatistics')}
          </Button>
          <Button variant="secondary" data-testid="download-statistics" onClick={downloadStatistics} disabled={!stats}>
            {t('downloadStatistics')}
          </Button>
        </div>
        <HighlightsControl on={highlightsOn} onToggle={setHighlightsOn} counts={highlightCounts} english={language === 'en'} />
        <StatusMessage notice={notice} testId="counter-status" />
        <p id={privacyId} className="text-sm text-slate-600 dark:text-slate-400">
          {t('privacyNote')}
        </p>
        <p className="sr-only" aria-live="polite" data-testid="counter-announcement">
          {announcement}
        </p>
      </div>
      <aside className="space-y-4">
        <LabeledSelect
          label={t('textLanguage')}
          testId="readability-language"
          value={language}
          onChange={(value) => setLanguage(value === locale ? null : parseTextLanguage(value))}
          options={languageOptions}
          className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
        />
        <div aria-live="polite">
          {offered && (
            <LanguageOffer
              message={t('textLooksLike', { language: languageName(locale, offered) })}
              switchLabel={t('useDetectedLanguage', { language: languageName(locale, offered) })}
              dismissLabel={t('dismissLanguage')}
              onSwitch={() => {
                setLanguage(offered === locale ? null : offered);
                offer.clear();
              }}
              onDismiss={offer.dismiss}
            />
          )}
        </div>
        <LimitSelector choice={choice} onChange={changeChoice} measurement={result?.limit ?? null} />
        {choice.kind === 'preset' && (choice.id === 'meta-title' || choice.id === 'meta-description') && (
          <SerpPreview title={choice.id === 'meta-title' ? text : ''} description={choice.id === 'meta-description' ? text : ''} />
        )}
        <WordTargetPanel target={wordTarget} onChange={setWordTarget} words={stats?.words ?? 0} />
        <ReadabilityPanel report={readability} />
        <DetailsPanel stats={stats} rows={detailRows} longestText={longestText} onOpenKeywords={openKeywords} />
      </aside>
    </div>
  );
}
