import { ToolPage } from '@/components/tool-page/ToolPage';
import type { Locale } from '@/i18n/locales';
import { lettersByLanguage } from '../data/build-data';
import { isDictionaryLanguage } from '../model';
import { DictionaryQueryProvider } from './DictionaryQueryProvider';
import { dictionaryLanguageNamesIn } from './language-names';
import { SearchPanel } from './SearchPanel';

export function SemanticDictionaryPage({ locale }: { locale: Locale }) {
  return (
    <ToolPage locale={locale} tool="semanticDictionary" clientNamespaces={['Dictionary']}>
      <DictionaryQueryProvider>
        <SearchPanel defaultLanguage={isDictionaryLanguage(locale) ? locale : 'en'} languageNames={dictionaryLanguageNamesIn(locale)} letters={lettersByLanguage()} />
      </DictionaryQueryProvider>
    </ToolPage>
  );
}
