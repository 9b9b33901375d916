/**
 * The dictionary's server door: its pages, their metadata and static params, for app/ routes.
 * They read the built data from disk, so they stay out of index.ts, which client components of
 * other features import.
 */
import 'server-only';
import { toolMetadata } from '@/components/tool-page/tool-metadata';
import type { Locale } from '@/i18n/locales';

export { SemanticDictionaryPage } from './ui/SemanticDictionaryPage';
export { DictionaryEntryPage, entryMetadata, entryStaticParams } from './ui/DictionaryEntryPage';
export { DictionaryLetterPage, letterMetadata, letterStaticParams } from './ui/DictionaryLetterPage';
export const semanticDictionaryMetadata = (locale: Locale) => toolMetadata('semanticDictionary', locale);
