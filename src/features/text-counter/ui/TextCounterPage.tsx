import { getTranslations } from 'next-intl/server';
import { ToolPage } from '@/components/tool-page/ToolPage';
import type { Locale } from '@/i18n/locales';
import { defaultRates } from '../model/rates';
import { TextCounterTool } from './TextCounterTool';

const definitionKeys = ['defCharacters', 'defCharactersNoSpaces', 'defWords', 'defSentences', 'defParagraphs'] as const;

export async function TextCounterPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'TextCounter' });
  return (
    <ToolPage
      locale={locale}
      tool="textCounter"
      clientNamespaces={['TextCounter', 'DocumentImport']}
      moreInfo={
        <div>
          <h3 className="text-xl font-semibold">{t('definitionsTitle')}</h3>
          <ul className="mt-2 list-disc space-y-2 pl-5 leading-relaxed text-slate-700 dark:text-slate-300">
            {definitionKeys.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
            <li>{t('defTimes', { readingRate: defaultRates.readingWordsPerMinute, speakingRate: defaultRates.speakingWordsPerMinute })}</li>
          </ul>
        </div>
      }
    >
      <TextCounterTool locale={locale} />
    </ToolPage>
  );
}
