import { defaultLocale, locales } from '@/i18n/locales';
import { pickLocale, suggestedLocale } from '@/i18n/negotiate-locale';
import { bannerDismissedKey, bannerLocaleAttribute } from '@/components/banner/banner-state';
import { localeCookieName, localeStorageKey } from '@/lib/locale-preference';
import { themeStorageKey } from '@/lib/theme/theme';
import { warmUpIntl } from './intl-warm-up';

interface BootConfig {
  themeKey: string;
  localeKey: string;
  localeCookie: string;
  locales: readonly string[];
  defaultLocale: string;
  bannerDismissedKey: string;
  bannerAttribute: string;
  /** Only the English home page (the site root) negotiates the locale. */
  negotiate: boolean;
}

/**
 * Runs in <head> before first paint: applies the theme (no flash), shows the language banner
 * that suits the visitor (so it never pushes the page down after it appeared), and at the
 * site root sends the visitor to their language (the stored preference, else the browser's
 * languages, else English). Serialised with toString(), so it uses only its parameters and
 * browser globals. It never throws: a blocked storage leaves the defaults.
 */
function boot(config: BootConfig, pick: typeof pickLocale, suggest: typeof suggestedLocale): void {
  const root = document.documentElement;
  try {
    const forced = root.getAttribute('data-forced-theme');
    const preference = localStorage.getItem(config.themeKey) || 'light';
    const systemDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
    const dark = forced ? forced === 'dark' : preference === 'dark' || (preference === 'system' && systemDark);
    root.classList.toggle('dark', dark);
  } catch {
    // Defaults apply.
  }
  try {
    const target = localStorage.getItem(config.bannerDismissedKey) === 'true' ? null : suggest(navigator.language, root.lang, config.locales);
    if (target) root.setAttribute(config.bannerAttribute, target);
  } catch {
    // No banner without storage: it could not stay dismissed.
  }
  if (!config.negotiate) return;
  const path = location.pathname;
  if (path !== '/' && path !== '/index.html') return;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(config.localeKey);
  } catch {
    // Fall through to the cookie.
  }
  if (!stored) {
    const match = new RegExp('(?:^|; )' + config.localeCookie + '=([^;]*)').exec(document.cookie);
    stored = match ? decodeURIComponent(match[1] ?? '') : null;
  }
  const locale = pick(stored, navigator.languages || [navigator.language], config.locales, config.defaultLocale);
  if (locale !== config.defaultLocale) location.replace('/' + locale + location.search + location.hash);
}

/** The inline script's source for a page; `negotiate` only on the English home page. */
export function bootScriptSource(negotiate: boolean): string {
  const config: BootConfig = {
    themeKey: themeStorageKey,
    localeKey: localeStorageKey,
    localeCookie: localeCookieName,
    locales,
    defaultLocale,
    bannerDismissedKey,
    bannerAttribute: bannerLocaleAttribute,
    negotiate,
  };
  return `(${boot.toString()})(${JSON.stringify(config)},${pickLocale.toString()},${suggestedLocale.toString()});(${warmUpIntl.toString()})();`;
}
