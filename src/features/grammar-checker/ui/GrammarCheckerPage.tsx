import { ToolPage } from '@/components/tool-page/ToolPage';
import type { Locale } from '@/i18n/locales';
import { GrammarCheckerTool } from './GrammarCheckerTool';

export function GrammarCheckerPage({ locale }: { locale: Locale }) {
  return (
    <ToolPage locale={locale} tool="grammarChecker" clientNamespaces={['GrammarChecker', 'DocumentImport']}>
      <GrammarCheckerTool locale={locale} />
    </ToolPage>
  );
}
