'use client';

import dynamic from 'next/dynamic';
import type { DictionaryLanguage } from '../model';
import { LetterIndex } from './LetterIndex';
import { SearchForm } from './SearchForm';
import { SearchResults } from './SearchResults';
import { useSearch } from './use-search';

/**
 * Search by meaning and rhyme search: loaded after the page (they bring a stemmer, stop words and
 * the pronunciation tables), in a box of their size meanwhile.
 */
const WordFinders = dynamic(() => import('./WordFinders'), { ssr: false, loading: () => <div className="min-h-56" /> });

/** Props of {@link SearchPanel}. */
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
  const search = useSearch(defaultLanguage);

  return (
    <div className="space-y-6">
      <SearchForm search={search} languageNames={languageNames} />
      {search.submitted && (
        <SearchResults
          term={search.submitted}
          language={search.language}
          results={search.results}
          spelling={search.spelling}
          pattern={search.pattern}
          patternTooBroad={search.patternTooBroad}
          failed={search.failed}
          entryHref={search.entryHref}
          onRetry={search.retry}
          onLoadMore={search.loadMore}
        />
      )}
      <WordFinders />
      <LetterIndex language={search.language} letters={letters[search.language] ?? []} />
    </div>
  );
}
