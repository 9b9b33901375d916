import type { MetadataRoute } from 'next';
import { menuTools } from '@/config/tools';
import { defaultLocale, locales } from '@/i18n/locales';
import { absoluteUrl, languageAlternates } from '@/lib/seo/metadata';

export const dynamic = 'force-static';

/** Every tool page in every locale, each with its hreflang alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  return menuTools.flatMap((tool) =>
    locales.map((locale) => ({
      url: absoluteUrl(tool.path, locale),
      changeFrequency: 'monthly' as const,
      priority: locale === defaultLocale ? 1 : 0.8,
      alternates: { languages: languageAlternates(tool.path) },
    })),
  );
}
