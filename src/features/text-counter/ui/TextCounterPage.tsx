import { getTranslations } from 'next-intl/server';
import { DefinitionList } from '@/components/tool-page/DefinitionList';
import { ToolPage } from '@/components/tool-page/ToolPage';
import type { Locale } from '@/i18n/locales';
import { defaultRates } from '../model/rates';
import { formulaInfo, readabilityFormulasFor, readabilityLanguages } from '../model/readability';
import { TextCounterTool } from './TextCounterTool';

const definitionKeys = ['defCharacters', 'defCharactersNoSpaces', 'defWords', 'defSentences', 'defParagraphs'] as const;

export async function TextCounterPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'TextCounter' });
  const formulas = [...new Set(readabilityLanguages.flatMap((language) => readabilityFormulasFor(language)))];
  return (
    <ToolPage
      locale={locale}
      tool="textCounter"
      clientNamespaces={['TextCounter', 'DocumentImport', 'SerpPreview']}
      moreInfo={
        <>
          <DefinitionList
            title={t('definitionsTitle')}
            items={[
              ...definitionKeys.map((key) => t(key)),
              t('defTimes', { readingRate: defaultRates.readingWordsPerMinute, speakingRate: defaultRates.speakingWordsPerMinute }),
              t('highlightsInfo'),
            ]}
          />
          <div className="mt-8">
            <DefinitionList
              title={t('readabilityInfoTitle')}
              items={[t('readability.infoIntro'), ...formulas.map((formula) => `${t(`readability.formulas.${formula}.name`)}: ${formulaInfo[formula].reference}`)]}
            />
          </div>
        </>
      }
    >
      <TextCounterTool locale={locale} />
    </ToolPage>
  );
}
