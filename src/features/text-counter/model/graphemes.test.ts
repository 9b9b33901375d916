import fc from 'fast-check';
import { countGraphemes, offsetAfterGraphemes } from './graphemes';

const segments = (text: string): string[] => [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);

describe('countGraphemes', () => {
  it('counts what a reader sees as one character once', () => {
    expect(countGraphemes('e\u0301').characters).toBe(1); // e + combining acute
    expect(countGraphemes('👨‍👩‍👧').characters).toBe(1); // ZWJ family
    expect(countGraphemes('🇵🇱🇯🇵').characters).toBe(2); // flags
    expect(countGraphemes('👍🏽').characters).toBe(1); // skin tone
    expect(countGraphemes('a\r\nb').characters).toBe(3); // CR LF is one
    expect(countGraphemes('क्षि').characters).toBe(1); // Devanagari conjunct with vowel sign
    expect(countGraphemes('\u1100\u1161\u11A8').characters).toBe(1); // Hangul jamo L V T
    expect(countGraphemes('한국어').characters).toBe(3);
    expect(countGraphemes('Zażółć gęślą jaźń').characters).toBe(17);
    expect(countGraphemes('').characters).toBe(0);
  });

  it('counts white space of every kind', () => {
    expect(countGraphemes('a b\tc\nd\u00A0e\u2028f\u3000g\r\nh\u200Bi')).toEqual({ characters: 17, spaces: 8 });
  });

  it('equals the segmenter on arbitrary mixed text', () => {
    const pieces = ['a', 'Ż', ' ', '\n', '\r', '\r\n', '\u0301', '\u200D', '👨', '👩', '🇵', '🇱', '🏽', '\u1100', '\u1161', '\u11A8', '한', 'क', '्', 'ष', 'ि', 'ำ', '東', '\uFE0F', '\u0600', '1', '\uD83D', '\uDE00'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 80 }), (parts) => {
        const text = parts.join('');
        const expected = segments(text);
        const counts = countGraphemes(text);
        expect(counts.characters).toBe(expected.length);
        expect(counts.spaces).toBe(expected.filter((s) => /^\s/u.test(s)).length);
      }),
    );
  });

  it('stays linear and exact on long complex-script text', () => {
    const hindi = 'नमस्ते दुनिया, यह एक परीक्षण है। '.repeat(8000); // ~270 KB, marks everywhere
    const started = performance.now();
    const counts = countGraphemes(hindi);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(counts.characters).toBe(segments('नमस्ते दुनिया, यह एक परीक्षण है। ').length * 8000);
  });
});

describe('offsetAfterGraphemes', () => {
  it('points at the first cluster beyond the count', () => {
    expect(offsetAfterGraphemes('abcdef', 4)).toBe(4);
    expect(offsetAfterGraphemes('abc', 3)).toBeNull();
    expect(offsetAfterGraphemes('e\u0301e\u0301e\u0301', 2)).toBe(4);
    expect(offsetAfterGraphemes('😀😀😀', 1)).toBe(2);
    expect(offsetAfterGraphemes('👨‍👩‍👧x', 1)).toBe('👨‍👩‍👧'.length);
    expect(offsetAfterGraphemes('abc', 0)).toBe(0);
  });

  it('never cuts a cluster', () => {
    const pieces = ['a', ' ', 'e\u0301', '👨‍👩‍👧', '🇵🇱', '東', '\r\n', 'क्ष'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 40 }), fc.nat(45), (parts, count) => {
        const text = parts.join('');
        const expected = segments(text);
        const offset = offsetAfterGraphemes(text, count);
        if (count >= expected.length) expect(offset).toBeNull();
        else expect(offset).toBe(expected.slice(0, count).join('').length);
      }),
    );
  });
});
