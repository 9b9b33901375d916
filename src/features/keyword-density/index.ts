import { toolMetadata } from '@/components/tool-page/tool-metadata';
import type { Locale } from '@/i18n/locales';

export { KeywordDensityPage } from './ui/KeywordDensityPage';
export const keywordDensityMetadata = (locale: Locale) => toolMetadata('keywordDensity', locale);
