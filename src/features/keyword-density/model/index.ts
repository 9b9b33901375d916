/**
 * Keyword density model: pure functions, no React and no DOM, so it runs the same in the
 * worker, on the main thread and in tests.
 */
export {
  keywordLanguages,
  keywordLanguageTags,
  isKeywordLanguage,
  hasWordForms,
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
export { maxRelatedKeyphrases, type KeyphraseRequest } from './keyphrase-request';
export { createKeywordDensitySession, type KeyphraseResult, type KeywordDensitySession, type KeywordReport } from './session';
export { createKeywordDensityHost, type AnalyzeInput, type AnalyzeOutput, type KeywordDensityHost } from './protocol';
export { matchKeyphrase, maxKeyphraseWords, type KeyphraseIssue, type KeyphraseMatch, type KeyphraseMatching } from './keyphrase';
export { densityBandSets, judgeKeyphrase, keyphraseLengthFactor, type DensityBandSet, type KeyphraseBand, type KeyphraseVerdict } from './keyphrase-verdict';
export { loadStemmer, wordFormsOf } from './word-forms';
export { readCustomStopWords } from './custom-stop-words';
export { looksLikeHtml } from './html-signature';
export { seoCheckIds, type PageReport, type SeoCheck, type SeoCheckId, type SeoCheckStatus } from './seo-checks';
