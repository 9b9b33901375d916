import { GRAMMAR_LANGUAGES } from '../model/languages';
import type { Suggestion } from '../model/types';
import { languageOptions } from './language-options';
import { defaultEngine, dictionaryWord, languageToolHost, mergePersonal, parsePersonal, serializePersonal, withRule, withWord } from './preferences';
import { ruleLabel } from './suggestion-display';

describe('personal dictionary file', () => {
  it('round-trips through the exported format and merges without duplicates', () => {
    const personal = withRule(withWord(withWord({ words: [], rules: [] }, 'Zorblat'), 'teh'), { id: 'EN_A_VS_AN', label: 'Wrong article' });
    const parsed = parsePersonal(serializePersonal(personal), { requireFormat: true });
    expect(parsed).toEqual({ words: ['Zorblat', 'teh'], rules: [{ id: 'EN_A_VS_AN', label: 'Wrong article' }] });
    expect(mergePersonal(parsed!, { words: ['teh', 'iPhone'], rules: [{ id: 'EN_A_VS_AN', label: 'x' }] })).toEqual({
      words: ['Zorblat', 'teh', 'iPhone'],
      rules: [{ id: 'EN_A_VS_AN', label: 'x' }],
    });
  });

  it.each([
    ['not JSON', 'hello'],
    ['an array', '[]'],
    ['another format', JSON.stringify({ format: 'other', version: 1, words: [], ignoredRules: [] })],
    ['a newer version', JSON.stringify({ format: 'writekit-grammar-personal', version: 2, words: [], ignoredRules: [] })],
    ['a word that is not a string', JSON.stringify({ format: 'writekit-grammar-personal', version: 1, words: [3], ignoredRules: [] })],
    ['a phrase', JSON.stringify({ format: 'writekit-grammar-personal', version: 1, words: ['two words'], ignoredRules: [] })],
    ['a bad rule id', JSON.stringify({ format: 'writekit-grammar-personal', version: 1, words: [], ignoredRules: [{ id: '<script>' }] })],
    ['missing lists', JSON.stringify({ format: 'writekit-grammar-personal', version: 1 })],
  ])('rejects %s', (_name, content) => {
    expect(parsePersonal(content, { requireFormat: true })).toBeNull();
  });
});

describe('choices', () => {
  it('defaults to the on-device checker where it covers the spelling', () => {
    expect(defaultEngine('en-GB')).toBe('local');
    expect(defaultEngine('pl-PL')).toBe('local');
    expect(defaultEngine('ja-JP')).toBe('remote');
  });

  it('names the LanguageTool host', () => {
    expect(languageToolHost(undefined)).toBe('api.languagetool.org');
    expect(languageToolHost('https://lt.example.org:8081/')).toBe('lt.example.org:8081');
  });

  it('offers one word of a misspelling for the dictionary', () => {
    expect(dictionaryWord('“Zorblat,”')).toBe('Zorblat');
    expect(dictionaryWord('a dress')).toBeNull();
    expect(dictionaryWord('...')).toBeNull();
  });

  it('labels every language once, sorted in the UI language', () => {
    const options = languageOptions('en', (variant, language) => `${language} [${variant}]`);
    expect(options).toHaveLength(GRAMMAR_LANGUAGES.length);
    expect(new Set(options.map((o) => o.label)).size).toBe(options.length);
    expect(options.find((o) => o.code === 'ca-ES-balear')?.label).toBe('Catalan [balearic]');
    expect(options.find((o) => o.code === 'de-DE-x-simple-language')?.label).toBe('German [simple-language]');
    expect(languageOptions('pl', (variant, language) => `${language} [${variant}]`).find((o) => o.code === 'de-DE-x-simple-language')?.label).toBe('niemiecki [simple-language]');
    expect(options.find((o) => o.code === 'en-GB')?.label).toBe('British English');
  });

  it('names rules readably', () => {
    const base: Omit<Suggestion, 'ruleId'> = { id: 'x', category: 'grammar', offset: 0, length: 1, original: 'a', replacements: [], message: '', engine: 'local' };
    expect(ruleLabel({ ...base, ruleId: 'HARPER_PronounVerbAgreement', shortMessage: 'Agreement' })).toBe('Pronoun verb agreement');
    expect(ruleLabel({ ...base, ruleId: 'EN_A_VS_AN', shortMessage: 'Wrong article' })).toBe('Wrong article');
    expect(ruleLabel({ ...base, ruleId: 'EN_A_VS_AN' })).toBe('EN_A_VS_AN');
  });
});
