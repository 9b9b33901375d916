import { defaultLocale, locales } from './locales';
import { pickLocale, suggestedLocale } from './negotiate-locale';

describe('pickLocale', () => {
  /** As the boot script calls it: the site's locales, English as the fallback. */
  const pick = (stored: string | null, languages: readonly string[]) => pickLocale(stored, languages, locales, defaultLocale);

  it('prefers a stored preference over the browser languages', () => {
    expect(pick('pl', ['de-DE', 'de'])).toBe('pl');
  });
  it('ignores a stored value that is not a locale', () => {
    expect(pick('xx', ['fr'])).toBe('fr');
  });
  it('takes the first exact match before any base-language match', () => {
    expect(pick(null, ['de-AT', 'it'])).toBe('it');
    expect(pick(null, ['PT', 'en-US'])).toBe('pt');
  });
  it('falls back to the base language of a regional tag', () => {
    expect(pick(null, ['pt-BR', 'zh-CN'])).toBe('pt');
    expect(pick(null, ['zh-CN', 'uk_UA'])).toBe('uk');
  });
  it('falls back to English', () => {
    expect(pick(null, ['zh-CN', 'ko'])).toBe('en');
    expect(pick(null, [])).toBe('en');
  });
});

describe('suggestedLocale', () => {
  it('suggests a supported locale other than the current one', () => {
    expect(suggestedLocale('de-DE', 'en', locales)).toBe('de');
    expect(suggestedLocale('de-DE', 'de', locales)).toBeNull();
    expect(suggestedLocale('zh-TW', 'en', locales)).toBeNull();
    expect(suggestedLocale(undefined, 'en', locales)).toBeNull();
  });
});
