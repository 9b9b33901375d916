import { dictionaryLanguages, type DictionaryLanguage } from '../model';

/** The dictionary languages' names in the UI language. */
export function dictionaryLanguageNamesIn(uiLocale: string): Record<DictionaryLanguage, string> {
  const names = new Intl.DisplayNames([uiLocale], { type: 'language' });
  return Object.fromEntries(dictionaryLanguages.map((code) => [code, names.of(code) ?? code])) as Record<DictionaryLanguage, string>;
}
