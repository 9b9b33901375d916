/**
 * The grammar language to offer for a text whose language is not the chosen one (detection and
 * the rule of the offer: `@/lib/text/language-detection`). Detection considers the site's
 * languages and every language the checker offers.
 */
import { locales } from '@/i18n/locales';
import { loadLanguageDetector, offeredLanguage, MIXED_SCORE_RATIO, type DetectedLanguage, type LanguageDetector } from '@/lib/text/language-detection';
import { GRAMMAR_LANGUAGES, baseLanguage, defaultGrammarLanguage } from './languages';

/** A detector over the site's languages and the checker's (its n-grams are imported now). */
export function loadGrammarLanguageDetector(): Promise<LanguageDetector> {
  return loadLanguageDetector([...locales, ...GRAMMAR_LANGUAGES.map((l) => baseLanguage(l.code))]);
}

/** The offered grammar language for ISO 639-1 `language`: the one its UI locale preselects, else the first of it. */
export function grammarLanguageFor(language: string): string | undefined {
  const preselected = defaultGrammarLanguage(language);
  if (baseLanguage(preselected) === language) return preselected;
  return GRAMMAR_LANGUAGES.find((l) => baseLanguage(l.code) === language)?.code;
}

/**
 * The grammar language to offer for `text` written while `chosen` is selected, or null (see
 * {@link offeredLanguage}; variants of one language are left alone), and only a language the
 * checker offers.
 */
export function suggestedLanguage(text: string, chosen: string, detected: DetectedLanguage, mixedScoreRatio = MIXED_SCORE_RATIO): string | null {
  const language = offeredLanguage(text, baseLanguage(chosen), detected, mixedScoreRatio);
  return language === null ? null : (grammarLanguageFor(language) ?? null);
}
