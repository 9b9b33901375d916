import { isOtherTonePlacement, otherTonePlacement } from './vietnamese-tones';

describe('otherTonePlacement', () => {
  it('moves the tone mark within a final oa, oe, uy, both ways and in capitals', () => {
    expect(otherTonePlacement('hóa')).toBe('hoá');
    expect(otherTonePlacement('hoá')).toBe('hóa');
    expect(otherTonePlacement('tùy')).toBe('tuỳ');
    expect(otherTonePlacement('thủy')).toBe('thuỷ');
    expect(otherTonePlacement('khỏe')).toBe('khoẻ');
    expect(otherTonePlacement('thỏa')).toBe('thoả');
    expect(otherTonePlacement('họa')).toBe('hoạ');
    expect(otherTonePlacement('Hòa')).toBe('Hoà');
    expect(otherTonePlacement('HÓA')).toBe('HOÁ');
  });

  it('leaves syllables with one placement alone', () => {
    expect(otherTonePlacement('hoàn')).toBeUndefined(); // a final consonant: the tone is on a in both styles
    expect(otherTonePlacement('thuyền')).toBeUndefined();
    expect(otherTonePlacement('quý')).toBeUndefined(); // the u of qu is no vowel of the pair
    expect(otherTonePlacement('của')).toBeUndefined(); // ua is no such pair
    expect(otherTonePlacement('mùa')).toBeUndefined();
    expect(otherTonePlacement('hoa')).toBeUndefined(); // no tone mark
  });
});

describe('isOtherTonePlacement', () => {
  const listed = new Set(['hoá', 'tuỳ', 'thuỷ', 'xoá']);
  const spell = (w: string) => listed.has(w);

  it('accepts the other style of a listed syllable, and nothing else', () => {
    expect(isOtherTonePlacement('hóa', spell)).toBe(true);
    expect(isOtherTonePlacement('tùy', spell)).toBe(true);
    expect(isOtherTonePlacement('xóa', spell)).toBe(true);
    expect(isOtherTonePlacement('hòa', spell)).toBe(false); // another tone: not listed as hoà
    expect(isOtherTonePlacement('hóan', spell)).toBe(false);
  });
});
