import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageShell } from '@/components/layout/ToolPageShell';
import type { Locale } from '@/i18n/locales';
import { localeInfo } from '@/i18n/locales';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/lib/seo/JsonLd';
import { readEntry, topEntryIds } from '../data/build-data';
import { isDictionaryLanguage, type DictionaryEntry } from '../model';
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

export async function entryMetadata(locale: Locale, segment: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Dictionary' });
  const tTool = await getTranslations({ locale, namespace: 'Tools.semanticDictionary' });
  if (decodeURIComponent(segment) === shellParam) return { title: tTool('title'), robots: { index: false, follow: true } };
  const entry = entryFor(segment);
  if (!entry) return {};
  return pageMetadata({ locale, path: entryPath(entry.id), title: t('entryTitle', { word: entry.lemma }), description: t('entryMetaDescription', { word: entry.lemma }) });
}

export async function DictionaryEntryPage({ locale, segment }: { locale: Locale; segment: string }) {
  setRequestLocale(locale);
  const names = dictionaryLanguageNamesIn(locale);
  const isShell = decodeURIComponent(segment) === shellParam;
  const entry = isShell ? null : entryFor(segment);
  if (!isShell && !entry) notFound();
  const firstDefinition = entry?.meanings[0]?.senses[0]?.definition;
  return (
    <PageShell locale={locale} tool="semanticDictionary" pagePath={entry ? entryPath(entry.id) : '/semantic-dictionary'} clientNamespaces={['Dictionary']}>
      {entry && (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'DefinedTerm',
            name: entry.lemma,
            inLanguage: entry.language,
            description: firstDefinition,
            url: absoluteUrl(entryPath(entry.id), locale),
            inDefinedTermSet: { '@type': 'DefinedTermSet', name: names[entry.language], inLanguage: localeInfo[locale].tag },
          }}
        />
      )}
      <DictionaryQueryProvider>
        {entry ? <EntryView entry={entry} languageName={names[entry.language]} /> : <EntryShell languageNames={names} />}
      </DictionaryQueryProvider>
    </PageShell>
  );
}
