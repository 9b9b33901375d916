/**
 * The language select's options: every offered language named in the UI language by
 * `Intl.DisplayNames` (with the region where the code has one), sorted by the UI locale's
 * collation. The two variants that share a BCP 47 tag with a sibling get their code appended.
 */
import { GRAMMAR_LANGUAGES } from '../model/languages';

export interface LanguageOption {
  /** LanguageTool code (the select's value). */
  code: string;
  label: string;
}

const cache = new Map<string, LanguageOption[]>();

export function languageOptions(uiLocale: string): LanguageOption[] {
  const cached = cache.get(uiLocale);
  if (cached) return cached;
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([uiLocale], { type: 'language' });
  } catch {
    names = undefined;
  }
  const nameOf = (tag: string) => {
    try {
      return names?.of(tag) ?? tag;
    } catch {
      return tag;
    }
  };
  const collator = new Intl.Collator(uiLocale);
  const options = GRAMMAR_LANGUAGES.map((language) => {
    const name = nameOf(language.bcp47);
    return { code: language.code, label: language.variant ? `${name} (${language.code})` : name };
  }).sort((a, b) => collator.compare(a.label, b.label) || (a.code < b.code ? -1 : 1));
  cache.set(uiLocale, options);
  return options;
}
