import type { Locale } from '@/i18n/locales';

export const localeStorageKey = 'locale';
export const localeCookieName = 'NEXT_LOCALE';
const oneYearSeconds = 365 * 24 * 60 * 60;

/** The cookie of SPEC §3: 365 days, path /, SameSite=Lax (Secure on https). */
export function localeCookie(locale: Locale, secure: boolean): string {
  return `${localeCookieName}=${locale}; Max-Age=${oneYearSeconds}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Remembers the visitor's language choice in a cookie and in local storage. */
export function storeLocalePreference(locale: Locale): void {
  document.cookie = localeCookie(locale, location.protocol === 'https:');
  try {
    localStorage.setItem(localeStorageKey, locale);
  } catch {
    // Storage can be blocked (private modes, policies); the cookie still carries the choice.
  }
}
