import { DEVICE_ONLY_LANGUAGES, GRAMMAR_LANGUAGES, LOCAL_SPELLING_LANGUAGES, REMOTE_ONLY_SPELLING_LANGUAGES, defaultGrammarLanguage, grammarLanguage } from './languages';
import { locales } from '@/i18n/locales';

const OFFERED = [
  'de-DE', 'de-AT', 'de-CH', 'de-DE-x-simple-language', 'en-US', 'en-AU', 'en-GB', 'en-CA', 'en-NZ', 'en-ZA', 'es', 'es-AR', 'fr', 'fr-CA', 'fr-CH', 'fr-BE', 'nl', 'nl-BE',
  'pt-AO', 'pt-BR', 'pt-MZ', 'pt-PT', 'ca-ES', 'ca-ES-valencia', 'ca-ES-balear', 'ar', 'ast-ES', 'be-BY', 'br-FR', 'da-DK', 'el-GR', 'eo', 'fa', 'ga-IE', 'gl-ES', 'it',
  'ja-JP', 'km-KH', 'pl-PL', 'ro-RO', 'ru-RU', 'sk-SK', 'sl-SI', 'sv', 'ta-IN', 'tl-PH', 'uk-UA', 'zh-CN', 'crh-UA', 'nb',
  'cs-CZ', 'hu-HU', 'bg-BG', 'hr-HR', 'sr-Latn-RS', 'mk-MK', 'tr-TR', 'et-EE', 'lv-LV', 'lt-LT', 'vi-VN',
];

describe('grammar languages', () => {
  it('lists exactly the offered LanguageTool codes', () => {
    expect(GRAMMAR_LANGUAGES.map((l) => l.code)).toEqual(OFFERED);
  });

  it('has a BCP 47 tag Intl.DisplayNames can name, distinct per entry with its variant', () => {
    const names = new Intl.DisplayNames(['en'], { type: 'language' });
    const seen = new Set<string>();
    for (const l of GRAMMAR_LANGUAGES) {
      expect(Intl.getCanonicalLocales(l.bcp47)).toHaveLength(1);
      expect(names.of(l.bcp47)).toBeTruthy();
      const key = `${l.bcp47}|${l.variant ?? ''}`;
      expect(seen.has(key)).toBe(false);
      seen.add(key);
    }
    expect(new Intl.DisplayNames(['pl'], { type: 'language' }).of(grammarLanguage('de-CH')!.bcp47)).toBe('wysokoniemiecki szwajcarski');
  });

  it('splits local and remote-only spelling', () => {
    expect(REMOTE_ONLY_SPELLING_LANGUAGES).toEqual(['ar', 'ast-ES', 'ja-JP', 'km-KH', 'ta-IN', 'tl-PH', 'zh-CN', 'crh-UA']);
    expect(LOCAL_SPELLING_LANGUAGES).toHaveLength(OFFERED.length - 8);
    expect(grammarLanguage('en-NZ')).toMatchObject({ local: { spelling: 'harper' }, harperDialect: 'Australian' });
    expect(grammarLanguage('en-ZA')?.harperDialect).toBe('British');
    expect(grammarLanguage('pt-BR')?.dictionary).toBe('pt');
    expect(grammarLanguage('pt-AO')?.dictionary).toBe('pt-pt');
    expect(grammarLanguage('DE-ch')?.dictionary).toBe('de-ch');
  });

  it('marks the languages LanguageTool does not check, each with a dictionary', () => {
    expect(DEVICE_ONLY_LANGUAGES).toEqual(['cs-CZ', 'hu-HU', 'bg-BG', 'hr-HR', 'sr-Latn-RS', 'mk-MK', 'tr-TR', 'et-EE', 'lv-LV', 'lt-LT', 'vi-VN']);
    for (const code of DEVICE_ONLY_LANGUAGES) expect(grammarLanguage(code)).toMatchObject({ languageTool: false, local: { spelling: 'hunspell' } });
    expect(grammarLanguage('cs-cz')).toMatchObject({ dictionary: 'cs', frequencyList: 'cs' });
    expect(grammarLanguage('de-DE')?.languageTool).toBe(true);
  });

  it('preselects a language for every UI locale', () => {
    const expected: Record<string, string> = {
      en: 'en-US', pl: 'pl-PL', uk: 'uk-UA', cs: 'cs-CZ', de: 'de-DE', es: 'es', fr: 'fr', hu: 'hu-HU', it: 'it', nl: 'nl', ro: 'ro-RO', ru: 'ru-RU', sv: 'sv', ja: 'ja-JP',
      bg: 'bg-BG', el: 'el-GR', pt: 'pt-PT',
    };
    for (const locale of locales) expect(defaultGrammarLanguage(locale)).toBe(expected[locale]);
    expect(defaultGrammarLanguage('pl-PL')).toBe('pl-PL');
    expect(defaultGrammarLanguage('xx')).toBe('en-US');
    for (const locale of locales) expect(grammarLanguage(defaultGrammarLanguage(locale))).toBeDefined();
  });
});
