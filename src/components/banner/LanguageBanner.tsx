'use client';

import type { MouseEvent } from 'react';
import { locales, type Locale } from '@/i18n/locales';
import { localizePath, switchLocalePath } from '@/i18n/paths';
import { storeLocalePreference } from '@/lib/locale-preference';
import { writeStored } from '@/lib/storage/storage';
import { bannerDismissedKey, bannerLocaleAttribute } from './banner-state';

export interface BannerText {
  message: string;
  accept: string;
  dismiss: string;
}

/** Shows the one banner whose locale the boot script chose (unlayered, so it beats `hidden`). */
const visibilityRules = locales.map((l) => `html[${bannerLocaleAttribute}="${l}"] [data-language-banner="${l}"]{display:block}`).join('');

/**
 * Suggests the visitor's browser language (when its first two letters name another supported
 * locale and the banner was not dismissed), written in that language so that the visitor can
 * read it. The static HTML cannot know the visitor, so it holds a banner for every
 * other locale, all hidden; the boot script marks <html> with the suggested locale before the
 * first paint, and CSS shows that one. The banner is there from the first frame: it never
 * pushes the page down later.
 */
export function LanguageBanner({ current, texts }: { current: Locale; texts: Record<Locale, BannerText> }) {
  const dismiss = () => {
    // Unsaved (storage blocked), it is hidden for this page view at least.
    writeStored(bannerDismissedKey, 'true');
    document.documentElement.removeAttribute(bannerLocaleAttribute);
  };
  const accept = (event: MouseEvent<HTMLAnchorElement>, target: Locale) => {
    event.preventDefault();
    storeLocalePreference(target);
    window.location.assign(switchLocalePath(location.pathname + location.search + location.hash, target));
  };

  return (
    <>
      <style>{visibilityRules}</style>
      {locales
        .filter((target) => target !== current)
        .map((target) => {
          const text = texts[target];
          return (
            <div
              key={target}
              role="region"
              aria-label={text.message}
              lang={target}
              data-testid="language-banner"
              data-language-banner={target}
              className="hidden bg-slate-900 text-white dark:bg-slate-800"
            >
              <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm">
                <p>{text.message}</p>
                {/* Opened in a new tab it leads to that locale's home: the static page does not know its own path. */}
                <a href={localizePath('/', target)} hrefLang={target} onClick={(event) => accept(event, target)} className="font-semibold underline underline-offset-4">
                  {text.accept}
                </a>
                <button type="button" onClick={dismiss} className="ml-auto rounded px-2 py-1 hover:bg-white/10" data-testid="language-banner-dismiss">
                  {text.dismiss}
                </button>
              </div>
            </div>
          );
        })}
    </>
  );
}
