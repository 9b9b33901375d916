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
}

/** Title, description, canonical, hreflang alternates and Open Graph for a page. */
export function pageMetadata({ locale, path, title, description }: PageMetadataInput): Metadata {
  const url = absoluteUrl(path, locale);
  return {
    metadataBase: new URL(siteUrl),
    title,
    description,
    alternates: { canonical: url, languages: languageAlternates(path) },
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
