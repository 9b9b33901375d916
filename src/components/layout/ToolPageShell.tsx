import { NextIntlClientProvider } from 'next-intl';
import type { CSSProperties, ReactNode } from 'react';
import { SiteFooter } from '@/components/footer/SiteFooter';
import { SiteHeader } from '@/components/header/SiteHeader';
import { tools, type ToolId } from '@/config/tools';
import type { Locale } from '@/i18n/locales';
import { loadMessages, type Messages } from '@/i18n/messages';
import { pickMessages } from '@/i18n/pick-messages';

export interface PageShellProps {
  locale: Locale;
  /** The tool whose accent colours the page and is marked current in the menus (null: none). */
  tool: ToolId | null;
  /** The page's English path, for the language links. */
  pagePath: string;
  /** Message namespaces the page's interactive parts translate on the client. */
  clientNamespaces?: readonly (keyof Messages)[];
  children: ReactNode;
}

/** Header, main and footer of a page, in the accent of its tool. */
export async function PageShell({ locale, tool, pagePath, clientNamespaces = [], children }: PageShellProps) {
  const entry = tools[tool ?? 'textCounter'];
  const accentStyle = {
    '--tool-accent': entry.accent,
    '--tool-accent-strong': tool ? entry.accentStrong : '#334155',
    '--tool-accent-dark': tool ? entry.accentOnDark : '#cbd5e1',
  } as CSSProperties;
  const messages = await loadMessages(locale);
  return (
    <div className="tool-scope flex flex-1 flex-col" style={accentStyle} data-tool={tool ?? undefined}>
      <SiteHeader locale={locale} currentTool={tool} />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none">
        <NextIntlClientProvider locale={locale} messages={pickMessages(messages, ['Errors', ...clientNamespaces])}>
          {children}
        </NextIntlClientProvider>
      </main>
      <SiteFooter locale={locale} pagePath={pagePath} />
    </div>
  );
}
