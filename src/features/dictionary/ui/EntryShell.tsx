'use client';

import { useQueries, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import type { Locale } from '@/i18n/locales';
import { localizePath } from '@/i18n/paths';
import { lookupEntry, morphyCandidates, parseEntryId, shardUrlForEntry, toEntryId, type EntryLink, type EntryShard } from '../model';
import { entryShardQuery, manifestQuery } from '../data/queries';
import { entryPath, parseEntrySegment } from '../routes';
import { EntryView } from './EntryView';

const subscribe = () => () => {};
/** Stable, so TanStack Query recombines only when a candidate's shard changes. */
const shardsOf = (results: Array<{ data?: EntryShard; isError: boolean }>) => results.map((r) => (r.isError ? null : r.data));

/**
 * Any entry that was not pre-rendered: the host rewrites its URL to this page, which reads the
 * id from the address (not from route params: the file served is the shell's) and loads the
 * entry's one shard.
 */
export function EntryShell({ languageNames }: { languageNames: Record<string, string> }) {
  const t = useTranslations('Dictionary');
  const locale = useLocale() as Locale;
  // undefined while hydrating (the server cannot know the address), then the id or null.
  const id = useSyncExternalStore<string | null | undefined>(subscribe, () => parseEntrySegment(location.pathname.split('/').pop() ?? ''), () => undefined);
  const parsed = id ? parseEntryId(id) : null;
  const manifest = useQuery(manifestQuery());
  const url = parsed && manifest.data ? shardUrlForEntry(id ?? '', manifest.data) : null;
  const shard = useQuery({ ...entryShardQuery(url ?? ''), enabled: url !== null });
  const found = shard.data && id ? lookupEntry(shard.data, id) : null;
  // A regular English inflection ("houses", "walked") that is not a headword: Morphy's rules
  // propose base forms, and those whose entries exist are offered.
  const candidates =
    shard.data && !found && parsed?.language === 'en' && manifest.data
      ? [...new Set(morphyCandidates(parsed.lemmaKey).map((c) => c.lemma))].map((lemma) => ({ lemma, id: toEntryId(lemma, 'en') }))
      : [];
  const candidateShards = useQueries({
    queries: candidates.map((c) => ({ ...entryShardQuery(shardUrlForEntry(c.id, manifest.data!) ?? ''), enabled: true })),
    combine: shardsOf,
  });
  const baseForms: EntryLink[] = candidates.filter((c, i) => {
    const data = candidateShards[i];
    return data ? lookupEntry(data, c.id)?.kind === 'entry' : false;
  });

  if (id === undefined) return <p data-testid="dictionary-loading">{t('loading')}</p>;
  const failed = manifest.isError || shard.isError;
  if (failed) {
    return (
      <p role="alert" data-testid="dictionary-error">
        {t('fetchError')}
      </p>
    );
  }
  if (!parsed || (manifest.data && !url)) return <CouldNotLoad id={id ?? ''} />;
  if (!shard.data) return <p data-testid="dictionary-loading">{t('loading')}</p>;
  const forms = found?.kind === 'form' ? found.baseForms : baseForms;
  if (!found && candidateShards.some((data) => data === undefined)) return <p data-testid="dictionary-loading">{t('loading')}</p>;
  if (!found && forms.length === 0) return <CouldNotLoad id={id ?? ''} />;
  if (!found || found.kind === 'form') {
    return (
      <div data-testid="dictionary-form">
        <h1 className="text-3xl font-bold">{found?.lemma ?? parsed?.lemmaKey}</h1>
        <p className="mt-4">{t('didYouMean')}</p>
        <ul className="mt-2 list-disc pl-6">
          {forms.map((base) => (
            <li key={base.id ?? base.lemma}>
              {base.id ? (
                <Link prefetch={false} href={localizePath(entryPath(base.id), locale)} className="text-accent underline">
                  {base.lemma}
                </Link>
              ) : (
                base.lemma
              )}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return <EntryView entry={found.entry} languageName={languageNames[found.entry.language] ?? found.entry.language} />;
}

function CouldNotLoad({ id }: { id: string }) {
  const t = useTranslations('Dictionary');
  return (
    <div role="alert" data-testid="dictionary-error">
      <p>
        {t('couldNotLoad')} <code>{id}</code>
      </p>
    </div>
  );
}
