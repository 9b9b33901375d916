'use client';

import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import type { Locale } from '@/i18n/locales';
import { localizePath } from '@/i18n/paths';
import { navigateSafely } from '@/lib/version/update-state';
import {
  isDictionaryLanguage,
  searchIndexUrl,
  searchInIndex,
  toEntryId,
  wordListUrl,
  type DictionaryLanguage,
  type PartOfSpeech,
  type SearchResult,
  type SearchSuggestion,
} from '../model';
import { isPattern, matchPattern } from '../model/pattern';
import { manifestQuery, searchChunkQuery, wordListQuery } from '../data/queries';
import { entryPath } from '../routes';
import { isPosOption, type PosOption } from './pos-options';
import { useAddress } from './use-address';

const pageSize = 20;
const autocompleteSize = 8;

/** What the search form holds. */
interface SearchFields {
  input: string;
  submitted: string;
  language: DictionaryLanguage;
  pos: PosOption;
}

/** The search held by the address (?q=&lang=&pos=), with defaults for what it leaves out. */
function searchInAddress(search: string, defaultLanguage: DictionaryLanguage): SearchFields {
  const params = new URLSearchParams(search);
  const q = params.get('q') ?? '';
  const lang = params.get('lang');
  const pos = params.get('pos');
  return { input: q, submitted: q, language: isDictionaryLanguage(lang) ? lang : defaultLanguage, pos: isPosOption(pos) ? pos : 'all' };
}

/** The dictionary search: the form's fields, what they find, and what changes them. */
export interface Search extends SearchFields {
  /** Autocomplete for the typed word. */
  completions: SearchSuggestion[];
  /** The submitted search's results, null while its index file loads. */
  results: SearchResult | null;
  /** Words spelled like the submitted one, when it found nothing. */
  spelling: SearchSuggestion[];
  /** The submitted search is a pattern ("b?t", "*ight"). */
  pattern: boolean;
  /** The submitted pattern has no letter, so it is not searched. */
  patternTooBroad: boolean;
  /** The index could not be fetched. */
  failed: boolean;
  /** The address of a word's entry page. */
  entryHref: (suggestion: SearchSuggestion) => string;
  /** Opens a word's entry page. */
  openEntry: (suggestion: SearchSuggestion) => void;
  changeInput: (input: string) => void;
  choosePos: (pos: PosOption) => void;
  chooseLanguage: (language: DictionaryLanguage) => void;
  /** Searches for `query` and puts the search in the address. */
  submit: (query: string) => void;
  loadMore: () => void;
  /** Fetches the submitted search's index file again. */
  retry: () => void;
}

/**
 * The search in the address (?q=&lang=&pos=), with the fields the visitor changed here over it:
 * autocomplete from one small index file per prefix, results page by page, and spelling
 * suggestions when nothing is found.
 */
export function useSearch(defaultLanguage: DictionaryLanguage): Search {
  const locale = useLocale() as Locale;
  const router = useRouter();
  const address = useAddress('search');
  const fromAddress = useMemo(() => searchInAddress(address, defaultLanguage), [address, defaultLanguage]);
  // The fields the visitor changed here, over the search in the address.
  const [changed, setChanged] = useState<Partial<SearchFields>>({});
  const { input, submitted, language, pos } = useMemo(() => ({ ...fromAddress, ...changed }), [fromAddress, changed]);
  const change = (fields: Partial<SearchFields>) => setChanged((previous) => ({ ...previous, ...fields }));
  const [shown, setShown] = useState(pageSize);

  const manifest = useQuery(manifestQuery());
  const pattern = isPattern(submitted);
  // Patterns are searched in the word list, not by prefix: they get no autocomplete.
  const typedUrl = manifest.data && input.trim() && !isPattern(input) ? searchIndexUrl(input.trim(), language, manifest.data) : null;
  const submittedUrl = manifest.data && submitted.trim() && !pattern ? searchIndexUrl(submitted.trim(), language, manifest.data) : null;
  const typedChunk = useQuery({ ...searchChunkQuery(typedUrl ?? ''), enabled: typedUrl !== null });
  const submittedChunk = useQuery({ ...searchChunkQuery(submittedUrl ?? ''), enabled: submittedUrl !== null });

  const filter = pos === 'all' ? undefined : (pos as PartOfSpeech);
  const completions = useMemo(
    () => (typedChunk.data ? searchInIndex(typedChunk.data, input.trim(), { pos: filter, limit: autocompleteSize }).suggestions : []),
    [typedChunk.data, input, filter],
  );
  // No index file for the prefix: no word starts with it.
  const noIndex = manifest.isSuccess && submitted.trim() !== '' && !pattern && submittedUrl === null;
  const wordResults = useMemo(
    () =>
      noIndex
        ? { suggestions: [], total: 0, complete: true }
        : submittedChunk.data
          ? searchInIndex(submittedChunk.data, submitted.trim(), { pos: filter, limit: shown })
          : null,
    [noIndex, submittedChunk.data, submitted, filter, shown],
  );
  // The word list answers patterns, and "did you mean" when a word is not found.
  const needsWordList = submitted.trim() !== '' && (pattern || wordResults?.suggestions.length === 0);
  const listUrl = manifest.data && needsWordList ? wordListUrl(language, manifest.data) : null;
  const wordList = useQuery({ ...wordListQuery(listUrl ?? ''), enabled: listUrl !== null });
  const matches = useMemo(() => (pattern && wordList.data ? matchPattern(wordList.data, submitted.trim(), { limit: shown }) : null), [pattern, wordList.data, submitted, shown]);
  const results: SearchResult | null = !pattern
    ? wordResults
    : matches
      ? { suggestions: matches.words.map((lemma) => ({ lemma, id: toEntryId(lemma, language), pos: [], exact: false, score: 0 })), total: matches.total, complete: true }
      : wordList.data
        ? { suggestions: [], total: 0, complete: true }
        : null;
  const spellingWanted = !pattern && wordList.data !== undefined && wordResults?.suggestions.length === 0;
  const spellingModule = useSpellingModule(spellingWanted);
  const spelling = useMemo(
    () => (spellingWanted && spellingModule && wordList.data ? spellingModule.suggestWords(wordList.data, submitted.trim()) : []),
    [spellingWanted, spellingModule, wordList.data, submitted],
  );

  const entryHref = (s: SearchSuggestion) => localizePath(entryPath(s.id), locale);

  return {
    input,
    submitted,
    language,
    pos,
    completions,
    results,
    spelling,
    pattern,
    patternTooBroad: pattern && wordList.data !== undefined && matches === null,
    failed: manifest.isError || submittedChunk.isError || wordList.isError,
    entryHref,
    openEntry: (s) => navigateSafely(entryHref(s), router),
    changeInput: (next) => change({ input: next }),
    choosePos: (next) => {
      change({ pos: next });
      setShown(pageSize);
    },
    chooseLanguage: (next) => {
      change({ language: next });
      setShown(pageSize);
    },
    submit: (query) => {
      change({ submitted: query });
      setShown(pageSize);
      const params = new URLSearchParams({ q: query, lang: language, pos });
      history.replaceState(null, '', `${location.pathname}?${params}`);
    },
    loadMore: () => setShown((n) => n + pageSize),
    retry: () => void (wordList.isError ? wordList.refetch() : submittedChunk.refetch()),
  };
}

type SpellingModule = typeof import('../model/spelling');

/** The spelling suggestions' code, loaded the first time a search finds nothing (most searches find something). */
function useSpellingModule(wanted: boolean): SpellingModule | null {
  const [loaded, setLoaded] = useState<SpellingModule | null>(null);
  useEffect(() => {
    if (wanted && !loaded) void import('../model/spelling').then(setLoaded);
  }, [wanted, loaded]);
  return loaded;
}
