import { arpabetToIpa, parseArpabet, rhymeFamilyKey, rhymePart, syllableCount, syllabify } from './pronunciation';

describe('ARPAbet → IPA', () => {
  it.each([
    ['L AY1 T', 'ˈlaɪt'],
    ['N AY1 T', 'ˈnaɪt'],
    ['T AH0 M EY1 T OW2', 'təˈmeɪˌtoʊ'],
    ['EH1 K S T R AH0', 'ˈɛk.stɹə'],
    ['D IH1 K SH AH0 N EH2 R IY0', 'ˈdɪk.ʃəˌnɛ.ɹi'],
    ['B ER1 D', 'ˈbɝd'],
    ['B AH1 T ER0', 'ˈbʌ.tɚ'],
    ['TH IH1 NG K IH0 NG', 'ˈθɪŋ.kɪŋ'],
    ['M Y UW1 Z IH0 K', 'ˈmju.zɪk'],
    ['JH AH1 JH', 'ˈdʒʌdʒ'],
  ])('%s → %s', (arpabet, ipa) => {
    expect(arpabetToIpa(arpabet)).toBe(ipa);
  });

  it('rejects what is not ARPAbet', () => {
    expect(arpabetToIpa('L AY7 T')).toBeNull();
    expect(arpabetToIpa('XX')).toBeNull();
    expect(parseArpabet('')).toBeNull();
  });

  it('splits syllables before the longest English onset', () => {
    const names = (arpabet: string) => syllabify(parseArpabet(arpabet)!).map((s) => s.map((p) => p.symbol).join(' '));
    expect(names('EH1 K S T R AH0')).toEqual(['EH K', 'S T R AH']);
    expect(names('IH0 N S P AY1 R')).toEqual(['IH N', 'S P AY R']);
    // "ng" starts no syllable.
    expect(names('S IH1 NG ER0')).toEqual(['S IH NG', 'ER']);
    expect(syllableCount('T AH0 M EY1 T OW2')).toBe(3);
  });
});

describe('rhyme keys', () => {
  it('takes the rhyme from the last primary stress', () => {
    expect(rhymePart('L AY1 T')).toBe('AY T');
    expect(rhymePart('D IH0 L AY1 T')).toBe('AY T');
    expect(rhymePart('N EY1 SH AH0 N')).toBe('EY SH AH N');
    expect(rhymePart('S T EY1 SH AH0 N')).toBe('EY SH AH N');
    // Without primary stress, the last secondary one; without either, the last vowel.
    expect(rhymePart('DH AH0')).toBe('AH');
  });

  it('groups consonants of one family for near rhymes (Zwicky 1976)', () => {
    expect(rhymeFamilyKey('AY T')).toBe(rhymeFamilyKey('AY K'));
    expect(rhymeFamilyKey('AY T')).toBe(rhymeFamilyKey('AY P'));
    expect(rhymeFamilyKey('AY T')).not.toBe(rhymeFamilyKey('AY D'));
    expect(rhymeFamilyKey('AY M')).toBe(rhymeFamilyKey('AY N'));
    expect(rhymeFamilyKey('AY T')).not.toBe(rhymeFamilyKey('EY T'));
  });
});
