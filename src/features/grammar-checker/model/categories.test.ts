import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HARPER_KIND_TABLE, harperCategory, languageToolCategory } from './categories';
import { SUGGESTION_CATEGORIES } from './types';
import { packageDir } from '../engines/node-assets';

describe('category tables', () => {
  it('maps LanguageTool category ids first, then issue types, else grammar', () => {
    expect(languageToolCategory('TYPOS', 'misspelling')).toBe('misspelling');
    expect(languageToolCategory('CASING', 'typographical')).toBe('casing');
    expect(languageToolCategory('PUNCTUATION', 'grammar')).toBe('punctuation');
    expect(languageToolCategory('TYPOGRAPHY', 'whitespace')).toBe('punctuation');
    for (const id of ['STYLE', 'REDUNDANCY', 'PLAIN_ENGLISH', 'COLLOQUIALISMS', 'REGIONALISMS']) expect(languageToolCategory(id, 'style')).toBe('style');
    expect(languageToolCategory('CONFUSED_WORDS', 'misspelling')).toBe('grammar');
    expect(languageToolCategory('SOMETHING_NEW', 'style')).toBe('style');
    expect(languageToolCategory('SOMETHING_NEW', 'locale-violation')).toBe('style');
    expect(languageToolCategory(undefined, undefined)).toBe('grammar');
    expect(languageToolCategory('MISC', 'grammar', 'UnknownWord')).toBe('misspelling');
  });

  it('covers every lint kind of the installed harper.js', () => {
    const types = readFileSync(join(packageDir('harper.js'), 'dist', 'index.d.ts'), 'utf8');
    const union = /export declare type LintKind = ([^;]+);/.exec(types)?.[1] ?? '';
    const kinds = [...union.matchAll(/'(\w+)'/g)].map((m) => m[1] as string);
    expect(kinds.length).toBeGreaterThan(15);
    expect(kinds.sort()).toEqual(Object.keys(HARPER_KIND_TABLE).sort());
    for (const kind of kinds) expect(SUGGESTION_CATEGORIES).toContain(harperCategory(kind));
    expect(harperCategory('Miscellaneous')).toBe('grammar');
    expect(harperCategory('Typo')).toBe('misspelling');
    expect(harperCategory('Capitalization')).toBe('casing');
  });
});
