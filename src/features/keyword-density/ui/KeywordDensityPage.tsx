import { getTranslations } from 'next-intl/server';
import { DefinitionList } from '@/components/tool-page/DefinitionList';
import { ToolPage } from '@/components/tool-page/ToolPage';
import type { Locale } from '@/i18n/locales';
import { KeywordDensityTool } from './KeywordDensityTool';

const definitionKeys = ['defWords', 'defDensity', 'defPhrases', 'defStopWords', 'defCase'] as const;

export async function KeywordDensityPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'KeywordDensity' });
  return (
    <ToolPage
      locale={locale}
      tool="keywordDensity"
      clientNamespaces={['KeywordDensity', 'DocumentImport', 'SerpPreview']}
      moreInfo={<DefinitionList title={t('definitionsTitle')} items={definitionKeys.map((key) => t(key))} />}
    >
      <KeywordDensityTool locale={locale} />
    </ToolPage>
  );
}
