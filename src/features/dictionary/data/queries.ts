import { queryOptions } from '@tanstack/react-query';
import { manifestUrl, type EntryShard, type LetterPage, type Manifest, type PronunciationFile, type ReverseIndexShard, type SearchIndexChunk, type TranslationShard, type WordList } from '../model';
import { fetchJson } from './fetch-json';

/**
 * One `queryOptions` factory per resource of the shard set. Everything under a language's
 * version folder is immutable, so those never go stale; the manifest is revalidated per visit.
 */
export const manifestQuery = () =>
  queryOptions({
    queryKey: ['dictionary', 'manifest'],
    queryFn: ({ signal }) => fetchJson<Manifest>(manifestUrl(), signal),
    staleTime: 5 * 60 * 1000,
  });

export const entryShardQuery = (url: string) =>
  queryOptions({
    queryKey: ['dictionary', 'shard', url],
    queryFn: ({ signal }) => fetchJson<EntryShard>(url, signal),
    staleTime: Infinity,
  });

export const searchChunkQuery = (url: string) =>
  queryOptions({
    queryKey: ['dictionary', 'search', url],
    queryFn: ({ signal }) => fetchJson<SearchIndexChunk>(url, signal),
    staleTime: Infinity,
  });

export const letterPageQuery = (url: string) =>
  queryOptions({
    queryKey: ['dictionary', 'letter', url],
    queryFn: ({ signal }) => fetchJson<LetterPage>(url, signal),
    staleTime: Infinity,
  });

export const translationShardQuery = (url: string) =>
  queryOptions({
    queryKey: ['dictionary', 'translations', url],
    queryFn: ({ signal }) => fetchJson<TranslationShard>(url, signal),
    staleTime: Infinity,
  });

export const pronunciationFileQuery = (url: string) =>
  queryOptions({
    queryKey: ['dictionary', 'pronunciation', url],
    queryFn: ({ signal }) => fetchJson<PronunciationFile>(url, signal),
    staleTime: Infinity,
  });

export const wordListQuery = (url: string) =>
  queryOptions({
    queryKey: ['dictionary', 'words', url],
    queryFn: ({ signal }) => fetchJson<WordList>(url, signal),
    staleTime: Infinity,
  });

export const reverseShardQuery = (url: string) =>
  queryOptions({
    queryKey: ['dictionary', 'reverse', url],
    queryFn: ({ signal }) => fetchJson<ReverseIndexShard>(url, signal),
    staleTime: Infinity,
  });
