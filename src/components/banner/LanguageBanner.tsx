'use client';

import { useState, useSyncExternalStore, type MouseEvent } from 'react';
import type { Locale } from '@/i18n/locales';
import { suggestedLocale } from '@/i18n/negotiate-locale';
import { switchLocalePath } from '@/i18n/paths';
import { storeLocalePreference } from '@/lib/locale-preference';

export const bannerDismissedKey = 'languageBarDismissed';

export interface BannerText {
  message: string;
  accept: string;
  dismiss: string;
}

/** The browser language does not change while the page is open. */
const subscribeToNothing = () => () => {};

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(bannerDismissedKey) === 'true';
  } catch {
    return false;
  }
}

/**
 * Suggests the visitor's browser language (SPEC §4), written in that language so that the
 * visitor can read it. Shown only after hydration: the static HTML cannot know the visitor.
 */
export function LanguageBanner({ current, texts }: { current: Locale; texts: Record<Locale, BannerText> }) {
  const [dismissed, setDismissed] = useState(false);
  const target = useSyncExternalStore(
    subscribeToNothing,
    () => (wasDismissed() ? null : suggestedLocale(navigator.language, current)),
    () => null,
  );

  if (!target || dismissed) return null;
  const text = texts[target];

  const dismiss = () => {
    try {
      localStorage.setItem(bannerDismissedKey, 'true');
    } catch {
      // Hidden for this page view at least.
    }
    setDismissed(true);
  };
  const accept = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    storeLocalePreference(target);
    window.location.assign(switchLocalePath(location.pathname + location.search + location.hash, target));
  };

  return (
    <div role="region" aria-label={text.message} lang={target} data-testid="language-banner" className="bg-slate-900 text-white dark:bg-slate-800">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm">
        <p>{text.message}</p>
        <a href={switchLocalePath(location.pathname, target)} hrefLang={target} onClick={accept} className="font-semibold underline underline-offset-4">
          {text.accept}
        </a>
        <button type="button" onClick={dismiss} className="ml-auto rounded px-2 py-1 hover:bg-white/10" data-testid="language-banner-dismiss">
          {text.dismiss}
        </button>
      </div>
    </div>
  );
}
