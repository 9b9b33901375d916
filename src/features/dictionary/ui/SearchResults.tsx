'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import type { DictionaryLanguage, SearchResult, SearchSuggestion } from '../model';
import { posLabelKey } from './pos-options';

/** Props of {@link SearchResults}. */
export interface SearchResultsProps {
  /** The word searched for. */
  term: string;
  language: DictionaryLanguage;
  /** The results, null while they load. */
  results: SearchResult | null;
  /** Words spelled like `term`, offered when nothing is found. */
  spelling: SearchSuggestion[];
  /** `term` is a pattern ("b?t"): the results are the words matching it. */
  pattern: boolean;
  /** `term` is a pattern without a letter, not searched. */
  patternTooBroad: boolean;
  /** The search index could not be fetched. */
  failed: boolean;
  entryHref: (suggestion: SearchSuggestion) => string;
  onRetry: () => void;
  onLoadMore: () => void;
}

/** The outcome of a search: the words found with "load more", no results with spelling suggestions, loading, or a failure with retry. */
export function SearchResults({ term, language, results, spelling, pattern, patternTooBroad, failed, entryHref, onRetry, onLoadMore }: SearchResultsProps) {
  const t = useTranslations('Dictionary');
  if (patternTooBroad) {
    return (
      <section aria-live="polite" data-testid="dictionary-results">
        <p role="alert" data-testid="pattern-too-broad">
          {t('patternTooBroad')}
        </p>
      </section>
    );
  }

  return (
    <section aria-live="polite" aria-labelledby="dictionary-results-heading" data-testid="dictionary-results">
      {failed ? (
        <div role="alert">
          <p className="font-semibold">{t('searchFailed')}</p>
          <Button variant="link" className="mt-2" onClick={onRetry}>
            {t('retry')}
          </Button>
        </div>
      ) : !results ? (
        <p>{t('loading')}</p>
      ) : results.suggestions.length === 0 ? (
        <div data-testid="dictionary-no-results">
          <h2 id="dictionary-results-heading" className="text-lg font-semibold">
            {t('noResultsFor', { term })}
          </h2>
          <p>{t('noResultsHint')}</p>
          {spelling.length > 0 && (
            <p className="mt-2">
              {t('didYouMean')}{' '}
              {spelling.map((s, i) => (
                <span key={s.id}>
                  {i > 0 && ', '}
                  <Link prefetch={false} href={entryHref(s)} className="text-accent underline" data-testid="did-you-mean" lang={language}>
                    {s.lemma}
                  </Link>
                  {s.matchedForm !== undefined && <span lang={language}> ({s.matchedForm})</span>}
                </span>
              ))}
            </p>
          )}
        </div>
      ) : (
        <>
          <h2 id="dictionary-results-heading" className="text-lg font-semibold">
            {pattern ? t('patternResultsFor', { pattern: term }) : t('resultsFor', { term })}
          </h2>
          <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
            {results.suggestions.map((s) => (
              <li key={s.id} className="py-2">
                <Link prefetch={false} href={entryHref(s)} data-testid="search-result" className="font-semibold text-accent underline underline-offset-4" lang={language}>
                  {s.lemma}
                </Link>
                <span className="ml-2 text-sm text-slate-600 dark:text-slate-400">{s.pos.map((p) => t(posLabelKey[p])).join(', ')}</span>
              </li>
            ))}
          </ul>
          {results.total > results.suggestions.length && (
            <Button variant="secondary" data-testid="load-more" onClick={onLoadMore} className="mt-3">
              {t('loadMore')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
