/**
 * The grammar checker's pure model: types, languages, error kinds, suggestion bookkeeping and
 * the rules that need no engine. Engines live in ../engines (LanguageToolEngine) and
 * ../worker (createLocalGrammarClient, the in-browser engine behind a Web Worker).
 */
export { applyAll, applySuggestion, type AppliedText } from './apply-suggestion';
export { HARPER_KIND_TABLE, LANGUAGETOOL_CATEGORY_TABLE, harperCategory, languageToolCategory } from './categories';
export { GrammarCheckError, isAbortError, isGrammarCheckError, type GrammarCheckFailure, type PartialResult } from './errors';
export { GENERIC_RULE_IDS, checkGenericRules } from './generic-rules';
export {
  GRAMMAR_LANGUAGES,
  LOCAL_SPELLING_LANGUAGES,
  REMOTE_ONLY_SPELLING_LANGUAGES,
  defaultGrammarLanguage,
  grammarLanguage,
  type GrammarLanguage,
  type LocalCapabilities,
} from './languages';
export { PersonalDictionary, applyUserPreferences } from './user-preferences';
export { SUGGESTION_CATEGORIES, type CheckOptions, type CheckProgress, type EngineId, type GrammarEngine, type ProgressListener, type Suggestion, type SuggestionCategory } from './types';
