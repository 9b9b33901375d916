/**
 * The checker's settings: light types and constants that the page itself imports, apart from
 * the counting code (which runs in the worker).
 */

/** Number of words in a phrase; the checker reports 1-, 2- and 3-word phrases. */
export type PhraseLength = 1 | 2 | 3;

/** The table keys of {@link KeywordAnalysis.rows}, in display order. */
export const phraseLengths: readonly PhraseLength[] = [1, 2, 3];

/** The checker's options. Every flag defaults to `false` where a function takes a partial set. */
export interface KeywordFilters {
  /**
   * Drop stop words: a single stop word is not listed, and a 2- or 3-word phrase is not listed
   * when it starts or ends with one ("point of view" stays, "of the" goes). A stop word may
   * span words (Vietnamese "có thể"). Does not change the total word count. Default `false`.
   */
  ignoreStopWords: boolean;
  /**
   * Leave numbers out: they are not counted in the total and are not part of any phrase; a
   * left-out number also separates its neighbours ("page 5 header" gives no "page header").
   * Default `false`.
   */
  ignoreNumbers: boolean;
  /** Tell "Apple" from "apple"; otherwise words are compared in locale lower case. Default `false`. */
  caseSensitive: boolean;
  /**
   * Count the forms of a word together ("filter" and "filters", "run", "running" and "ran") by
   * their Snowball stem, case-insensitively, in the languages that have a stemmer; elsewhere
   * words are compared as the other filters say. Default `false`.
   */
  wordForms: boolean;
}

/** Every filter off: all words, numbers included, compared case-insensitively. */
export const defaultKeywordFilters: Readonly<KeywordFilters> = {
  ignoreStopWords: false,
  ignoreNumbers: false,
  caseSensitive: false,
  wordForms: false,
};

/**
 * Row order of a table. Density is proportional to count, so sorting by density is sorting by
 * count. Ties are broken by phrase in the locale's collation, ascending.
 */
export const keywordOrders = ['countDesc', 'countAsc', 'phraseAsc', 'phraseDesc'] as const;
export type KeywordOrder = (typeof keywordOrders)[number];

/** Completes a partial filter set with the defaults of {@link KeywordFilters}. */
export function resolveFilters(filters: Partial<KeywordFilters> = {}): KeywordFilters {
  return {
    ignoreStopWords: filters.ignoreStopWords ?? defaultKeywordFilters.ignoreStopWords,
    ignoreNumbers: filters.ignoreNumbers ?? defaultKeywordFilters.ignoreNumbers,
    caseSensitive: filters.caseSensitive ?? defaultKeywordFilters.caseSensitive,
    wordForms: filters.wordForms ?? defaultKeywordFilters.wordForms,
  };
}
