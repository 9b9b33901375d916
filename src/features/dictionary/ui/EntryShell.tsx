'use client';

import { useQueries, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import type { Locale } from '@/i18n/locales';
import { localizePath } from '@/i18n/paths';
import { absoluteUrl } from '@/lib/seo/metadata';
import { lookupEntry, morphyCandidates, parseEntryId, shardUrlForEntry, toEntryId, type DictionaryEntry, type EntryLink, type EntryShard } from '../model';
import { entryHead } from '../model/entry-head';
import { entryShardQuery, manifestQuery } from '../data/queries';
import { entryPath, parseEntrySegment } from '../routes';
import { EntryView } from './EntryView';
import { useDocumentHead, type DocumentHead } from './use-document-head';

const subscribe = () => () => {};
/** Stable, so TanStack Query recombines only when a candidate's shard changes. */
const shardsOf = (results: Array<{ data?: EntryShard; isError: boolean }>) => results.map((r) => (r.isError ? null : r.data));

/** What the shell shows for the address. */
type ShellState =
  | { kind: 'loading' }
  | { kind: 'fetchError' }
  | { kind: 'missing'; id: string }
  | { kind: 'forms'; lemma: string; forms: EntryLink[] }
  | { kind: 'entry'; entry: DictionaryEntry };

/**
 * Any entry that was not pre-rendered: the host rewrites its URL to this page, which reads the
 * id from the address (not from route params: the file served is the shell's) and loads the
 * entry's one shard. The document head follows what it shows: the entry's head (as a pre-rendered
 * entry page has it), or noindex for a word the dictionary does not have.
 */
export function EntryShell({ languageNames }: { languageNames: Record<string, string> }) {
  const t = useTranslations('Dictionary');
  const tErrors = useTranslations('Errors');
  const locale = useLocale() as Locale;
  const state = useShellState();

  function headFor(shown: ShellState): DocumentHead | null {
    switch (shown.kind) {
      case 'entry': {
        const { entry } = shown;
        const word = { word: entry.lemma };
        const languageName = languageNames[entry.language] ?? entry.language;
        return entryHead(entry, { locale, title: t('entryTitle', word), description: t('entryMetaDescription', word), languageName, absoluteUrl });
      }
      case 'missing':
        return { title: tErrors('notFoundTitle'), robots: 'noindex' };
      // An inflected form's page only links to its base words: no duplicate of an entry (so a
      // canonical pointing there would be wrong, and there may be several), and too thin to be
      // indexed, but its links lead crawlers to the entries.
      case 'forms':
        return { robots: 'noindex, follow' };
      // Loading, or a failed request (the word may well exist): the static head stays.
      default:
        return null;
    }
  }
  useDocumentHead(headFor(state));

  switch (state.kind) {
    case 'loading':
      return <EntryPlaceholder />;
    case 'fetchError':
      return (
        <p role="alert" data-testid="dictionary-error">
          {t('fetchError')}
        </p>
      );
    case 'missing':
      return <CouldNotLoad id={state.id} />;
    case 'forms':
      return (
        <div data-testid="dictionary-form">
          <h1 className="text-3xl font-bold">{state.lemma}</h1>
          <p className="mt-4">{t('didYouMean')}</p>
          <ul className="mt-2 list-disc pl-6">
            {state.forms.map((base) => (
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
    case 'entry':
      return <EntryView entry={state.entry} languageName={languageNames[state.entry.language] ?? state.entry.language} />;
  }
}

/** Reads the id from the address and loads its shard (and, for an inflection, its base words' shards). */
function useShellState(): ShellState {
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

  if (id === undefined) return { kind: 'loading' };
  if (manifest.isError || shard.isError) return { kind: 'fetchError' };
  if (!parsed || (manifest.data && !url)) return { kind: 'missing', id: id ?? '' };
  if (!shard.data) return { kind: 'loading' };
  if (found?.kind === 'entry') return { kind: 'entry', entry: found.entry };
  if (found?.kind === 'form') return { kind: 'forms', lemma: found.lemma, forms: found.baseForms };
  if (candidateShards.some((data) => data === undefined)) return { kind: 'loading' };
  if (baseForms.length === 0) return { kind: 'missing', id: id ?? '' };
  return { kind: 'forms', lemma: parsed.lemmaKey, forms: baseForms };
}

/**
 * Where the entry will appear, while it loads. A build step may write an entry's static HTML
 * (for crawlers) into this container in copies of the shell's HTML: React adopts the children of
 * an element with dangerouslySetInnerHTML during hydration without comparing them, and leaves
 * them alone while `__html` stays the same, so they stay until the entry view replaces them. The
 * loading line beside it shows only while the container is empty, the plain shell (CSS, so that
 * it holds before hydration and the server HTML stays the same for both).
 */
function EntryPlaceholder() {
  const t = useTranslations('Dictionary');
  return (
    <>
      <div data-entry-prerender="" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
      {/* The loading line holds the space an entry takes, so the footer below does not jump
          into view and back when the entry arrives (layout shift). */}
      <p data-testid="dictionary-loading" className="min-h-[75vh] [[data-entry-prerender]:not(:empty)+&]:hidden">
        {t('loading')}
      </p>
    </>
  );
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
