import fc from 'fast-check';
import { flattenMarks } from './flatten-marks';

describe('flattenMarks', () => {
  it('keeps separate marks as they are', () => {
    expect(flattenMarks([{ start: 0, end: 3, kind: 'a' }, { start: 5, end: 8, kind: 'b' }])).toEqual([
      { start: 0, end: 3, kind: 'a' },
      { start: 5, end: 8, kind: 'b' },
    ]);
  });

  it('cuts a broad mark around the narrow marks inside it', () => {
    const sentence = { start: 0, end: 40, kind: 'long-sentence' };
    const adverb = { start: 10, end: 16, kind: 'adverb' };
    const passive = { start: 20, end: 30, kind: 'passive' };
    expect(flattenMarks([sentence, adverb, passive])).toEqual([
      { start: 0, end: 10, kind: 'long-sentence' },
      { start: 10, end: 16, kind: 'adverb' },
      { start: 16, end: 20, kind: 'long-sentence' },
      { start: 20, end: 30, kind: 'passive' },
      { start: 30, end: 40, kind: 'long-sentence' },
    ]);
  });

  it('lets a later mark win where marks overlap, and drops empty ones', () => {
    expect(flattenMarks([{ start: 0, end: 10, kind: 'a' }, { start: 5, end: 15, kind: 'over' }, { start: 7, end: 7, kind: 'empty' }])).toEqual([
      { start: 0, end: 5, kind: 'a' },
      { start: 5, end: 15, kind: 'over' },
    ]);
  });
});

describe('flattenMarks against a character-by-character reading', () => {
  /** Per character, the index of the last mark covering it (-1 for none). */
  const ownerPerCharacter = (marks: { start: number; end: number }[], length: number) =>
    Array.from({ length }, (_, at) => marks.reduce((owner, mark, m) => (mark.start <= at && at < mark.end ? m : owner), -1));

  it('gives every character the mark that wins there, in sorted, non-overlapping pieces', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(60), fc.nat(20)), { maxLength: 25 }), (pairs) => {
        const marks = pairs.map(([start, length], m) => ({ start, end: start + length, kind: `k${m}` }));
        const flat = flattenMarks(marks);
        const expected = ownerPerCharacter(marks, 81).map((m) => (m === -1 ? null : `k${m}`));
        const actual = Array.from({ length: 81 }, (_, at) => flat.find((mark) => mark.start <= at && at < mark.end)?.kind ?? null);
        expect(actual).toEqual(expected);
        flat.forEach((mark, i) => {
          expect(mark.end).toBeGreaterThan(mark.start);
          if (i > 0) expect(mark.start).toBeGreaterThanOrEqual(flat[i - 1]!.end);
        });
      }),
    );
  });
});
