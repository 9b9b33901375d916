import type { Locale } from '@/i18n/locales';
import { writeStored } from '@/lib/storage/storage';

export const localeStorageKey = 'locale';
export const localeCookieName = 'NEXT_LOCALE';
const oneYearSeconds = 365 * 24 * 60 * 60;

/** The locale preference cookie: kept 365 days, path /, SameSite=Lax (Secure on https). */
function localeCookie(locale: Locale, secure: boolean): string {
  return `${localeCookieName}=${locale}; Max-Age=${oneYearSeconds}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Remembers the visitor's language choice in a cookie and in local storage. */
export function storeLocalePreference(locale: Locale): void {
  document.cookie = localeCookie(locale, location.protocol === 'https:');
  // Where storage is blocked, the cookie still carries the choice.
  writeStored(localeStorageKey, locale);
}
