import fc from 'fast-check';
import { parseTweet } from 'twitter-text';
import { findLimitPreset, limitPresets, measureAgainstLimit, parseCustomLimit } from './limits';
import { measureXWeightedLength } from './x-weighted-length';

describe('limitPresets', () => {
  it('lists the platforms with their limits', () => {
    expect(Object.fromEntries(limitPresets.map((p) => [p.id, [p.max, p.measure]]))).toEqual({
      x: [280, 'xWeighted'],
      instagram: [2200, 'graphemes'],
      threads: [500, 'graphemes'],
      linkedinSummary: [2000, 'graphemes'],
      redditTitle: [300, 'graphemes'],
      redditPost: [5000, 'graphemes'],
      tiktok: [2200, 'graphemes'],
      'meta-title': [60, 'graphemes'],
      'meta-description': [160, 'graphemes'],
    });
  });
});

describe('parseCustomLimit', () => {
  it.each([
    ['500', 500],
    ['  42\t', 42],
    ['+7', 7],
    ['１２３', 123],
    ['10000000', 10_000_000],
  ])('accepts %j', (input, max) => {
    expect(parseCustomLimit(input)).toEqual({ ok: true, limit: { id: 'custom', max, measure: 'graphemes' } });
  });

  it.each([
    ['', 'notANumber'],
    ['   ', 'notANumber'],
    ['abc', 'notANumber'],
    ['1e3', 'notANumber'],
    ['0x10', 'notANumber'],
    ['1 000', 'notANumber'],
    ['12.5', 'notWhole'],
    ['12,5', 'notWhole'],
    ['1,000', 'notWhole'],
    ['0', 'notPositive'],
    ['-3', 'notPositive'],
    ['−3', 'notPositive'],
    ['10000001', 'tooLarge'],
    ['99999999999999999999999', 'tooLarge'],
  ])('rejects %j as %s', (input, reason) => {
    expect(parseCustomLimit(input)).toEqual({ ok: false, reason });
  });
});

describe('measureAgainstLimit with grapheme limits', () => {
  const threads = findLimitPreset('threads');

  it('counts an emoji or an accented letter as one character', () => {
    const text = 'Zażółć 😀 café 👨‍👩‍👧';
    expect(measureAgainstLimit(text, threads)).toEqual({ used: 15, limit: 500, remaining: 485, overflowStart: null });
  });

  it('marks where the text goes beyond the limit, never inside a character', () => {
    const text = 'e\u0301'.repeat(510);
    const result = measureAgainstLimit(text, threads);
    expect(result).toEqual({ used: 510, limit: 500, remaining: -10, overflowStart: 1000 });
    const redditTitle = findLimitPreset('redditTitle');
    const emoji = '👍🏽'.repeat(301);
    expect(measureAgainstLimit(emoji, redditTitle).overflowStart).toBe('👍🏽'.length * 300);
  });

  it('is exactly at the limit without overflow', () => {
    expect(measureAgainstLimit('x'.repeat(300), findLimitPreset('redditTitle'))).toEqual({ used: 300, limit: 300, remaining: 0, overflowStart: null });
  });

  it('works with a custom limit', () => {
    const parsed = parseCustomLimit('5');
    if (!parsed.ok) throw new Error('expected a limit');
    expect(measureAgainstLimit('Привет мир', parsed.limit)).toEqual({ used: 10, limit: 5, remaining: -5, overflowStart: 5 });
  });
});

describe('measureAgainstLimit with X', () => {
  const x = findLimitPreset('x');

  it('weighs web addresses as 23, emoji and CJK as 2', () => {
    expect(measureAgainstLimit('Read https://example.com/a/very/long/path/that/goes/on', x).used).toBe(5 + 23);
    expect(measureAgainstLimit('😀 東京', x).used).toBe(2 + 1 + 4);
    expect(measureAgainstLimit('Zażółć', x).used).toBe(6);
  });

  it('marks the overflow after 280 weighted characters', () => {
    expect(measureAgainstLimit('a'.repeat(300), x)).toEqual({ used: 300, limit: 280, remaining: -20, overflowStart: 280 });
    expect(measureAgainstLimit('😀'.repeat(150), x).overflowStart).toBe(280); // 140 emoji fit, 2 code units each
    expect(measureAgainstLimit('東'.repeat(141), x).overflowStart).toBe(140);
    expect(measureAgainstLimit('a'.repeat(280), x).overflowStart).toBeNull();
    // The first character after a full post overflows, even when it is heavier than what is left.
    expect(measureAgainstLimit('a'.repeat(279) + '東', x).overflowStart).toBe(279);
  });

  it('corrects the overflow point for text that is not NFC and for characters X rejects', () => {
    // Decomposed é: parseTweet counts it as one after normalising, and its own range end is off.
    expect(measureAgainstLimit('e\u0301'.repeat(300), x).overflowStart).toBe(560);
    expect(measureAgainstLimit('a\uFEFF' + 'b'.repeat(300), x).overflowStart).toBe(279);
  });

  it('adds up pieces of long text exactly like one parseTweet call', () => {
    const parts = ['word ', 'Zażółć ', 'é', 'éwww.example.org ', '東京。', '日本語.jp ', '東京', 'です。', '😀', '👨‍👩‍👧 ', 'https://example.com/a-b ', 'www.example.org ', 'e\u0301', '\n', '\n\n', '  ', '#tag ', '@user '];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...parts), { minLength: 1, maxLength: 120 }), fc.integer({ min: 16, max: 200 }), (chosen, pieceLength) => {
        const text = chosen.join('');
        const whole = parseTweet(text);
        const pieced = measureXWeightedLength(text, { pieceLength });
        expect(pieced.used).toBe(whole.weightedLength);
        if (whole.weightedLength > 280 && text === text.normalize()) expect(pieced.overflowStart).toBe(whole.validRangeEnd + 1);
        if (whole.weightedLength <= 280) expect(pieced.overflowStart).toBeNull();
      }),
      { numRuns: 200 },
    );
  });

  it('measures 1 MB in well under a few seconds', () => {
    const line = 'Posting about https://example.com/news and 東京 😀 today.\n';
    const text = line.repeat(18_000);
    const started = performance.now();
    const result = measureAgainstLimit(text, x);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(result.used).toBe(parseTweet(line).weightedLength * 18_000);
  });
});
