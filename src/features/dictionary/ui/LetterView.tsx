'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import type { Locale } from '@/i18n/locales';
import { localizePath } from '@/i18n/paths';
import { letterPageUrl, toEntryId, type DictionaryLanguage, type LetterPage } from '../model';
import { letterPageQuery, manifestQuery } from '../data/queries';
import { dictionaryPath, entryPath, parseLetterSegment } from '../routes';
import { useAddress } from './use-address';

/** The page asked for by the address (?page=N), 1 when none. */
function pageInAddress(search: string): number {
  const requested = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(requested) && requested > 1 ? requested : 1;
}

export interface LetterViewProps {
  /** Known at build time for pre-rendered letters; null in the shell, which reads the address. */
  letter: { letter: string; language: DictionaryLanguage } | null;
  /** The first page, rendered into the HTML for crawlers. */
  initialPage: LetterPage | null;
}

/** The words of a language that start with a letter, page by page (?page=N). */
export function LetterView({ letter: known, initialPage }: LetterViewProps) {
  const t = useTranslations('Dictionary');
  const locale = useLocale() as Locale;
  const fromAddress = useAddress('pathname').split('/').pop() ?? '';
  const letter = known ?? (fromAddress ? parseLetterSegment(fromAddress) : null);
  const search = useAddress('search');
  // The address's page until the visitor turns one here.
  const [turnedTo, setTurnedTo] = useState<number | null>(null);
  const page = turnedTo ?? pageInAddress(search);

  const manifest = useQuery({ ...manifestQuery(), enabled: page > 1 || initialPage === null });
  const url = letter && manifest.data ? letterPageUrl(letter.language, letter.letter, page, manifest.data) : null;
  const usesInitial = page === 1 && initialPage !== null;
  const fetched = useQuery({ ...letterPageQuery(url ?? ''), enabled: !usesInitial && url !== null });
  const data = usesInitial ? initialPage : fetched.data;
  const backLink = (
    <Link prefetch={false} href={localizePath(dictionaryPath, locale)} className="text-accent underline" data-testid="back-to-index">
      {t('backToIndex')}
    </Link>
  );

  if (!letter && fromAddress) {
    return <p role="alert">{t('noWordsForLetter', { letter: fromAddress })}</p>;
  }
  const go = (next: number) => {
    setTurnedTo(next);
    history.replaceState(null, '', next > 1 ? `?page=${next}` : location.pathname);
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="space-y-4" data-testid="letter-page">
      <h1 className="text-3xl font-bold">{letter ? t('letterHeading', { letter: letter.letter.toLocaleUpperCase(letter.language) }) : t('loading')}</h1>
      <p>{backLink}</p>
      {fetched.isError && <p role="alert">{t('fetchError')}</p>}
      {letter && manifest.isSuccess && url === null && !usesInitial && (
        <p data-testid="letter-empty">{t('noWordsForLetter', { letter: letter.letter })}</p>
      )}
      {data && data.rows.length === 0 && <p data-testid="letter-empty">{t('noWordsForLetter', { letter: data.letter })}</p>}
      {data && data.rows.length > 0 && (
        <>
          <ul className="columns-2 gap-6 sm:columns-3 lg:columns-4" lang={data.language} data-testid="letter-words">
            {data.rows.map(([lemma]) => (
              <li key={lemma} className="break-inside-avoid py-0.5">
                <Link prefetch={false} href={localizePath(entryPath(toEntryId(lemma, data.language)), locale)} className="hover:underline">
                  {lemma}
                </Link>
              </li>
            ))}
          </ul>
          {data.pages > 1 && (
            <nav className="flex items-center gap-4" aria-label={t('pageOf', { page: data.page, pages: data.pages })}>
              <Button variant="small" disabled={page <= 1} onClick={() => go(page - 1)} data-testid="letter-previous">
                {t('previousPage')}
              </Button>
              <span>{t('pageOf', { page: data.page, pages: data.pages })}</span>
              <Button variant="small" disabled={page >= data.pages} onClick={() => go(page + 1)} data-testid="letter-next">
                {t('nextPage')}
              </Button>
            </nav>
          )}
        </>
      )}
      {!data && !fetched.isError && url !== null && <p>{t('loading')}</p>}
    </div>
  );
}
