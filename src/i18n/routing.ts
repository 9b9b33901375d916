import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from './locales';

/**
 * next-intl's routing. There is no proxy in a static export, so next-intl never negotiates
 * the locale here: the browser does (see `negotiate-locale.ts`), and the cookie is written by
 * the language switch, not by next-intl.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
});
