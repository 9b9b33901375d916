'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { TextMark } from '@/components/ui/HighlightedTextarea';
import type { StatusNotice } from '@/components/ui/StatusMessage';
import { useStatusNotice } from '@/components/ui/use-status-notice';
import { copyToClipboard } from '@/lib/clipboard';
import { createLatestSignal, isAbortError } from '@/lib/worker/abort';
// Only the light modules: the counting code and the stop-word lists load in the worker.
import type { KeywordAnalysis } from '../model/analyze';
import type { KeywordFilters, KeywordOrder, PhraseLength } from '../model/filters';
import type { KeywordLanguage } from '../model/languages';
import { createKeywordDensityClient, type KeywordDensityClient } from '../worker/keyword-density-client';

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
}

/** The analysis state of the tool, and what changes it. */
export interface KeywordAnalysisState {
  /** The last finished analysis; it stays on screen while the next one runs. */
  analysis: KeywordAnalysis | null;
  /** An analysis for the current settings is running. */
  busy: boolean;
  /** Why the current settings have no analysis (no text, or the analysis failed); null when nothing went wrong. */
  failure: string | null;
  /** The phrase highlighted in the text, if any. */
  highlighted: string | null;
  /** Where the highlighted phrase occurs in the text. */
  marks: TextMark[];
  /** What the last action (highlight, copy) reported. */
  notice: StatusNotice | null;
  /** Analyzes the text on screen: starts a new round, or reports that there is no text. */
  analyze: () => void;
  /** The user edited the text: the highlight goes, the results stay until the next analysis. */
  changeText: (next: string) => void;
  /** Highlights the occurrences of `phrase` in the text, or removes the highlight when it is already on. */
  toggleHighlight: (phrase: string) => Promise<void>;
  /** Downloads the whole `n`-word table as a CSV file. */
  downloadCsv: (n: PhraseLength) => Promise<void>;
  /** Copies the whole `n`-word table to the clipboard as CSV. */
  copyTable: (n: PhraseLength) => Promise<void>;
}

/**
 * The keyword analysis of `draft`'s text, run in the worker. Analyze starts a round; within a
 * round, a change of `settings` re-runs the analysis at once. Only the newest analysis and the
 * newest highlight matter: each aborts the one before it, and a new analysis aborts the pending
 * highlight.
 */
export function useKeywordAnalysis({ text, setText }: DraftText, { language, filters, limit, order }: AnalysisSettings): KeywordAnalysisState {
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
  const [analysis, setAnalysis] = useState<KeywordAnalysis | null>(null);
  // The request that the last finished analysis answered, and whether it failed.
  const [answered, setAnswered] = useState<{ request: string; failed: boolean } | null>(null);
  // The request in force when Analyze was clicked without text (null: before any round).
  const [emptyAt, setEmptyAt] = useState<string | null | undefined>(undefined);
  const [highlight, setHighlight] = useState<{ phrase: string; marks: TextMark[] } | null>(null);
  const [notice, say] = useStatusNotice();

  useEffect(() => () => client.current?.dispose(), []);

  // What the current analysis must answer, as a string so that equal requests compare equal.
  const request = round > 0 ? JSON.stringify([round, language, filters, limit, order]) : null;
  const busy = request !== null && answered?.request !== request;
  const failure = emptyAt === request ? t('emptyInput') : answered?.request === request && answered.failed ? t('analysisFailed') : null;

  useEffect(() => {
    if (request === null) return;
    client.current ??= createKeywordDensityClient();
    // A new analysis makes a pending highlight refer to stale input.
    latestHighlight.abort();
    client.current.analyze(textRef.current, language, filters, { limit, order }, latestAnalysis.next()).then(
      (result) => {
        setAnalysis(result);
        setAnswered({ request, failed: false });
      },
      (error: unknown) => {
        if (!isAbortError(error)) setAnswered({ request, failed: true });
      },
    );
  }, [request, language, filters, limit, order, latestAnalysis, latestHighlight]);

  const analyze = () => {
    setHighlight(null);
    textRef.current = text;
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
      const ranges = await client.current.findOccurrences(phrase, filters, latestHighlight.next());
      setHighlight({ phrase, marks: ranges });
      say(t('highlighted', { count: ranges.length, phrase }));
    } catch (error) {
      if (!isAbortError(error)) setHighlight(null);
    }
  };

  const csvOf = async (n: PhraseLength) => (client.current ? client.current.exportCsv(n, filters) : '');
  const downloadCsv = async (n: PhraseLength) => {
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

  const marks = useMemo(() => highlight?.marks ?? [], [highlight]);

  return { analysis, busy, failure, highlighted: highlight?.phrase ?? null, marks, notice, analyze, changeText, toggleHighlight, downloadCsv, copyTable };
}
