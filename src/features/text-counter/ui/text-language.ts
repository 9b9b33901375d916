import { isLocale, type Locale } from '@/i18n/locales';

/** The language the visitor says the text is in; absent means the page's language. */
export const textLanguageStorageKey = 'textCounter.language';

export function parseTextLanguage(raw: string | null): Locale | null {
  return isLocale(raw) ? raw : null;
}

export const serializeTextLanguage = (language: Locale | null) => language;
