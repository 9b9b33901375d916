import { toolMetadata } from '@/components/tool-page/tool-metadata';
import type { Locale } from '@/i18n/locales';

export { GrammarCheckerPage } from './ui/GrammarCheckerPage';
export const grammarCheckerMetadata = (locale: Locale) => toolMetadata('grammarChecker', locale);
