import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageShell } from '@/components/layout/ToolPageShell';
import type { Locale } from '@/i18n/locales';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/lib/seo/JsonLd';
import { readEntry, topEntryIds } from '../data/build-data';
import { isDictionaryLanguage, type DictionaryEntry } from '../model';
import { entryHead, type EntryHead } from '../model/entry-head';
import { entryPath, entrySegment, parseEntrySegment, shellSegment } from '../routes';
import { DictionaryQueryProvider } from './DictionaryQueryProvider';
import { EntryShell } from './EntryShell';
import { EntryView } from './EntryView';
import { dictionaryLanguageNamesIn } from './language-names';

const shellParam = entrySegment(shellSegment);

/**
 * Entry pages pre-rendered for a UI locale: the most useful words of the locale's own
 * dictionary language (English for English and for locales without a dictionary of their own
 * are served by the shell), plus the shell that serves every other word.
 */
export function entryStaticParams(locale: Locale): Array<{ entry: string }> {
  const language = isDictionaryLanguage(locale) ? locale : null;
  const ids = language ? topEntryIds(language) : [];
  return [...ids.map((id) => ({ entry: entrySegment(id) })), { entry: shellParam }];
}

function entryFor(segment: string): DictionaryEntry | null {
  const id = parseEntrySegment(segment);
  const found = id ? readEntry(id) : null;
  return found?.kind === 'entry' ? found.entry : null;
}

async function headOf(entry: DictionaryEntry, locale: Locale): Promise<EntryHead> {
  const t = await getTranslations({ locale, namespace: 'Dictionary' });
  return entryHead(entry, {
    locale,
    title: t('entryTitle', { word: entry.lemma }),
    description: t('entryMetaDescription', { word: entry.lemma }),
    languageName: dictionaryLanguageNamesIn(locale)[entry.language],
    absoluteUrl,
  });
}

export async function entryMetadata(locale: Locale, segment: string): Promise<Metadata> {
  // The shell stays indexable with the tool's title: once it shows a word it writes that entry's
  // head itself (or noindex for a word the dictionary does not have), and build steps may give
  // copies of its HTML an entry's content.
  if (decodeURIComponent(segment) === shellParam) {
    const tTool = await getTranslations({ locale, namespace: 'Tools.semanticDictionary' });
    return { title: tTool('title') };
  }
  const entry = entryFor(segment);
  if (!entry) return {};
  const head = await headOf(entry, locale);
  return pageMetadata({ locale, path: entryPath(entry.id), title: head.title, description: head.description, canonicalUrl: head.canonicalUrl });
}

export async function DictionaryEntryPage({ locale, segment }: { locale: Locale; segment: string }) {
  setRequestLocale(locale);
  const names = dictionaryLanguageNamesIn(locale);
  const isShell = decodeURIComponent(segment) === shellParam;
  const entry = isShell ? null : entryFor(segment);
  if (!isShell && !entry) notFound();
  const head = entry ? await headOf(entry, locale) : null;
  return (
    <PageShell locale={locale} tool="semanticDictionary" pagePath={entry ? entryPath(entry.id) : '/semantic-dictionary'} clientNamespaces={['Dictionary']}>
      {head && <JsonLd data={head.jsonLd} />}
      <DictionaryQueryProvider>
        {entry ? <EntryView entry={entry} languageName={names[entry.language]} /> : <EntryShell languageNames={names} />}
      </DictionaryQueryProvider>
    </PageShell>
  );
}
