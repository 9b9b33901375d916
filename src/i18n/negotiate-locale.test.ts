import { locales } from './locales';
import { negotiateLocale, suggestedLocale } from './negotiate-locale';

describe('negotiateLocale', () => {
  it('prefers a stored preference over the browser languages', () => {
    expect(negotiateLocale({ stored: 'pl', languages: ['de-DE', 'de'] })).toBe('pl');
  });
  it('ignores a stored value that is not a locale', () => {
    expect(negotiateLocale({ stored: 'xx', languages: ['fr'] })).toBe('fr');
  });
  it('takes the first exact match before any base-language match', () => {
    expect(negotiateLocale({ languages: ['de-AT', 'it'] })).toBe('it');
    expect(negotiateLocale({ languages: ['PT', 'en-US'] })).toBe('pt');
  });
  it('falls back to the base language of a regional tag', () => {
    expect(negotiateLocale({ languages: ['pt-BR', 'zh-CN'] })).toBe('pt');
    expect(negotiateLocale({ languages: ['zh-CN', 'uk_UA'] })).toBe('uk');
  });
  it('falls back to English', () => {
    expect(negotiateLocale({ languages: ['zh-CN', 'ko'] })).toBe('en');
    expect(negotiateLocale({})).toBe('en');
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
