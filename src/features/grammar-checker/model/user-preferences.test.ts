import type { Suggestion } from './types';
import { PersonalDictionary, applyUserPreferences } from './user-preferences';

describe('personal dictionary', () => {
  it('follows Hunspell case rules', () => {
    const d = new PersonalDictionary(['kowalski', 'iPhone', 'Łódź']);
    expect(d.has('kowalski')).toBe(true);
    expect(d.has('Kowalski')).toBe(true);
    expect(d.has('KOWALSKI')).toBe(true);
    expect(d.has('kOwalski')).toBe(false);
    expect(d.has('iPhone')).toBe(true);
    expect(d.has('IPHONE')).toBe(true);
    expect(d.has('iphone')).toBe(false);
    expect(d.has('Łódź')).toBe(true);
    expect(d.has('łódź')).toBe(false);
  });

  it('compares in NFC', () => {
    expect(new PersonalDictionary(['cafe\u0301']).has('café')).toBe(true);
  });
});

describe('applyUserPreferences', () => {
  const base = { id: '', offset: 0, length: 0, replacements: [], message: '', engine: 'local' as const };
  const list: Suggestion[] = [
    { ...base, id: 'a', category: 'misspelling', original: 'Kowalski', ruleId: 'SPELL' },
    { ...base, id: 'b', category: 'grammar', original: 'Kowalski', ruleId: 'GRAMMAR' },
    { ...base, id: 'c', category: 'style', original: 'very unique', ruleId: 'VERY_UNIQUE' },
  ];

  it('drops misspellings of personal words and disabled rules only', () => {
    expect(applyUserPreferences(list, { personalWords: ['kowalski'], disabledRules: ['VERY_UNIQUE'] }).map((s) => s.id)).toEqual(['b']);
    expect(applyUserPreferences(list, undefined)).toBe(list);
  });
});
