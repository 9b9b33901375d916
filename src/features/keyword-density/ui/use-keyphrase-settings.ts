'use client';

import { useMemo, useState } from 'react';
import { useStoredValue } from '@/lib/storage/use-stored-value';
import type { DensityBandSet } from '../model/keyphrase-verdict';
import { maxRelatedKeyphrases, type KeyphraseRequest } from '../model/keyphrase-request';
import { useDebouncedValue } from './use-debounced-value';

/** Keyphrases typed settle this long before they are looked for again. */
const keyphraseDelayMs = 200;

const stopWordsStorageKey = 'keywordDensity.stopWords';
/** The list as typed, kept verbatim: nothing the user typed is lost, not even a bad entry. */
const parseStoredList = (raw: string | null): string => raw ?? '';
const storeList = (list: string): string | null => (list === '' ? null : list);

/** The keyphrases, how they are matched and judged, and the user's stop words. */
export interface KeyphraseSettings {
  focus: string;
  setFocus: (value: string) => void;
  related: string[];
  setRelated: (index: number, value: string) => void;
  addRelated: () => void;
  removeRelated: (index: number) => void;
  anyOrder: boolean;
  setAnyOrder: (on: boolean) => void;
  ignoreFunctionWords: boolean;
  setIgnoreFunctionWords: (on: boolean) => void;
  bands: DensityBandSet;
  setBands: (bands: DensityBandSet) => void;
  /** The user's stop-word list as typed, remembered in local storage. */
  stopWordList: string;
  setStopWordList: (list: string) => void;
  /** What the analysis gets, once typing has settled. */
  request: KeyphraseRequest;
  /** The stop-word list the analysis gets, once typing has settled. */
  settledStopWordList: string;
}

/** Yoast's matching (any order, function words left out) and bands by default. */
export function useKeyphraseSettings(): KeyphraseSettings {
  const [focus, setFocus] = useState('');
  const [related, setRelatedList] = useState<string[]>([]);
  const [anyOrder, setAnyOrder] = useState(true);
  const [ignoreFunctionWords, setIgnoreFunctionWords] = useState(true);
  const [bands, setBands] = useState<DensityBandSet>('yoast');
  const [stopWordList, setStopWordList] = useStoredValue(stopWordsStorageKey, parseStoredList, '', { serialize: storeList });

  const typed = useDebouncedValue(useMemo(() => ({ focus, related }), [focus, related]), keyphraseDelayMs);
  const request = useMemo<KeyphraseRequest>(
    () => ({ focus: typed.focus, related: typed.related, anyOrder, ignoreFunctionWords, bands }),
    [typed, anyOrder, ignoreFunctionWords, bands],
  );
  const settledStopWordList = useDebouncedValue(stopWordList, keyphraseDelayMs);

  return {
    focus,
    setFocus,
    related,
    setRelated: (index, value) => setRelatedList((list) => list.map((entry, i) => (i === index ? value : entry))),
    addRelated: () => setRelatedList((list) => (list.length < maxRelatedKeyphrases ? [...list, ''] : list)),
    removeRelated: (index) => setRelatedList((list) => list.filter((_, i) => i !== index)),
    anyOrder,
    setAnyOrder,
    ignoreFunctionWords,
    setIgnoreFunctionWords,
    bands,
    setBands,
    stopWordList,
    setStopWordList,
    request,
    settledStopWordList,
  };
}
