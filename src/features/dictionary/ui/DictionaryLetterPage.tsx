import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageShell } from '@/components/layout/ToolPageShell';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/lib/seo/metadata';
import { lettersByLanguage, readLetterPage } from '../data/build-data';
import { isDictionaryLanguage } from '../model';
import { letterPath, letterSegment, parseLetterSegment, shellSegment } from '../routes';
import { DictionaryQueryProvider } from './DictionaryQueryProvider';
import { LetterView } from './LetterView';

/** Letter pages pre-rendered for a UI locale: its own dictionary language's letters (English for English), plus the shell. */
export function letterStaticParams(locale: Locale): Array<{ letter: string }> {
  const language = isDictionaryLanguage(locale) ? locale : null;
  const letters = language ? (lettersByLanguage()[language] ?? []).filter((l) => l.count > 0) : [];
  return [...letters.map(({ letter }) => ({ letter: letterSegment(letter, language ?? 'en') })), { letter: shellSegment }];
}

export async function letterMetadata(locale: Locale, segment: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Dictionary' });
  const parsed = parseLetterSegment(segment);
  if (!parsed || segment === shellSegment) return { title: t('browseByLetter'), robots: { index: false, follow: true } };
  const shown = parsed.letter.toLocaleUpperCase(parsed.language);
  return pageMetadata({ locale, path: letterPath(parsed.letter, parsed.language), title: t('letterTitle', { letter: shown }), description: t('letterMetaDescription', { letter: shown }), inEveryLocale: false });
}

export function DictionaryLetterPage({ locale, segment }: { locale: Locale; segment: string }) {
  setRequestLocale(locale);
  const isShell = segment === shellSegment;
  const parsed = isShell ? null : parseLetterSegment(segment);
  if (!isShell && !parsed) notFound();
  const initialPage = parsed ? readLetterPage(parsed.language, parsed.letter, 1) : null;
  return (
    <PageShell locale={locale} tool="semanticDictionary" pagePath={parsed ? letterPath(parsed.letter, parsed.language) : '/semantic-dictionary'} clientNamespaces={['Dictionary']}>
      <DictionaryQueryProvider>
        <LetterView letter={parsed} initialPage={initialPage} />
      </DictionaryQueryProvider>
    </PageShell>
  );
}
