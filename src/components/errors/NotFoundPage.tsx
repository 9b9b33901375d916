import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageShell } from '@/components/layout/ToolPageShell';
import { menuTools } from '@/config/tools';
import type { Locale } from '@/i18n/locales';
import { localizePath } from '@/i18n/paths';
import { ErrorView } from './ErrorView';
import { RequestedPath } from './RequestedPath';

export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Errors' });
  return { title: t('notFoundTitle'), robots: { index: false, follow: true } };
}

/** The 404 page of a locale: 'Page Not Found', the requested path, and ways on. */
export async function NotFoundPage({ locale }: { locale: Locale }) {
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Errors' });
  const tTools = await getTranslations({ locale, namespace: 'Tools' });
  return (
    <PageShell locale={locale} tool={null} pagePath="/404">
      <ErrorView
        statusCode={404}
        statusMessage={t('notFoundTitle')}
        statusLabel={t('statusCode', { code: '404' })}
        description={
          <>
            <p>{t('notFoundDescription')}</p>
            <RequestedPath />
          </>
        }
      >
        <p className="mt-8">
          <Link prefetch={false} href={localizePath('/', locale)} className="font-semibold text-accent underline underline-offset-4">
            {t('backHome')}
          </Link>
        </p>
        <p className="mt-6 text-slate-700 dark:text-slate-300">{t('toolsHint')}</p>
        <ul className="mt-2 flex flex-wrap justify-center gap-4">
          {menuTools.map((tool) => (
            <li key={tool.id}>
              <Link prefetch={false} href={localizePath(tool.path, locale)} className="underline underline-offset-4">
                {tTools(`${tool.id}.label`)}
              </Link>
            </li>
          ))}
        </ul>
      </ErrorView>
    </PageShell>
  );
}
