import { compilePattern, isPattern, matchPattern } from './pattern';
import type { WordList } from './types';

const english: WordList = { v: 1, language: 'en', words: ['night', 'bat', 'but', 'light', 'unbelievable', 'unable', 'bit', 'bright', 'boat', 'eight'], forms: [] };

describe('pattern search', () => {
  it('tells patterns from words', () => {
    expect(isPattern('b?t')).toBe(true);
    expect(isPattern('*ight')).toBe(true);
    expect(isPattern('bat')).toBe(false);
  });

  it('matches ? as one letter and * as any run, in the list order', () => {
    expect(matchPattern(english, 'b?t')!.words).toEqual(['bat', 'but', 'bit']);
    expect(matchPattern(english, '*ight')!.words).toEqual(['night', 'light', 'bright', 'eight']);
    expect(matchPattern(english, 'un*able')!.words).toEqual(['unbelievable', 'unable']);
    expect(matchPattern(english, 'B?T')!.words).toEqual(['bat', 'but', 'bit']);
  });

  it('pages through the matches', () => {
    expect(matchPattern(english, '*t', { limit: 2, offset: 1 })).toEqual({ words: ['bat', 'but'], total: 8 });
  });

  it('ignores diacritics on both sides', () => {
    const polish: WordList = { v: 1, language: 'pl', words: ['żółw', 'żółty', 'zły'], forms: [] };
    expect(matchPattern(polish, 'z?lw')!.words).toEqual(['żółw']);
    expect(matchPattern(polish, 'żół*')!.words).toEqual(['żółw', 'żółty']);
    const french: WordList = { v: 1, language: 'fr', words: ['café', 'cafard'], forms: [] };
    expect(matchPattern(french, 'caf?')!.words).toEqual(['café']);
  });

  it('takes other characters literally and refuses patterns without a letter', () => {
    expect(compilePattern('a+b*')!.test('a+bc')).toBe(true);
    expect(matchPattern(english, '*')).toBeNull();
    expect(matchPattern(english, '??')).toBeNull();
  });
});
