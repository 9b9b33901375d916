/**
 * The site's locales. Pure data shared by the routes, the build scripts and the browser.
 * `tag` formats numbers and dates (en-US, pl-PL, …); `name` is the language's own name (an
 * endonym), shown untranslated in the language menu so that every visitor can find their language.
 */
export const locales = [
  'en', 'pl', 'uk', 'cs', 'de', 'es', 'fr', 'hu', 'it', 'nl', 'ro', 'ru', 'sv', 'ja', 'bg', 'el', 'pt',
] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

export interface LocaleInfo {
  code: Locale;
  /** Endonym: the language's name in that language. */
  name: string;
  /** BCP 47 tag used for number and date formatting. */
  tag: string;
  /** Country code of the flag shown beside the name. */
  flag: string;
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { code: 'en', name: 'English', tag: 'en-US', flag: 'us' },
  pl: { code: 'pl', name: 'Polski', tag: 'pl-PL', flag: 'pl' },
  uk: { code: 'uk', name: 'Українська', tag: 'uk-UA', flag: 'ua' },
  cs: { code: 'cs', name: 'Čeština', tag: 'cs-CZ', flag: 'cz' },
  de: { code: 'de', name: 'Deutsch', tag: 'de-DE', flag: 'de' },
  es: { code: 'es', name: 'Español', tag: 'es-ES', flag: 'es' },
  fr: { code: 'fr', name: 'Français', tag: 'fr-FR', flag: 'fr' },
  hu: { code: 'hu', name: 'Magyar', tag: 'hu-HU', flag: 'hu' },
  it: { code: 'it', name: 'Italiano', tag: 'it-IT', flag: 'it' },
  nl: { code: 'nl', name: 'Nederlands', tag: 'nl-NL', flag: 'nl' },
  ro: { code: 'ro', name: 'Română', tag: 'ro-RO', flag: 'ro' },
  ru: { code: 'ru', name: 'Русский', tag: 'ru-RU', flag: 'ru' },
  sv: { code: 'sv', name: 'Svenska', tag: 'sv-SE', flag: 'se' },
  ja: { code: 'ja', name: '日本語', tag: 'ja-JP', flag: 'jp' },
  bg: { code: 'bg', name: 'Български', tag: 'bg-BG', flag: 'bg' },
  el: { code: 'el', name: 'Ελληνικά', tag: 'el-GR', flag: 'gr' },
  pt: { code: 'pt', name: 'Português', tag: 'pt-PT', flag: 'pt' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The locales that carry a path prefix (all but English). */
export const prefixedLocales = locales.filter((l) => l !== defaultLocale);

/** Open Graph wants `pl_PL`, not `pl-PL`. */
export function openGraphLocale(locale: Locale): string {
  return localeInfo[locale].tag.replace('-', '_');
}
