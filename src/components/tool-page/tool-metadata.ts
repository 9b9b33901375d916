import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { tools, type ToolId } from '@/config/tools';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/lib/seo/metadata';

export async function toolMetadata(tool: ToolId, locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: `Tools.${tool}` });
  return pageMetadata({ locale, path: tools[tool].path, title: t('title'), description: t('metaDescription') });
}
