/**
 * Keyword density model: pure functions, no React and no DOM, so it runs the same in the
 * worker, on the main thread and in tests.
 */
export {
  keywordLanguages,
  keywordLanguageTags,
  isKeywordLanguage,
  pickDefaultLanguage,
  type KeywordLanguage,
} from './languages';
export { getStopWords, isStopWord, toStopWordKey, normalizeWordForm } from './stop-words';
export { prepare, type PreparedText } from './prepare';
export {
  analyze,
  resolveFilters,
  type AnalyzeOptions,
  defaultKeywordFilters,
  keywordOrders,
  type KeywordOrder,
  phraseLengths,
  type KeywordAnalysis,
  type KeywordFilters,
  type KeywordRow,
  type KeywordSummary,
  type PhraseLength,
} from './analyze';
export { findOccurrences, type TextRange } from './occurrences';
export { toCsv } from './csv';
export { createKeywordDensitySession, type KeywordDensitySession } from './session';
export { createKeywordDensityHost, type AnalyzeInput, type KeywordDensityHost } from './protocol';
