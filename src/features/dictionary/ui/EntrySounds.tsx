'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import { localizePath } from '@/i18n/paths';
import { pronunciationUrl, type DictionaryEntry } from '../model';
import { wordSounds } from '../model/rhymes';
import { manifestQuery, pronunciationFileQuery } from '../data/queries';
import { dictionaryPath } from '../routes';
import { WordList } from './WordList';

/** Rhymes shown on an entry; the rhyme search lists them all. */
const shownRhymes = 40;

/**
 * An English word's pronunciation (IPA, US), rhymes, near rhymes and homophones: one more request,
 * the pronunciation file the entry names. Nothing for a word without a known pronunciation.
 */
export default function EntrySounds({ entry }: { entry: DictionaryEntry }) {
  const t = useTranslations('Dictionary');
  const locale = useLocale() as Locale;
  const manifest = useQuery(manifestQuery());
  const url = manifest.data && entry.pronunciationFile !== undefined ? pronunciationUrl(entry.language, entry.pronunciationFile, manifest.data) : null;
  const file = useQuery({ ...pronunciationFileQuery(url ?? ''), enabled: url !== null });
  const sounds = file.data ? wordSounds(file.data, entry.lemma) : null;
  if (!sounds) return null;
  const rhymesHref = `${localizePath(dictionaryPath, locale)}?${new URLSearchParams({ rhymes: entry.lemma, lang: entry.language })}`;
  return (
    <section aria-labelledby="sounds-heading" className="space-y-2">
      <h2 id="sounds-heading" className="sr-only">
        {t('pronunciation')}
      </h2>
      <p data-testid="pronunciation">
        <span className="font-semibold" lang={locale}>
          {t('pronunciation')}:
        </span>{' '}
        {sounds.pronunciations.map((p, i) => (
          <span key={p.arpabet}>
            {i > 0 && ', '}
            <span className="font-mono">/{p.ipa}/</span>
          </span>
        ))}
      </p>
      <div className="grid gap-4 md:grid-cols-3">
        <WordList testId="rhymes" heading={t('rhymes')} words={sounds.perfect.slice(0, shownRhymes)} language={entry.language} empty={t('noneFound')} />
        <WordList testId="near-rhymes" heading={t('nearRhymes')} words={sounds.near.slice(0, shownRhymes)} language={entry.language} empty={t('noneFound')} />
        <WordList testId="homophones" heading={t('homophones')} words={sounds.homophones} language={entry.language} empty={t('noneFound')} />
      </div>
      {sounds.perfect.length + sounds.near.length > 0 && (
        <p>
          <Link prefetch={false} href={rhymesHref} className="text-accent underline" data-testid="all-rhymes">
            {t('allRhymes', { word: entry.lemma })}
          </Link>
        </p>
      )}
    </section>
  );
}
