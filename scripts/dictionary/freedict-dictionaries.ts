/**
 * The FreeDict dictionaries the translations come from: every Debian `dict-freedict-*` package
 * between English and a dictionary language (`apt-cache search freedict`, Debian bookworm).
 * Romanian and Ukrainian have none (`eng-rom` is Romany), so their entries say so.
 * Where both directions exist, both are read: they come from different sources (WikDict, Ding,
 * older FreeDict projects) except for German, whose eng-deu and deu-eng are the same Ding
 * dictionary turned round — only eng-deu is imported.
 */
import type { DictionaryLanguage } from '../../src/features/dictionary/model/languages';

/** Dictionary languages with a FreeDict dictionary to or from English. */
export type TranslationLanguage = Exclude<DictionaryLanguage, 'en' | 'ro' | 'uk'> | 'nl' | 'el' | 'ja';

export interface FreeDictSource {
  /** FreeDict name: ISO 639-3 source and target, "eng-deu". */
  name: string;
  language: TranslationLanguage;
  /** English headwords (eng-xxx) or English translations (xxx-eng). */
  fromEnglish: boolean;
  /** How the entries are rendered (freedict.ts). */
  format: 'rendered' | 'jmdict';
}

const pair = (name: string, language: TranslationLanguage, format: FreeDictSource['format'] = 'rendered'): FreeDictSource => ({
  name,
  language,
  fromEnglish: name.startsWith('eng-'),
  format,
});

export const freeDictSources: readonly FreeDictSource[] = [
  pair('eng-bul', 'bg'),
  pair('eng-ces', 'cs'),
  pair('ces-eng', 'cs'),
  pair('eng-deu', 'de'),
  pair('eng-ell', 'el'),
  pair('ell-eng', 'el'),
  pair('eng-spa', 'es'),
  pair('spa-eng', 'es'),
  pair('eng-fra', 'fr'),
  pair('fra-eng', 'fr'),
  pair('eng-hun', 'hu'),
  pair('hun-eng', 'hu'),
  pair('eng-ita', 'it'),
  pair('ita-eng', 'it'),
  pair('eng-jpn', 'ja'),
  pair('jpn-eng', 'ja', 'jmdict'),
  pair('eng-nld', 'nl'),
  pair('nld-eng', 'nl'),
  pair('eng-pol', 'pl'),
  pair('pol-eng', 'pl'),
  pair('eng-por', 'pt'),
  pair('por-eng', 'pt'),
  pair('eng-rus', 'ru'),
  pair('eng-swe', 'sv'),
  pair('swe-eng', 'sv'),
];

/**
 * Languages whose entries come from their FreeDict dictionary (no thesaurus in Debian): every
 * headword of `{language}-eng` is an entry.
 */
export const freeDictEntryLanguages = ['nl', 'el', 'ja'] as const satisfies readonly TranslationLanguage[];

export const debianPackage = (source: FreeDictSource) => `dict-freedict-${source.name}`;
