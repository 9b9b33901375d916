'use client';

import { downloadFile } from '@/lib/download';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { TextMark } from '@/components/ui/HighlightedTextarea';
import type { StatusNotice } from '@/components/ui/StatusMessage';
import { useStatusNotice } from '@/components/ui/use-status-notice';
import { copyToClipboard } from '@/lib/clipboard';
import { createLatestSignal, isAbortError } from '@/lib/worker/abort';
// Only the light modules: the counting code and the stop-word lists load in the worker.
import type { KeywordFilters, KeywordOrder, PhraseLength } from '../model/filters';
import type { KeywordLanguage } from '../model/languages';
import type { AnalyzeOutput } from '../model/protocol';
import type { KeyphraseRequest } from '../model/keyphrase-request';
import { createKeywordDensityClient, type KeywordDensityClient } from '../worker/keyword-density-client';
import { useDebouncedValue } from './use-debounced-value';

/** Typing pauses this long before the text on screen is analysed again. */
const liveDelayMs = 300;

/** The editor's text, as `useDraft` keeps it. */
export interface DraftText {
  text: string;
  setText: (next: string) => void;
}

/** What an analysis counts with. */
export interface AnalysisSettings {
  language: KeywordLanguage;
  filters: KeywordFilters;
  /** Rows returned per table. */
  limit: number;
  order: KeywordOrder;
  keyphrases: KeyphraseRequest;
  /** The user's stop-word list as typed. */
  stopWordList: string;
}

/** The analysis state of the tool, and what changes it. */
export interface KeywordAnalysisState {
  /** The last finished analysis; it stays on screen while the next one runs. */
  analysis: AnalyzeOutput | null;
  /** The text the last finished analysis read (its ranges are offsets into it). */
  analyzedText: string | null;
  /** An analysis for the current settings is running. */
  busy: boolean;
  /** Why the current settings have no analysis (no text, or the analysis failed); null when nothing went wrong. */
  failure: string | null;
  /** The phrase highlighted in the text, if any. */
  highlighted: string | null;
  /** Where the highlighted phrase occurs in the text, or else where the keyphrases do. */
  marks: TextMark[];
  /** What the last action (highlight, copy) reported. */
  notice: StatusNotice | null;
  /** Analyzes the text on screen: starts a new round, or reports that there is no text. */
  analyze: () => void;
  /** The user edited the text: the highlight goes, the results stay until the next analysis. */
  changeText: (next: string) => void;
  /** Highlights the occurrences of `phrase` in the text, or removes the highlight when it is already on. */
  toggleHighlight: (phrase: string) => Promise<void>;
  /** Downloads the whole `n`-word table as a CSV file, followed by what `appendix` gives (the keyphrases and checks). */
  downloadCsv: (n: PhraseLength, appendix: () => Promise<string>) => Promise<void>;
  /** Copies the whole `n`-word table to the clipboard as CSV, followed by what `appendix` gives. */
  copyTable: (n: PhraseLength, appendix: () => Promise<string>) => Promise<void>;
}

/** Classes of the keyphrase marks: the focus keyphrase, then the related ones. */
const keyphraseMarkClasses = ['bg-orange-200 dark:bg-orange-800/70', 'bg-sky-200 dark:bg-sky-800/70'];

/**
 * The keyword analysis of `draft`'s text, run in the worker. Analyze starts a round at once;
 * typing starts one by itself after a short pause (live analysis); within a round, a change of
 * `settings` re-runs the analysis at once. Only the newest analysis and the newest highlight
 * matter: each aborts the one before it, and a new analysis aborts the pending highlight.
 */
export function useKeywordAnalysis({ text, setText }: DraftText, settings: AnalysisSettings): KeywordAnalysisState {
  const { language, filters, limit, order, keyphrases, stopWordList } = settings;
  const t = useTranslations('KeywordDensity');
  const client = useRef<KeywordDensityClient | null>(null);
  const [latestAnalysis] = useState(createLatestSignal);
  const [latestHighlight] = useState(createLatestSignal);
  // The analysis reads the text when it runs; editing alone does not re-run it.
  const textRef = useRef(text);
  useEffect(() => {
    textRef.current = text;
  }, [text]);

  // Each Analyze click starts a round (0: none yet).
  const [round, setRound] = useState(0);
  const [analysis, setAnalysis] = useState<{ result: AnalyzeOutput; text: string } | null>(null);
  // The request that the last finished analysis answered, and whether it failed.
  const [answered, setAnswered] = useState<{ request: string; failed: boolean } | null>(null);
  // The request in force when Analyze was clicked without text (null: before any round).
  const [emptyAt, setEmptyAt] = useState<string | null | undefined>(undefined);
  const [highlight, setHighlight] = useState<{ phrase: string; marks: TextMark[] } | null>(null);
  const [notice, say] = useStatusNotice();

  useEffect(() => () => client.current?.dispose(), []);

  // Live analysis: a pause in typing starts a round, as Analyze does.
  const pausedText = useDebouncedValue(text, liveDelayMs);
  // The text the latest round started with: a pause on the same text starts none.
  const roundText = useRef<string | null>(null);
  useEffect(() => {
    if (pausedText.trim() === '' || roundText.current === pausedText) return;
    roundText.current = pausedText;
    setRound((r) => r + 1);
  }, [pausedText]);

  // What the current analysis must answer, as a string so that equal requests compare equal.
  const request = round > 0 ? JSON.stringify([round, language, filters, limit, order, keyphrases, stopWordList]) : null;
  const busy = request !== null && answered?.request !== request;
  const failure = emptyAt === request ? t('emptyInput') : answered?.request === request && answered.failed ? t('analysisFailed') : null;

  useEffect(() => {
    if (request === null) return;
    client.current ??= createKeywordDensityClient();
    // A new analysis makes a pending highlight refer to stale input.
    latestHighlight.abort();
    const analyzed = textRef.current;
    client.current.analyze(analyzed, language, filters, { limit, order }, latestAnalysis.next(), { keyphrases, stopWordList }).then(
      (result) => {
        setAnalysis({ result, text: analyzed });
        setAnswered({ request, failed: false });
      },
      (error: unknown) => {
        if (!isAbortError(error)) setAnswered({ request, failed: true });
      },
    );
  }, [request, language, filters, limit, order, keyphrases, stopWordList, latestAnalysis, latestHighlight]);

  const analyze = () => {
    setHighlight(null);
    textRef.current = text;
    roundText.current = text;
    if (!text.trim()) setEmptyAt(request);
    else setRound((r) => r + 1);
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
      const ranges = await client.current.findOccurrences(phrase, filters, latestHighlight.next(), stopWordList);
      setHighlight({ phrase, marks: ranges });
      say(t('highlighted', { count: ranges.length, phrase }));
    } catch (error) {
      if (!isAbortError(error)) setHighlight(null);
    }
  };

  const csvOf = async (n: PhraseLength, appendix: () => Promise<string>) =>
    client.current ? (await client.current.exportCsv(n, filters, undefined, stopWordList)) + (await appendix()) : '';
  const downloadCsv = async (n: PhraseLength, appendix: () => Promise<string>) => {
    downloadFile(`keyword-density-${n}-word.csv`, await csvOf(n, appendix), 'text/csv;charset=utf-8');
  };
  const copyTable = async (n: PhraseLength, appendix: () => Promise<string>) => {
    if (await copyToClipboard(await csvOf(n, appendix))) say(t('copied'));
    else say(t('copyFailed'), 'error');
  };

  // The keyphrases are marked while no table row is and the text is the one analysed.
  const marks = useMemo(() => {
    if (highlight) return highlight.marks;
    if (!analysis || analysis.text !== text) return [];
    const all = analysis.result.keyphrases.flatMap((result) =>
      result.ranges.map((range) => ({ ...range, className: keyphraseMarkClasses[result.role === 'focus' ? 0 : 1] })),
    );
    all.sort((a, b) => a.start - b.start);
    // Marks may not overlap: a related keyphrase inside the focus one stays unmarked there.
    return all.filter((mark, i) => i === 0 || mark.start >= all[i - 1]!.end);
  }, [highlight, analysis, text]);

  return {
    analysis: analysis?.result ?? null,
    analyzedText: analysis?.text ?? null,
    busy,
    failure,
    highlighted: highlight?.phrase ?? null,
    marks,
    notice,
    analyze,
    changeText,
    toggleHighlight,
    downloadCsv,
    copyTable,
  };
}
