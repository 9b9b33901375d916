import { toolMetadata } from '@/components/tool-page/tool-metadata';
import type { Locale } from '@/i18n/locales';

export { SemanticDictionaryPage } from './ui/SemanticDictionaryPage';
export const semanticDictionaryMetadata = (locale: Locale) => toolMetadata('semanticDictionary', locale);
