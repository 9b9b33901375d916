import { measureAgainstLimit, type LimitMeasure } from '../model/limits';
import { overflowAfterEdit } from './use-text-stats';

/** The overflow offset the worker would give `text` under `max` characters (or X's weighted count). */
const overflow = (text: string, max: number, measure: LimitMeasure = 'graphemes') => measureAgainstLimit(text, { id: 'test', max, measure }).overflowStart;

describe('overflowAfterEdit', () => {
  it.each([
    ['English', 'Typing on past the limit keeps the mark', 20, 'xWeighted' as const],
    ['Polish', 'Zażółć gęślą jaźń — pisząc dalej', 18, 'graphemes' as const],
    ['Greek', 'Η γρήγορη καφέ αλεπού πηδάει', 15, 'graphemes' as const],
    ['Japanese', '吾輩は猫である。名前はまだ無い。', 12, 'xWeighted' as const],
    ['emoji and combining marks', 'Café 👩‍👩‍👧 naïve e\u0301 ok', 8, 'graphemes' as const],
  ])('%s: an edit after the first overflowing character leaves it where the worker would put it', (_, counted, max, measure) => {
    const start = overflow(counted, max, measure);
    expect(start).not.toBeNull();
    for (const typed of [counted + 'x', counted + ' 字', counted.slice(0, -1), counted.slice(0, start! + 1) + 'y' + counted.slice(start! + 1)]) {
      expect(overflowAfterEdit(counted, start, typed)).toBe(overflow(typed, max, measure));
    }
  });

  it('gives up (waits for the worker) when the edit reaches the overflowing character or anything before it', () => {
    const counted = 'Mr. Smith went home and slept.';
    const start = overflow(counted, 10)!;
    expect(overflowAfterEdit(counted, start, counted.slice(0, start) + 'Q' + counted.slice(start + 1))).toBeNull();
    expect(overflowAfterEdit(counted, start, 'A' + counted)).toBeNull();
    expect(overflowAfterEdit(counted, start, counted.slice(0, start))).toBeNull();
  });

  it('passes the answer through for its own text, and no overflow stays none', () => {
    expect(overflowAfterEdit('abc', 1, 'abc')).toBe(1);
    expect(overflowAfterEdit('abc', null, 'abcd')).toBeNull();
  });
});
