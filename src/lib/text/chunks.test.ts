import fc from 'fast-check';
import { forEachLine, segmentBounded } from './chunks';

type Piece = [start: number, end: number];

function direct(text: string, locale: string, granularity: 'word' | 'sentence' | 'grapheme'): Piece[] {
  return [...new Intl.Segmenter(locale, { granularity }).segment(text)].map((s) => [s.index, s.index + s.segment.length]);
}

function bounded(text: string, locale: string, granularity: 'word' | 'sentence' | 'grapheme', window: number, lookahead: number): Piece[] {
  const out: Piece[] = [];
  segmentBounded(text, 0, text.length, locale, granularity, (s, e) => out.push([s, e]), { window, lookahead });
  return out;
}

describe('forEachLine', () => {
  it('splits at every kind of line break, CR LF being one', () => {
    const text = 'a\nb\r\nc\rd\u2028e\u2029f\u000Bg\u000Ch\u0085i\n';
    const lines: string[] = [];
    forEachLine(text, (s, e) => lines.push(text.slice(s, e)));
    expect(lines).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', '']);
  });
});

describe('segmentBounded', () => {
  const prose =
    'Dr. Watson arrived at 10.30 a.m. on Monday; nobody expected him. “Why now?” asked Holmes. ' +
    'Zażółć gęślą jaźń, powiedział pan Kowalski. Тем временем шёл дождь! 今日は晴れです。明日は雨でしょう。 ';

  it('gives the same sentences as one segmenter call on long prose, with small windows', () => {
    const text = prose.repeat(40);
    expect(bounded(text, 'en', 'sentence', 300, 100)).toEqual(direct(text, 'en', 'sentence'));
  });

  it('gives the same words as one call on Japanese and Thai', () => {
    const ja = '私は毎朝コーヒーを飲みながら新聞を読みます。'.repeat(30);
    expect(bounded(ja, 'ja', 'word', 200, 50)).toEqual(direct(ja, 'ja', 'word'));
    const th = 'ภาษาไทยง่ายนิดเดียว'.repeat(30);
    expect(bounded(th, 'th', 'word', 200, 50)).toEqual(direct(th, 'th', 'word'));
  });

  it('never splits a grapheme cluster or surrogate pair', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', ' ', 'e\u0301', '👨‍👩‍👧', '🇵🇱', '東', '\uD83D\uDE00', '\u0915\u094D\u0937'), { maxLength: 200 }), (parts) => {
        const text = parts.join('');
        expect(bounded(text, 'en', 'grapheme', 16, 4)).toEqual(direct(text, 'en', 'grapheme'));
      }),
    );
  });

  it('reports a sentence longer than the window as one sentence', () => {
    const text = 'and then '.repeat(500) + 'the end. Next one.';
    const pieces = bounded(text, 'en', 'sentence', 256, 64);
    expect(pieces).toEqual(direct(text, 'en', 'sentence'));
    expect(pieces).toHaveLength(2);
  });
});
