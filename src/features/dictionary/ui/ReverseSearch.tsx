'use client';

import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useMemo } from 'react';
import { Button } from '@/components/ui/Button';
import { reverseShardUrls, type ReverseIndexShard } from '../model';
import { rankReverse, reverseTerms } from '../model/reverse-search';
import { manifestQuery, reverseShardQuery } from '../data/queries';
import { EntryLinks } from './EntryLinks';
import { useAddressSearch } from './use-address-search';

/** Stable, so TanStack Query recombines only when a shard changes. */
const shardsOf = (results: Array<{ data?: ReverseIndexShard; isError: boolean }>) => ({
  shards: results.map((r) => r.data),
  failed: results.some((r) => r.isError),
});

/**
 * "Means like": English words found from a description of their meaning (?means=), over WordNet's
 * definitions — one small index file per word of the description.
 */
export function ReverseSearch() {
  const t = useTranslations('Dictionary');
  const inputId = useId();
  const hintId = useId();
  const search = useAddressSearch('means', 'en');
  const terms = useMemo(() => reverseTerms(search.submitted), [search.submitted]);
  const manifest = useQuery(manifestQuery());
  const urls = manifest.data ? reverseShardUrls(terms, 'en', manifest.data) : [];
  const { shards, failed } = useQueries({ queries: urls.map((url) => reverseShardQuery(url)), combine: shardsOf });
  const loaded = shards.every((shard) => shard !== undefined) ? (shards as ReverseIndexShard[]) : null;
  const results = useMemo(() => (loaded && terms.length > 0 ? rankReverse(loaded, search.submitted) : null), [loaded, terms, search.submitted]);

  return (
    <section aria-labelledby={`${inputId}-heading`} className="space-y-3">
      <h2 id={`${inputId}-heading`} className="text-lg font-semibold">
        {t('reverseHeading')}
      </h2>
      <form
        role="search"
        aria-labelledby={`${inputId}-heading`}
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          search.submit();
        }}
      >
        <div className="min-w-60 flex-1">
          <label htmlFor={inputId} className="block text-sm font-semibold">
            {t('reverseLabel')}
          </label>
          <input
            id={inputId}
            data-testid="reverse-search"
            type="search"
            autoComplete="off"
            aria-describedby={hintId}
            value={search.input}
            placeholder={t('reversePlaceholder')}
            onChange={(event) => search.changeInput(event.target.value)}
            className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900"
          />
          <p id={hintId} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            {t('reverseOnlyEnglish')}
          </p>
        </div>
        <Button variant="secondary" type="submit">
          {t('reverseButton')}
        </Button>
      </form>
      {search.submitted !== '' && (
        <div aria-live="polite" data-testid="reverse-results">
          {terms.length === 0 ? (
            <p role="alert">{t('reverseNoTerms')}</p>
          ) : failed || manifest.isError ? (
            <p role="alert">{t('searchFailed')}</p>
          ) : !results ? (
            <p>{t('loading')}</p>
          ) : (
            <>
              <h3 className="mb-1 font-semibold">{t('reverseResultsFor', { query: search.submitted })}</h3>
              {results.length > 0 ? <EntryLinks links={results} /> : <p>{t('noneFound')}</p>}
            </>
          )}
        </div>
      )}
    </section>
  );
}
