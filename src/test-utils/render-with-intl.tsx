import { render, type RenderResult } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import en from '@messages/en.json';
import type { Locale } from '@/i18n/locales';

/** Renders a client component with the site's real English messages, as the pages provide them. */
export function renderWithIntl(ui: ReactElement, locale: Locale = 'en'): RenderResult {
  return render(
    <NextIntlClientProvider locale={locale} messages={en} timeZone="UTC">
      {ui}
    </NextIntlClientProvider>,
  );
}
