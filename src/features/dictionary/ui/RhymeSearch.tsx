'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Button } from '@/components/ui/Button';
import { pronunciationFileOf, pronunciationUrl, shardUrlForEntry, toEntryId } from '../model';
import { wordSounds } from '../model/rhymes';
import { entryShardQuery, manifestQuery, pronunciationFileQuery } from '../data/queries';
import { useAddressSearch } from './use-address-search';
import { WordList } from './WordList';

/** Rhymes of an English word (?rhymes=): its entry's shard names its pronunciation file, which holds the rhymes. */
export function RhymeSearch() {
  const t = useTranslations('Dictionary');
  const inputId = useId();
  const hintId = useId();
  const search = useAddressSearch('rhymes', 'en');
  const id = search.submitted ? toEntryId(search.submitted, 'en') : null;
  const manifest = useQuery(manifestQuery());
  const shardUrl = id && manifest.data ? shardUrlForEntry(id, manifest.data) : null;
  const shard = useQuery({ ...entryShardQuery(shardUrl ?? ''), enabled: shardUrl !== null });
  const file = shard.data && id ? pronunciationFileOf(shard.data, id) : null;
  const fileUrl = file !== null && manifest.data ? pronunciationUrl('en', file, manifest.data) : null;
  const pronunciations = useQuery({ ...pronunciationFileQuery(fileUrl ?? ''), enabled: fileUrl !== null });
  const sounds = pronunciations.data ? wordSounds(pronunciations.data, search.submitted) : null;
  const unknown = (shard.isSuccess && file === null) || (pronunciations.isSuccess && !sounds) || (manifest.isSuccess && id !== null && shardUrl === null);
  const failed = manifest.isError || shard.isError || pronunciations.isError;

  return (
    <section aria-labelledby={`${inputId}-heading`} className="space-y-3">
      <h2 id={`${inputId}-heading`} className="text-lg font-semibold">
        {t('rhymeHeading')}
      </h2>
      <form
        role="search"
        aria-labelledby={`${inputId}-heading`}
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          search.submit();
        }}
      >
        <div className="min-w-60 flex-1">
          <label htmlFor={inputId} className="block text-sm font-semibold">
            {t('rhymeLabel')}
          </label>
          <input
            id={inputId}
            data-testid="rhyme-search"
            type="search"
            autoComplete="off"
            aria-describedby={hintId}
            value={search.input}
            placeholder={t('rhymePlaceholder')}
            onChange={(event) => search.changeInput(event.target.value)}
            className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900"
          />
          <p id={hintId} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            {t('rhymesOnlyEnglish')}
          </p>
        </div>
        <Button variant="secondary" type="submit">
          {t('rhymeButton')}
        </Button>
      </form>
      {search.submitted !== '' && (
        <div aria-live="polite" data-testid="rhyme-results">
          {failed ? (
            <p role="alert">{t('searchFailed')}</p>
          ) : unknown ? (
            <p role="alert">{t('noPronunciation', { word: search.submitted })}</p>
          ) : !sounds ? (
            <p>{t('loading')}</p>
          ) : (
            <div className="space-y-3">
              <h3 className="font-semibold">{t('rhymesFor', { word: search.submitted })}</h3>
              <p data-testid="pronunciation" className="font-mono">
                {sounds.pronunciations.map((p) => `/${p.ipa}/`).join(', ')}
              </p>
              <WordList testId="rhymes" heading={t('rhymes')} words={sounds.perfect} language="en" empty={t('noneFound')} />
              <WordList testId="near-rhymes" heading={t('nearRhymes')} words={sounds.near} language="en" empty={t('noneFound')} />
              <WordList testId="homophones" heading={t('homophones')} words={sounds.homophones} language="en" empty={t('noneFound')} />
            </div>
          )}
        </div>
      )}
    </section>
  );
}
