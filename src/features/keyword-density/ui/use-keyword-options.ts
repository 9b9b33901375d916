'use client';

import { useState } from 'react';
import { useStoredValue } from '@/lib/storage/use-stored-value';
import { defaultKeywordFilters, type KeywordFilters, type KeywordOrder, type PhraseLength } from '../model/filters';
import { isKeywordLanguage, pickDefaultLanguage, type KeywordLanguage } from '../model/languages';

/** Rows shown per table when collapsed. */
export const collapsedRows = 10;
/** Rows added to a table by each "Show more". */
const moreRows = 25;
/** The chart shows at most this many bars. */
export const chartRows = 15;

const languageStorageKey = 'keywordDensity.language';
/** The saved language, or null for the page's own (stored as the bare name). */
const parseStoredLanguage = (raw: string | null): KeywordLanguage | null => (isKeywordLanguage(raw) ? raw : null);
const storeLanguageName = (language: KeywordLanguage | null) => language;

/** How the results are shown: tables, or bar charts of the top phrases. */
export type KeywordView = 'table' | 'chart';

/** The checker's choices: what the analysis counts, and how its results are shown. */
export interface KeywordOptions {
  language: KeywordLanguage;
  setLanguage: (language: KeywordLanguage) => void;
  filters: KeywordFilters;
  setFilter: (key: keyof KeywordFilters, on: boolean) => void;
  /** Which phrase lengths have their results shown. */
  shown: Record<PhraseLength, boolean>;
  setShown: (n: PhraseLength, on: boolean) => void;
  /** Rows each table shows. */
  visible: Record<PhraseLength, number>;
  showMore: (n: PhraseLength) => void;
  showLess: (n: PhraseLength) => void;
  order: KeywordOrder;
  setOrder: (order: KeywordOrder) => void;
  view: KeywordView;
  setView: (view: KeywordView) => void;
  /** Rows the analysis returns per table: enough for the longest table and for the chart. */
  limit: number;
}

/** The checker's choices; the language is remembered across visits, the page's own until one is chosen. */
export function useKeywordOptions(locale: string): KeywordOptions {
  // The static HTML has the page's language; a saved choice replaces it once the page is interactive.
  const [storedLanguage, setLanguage] = useStoredValue(languageStorageKey, parseStoredLanguage, null, { serialize: storeLanguageName });
  const [filters, setFilters] = useState<KeywordFilters>({ ...defaultKeywordFilters });
  const [shown, setShownLengths] = useState<Record<PhraseLength, boolean>>({ 1: true, 2: true, 3: true });
  const [visible, setVisible] = useState<Record<PhraseLength, number>>({ 1: collapsedRows, 2: collapsedRows, 3: collapsedRows });
  const [order, setOrder] = useState<KeywordOrder>('countDesc');
  const [view, setView] = useState<KeywordView>('table');

  return {
    language: storedLanguage ?? pickDefaultLanguage(locale),
    setLanguage,
    filters,
    setFilter: (key, on) => setFilters((f) => ({ ...f, [key]: on })),
    shown,
    setShown: (n, on) => setShownLengths((s) => ({ ...s, [n]: on })),
    visible,
    showMore: (n) => setVisible((v) => ({ ...v, [n]: v[n] + moreRows })),
    showLess: (n) => setVisible((v) => ({ ...v, [n]: collapsedRows })),
    order,
    setOrder,
    view,
    setView,
    limit: Math.max(visible[1], visible[2], visible[3], chartRows),
  };
}
