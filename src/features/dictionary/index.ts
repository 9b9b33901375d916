import { toolMetadata } from '@/components/tool-page/tool-metadata';
import type { Locale } from '@/i18n/locales';

export { SemanticDictionaryPage } from './ui/SemanticDictionaryPage';
export { DictionaryEntryPage, entryMetadata, entryStaticParams } from './ui/DictionaryEntryPage';
export { DictionaryLetterPage, letterMetadata, letterStaticParams } from './ui/DictionaryLetterPage';
export { dictionaryPath, shellSegment } from './routes';
export const semanticDictionaryMetadata = (locale: Locale) => toolMetadata('semanticDictionary', locale);
