/**
 * The languages readability is measured for, and how a text's BCP 47 tag maps to one of them.
 */

/**
 * Languages with syllable counting and at least one readability formula: the 16 European
 * languages of the site's locales, Danish (which shares LIX with Swedish) and Japanese (measured
 * by character runs, without syllables).
 */
export const readabilityLanguages = ['en', 'de', 'fr', 'es', 'it', 'pt', 'pl', 'nl', 'ru', 'uk', 'cs', 'sv', 'da', 'hu', 'ro', 'bg', 'el', 'ja'] as const;

export type ReadabilityLanguage = (typeof readabilityLanguages)[number];

/** Languages whose words are counted in syllables (every readability language but Japanese). */
export type SyllableLanguage = Exclude<ReadabilityLanguage, 'ja'>;

const byPrimarySubtag = new Map<string, ReadabilityLanguage>(readabilityLanguages.map((language) => [language, language]));

/**
 * The readability language of a BCP 47 tag (`pt-BR` → `pt`, `de_AT` → `de`), or `null` when no
 * formula covers it (Korean, Chinese, Arabic…). Norwegian Bokmål is not mapped: LIX has been used
 * for it, but its syllable rules are not tested here.
 */
export function readabilityLanguageOf(locale: string): ReadabilityLanguage | null {
  const primary = locale.split(/[-_]/, 1)[0]?.toLowerCase() ?? '';
  return byPrimarySubtag.get(primary) ?? null;
}
