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
