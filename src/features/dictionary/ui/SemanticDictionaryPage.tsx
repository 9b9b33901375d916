import { ToolPage } from '@/components/tool-page/ToolPage';
import type { Locale } from '@/i18n/locales';

export function SemanticDictionaryPage({ locale }: { locale: Locale }) {
  return <ToolPage locale={locale} tool="semanticDictionary" />;
}
