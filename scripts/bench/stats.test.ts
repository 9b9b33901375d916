import { createRandom, median, percentile, pick, timeRuns, timeRunsAsync } from './stats';

describe('createRandom', () => {
  it('gives the same sequence for the same seed (the generated bench inputs depend on it)', () => {
    const random = createRandom(1);
    expect([random(), random(), random()]).toEqual([0.6270739405881613, 0.002735721180215478, 0.5274470399599522]);
    const other = createRandom(42);
    expect([other(), other()]).toEqual([0.6011037519201636, 0.44829055899754167]);
  });

  it('uses the seed as an unsigned 32-bit integer', () => {
    expect(createRandom(2 ** 32 + 1)()).toBe(createRandom(1)());
  });
});

describe('pick', () => {
  it('maps [0, 1) onto the items evenly', () => {
    const items = ['a', 'b', 'c', 'd'];
    expect([0, 0.24, 0.25, 0.5, 0.99].map((x) => pick(() => x, items))).toEqual(['a', 'a', 'b', 'c', 'd']);
  });
});

describe('percentile and median', () => {
  const values = [7, 1, 5, 3, 9, 2, 8, 4, 6, 10];

  it('takes the sorted value at index ⌊p · n⌋, the largest for p = 1', () => {
    expect([0, 0.1, 0.5, 0.95, 1].map((p) => percentile(values, p))).toEqual([1, 2, 6, 10, 10]);
  });

  it('takes the middle value, the upper one for an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median(values)).toBe(6);
  });

  it('does not reorder its input', () => {
    const input = [3, 1, 2];
    median(input);
    expect(input).toEqual([3, 1, 2]);
  });

  it('is NaN without values', () => {
    expect(median([])).toBeNaN();
    expect(percentile([], 0.95)).toBeNaN();
  });
});

describe('timeRuns', () => {
  let now = 0;
  beforeEach(() => {
    now = 0;
    jest.spyOn(performance, 'now').mockImplementation(() => now);
  });
  afterEach(() => jest.restoreAllMocks());

  /** Work whose n-th call takes durations[n] ms on the mocked clock and returns n. */
  const workTaking = (durations: number[]) => {
    let calls = 0;
    return () => {
      now += durations[calls] ?? 0;
      return calls++;
    };
  };

  it('times the calls after the warm-ups and returns the last result', () => {
    expect(timeRuns(workTaking([100, 50, 3, 1, 2]), { warmups: 2, runs: 3 })).toEqual({ samples: [3, 1, 2], medianMs: 2, value: 4 });
  });

  it('goes on past `runs` until `minDurationMs` has passed, at most `maxRuns` times', () => {
    const tenMs = Array<number>(10).fill(10);
    expect(timeRuns(workTaking(tenMs), { warmups: 0, runs: 2, minDurationMs: 35 }).samples).toEqual([10, 10, 10, 10]);
    expect(timeRuns(workTaking(tenMs), { warmups: 0, runs: 2, minDurationMs: 35, maxRuns: 3 }).samples).toEqual([10, 10, 10]);
    expect(timeRuns(workTaking(tenMs), { warmups: 0, runs: 5, minDurationMs: 15 }).samples).toHaveLength(5);
  });

  it('awaits asynchronous work', async () => {
    const work = workTaking([100, 4, 6, 5]);
    const result = await timeRunsAsync(async () => work(), { warmups: 1, runs: 3 });
    expect(result).toEqual({ samples: [4, 6, 5], medianMs: 5, value: 3 });
  });
});
