import { toolMetadata } from '@/components/tool-page/tool-metadata';
import type { Locale } from '@/i18n/locales';

export { TextCounterPage } from './ui/TextCounterPage';
export const textCounterMetadata = (locale: Locale) => toolMetadata('textCounter', locale);
