import type { MetadataRoute } from 'next';
import { menuTools } from '@/config/tools';
import { dictionarySitemapPaths } from '@/features/dictionary/server';
import { defaultLocale, locales } from '@/i18n/locales';
import { absoluteUrl, languageAlternates } from '@/lib/seo/metadata';

export const dynamic = 'force-static';

/** Every tool page in every locale with its hreflang alternates, then the pre-rendered dictionary pages. */
export default function sitemap(): MetadataRoute.Sitemap {
  const tools = menuTools.flatMap((tool) =>
    locales.map((locale) => ({
      url: absoluteUrl(tool.path, locale),
      changeFrequency: 'monthly' as const,
      priority: locale === defaultLocale ? 1 : 0.8,
      alternates: { languages: languageAlternates(tool.path) },
    })),
  );
  const dictionary = locales.flatMap((locale) => dictionarySitemapPaths(locale).map((path) => ({ url: absoluteUrl(path, locale), changeFrequency: 'yearly' as const, priority: 0.5 })));
  return [...tools, ...dictionary];
}
