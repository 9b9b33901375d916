import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { menuTools, type ToolId } from '@/config/tools';
import type { Locale } from '@/i18n/locales';
import { localizePath } from '@/i18n/paths';
import { OfflineIndicator } from '@/lib/offline/OfflineIndicator';
import { nextThemePreference, themePreferences, type ThemePreference } from '@/lib/theme/theme';
import { MobileMenu } from './MobileMenu';
import { ThemeToggle } from './ThemeToggle';
import { ToolIcon } from './ToolIcon';

const themeNameKey = { light: 'themeLight', dark: 'themeDark', system: 'themeSystem' } as const;

export async function SiteHeader({ locale, currentTool }: { locale: Locale; currentTool: ToolId | null }) {
  const t = await getTranslations({ locale, namespace: 'Common' });
  const tTools = await getTranslations({ locale, namespace: 'Tools' });

  const items = menuTools.map((tool) => ({
    id: tool.id,
    href: localizePath(tool.path, locale),
    label: tTools(`${tool.id}.label`),
    description: tTools(`${tool.id}.description`),
    current: tool.id === currentTool,
  }));
  const themeLabels = Object.fromEntries(
    themePreferences.map((p) => [p, t('themeToggle', { current: t(themeNameKey[p]), next: t(themeNameKey[nextThemePreference(p)]) })]),
  ) as Record<ThemePreference, string>;

  return (
    <header className="border-b border-slate-200 bg-white/90 dark:border-slate-800 dark:bg-slate-950/90">
      <a
        href="#main"
        className="sr-only rounded bg-slate-900 px-3 py-2 text-white focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50"
      >
        {t('skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <Link href={localizePath('/', locale)} className="flex shrink-0 items-center gap-2 whitespace-nowrap text-lg font-bold" aria-label={t('homeLink')}>
          <span aria-hidden="true" className="inline-flex h-8 w-8 items-center justify-center rounded-lg bg-accent text-white dark:text-slate-950">
            W
          </span>
          <span aria-hidden="true">{t('siteName')}</span>
        </Link>
        {/*
          Between lg and xl the tool names of the longer locales do not fit in one row: the links
          show their icons only, the name stays their accessible name (visually hidden) and shows
          as a tooltip on hover and keyboard focus. From xl on, the names are written out; they
          never wrap (tests/e2e/header-layout.spec.ts checks every locale).
        */}
        <nav aria-label={t('mainNav')} className="ml-auto hidden lg:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.id}>
                <Link
                  href={item.href}
                  aria-current={item.current ? 'page' : undefined}
                  className={`group relative flex items-center gap-1.5 whitespace-nowrap rounded-lg px-2.5 py-2 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800 ${
                    item.current ? 'bg-slate-100 text-accent dark:bg-slate-800/70' : 'text-slate-700 dark:text-slate-200'
                  }`}
                >
                  <ToolIcon tool={item.id} className="h-5 w-5 shrink-0" />
                  <span className="max-xl:sr-only">{item.label}</span>
                  <span
                    aria-hidden="true"
                    className="absolute left-1/2 top-full z-20 hidden -translate-x-1/2 pt-1.5 max-xl:group-hover:block max-xl:group-focus-visible:block"
                  >
                    <span className="block rounded-md bg-slate-900 px-2 py-1 text-xs font-medium text-white shadow-md dark:bg-slate-100 dark:text-slate-900">
                      {item.label}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 lg:ml-0">
          <OfflineIndicator labels={{ offline: t('offline'), hint: t('offlineHint') }} />
          <ThemeToggle labels={themeLabels} />
          <MobileMenu items={items} labels={{ open: t('openMenu'), close: t('closeMenu'), title: t('menuTitle') }} />
        </div>
      </div>
    </header>
  );
}
