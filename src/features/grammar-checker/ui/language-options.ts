/**
 * The language select's options: every offered language named in the UI language by
 * `Intl.DisplayNames` (with the region where the code has one), sorted by the UI locale's
 * collation. The two variants that share a BCP 47 tag with a sibling (Simple German, Balearic
 * Catalan) are named by the site's own translations around the base language's name. Languages
 * LanguageTool does not check are flagged, so the select can say only the device checks them.
 */
import { languageNamer } from '@/i18n/language-names';
import { GRAMMAR_LANGUAGES, type GrammarLanguage } from '../model/languages';

/** Names a variant in the UI language, given the base language's name ("German" → "German (simple language)"). */
export type VariantNamer = (variant: NonNullable<GrammarLanguage['variant']>, languageName: string) => string;

export interface LanguageOption {
  /** LanguageTool code (the select's value). */
  code: string;
  /** The language's name in the UI language. */
  label: string;
  /** Only the on-device checker checks it (LanguageTool does not). */
  deviceOnly: boolean;
}

const cache = new Map<string, LanguageOption[]>();

export function languageOptions(uiLocale: string, variantName: VariantNamer): LanguageOption[] {
  const cached = cache.get(uiLocale);
  if (cached) return cached;
  const nameOf = languageNamer(uiLocale);
  const collator = new Intl.Collator(uiLocale);
  const options = GRAMMAR_LANGUAGES.map((language) => {
    const label = language.variant ? variantName(language.variant, nameOf(language.bcp47.split('-')[0]!)) : nameOf(language.bcp47);
    return { code: language.code, label, deviceOnly: !language.languageTool };
  }).sort((a, b) => collator.compare(a.label, b.label) || (a.code < b.code ? -1 : 1));
  cache.set(uiLocale, options);
  return options;
}
