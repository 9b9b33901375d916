import { applyAll, applySuggestion } from './apply-suggestion';
import type { Suggestion } from './types';

function s(text: string, offset: number, length: number, replacements: string[], id = `${offset}:${length}`): Suggestion {
  return { id, category: 'grammar', offset, length, original: text.slice(offset, offset + length), replacements, message: '', ruleId: 'R', engine: 'local' };
}

describe('applySuggestion', () => {
  const text = 'Teh cat sat on on the mat , ok.';
  const all = [s(text, 0, 3, ['The']), s(text, 12, 5, ['on']), s(text, 25, 2, [',']), s(text, 8, 3, ['sits'])];

  it('replaces the span and shifts later findings', () => {
    const result = applySuggestion(text, all, all[1]!, 'on');
    expect(result.text).toBe('Teh cat sat on the mat , ok.');
    for (const f of result.suggestions) expect(result.text.slice(f.offset, f.offset + f.length)).toBe(f.original);
    expect(result.suggestions.map((f) => f.id)).toEqual(['0:3', '25:2', '8:3']);
  });

  it('uses the first replacement by default and keeps earlier offsets', () => {
    const result = applySuggestion(text, all, all[0]!);
    expect(result.text.startsWith('The cat')).toBe(true);
    expect(result.suggestions.find((f) => f.id === '8:3')?.offset).toBe(8);
  });

  it('drops findings overlapping the edited span', () => {
    const overlapping = [...all, s(text, 15, 6, ['x'], 'overlap')];
    const result = applySuggestion(text, overlapping, all[1]!, 'on');
    expect(result.suggestions.some((f) => f.id === 'overlap')).toBe(false);
  });

  it('handles insertions and deletions', () => {
    const t = 'Hello world';
    const insert = s(t, 5, 0, [',']);
    const after = s(t, 6, 5, ['World']);
    const result = applySuggestion(t, [insert, after], insert);
    expect(result.text).toBe('Hello, world');
    expect(result.suggestions[0]).toMatchObject({ offset: 7, original: 'world' });
    const del = s(t, 5, 1, ['']);
    expect(applySuggestion(t, [del], del).text).toBe('Helloworld');
  });

  it('shifts by UTF-16 units around emoji', () => {
    const t = '😀 teh 😀 teh';
    const a = s(t, 3, 3, ['the']);
    const b = s(t, 10, 3, ['the']);
    const result = applySuggestion(t, [a, b], a, 'the very');
    expect(result.text.slice(result.suggestions[0]!.offset, result.suggestions[0]!.offset + 3)).toBe('teh');
  });

  it('refuses a stale finding', () => {
    expect(() => applySuggestion('changed text', all, all[0]!)).toThrow(/stale/);
  });
});

describe('applyAll', () => {
  it('applies every non-overlapping suggestion and keeps the rest', () => {
    const text = 'Teh cat sat on on teh mat.';
    const list = [s(text, 0, 3, ['The']), s(text, 12, 5, ['on']), s(text, 15, 2, ['in'], 'overlaps'), s(text, 18, 3, ['the']), s(text, 22, 3, [], 'none')];
    const result = applyAll(text, list);
    expect(result.text).toBe('The cat sat on the mat.');
    expect(result.suggestions.map((f) => f.id)).toEqual(['none']);
    expect(result.text.slice(result.suggestions[0]!.offset, result.suggestions[0]!.offset + 3)).toBe('mat');
  });

  it('can apply a subset', () => {
    const text = 'teh teh';
    const list = [s(text, 0, 3, ['the']), s(text, 4, 3, ['the'])];
    expect(applyAll(text, list, (f) => f.offset > 0).text).toBe('teh the');
  });
});
