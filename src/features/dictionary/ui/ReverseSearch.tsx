'use client';

import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { reverseShardUrls, type ReverseIndexShard } from '../model';
import { rankReverse, reverseTerms } from '../model/reverse-search';
import { manifestQuery, reverseShardQuery } from '../data/queries';
import { EntryLinks } from './EntryLinks';
import { AddressSearchForm } from './AddressSearchForm';
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
  const search = useAddressSearch('means', 'en');
  const terms = useMemo(() => reverseTerms(search.submitted), [search.submitted]);
  const manifest = useQuery(manifestQuery());
  const urls = manifest.data ? reverseShardUrls(terms, 'en', manifest.data) : [];
  const { shards, failed } = useQueries({ queries: urls.map((url) => reverseShardQuery(url)), combine: shardsOf });
  const loaded = shards.every((shard) => shard !== undefined) ? (shards as ReverseIndexShard[]) : null;
  const results = useMemo(() => (loaded && terms.length > 0 ? rankReverse(loaded, search.submitted) : null), [loaded, terms, search.submitted]);

  return (
    <AddressSearchForm
      search={search}
      name="reverse"
      heading={t('reverseHeading')}
      label={t('reverseLabel')}
      placeholder={t('reversePlaceholder')}
      hint={t('reverseOnlyEnglish')}
      button={t('reverseButton')}
    >
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
    </AddressSearchForm>
  );
}
