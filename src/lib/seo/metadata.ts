import type { Metadata } from 'next';
import { siteName, siteUrl } from '@/config/site';
import { defaultLocale, locales, openGraphLocale, type Locale } from '@/i18n/locales';
import { localizePath } from '@/i18n/paths';

/** Absolute URL of an English route in a locale. */
export function absoluteUrl(path: string, locale: Locale): string {
  const localized = localizePath(path, locale);
  return `${siteUrl}${localized === '/' ? '' : localized}` || siteUrl;
}

/** hreflang alternates for all 17 locales plus x-default (English). */
export function languageAlternates(path: string): Record<string, string> {
  const alternates: Record<string, string> = {};
  for (const locale of locales) alternates[locale] = absoluteUrl(path, locale);
  alternates['x-default'] = absoluteUrl(path, defaultLocale);
  return alternates;
}

export interface PageMetadataInput {
  locale: Locale;
  /** The page's English path. */
  path: string;
  title: string;
  description: string;
  /**
   * The canonical URL when it is not the page's own URL in `locale`: a dictionary entry is
   * canonical in the UI locale of its own language, whichever locale shows it.
   */
  canonicalUrl?: string;
  /**
   * Whether the page exists in every UI locale (hreflang alternates). Default true; false for
   * pages pre-rendered in one locale only (dictionary letter pages), whose other locales'
   * addresses are served by a client-rendered shell.
   */
  inEveryLocale?: boolean;
}

/** Title, description, canonical, hreflang alternates and Open Graph for a page. */
export function pageMetadata({ locale, path, title, description, canonicalUrl, inEveryLocale = true }: PageMetadataInput): Metadata {
  const url = canonicalUrl ?? absoluteUrl(path, locale);
  return {
    metadataBase: new URL(siteUrl),
    title,
    description,
    alternates: inEveryLocale ? { canonical: url, languages: languageAlternates(path) } : { canonical: url },
    openGraph: {
      type: 'website',
      siteName,
      title,
      description,
      url,
      locale: openGraphLocale(locale),
      alternateLocale: locales.filter((l) => l !== locale).map(openGraphLocale),
    },
    twitter: { card: 'summary', title, description },
  };
}
