import { isKeywordLanguage, keywordLanguages, keywordLanguageTags, pickDefaultLanguage } from './languages';

describe('keyword languages', () => {
  it('offers the 19 languages, each with a BCP 47 tag that Intl accepts', () => {
    expect(keywordLanguages).toHaveLength(19);
    for (const language of keywordLanguages) {
      const tag = keywordLanguageTags[language];
      expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
    }
    expect(keywordLanguageTags.turkish).toBe('tr');
    expect(keywordLanguageTags.persian).toBe('fa');
    expect(keywordLanguageTags.galician).toBe('gl');
  });

  it('recognizes option values only', () => {
    expect(isKeywordLanguage('polish')).toBe(true);
    expect(isKeywordLanguage('pl')).toBe(false);
    expect(isKeywordLanguage(undefined)).toBe(false);
  });

  it.each([
    ['en', 'english'],
    ['pl', 'polish'],
    ['cs', 'czech'],
    ['de', 'german'],
    ['es', 'spanish'],
    ['fr', 'french'],
    ['it', 'italian'],
    ['nl', 'dutch'],
    ['ro', 'romanian'],
    ['ru', 'russian'],
    ['sv', 'swedish'],
    ['pt', 'portuguese'],
    ['pt-BR', 'portuguese'],
    ['uk', 'english'],
    ['hu', 'english'],
    ['ja', 'english'],
    ['bg', 'english'],
    ['el', 'english'],
    ['', 'english'],
  ])('preselects a language for UI locale %p', (locale, language) => {
    expect(pickDefaultLanguage(locale)).toBe(language);
  });
});
