import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageShell } from '@/components/layout/ToolPageShell';
import { tools } from '@/config/tools';
import type { Locale } from '@/i18n/locales';
import { localizePath } from '@/i18n/paths';
import { offlinePagePath } from '@/lib/offline/cache-rules';

export async function offlineMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Errors' });
  return { title: t('offlineTitle'), robots: { index: false, follow: false } };
}

/**
 * What the service worker shows, offline, for a page this device has not saved yet: why it
 * cannot open, and the tools that do work. Cached with the visitor's locale's tool pages.
 * Plain links (full loads): offline, each is answered from the worker's cache.
 */
export async function OfflinePage({ locale }: { locale: Locale }) {
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Errors' });
  const tTools = await getTranslations({ locale, namespace: 'Tools' });
  return (
    <PageShell locale={locale} tool={null} pagePath={offlinePagePath}>
      <div className="mx-auto max-w-2xl py-12 text-center" data-testid="offline-page">
        <h1 className="text-3xl font-bold">{t('offlineTitle')}</h1>
        <p className="mt-4 text-slate-700 dark:text-slate-300">{t('offlineDescription')}</p>
        <p className="mt-8 text-slate-700 dark:text-slate-300">{t('offlineToolsHint')}</p>
        <ul className="mt-2 flex flex-wrap justify-center gap-4">
          {Object.values(tools).map((tool) => (
            <li key={tool.id}>
              <a href={localizePath(tool.path, locale)} className="font-semibold text-accent underline underline-offset-4">
                {tTools(`${tool.id}.label`)}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </PageShell>
  );
}
