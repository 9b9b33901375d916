import { medianRun } from './median.mjs';

describe('medianRun', () => {
  it('picks the whole run in the middle by the key, whatever the order of the runs', () => {
    const runs = [
      { score: 90, tbtMs: 210 },
      { score: 80, tbtMs: 480 },
      { score: 95, tbtMs: 120 },
    ];
    expect(medianRun(runs, (r) => r.score)).toEqual({ score: 90, tbtMs: 210 });
    expect(medianRun([...runs].reverse(), (r) => r.score)).toEqual({ score: 90, tbtMs: 210 });
  });

  it('takes the lower middle run for an even count, and the only run of one', () => {
    expect(medianRun([{ score: 1 }, { score: 3 }, { score: 2 }, { score: 4 }], (r) => r.score)).toEqual({ score: 2 });
    expect(medianRun([{ score: 7 }], (r) => r.score)).toEqual({ score: 7 });
  });

  it('does not reorder the caller’s array', () => {
    const runs = [{ score: 3 }, { score: 1 }, { score: 2 }];
    medianRun(runs, (r) => r.score);
    expect(runs.map((r) => r.score)).toEqual([3, 1, 2]);
  });

  it('refuses no runs at all', () => {
    expect(() => medianRun([], () => 0)).toThrow(RangeError);
  });
});
