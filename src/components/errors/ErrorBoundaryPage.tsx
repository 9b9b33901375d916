'use client';

import { useLocale, useTranslations } from 'next-intl';
import { localizePath } from '@/i18n/paths';
import { useEffect } from 'react';
import { ErrorView } from './ErrorView';

/**
 * The shared page for errors other than 404 (which has its own page): status 500 unless the error
 * says otherwise.
 */
export function ErrorBoundaryPage({ error, reset }: { error: Error & { digest?: string; statusCode?: number }; reset: () => void }) {
  const t = useTranslations('Errors');
  const locale = useLocale();
  useEffect(() => {
    console.error(error);
  }, [error]);
  const statusCode = error.statusCode ?? 500;
  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
      <ErrorView statusCode={statusCode} statusMessage={t('internalTitle')} statusLabel={t('statusCode', { code: String(statusCode) })} description={<p>{t('internalDescription')}</p>}>
        <div className="mt-8 flex justify-center gap-4">
          <button type="button" onClick={reset} className="rounded-lg bg-slate-900 px-4 py-2 font-semibold text-white dark:bg-slate-100 dark:text-slate-900">
            {t('tryAgain')}
          </button>
          <a href={localizePath('/', locale)} className="rounded-lg border border-slate-300 px-4 py-2 font-semibold dark:border-slate-700">
            {t('backHome')}
          </a>
        </div>
      </ErrorView>
    </main>
  );
}
