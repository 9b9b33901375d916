/**
 * The languages the keyword density checker analyses. Each name is also the value of its
 * `<select>` option, so it is part of the page's contract and must stay stable.
 */
export const keywordLanguages = [
  'arabic',
  'czech',
  'danish',
  'dutch',
  'english',
  'french',
  'galician',
  'german',
  'italian',
  'korean',
  'persian',
  'polish',
  'portuguese',
  'romanian',
  'russian',
  'spanish',
  'swedish',
  'turkish',
  'vietnamese',
] as const;

export type KeywordLanguage = (typeof keywordLanguages)[number];

/**
 * BCP 47 tag of each language: it selects the tokenizer's rules, the case folding
 * (`toLocaleLowerCase`, where Turkish differs) and the collation used to order phrases.
 */
export const keywordLanguageTags: Readonly<Record<KeywordLanguage, string>> = {
  arabic: 'ar',
  czech: 'cs',
  danish: 'da',
  dutch: 'nl',
  english: 'en',
  french: 'fr',
  galician: 'gl',
  german: 'de',
  italian: 'it',
  korean: 'ko',
  persian: 'fa',
  polish: 'pl',
  portuguese: 'pt',
  romanian: 'ro',
  russian: 'ru',
  spanish: 'es',
  swedish: 'sv',
  turkish: 'tr',
  vietnamese: 'vi',
};

/** UI locales whose own language is offered; every other UI locale starts on English. */
const defaultLanguageByUiLanguage: Readonly<Record<string, KeywordLanguage>> = {
  en: 'english',
  pl: 'polish',
  cs: 'czech',
  de: 'german',
  es: 'spanish',
  fr: 'french',
  it: 'italian',
  nl: 'dutch',
  ro: 'romanian',
  ru: 'russian',
  sv: 'swedish',
  pt: 'portuguese',
};

/** Whether `value` is one of {@link keywordLanguages} (e.g. to validate a `<select>` value or a message). */
export function isKeywordLanguage(value: unknown): value is KeywordLanguage {
  return typeof value === 'string' && (keywordLanguages as readonly string[]).includes(value);
}

/**
 * The language preselected for a UI locale: the locale's own language when it is offered
 * (en, pl, cs, de, es, fr, it, nl, ro, ru, sv, pt), otherwise English (uk, hu, ja, bg, el and
 * anything unknown). Only the primary subtag counts, so `pt-BR` and `pt` both give Portuguese.
 */
export function pickDefaultLanguage(uiLocale: string): KeywordLanguage {
  const primary = uiLocale.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return defaultLanguageByUiLanguage[primary] ?? 'english';
}

/** The Snowball stemmer of each language that has one (see word-forms.ts); the others match word forms exactly. */
export const snowballAlgorithms: Partial<Record<KeywordLanguage, string>> = {
  arabic: 'arabic',
  czech: 'czech',
  danish: 'danish',
  dutch: 'dutch',
  english: 'english',
  french: 'french',
  german: 'german',
  italian: 'italian',
  portuguese: 'portuguese',
  romanian: 'romanian',
  russian: 'russian',
  spanish: 'spanish',
  swedish: 'swedish',
  turkish: 'turkish',
};

/** Whether word forms of `language` are grouped (otherwise they are matched exactly). */
export function hasWordForms(language: KeywordLanguage): boolean {
  return snowballAlgorithms[language] !== undefined;
}
