import 'server-only';
import type { Locale } from '@/i18n/locales';
import { shellSegment } from './routes';
import { entryStaticParams } from './ui/DictionaryEntryPage';
import { letterStaticParams } from './ui/DictionaryLetterPage';

/** The dictionary pages pre-rendered for a locale (English paths; the shells excluded). */
export function dictionarySitemapPaths(locale: Locale): string[] {
  const entries = entryStaticParams(locale)
    .map((p) => p.entry)
    .filter((segment) => segment !== `what-is-${shellSegment}`)
    .map((segment) => `/semantic-dictionary/${segment}`);
  const letters = letterStaticParams(locale)
    .map((p) => p.letter)
    .filter((segment) => segment !== shellSegment)
    .map((segment) => `/semantic-dictionary/letter/${segment}`);
  return [...entries, ...letters];
}
