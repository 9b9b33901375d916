import { commonAffixes, commonPrefixLength, commonSuffixLength } from './common-affix';

describe('common prefix and suffix', () => {
  it('finds where an edit begins and ends in short texts of several scripts', () => {
    expect(commonPrefixLength('Zażółć gęślą jaźń', 'Zażółć gęsią jaźń')).toBe(9);
    expect(commonSuffixLength('Zażółć gęślą jaźń', 'Zażółć gęsią jaźń')).toBe(6);
    expect(commonPrefixLength('Привет, мир!', 'Привет, мир!!')).toBe(12);
    expect(commonSuffixLength('Καλημέρα κόσμε', 'καλημέρα κόσμε')).toBe(13);
    expect(commonPrefixLength('私は東京に住んでいます。', '私は大阪に住んでいます。')).toBe(2);
    expect(commonPrefixLength('', 'abc')).toBe(0);
    expect(commonSuffixLength('same', 'same')).toBe(4);
  });

  it('compares long texts run by run and then unit by unit, on both sides of a run boundary', () => {
    const long = 'Ein langer Satz über Übungen. '.repeat(200);
    for (const at of [0, 1, 511, 512, 513, 1024, 3000, long.length - 1]) {
      const edited = `${long.slice(0, at)}ß${long.slice(at)}`;
      expect(commonPrefixLength(long, edited)).toBe(long[at] === 'ß' ? at + 1 : at);
      expect(commonSuffixLength(long, edited)).toBe(long.length - at);
    }
  });

  it('counts no further than the limit, so that prefix and suffix do not overlap', () => {
    const before = 'aaaa';
    const after = 'aaaaa';
    const prefix = commonPrefixLength(before, after);
    expect(prefix).toBe(4);
    expect(commonSuffixLength(before, after, Math.min(before.length, after.length) - prefix)).toBe(0);
    expect(commonPrefixLength('x'.repeat(2000), 'x'.repeat(2000), 700)).toBe(700);
    expect(commonAffixes(before, after)).toEqual({ prefix: 4, suffix: 0 });
  });

  it('gives both ends of one edit in texts of several scripts', () => {
    expect(commonAffixes('Zażółć gęślą jaźń', 'Zażółć gęsią jaźń')).toEqual({ prefix: 9, suffix: 6 });
    expect(commonAffixes('Привет, мир!', 'Привет, весь мир!')).toEqual({ prefix: 8, suffix: 4 });
    expect(commonAffixes('私は東京に住んでいます。', '私は大阪に住んでいます。')).toEqual({ prefix: 2, suffix: 8 });
    expect(commonAffixes('same', 'same')).toEqual({ prefix: 4, suffix: 0 });
  });
});
