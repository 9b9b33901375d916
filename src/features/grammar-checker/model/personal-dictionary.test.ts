import { dictionaryWord, mergePersonal, parsePersonal, serializePersonal, withRule, withWord } from './personal-dictionary';

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

describe('dictionaryWord', () => {
  it('offers one word of a misspelling for the dictionary', () => {
    expect(dictionaryWord('“Zorblat,”')).toBe('Zorblat');
    expect(dictionaryWord('a dress')).toBeNull();
    expect(dictionaryWord('...')).toBeNull();
  });
});
