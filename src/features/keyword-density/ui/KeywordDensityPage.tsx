import { getTranslations } from 'next-intl/server';
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
      clientNamespaces={['KeywordDensity', 'DocumentImport']}
      moreInfo={
        <div>
          <h3 className="text-xl font-semibold">{t('definitionsTitle')}</h3>
          <ul className="mt-2 list-disc space-y-2 pl-5 leading-relaxed text-slate-700 dark:text-slate-300">
            {definitionKeys.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </div>
      }
    >
      <KeywordDensityTool locale={locale} />
    </ToolPage>
  );
}
