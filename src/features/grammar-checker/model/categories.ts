/**
 * How each engine's own classification maps onto our five categories. One table per engine, so
 * a change of mind is a one-line edit.
 */
import type { SuggestionCategory } from './types';

/**
 * LanguageTool category ids (`rule.category.id`) and ITS issue types (`rule.issueType`, lower
 * case) → our category. Category ids are checked first (they are the more specific), then the
 * issue type; anything unknown is `grammar`. Ids are LanguageTool's core `Categories` plus the
 * language-specific ones seen in its rule files (German `EMPFOHLENE_RECHTSCHREIBUNG`,
 * `HILFESTELLUNG_KOMMASETZUNG`; French `CAT_*`…).
 */
export const LANGUAGETOOL_CATEGORY_TABLE: Readonly<Record<string, SuggestionCategory>> = {
  // Category ids
  TYPOS: 'misspelling',
  EMPFOHLENE_RECHTSCHREIBUNG: 'misspelling',
  OLD_SPELLING: 'misspelling',
  SPELLING: 'misspelling',
  CASING: 'casing',
  PUNCTUATION: 'punctuation',
  TYPOGRAPHY: 'punctuation',
  HILFESTELLUNG_KOMMASETZUNG: 'punctuation',
  CAT_TYPOGRAPHIE: 'punctuation',
  CAT_PONCTUATION: 'punctuation',
  STYLE: 'style',
  REDUNDANCY: 'style',
  PLAIN_ENGLISH: 'style',
  COLLOQUIALISMS: 'style',
  REGIONALISMS: 'style',
  REPETITIONS: 'style',
  REPETITIONS_STYLE: 'style',
  GENDER_NEUTRALITY: 'style',
  WIKIPEDIA: 'style',
  TEXT_ANALYSIS: 'style',
  CREATIVE_WRITING: 'style',
  AMERICAN_ENGLISH_STYLE: 'style',
  BRITISH_ENGLISH: 'style',
  MISUSED_TERMS_EU_PUBLICATIONS: 'style',
  CAT_STYLE: 'style',
  CAT_ANGLICISMES: 'style',
  CAT_PLEONASMES: 'style',
  GRAMMAR: 'grammar',
  CONFUSED_WORDS: 'grammar',
  SEMANTICS: 'grammar',
  COLLOCATIONS: 'grammar',
  FALSE_FRIENDS: 'grammar',
  COMPOUNDING: 'grammar',
  NONSTANDARD_PHRASES: 'grammar',
  MISC: 'grammar',
  // Issue types (ITS 2.0 localization quality issue types, lower case in LanguageTool's JSON)
  misspelling: 'misspelling',
  typographical: 'punctuation',
  whitespace: 'punctuation',
  formatting: 'punctuation',
  style: 'style',
  register: 'style',
  'locale-violation': 'style',
  duplication: 'style',
  grammar: 'grammar',
  inconsistency: 'grammar',
  terminology: 'grammar',
  uncategorized: 'grammar',
  other: 'grammar',
};

/** Our category for a LanguageTool rule with category id `categoryId` and issue type `issueType`. */
export function languageToolCategory(categoryId: string | undefined, issueType: string | undefined, typeName?: string): SuggestionCategory {
  if (typeName === 'UnknownWord') return 'misspelling';
  const byCategory = categoryId ? LANGUAGETOOL_CATEGORY_TABLE[categoryId] : undefined;
  if (byCategory) return byCategory;
  const byIssue = issueType ? LANGUAGETOOL_CATEGORY_TABLE[issueType.toLowerCase()] : undefined;
  return byIssue ?? 'grammar';
}

/**
 * harper.js lint kinds (its `LintKind` union, v2.10) → our category. `Miscellaneous` holds
 * a/an, hence grammar.
 */
export const HARPER_KIND_TABLE: Readonly<Record<string, SuggestionCategory>> = {
  Spelling: 'misspelling',
  Typo: 'misspelling',
  Agreement: 'grammar',
  Grammar: 'grammar',
  WordOrder: 'grammar',
  BoundaryError: 'grammar',
  Malapropism: 'grammar',
  Eggcorn: 'grammar',
  Usage: 'grammar',
  WordChoice: 'grammar',
  Nonstandard: 'grammar',
  Miscellaneous: 'grammar',
  Style: 'style',
  Readability: 'style',
  Redundancy: 'style',
  Repetition: 'style',
  Enhancement: 'style',
  Regionalism: 'style',
  Punctuation: 'punctuation',
  Formatting: 'punctuation',
  Capitalization: 'casing',
};

export function harperCategory(kind: string): SuggestionCategory {
  return HARPER_KIND_TABLE[kind] ?? 'grammar';
}
