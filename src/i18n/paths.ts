import { defaultLocale, isLocale, type Locale } from './locales';

/** Splits a pathname into its locale (from the first segment; English when none) and the rest. */
function splitLocale(pathname: string): { locale: Locale; path: string } {
  const normalised = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const match = /^\/([^/?#]+)(.*)$/.exec(normalised);
  const first = match?.[1];
  if (first && first !== defaultLocale && isLocale(first)) {
    const rest = match?.[2] ?? '';
    return { locale: first, path: rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest };
  }
  return { locale: defaultLocale, path: normalised };
}

/** The path of an English route in a locale: no prefix for English, `/{locale}` before the rest otherwise. */
export function localizePath(path: string, locale: Locale): string {
  const normalised = path.startsWith('/') ? path : `/${path}`;
  if (locale === defaultLocale) return normalised;
  if (normalised === '/') return `/${locale}`;
  if (normalised.startsWith('/?') || normalised.startsWith('/#')) return `/${locale}${normalised.slice(1)}`;
  return `/${locale}${normalised}`;
}

/**
 * The language switch (footer menu or banner): drop the current locale's segment, then prefix
 * the target locale (none for English). Query and hash are kept; a trailing slash is dropped.
 */
export function switchLocalePath(pathname: string, target: Locale): string {
  const { path } = splitLocale(pathname);
  const [, base = '/', suffix = ''] = /^([^?#]*)(.*)$/.exec(path) ?? [];
  const trimmed = base.length > 1 ? base.replace(/\/+$/, '') || '/' : base;
  return localizePath(trimmed + suffix, target);
}
