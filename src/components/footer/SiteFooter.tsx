import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { copyrightYear } from '@/config/site';
import { menuTools } from '@/config/tools';
import { localeInfo, locales, type Locale } from '@/i18n/locales';
import { localizePath } from '@/i18n/paths';
import { LanguageMenu } from './LanguageMenu';

/** `pagePath` is the page's English path, so every language link is right before any script runs. */
export async function SiteFooter({ locale, pagePath }: { locale: Locale; pagePath: string }) {
  const t = await getTranslations({ locale, namespace: 'Common' });
  const tTools = await getTranslations({ locale, namespace: 'Tools' });
  const items = locales.map((code) => ({
    code,
    name: localeInfo[code].name,
    flag: localeInfo[code].flag,
    href: localizePath(pagePath, code),
  }));
  return (
    <footer className="mt-16 border-t border-slate-200 dark:border-slate-800">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-3">
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {menuTools.map((tool) => (
              <li key={tool.id}>
                <Link prefetch={false} href={localizePath(tool.path, locale)} className="underline-offset-4 hover:underline">
                  {tTools(`${tool.id}.label`)}
                </Link>
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('copyright', { year: String(copyrightYear) })}</p>
        </div>
        <nav aria-label={t('languageMenuLabel')}>
          <LanguageMenu current={locale} items={items} label={t('languageMenu', { language: localeInfo[locale].name })} />
        </nav>
      </div>
    </footer>
  );
}
