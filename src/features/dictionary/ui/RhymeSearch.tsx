'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { pronunciationFileOf, pronunciationUrl, shardUrlForEntry, toEntryId } from '../model';
import { wordSounds } from '../model/rhymes';
import { entryShardQuery, manifestQuery, pronunciationFileQuery } from '../data/queries';
import { AddressSearchForm } from './AddressSearchForm';
import { useAddressSearch } from './use-address-search';
import { WordList } from './WordList';

/** Rhymes of an English word (?rhymes=): its entry's shard names its pronunciation file, which holds the rhymes. */
export function RhymeSearch() {
  const t = useTranslations('Dictionary');
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
    <AddressSearchForm
      search={search}
      name="rhyme"
      heading={t('rhymeHeading')}
      label={t('rhymeLabel')}
      placeholder={t('rhymePlaceholder')}
      hint={t('rhymesOnlyEnglish')}
      button={t('rhymeButton')}
    >
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
    </AddressSearchForm>
  );
}
