'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { Locale } from '@/i18n/locales';
import { localizePath } from '@/i18n/paths';
import { navigateSafely } from '@/lib/version/update-state';
import {
  dictionaryLanguages,
  isDictionaryLanguage,
  searchIndexUrl,
  searchInIndex,
  suggestSpelling,
  type DictionaryLanguage,
  type PartOfSpeech,
  type SearchSuggestion,
} from '../model';
import { manifestQuery, searchChunkQuery } from '../data/queries';
import { entryPath, letterPath } from '../routes';

const pageSize = 20;
const autocompleteSize = 8;
const posOptions = ['all', 'noun', 'verb', 'adjective', 'adverb'] as const;
const posKey = { all: 'posAll', noun: 'posNoun', verb: 'posVerb', adjective: 'posAdjective', adverb: 'posAdverb', other: 'posOther' } as const;

export interface SearchPanelProps {
  defaultLanguage: DictionaryLanguage;
  languageNames: Record<DictionaryLanguage, string>;
  letters: Partial<Record<DictionaryLanguage, Array<{ letter: string; count: number }>>>;
}

/**
 * Dictionary search: autocomplete while typing (one small index file per prefix), filters by
 * part of speech and language, results with "load more", no-results with spelling suggestions,
 * and the letters to browse by. The query lives in the address (?q=&lang=&pos=), so a search can
 * be shared and survives a reload.
 */
export function SearchPanel({ defaultLanguage, languageNames, letters }: SearchPanelProps) {
  const t = useTranslations('Dictionary');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const inputId = useId();
  const listId = useId();
  const posId = useId();
  const languageId = useId();
  const [input, setInput] = useState('');
  const [submitted, setSubmitted] = useState('');
  const [language, setLanguage] = useState<DictionaryLanguage>(defaultLanguage);
  const [pos, setPos] = useState<(typeof posOptions)[number]>('all');
  const [shown, setShown] = useState(pageSize);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const q = params.get('q') ?? '';
    const lang = params.get('lang');
    const p = params.get('pos');
    // Restoring a search from the address after hydration (the static HTML cannot know it).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (isDictionaryLanguage(lang)) setLanguage(lang);
    if (posOptions.includes(p as (typeof posOptions)[number])) setPos(p as (typeof posOptions)[number]);
    if (q) {
      setInput(q);
      setSubmitted(q);
    }
  }, []);

  const manifest = useQuery(manifestQuery());
  const typedUrl = manifest.data && input.trim() ? searchIndexUrl(input.trim(), language, manifest.data) : null;
  const submittedUrl = manifest.data && submitted.trim() ? searchIndexUrl(submitted.trim(), language, manifest.data) : null;
  const typedChunk = useQuery({ ...searchChunkQuery(typedUrl ?? ''), enabled: typedUrl !== null });
  const submittedChunk = useQuery({ ...searchChunkQuery(submittedUrl ?? ''), enabled: submittedUrl !== null });

  const filter = pos === 'all' ? undefined : (pos as PartOfSpeech);
  const completions = useMemo(
    () => (typedChunk.data ? searchInIndex(typedChunk.data, input.trim(), { pos: filter, limit: autocompleteSize }).suggestions : []),
    [typedChunk.data, input, filter],
  );
  // No index file for the prefix: no word starts with it.
  const noIndex = manifest.isSuccess && submitted.trim() !== '' && submittedUrl === null;
  const results = useMemo(
    () =>
      noIndex
        ? { suggestions: [], total: 0, complete: true }
        : submittedChunk.data
          ? searchInIndex(submittedChunk.data, submitted.trim(), { pos: filter, limit: shown })
          : null,
    [noIndex, submittedChunk.data, submitted, filter, shown],
  );
  const spelling = useMemo(
    () => (submittedChunk.data && results?.suggestions.length === 0 ? suggestSpelling(submittedChunk.data, submitted.trim()) : []),
    [submittedChunk.data, results, submitted],
  );

  const hrefOf = (s: SearchSuggestion) => localizePath(entryPath(s.id), locale);
  const submit = (query: string) => {
    setOpen(false);
    setSubmitted(query);
    setShown(pageSize);
    const params = new URLSearchParams({ q: query, lang: language, pos });
    history.replaceState(null, '', `${location.pathname}?${params}`);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && completions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % completions.length);
    } else if (event.key === 'ArrowUp' && completions.length > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? completions.length - 1 : i - 1));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = open ? completions[active] : undefined;
      if (chosen) navigateSafely(hrefOf(chosen), router);
      else if (input.trim()) submit(input.trim());
    }
  };

  const listOpen = open && completions.length > 0 && input.trim() !== '';
  const searchError = manifest.isError || submittedChunk.isError;

  return (
    <div className="space-y-6">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          if (input.trim()) submit(input.trim());
        }}
        className="grid gap-3 md:grid-cols-[1fr_auto_auto_auto] md:items-end"
      >
        <div className="relative">
          <label htmlFor={inputId} className="block text-sm font-semibold">
            {t('searchLabel')}
          </label>
          <input
            id={inputId}
            data-testid="dictionary-search"
            type="search"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={listOpen}
            aria-controls={listId}
            aria-activedescendant={listOpen && active >= 0 ? `${listId}-${active}` : undefined}
            value={input}
            placeholder={t('searchPlaceholder')}
            onChange={(event) => {
              setInput(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => window.setTimeout(() => setOpen(false), 150)}
            className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900"
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={t('suggestionsLabel')}
            hidden={!listOpen}
            data-testid="dictionary-autocomplete"
            className="absolute z-30 mt-1 max-h-80 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
          >
            {completions.map((s, i) => (
              <li
                key={s.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                onMouseDown={(event) => {
                  event.preventDefault();
                  navigateSafely(hrefOf(s), router);
                }}
                className={`cursor-pointer px-3 py-1.5 ${i === active ? 'bg-slate-100 dark:bg-slate-800' : ''}`}
              >
                <span lang={language}>{s.lemma}</span>
                {s.matchedForm && <span className="ml-2 text-sm text-slate-600 dark:text-slate-400">({s.matchedForm})</span>}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <label htmlFor={posId} className="block text-sm font-semibold">
            {t('posLabel')}
          </label>
          <select
            id={posId}
            data-testid="dictionary-pos"
            value={pos}
            onChange={(event) => {
              setPos(event.target.value as (typeof posOptions)[number]);
              setShown(pageSize);
            }}
            className="mt-1 rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900"
          >
            {posOptions.map((option) => (
              <option key={option} value={option}>
                {t(posKey[option])}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={languageId} className="block text-sm font-semibold">
            {t('languageLabel')}
          </label>
          <select
            id={languageId}
            data-testid="dictionary-language"
            value={language}
            onChange={(event) => {
              setLanguage(event.target.value as DictionaryLanguage);
              setShown(pageSize);
            }}
            className="mt-1 rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900"
          >
            {dictionaryLanguages.map((code) => (
              <option key={code} value={code}>
                {languageNames[code]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="rounded-lg bg-accent px-5 py-2 font-semibold text-white dark:text-slate-950">
          {t('searchButton')}
        </button>
      </form>

      {submitted && (
        <section aria-live="polite" aria-labelledby="dictionary-results-heading" data-testid="dictionary-results">
          {searchError ? (
            <div role="alert">
              <p className="font-semibold">{t('searchFailed')}</p>
              <button type="button" className="mt-2 underline" onClick={() => void submittedChunk.refetch()}>
                {t('retry')}
              </button>
            </div>
          ) : !results ? (
            <p>{t('loading')}</p>
          ) : results.suggestions.length === 0 ? (
            <div data-testid="dictionary-no-results">
              <h2 id="dictionary-results-heading" className="text-lg font-semibold">
                {t('noResultsFor', { term: submitted })}
              </h2>
              <p>{t('noResultsHint')}</p>
              {spelling.length > 0 && (
                <p className="mt-2">
                  {t('didYouMean')}{' '}
                  {spelling.map((s, i) => (
                    <span key={s.id}>
                      {i > 0 && ', '}
                      <Link prefetch={false} href={hrefOf(s)} className="text-accent underline" data-testid="did-you-mean">
                        {s.lemma}
                      </Link>
                    </span>
                  ))}
                </p>
              )}
            </div>
          ) : (
            <>
              <h2 id="dictionary-results-heading" className="text-lg font-semibold">
                {t('resultsFor', { term: submitted })}
              </h2>
              <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
                {results.suggestions.map((s) => (
                  <li key={s.id} className="py-2">
                    <Link prefetch={false} href={hrefOf(s)} data-testid="search-result" className="font-semibold text-accent underline underline-offset-4" lang={language}>
                      {s.lemma}
                    </Link>
                    <span className="ml-2 text-sm text-slate-600 dark:text-slate-400">{s.pos.map((p) => t(posKey[p])).join(', ')}</span>
                  </li>
                ))}
              </ul>
              {results.total > results.suggestions.length && (
                <button type="button" data-testid="load-more" onClick={() => setShown((n) => n + pageSize)} className="mt-3 rounded-lg border border-slate-300 px-4 py-2 font-semibold dark:border-slate-700">
                  {t('loadMore')}
                </button>
              )}
            </>
          )}
        </section>
      )}

      <nav aria-labelledby="browse-heading">
        <h2 id="browse-heading" className="text-lg font-semibold">
          {t('browseByLetter')}
        </h2>
        <ul className="mt-2 flex flex-wrap gap-1.5" data-testid="letter-index">
          {(letters[language] ?? [])
            .filter((l) => l.count > 0)
            .map(({ letter }) => (
              <li key={letter}>
                <Link
                  prefetch={false}
                  href={localizePath(letterPath(letter, language), locale)}
                  className="inline-flex h-9 min-w-9 items-center justify-center rounded-lg border border-slate-300 px-2 font-semibold uppercase hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
                >
                  {letter}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
    </div>
  );
}

