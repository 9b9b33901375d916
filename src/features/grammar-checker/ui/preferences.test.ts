import { GRAMMAR_LANGUAGES } from '../model/languages';
import { ruleMessageFields, type RuleMessage } from '../model/rule-messages';
import type { Suggestion } from '../model/types';
import { languageOptions } from './language-options';
import { defaultEngine, languageToolHost, parseStoredEngine, parseStoredLanguage, parseStoredPersonal } from './preferences';
import { ruleLabel } from './suggestion-display';

describe('choices', () => {
  it('defaults to the on-device checker where it covers the spelling', () => {
    expect(defaultEngine('en-GB')).toBe('local');
    expect(defaultEngine('pl-PL')).toBe('local');
    // Japanese: by its rules alone, on the device too.
    expect(defaultEngine('ja-JP')).toBe('local');
    expect(defaultEngine('zh-CN')).toBe('remote');
  });

  it('names the LanguageTool host', () => {
    expect(languageToolHost(undefined)).toBe('api.languagetool.org');
    expect(languageToolHost('https://lt.example.org:8081/')).toBe('lt.example.org:8081');
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

  it('names rules readably, in the UI language where the engine gives a template', () => {
    const base: Omit<Suggestion, 'ruleId'> = { id: 'x', category: 'grammar', offset: 0, length: 1, original: 'a', replacements: [], message: '', engine: 'local' };
    const translate = (m: RuleMessage) => `[${m.key}]`;
    expect(ruleLabel({ ...base, ruleId: 'HARPER_PronounVerbAgreement', shortMessage: 'Agreement' }, translate)).toBe('Pronoun verb agreement');
    expect(ruleLabel({ ...base, ruleId: 'EN_A_VS_AN', shortMessage: 'Wrong article' }, translate)).toBe('Wrong article');
    expect(ruleLabel({ ...base, ruleId: 'EN_A_VS_AN' }, translate)).toBe('EN_A_VS_AN');
    expect(ruleLabel({ ...base, ruleId: 'LOCAL_DOUBLE_SPACE', ...ruleMessageFields({ key: 'doubleSpace', values: {} }, { key: 'doubleSpaceShort', values: {} }) }, translate)).toBe(
      '[doubleSpaceShort]',
    );
  });
});

describe('stored values', () => {
  it('keeps only a language and a checker still offered', () => {
    expect(parseStoredLanguage('pl-PL')).toBe('pl-PL');
    expect(parseStoredLanguage('xx-XX')).toBeNull();
    expect(parseStoredLanguage(null)).toBeNull();
    expect(parseStoredEngine('remote')).toBe('remote');
    expect(parseStoredEngine('cloud')).toBeNull();
  });

  it('reads a stored dictionary without the file header, and an unreadable one as empty', () => {
    expect(parseStoredPersonal(JSON.stringify({ words: ['teh'], ignoredRules: ['X_RULE'] }))).toEqual({ words: ['teh'], rules: [{ id: 'X_RULE', label: 'X_RULE' }] });
    expect(parseStoredPersonal('{')).toEqual({ words: [], rules: [] });
    expect(parseStoredPersonal(null)).toEqual({ words: [], rules: [] });
  });
});
