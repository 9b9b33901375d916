import { defaultLocale, isLocale, locales, type Locale } from './locales';

export interface LocaleSignals {
  /** The visitor's stored choice (local storage or cookie), if any. */
  stored?: string | null;
  /** `navigator.languages`, most preferred first. */
  languages?: readonly string[];
}

/**
 * First-load locale choice (SPEC §2): the stored preference; else the first browser language
 * with an exact match; else the first whose base language matches; else English.
 */
export function negotiateLocale({ stored, languages = [] }: LocaleSignals): Locale {
  if (isLocale(stored)) return stored;
  const tags = languages.map((tag) => tag.trim().toLowerCase()).filter(Boolean);
  for (const tag of tags) {
    const exact = locales.find((l) => l === tag);
    if (exact) return exact;
  }
  for (const tag of tags) {
    const base = tag.split(/[-_]/)[0];
    const match = locales.find((l) => l === base);
    if (match) return match;
  }
  return defaultLocale;
}

/**
 * The locale the language banner suggests: the browser language's first two letters, when
 * they name a supported locale other than the current one (SPEC §4).
 */
export function suggestedLocale(browserLanguage: string | undefined, current: Locale): Locale | null {
  const prefix = browserLanguage?.slice(0, 2).toLowerCase();
  return isLocale(prefix) && prefix !== current ? prefix : null;
}
