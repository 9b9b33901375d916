'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import { localizePath } from '@/i18n/paths';
import type { DictionaryLanguage } from '../model';
import { letterPath } from '../routes';

/** Props of {@link LetterIndex}. */
export interface LetterIndexProps {
  language: DictionaryLanguage;
  /** The language's letters, with how many words start with each. */
  letters: Array<{ letter: string; count: number }>;
}

/** Links to the letter pages of a language: the letters some word starts with. */
export function LetterIndex({ language, letters }: LetterIndexProps) {
  const t = useTranslations('Dictionary');
  const locale = useLocale() as Locale;

  return (
    <nav aria-labelledby="browse-heading">
      <h2 id="browse-heading" className="text-lg font-semibold">
        {t('browseByLetter')}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-1.5" data-testid="letter-index">
        {letters
          .filter((l) => l.count > 0)
          .map(({ letter }) => (
            <li key={letter}>
              <Link
                prefetch={false}
                href={localizePath(letterPath(letter, language), locale)}
                className="inline-flex h-9 min-w-9 items-center justify-center rounded-lg border border-slate-300 px-2 font-semibold uppercase hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
              >
                {letter}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
