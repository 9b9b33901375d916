import type { TextMark } from './HighlightedTextarea';

/**
 * Turns marks that may overlap or nest (a long sentence holding a passive verb and an adverb, an
 * overflow past a limit) into the sorted, non-overlapping marks the editor's mirror can show:
 * where marks overlap, the later one in `marks` wins (list broad marks first, narrow ones
 * after). Adjacent pieces of the same mark stay separate only where another mark cut them.
 * O(n log n) in the number of marks.
 */
export function flattenMarks(marks: readonly TextMark[]): TextMark[] {
  if (marks.length <= 1) return marks.filter((mark) => mark.end > mark.start);
  const bounds = [...new Set(marks.flatMap((mark) => [mark.start, mark.end]))].sort((a, b) => a - b);
  const index = new Map(bounds.map((bound, i) => [bound, i]));
  // The winning mark of each elementary interval [bounds[i], bounds[i + 1]).
  const owner = new Array<number>(bounds.length - 1).fill(-1);
  marks.forEach((mark, m) => {
    const from = index.get(mark.start) as number;
    const to = index.get(mark.end) as number;
    for (let i = from; i < to; i++) owner[i] = m;
  });
  const flat: TextMark[] = [];
  for (let i = 0; i < owner.length; i++) {
    const m = owner[i] as number;
    if (m === -1) continue;
    const last = flat[flat.length - 1];
    const mark = marks[m] as TextMark;
    if (last && last.end === bounds[i] && owner[i - 1] === m) last.end = bounds[i + 1] as number;
    else flat.push({ ...mark, start: bounds[i] as number, end: bounds[i + 1] as number });
  }
  return flat;
}
