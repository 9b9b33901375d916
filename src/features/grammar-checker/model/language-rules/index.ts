/**
 * The on-device grammar and typography rules beyond spelling, per language: typography
 * conventions (./typography.ts), frequent errors decided by patterns (./germanic.ts,
 * ./romance.ts, ./slavic.ts, ./hungarian.ts, ./greek.ts) and Japanese notation, errors and style (./japanese.ts). RULES.md in the feature's folder lists them with their sources.
 */
import { baseLanguage } from '../languages';
import type { Suggestion } from '../types';
import { DUTCH, GERMAN, SWEDISH } from './germanic';
import { GREEK } from './greek';
import { HUNGARIAN } from './hungarian';
import { JAPANESE } from './japanese';
import { FRENCH, ITALIAN, PORTUGUESE, ROMANIAN, SPANISH } from './romance';
import { phraseRules, runRules, type LanguageRule, type PhraseEntry, type RuleContext } from './rule';
import { BULGARIAN, CZECH, POLISH, RUSSIAN, UKRAINIAN } from './slavic';
import { typographyRules } from './typography';

const PHRASES: Readonly<Record<string, readonly PhraseEntry[]>> = {
  de: GERMAN,
  nl: DUTCH,
  sv: SWEDISH,
  fr: FRENCH,
  es: SPANISH,
  it: ITALIAN,
  pt: PORTUGUESE,
  ro: ROMANIAN,
  pl: POLISH,
  ru: RUSSIAN,
  uk: UKRAINIAN,
  cs: CZECH,
  bg: BULGARIAN,
  hu: HUNGARIAN,
  el: GREEK,
};

/** Rules of languages whose errors are not phrases between word boundaries (Japanese is written without spaces). */
const OWN_RULES: Readonly<Record<string, readonly LanguageRule[]>> = {
  ja: JAPANESE,
};

/** Base languages with rules of their own (phrases and typography, or rules of their own kind). */
export const LANGUAGE_RULE_LANGUAGES: readonly string[] = [...Object.keys(PHRASES), ...Object.keys(OWN_RULES)];

const compiled = new Map<string, readonly LanguageRule[]>();

/** Every rule for `language` (a LanguageTool code), compiled once. */
export function languageRules(language: string): readonly LanguageRule[] {
  const key = language.toLowerCase();
  let rules = compiled.get(key);
  if (!rules) {
    const base = baseLanguage(key);
    rules = [...typographyRules(key), ...phraseRules(base, PHRASES[base] ?? []), ...(OWN_RULES[base] ?? [])];
    compiled.set(key, rules);
  }
  return rules;
}

export interface LanguageRuleOptions extends RuleContext {
  /** Include picky style advice (ellipsis, dashes, no-break instead of plain spaces). Default `false`. */
  picky?: boolean;
}

/** Findings of the language's rules in `text`, sorted by offset. */
export function checkLanguageRules(text: string, language: string, options: LanguageRuleOptions = {}): Suggestion[] {
  return runRules(text, languageRules(language), options.picky ?? false, options.isWord ? { isWord: options.isWord } : {}).sort((a, b) => a.offset - b.offset || a.length - b.length);
}
