/**
 * Semantic dictionary model: pure functions and types, no React, DOM or Node APIs — shared by the
 * browser and the build script (scripts/dictionary/build-dictionary.ts).
 *
 * How the UI fetches (all URLs from the manifest alone):
 * 1. `manifestUrl()` → `/dict/manifest.json` (small; revalidate each visit).
 * 2. Entry page `/semantic-dictionary/what-is-{id}`: `shardUrlForEntry(id, manifest)` → one shard;
 *    `lookupEntry(shard, id)` → the entry (or the base words of an inflected form).
 * 3. Autocomplete: `searchIndexUrl(query, language, manifest)` → one chunk; `searchInIndex(chunk,
 *    query, { pos, limit, offset })`; nothing found → `suggestWords(wordList, query)` (spelling.ts)
 *    over the language's word list (`wordListUrl`), which also answers patterns (pattern.ts).
 *    Pronunciations and rhymes (rhymes.ts), patterns, spelling and the reverse search
 *    (reverse-search.ts) are imported from their modules where used, so that pages that do not
 *    use them do not load them.
 * 4. Letter pages: `letterPageUrl(language, letter, page, manifest)`; letters and page counts in
 *    `manifest.languages[language].letters`.
 * 2b. Translations: `translationShardUrlForEntry(id, manifest)` → one translation shard (none for a
 *    language without a dictionary to or from English); `lookupTranslations(shard, id)`.
 * 5. Graph: `buildGraph(entry)`; depth 2: fetch `shardUrlsForEntries(graphExpansionIds(entry))`,
 *    look the ids up, `buildGraph(entry, relatedEntries, { depth: 2 })`.
 */
export {
  dictionaryLanguages,
  defaultDictionaryLanguage,
  isDictionaryLanguage,
  dictionaryHomeLocale,
  alphabets,
  letterOf,
  otherLetter,
  collationLocales,
  type DictionaryLanguage,
} from './languages';
export { foldForSearch, foldQuery } from './fold';
export { lemmaKey, toEntryId, parseEntryId, type ParsedEntryId } from './entry-id';
export { fnv1a32, shardIndexForKey } from './hash';
export { dictionaryBasePath, manifestUrl, shardUrlForEntry, shardUrlsForEntries, searchIndexUrl, letterPageUrl, translationShardUrlForEntry, pronunciationUrl, wordListUrl, reverseShardUrls, hexName } from './urls';
export { searchInIndex, type SearchOptions } from './search';
export { lookupEntry, pronunciationFileOf } from './entry';
export { lookupTranslations } from './translations';
export { relatedWords, type SenseRelationGroup } from './related-words';
export { relationSlug, senseRelationOrder } from './relation-names';
export { verbFrameText } from './verb-frames';
export { buildGraph, graphExpansionIds, type GraphNode, type GraphEdge, type SemanticGraph, type GraphOptions } from './graph';
export { morphyCandidates, type BaseFormCandidate } from './morphy';
export { sourceAttributions, type SourceAttribution } from './attributions';
export { describeSenseLabels, wordNetDomains, type SenseLabel, type WordNetDomain } from './sense-labels';
export {
  posBits,
  posFromMask,
  relationTypes,
  type PartOfSpeech,
  type RelationType,
  type EntryLink,
  type Sense,
  type MeaningGroup,
  type DictionaryEntry,
  type EntryLookup,
  type SearchSuggestion,
  type SearchResult,
  type RawLink,
  type RawSense,
  type RawEntry,
  type EntryShard,
  type RawTranslationGroup,
  type TranslationShard,
  type TranslationGroup,
  type PronunciationFile,
  type WordList,
  type ReverseIndexShard,
  type PronunciationRow,
  type SearchRow,
  type SearchIndexChunk,
  type LetterRow,
  type LetterPage,
  type LetterInfo,
  type LanguageManifest,
  type Manifest,
} from './types';
