import { NextIntlClientProvider } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LanguageBanner, type BannerText } from '@/components/banner/LanguageBanner';
import { locales, type Locale } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import { pickMessages } from '@/i18n/pick-messages';
import { tools } from '@/config/tools';
import { localizePath } from '@/i18n/paths';
import { bootScriptSource } from '@/lib/boot/boot-script';
import { offlinePagePath } from '@/lib/offline/cache-rules';
import { ServiceWorkerRegistration } from '@/lib/offline/ServiceWorkerRegistration';
import { UpdateWatcher } from '@/lib/version/UpdateWatcher';
import '@/app/globals.css';

async function bannerTexts(): Promise<Record<Locale, BannerText>> {
  const entries = await Promise.all(locales.map(async (code) => [code, (await loadMessages(code)).LanguageBanner] as const));
  return Object.fromEntries(entries) as Record<Locale, BannerText>;
}

/**
 * The document of every page, shared by the English tree and the prefixed-locale tree. The
 * boot script runs before paint; `suppressHydrationWarning` covers the class it sets.
 */
export async function RootLayout({ locale, children }: { locale: Locale; children: ReactNode }) {
  setRequestLocale(locale);
  const messages = await loadMessages(locale);
  return (
    <html lang={locale} dir="ltr" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: bootScriptSource(locale === 'en') }} />
      </head>
      <body className="flex min-h-screen flex-col">
        <NextIntlClientProvider locale={locale} messages={pickMessages(messages, ['Errors'])}>
          <LanguageBanner current={locale} texts={await bannerTexts()} />
          {children}
          <UpdateWatcher />
          <ServiceWorkerRegistration pages={[...Object.values(tools).map((tool) => tool.path), offlinePagePath].map((path) => localizePath(path, locale))} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
