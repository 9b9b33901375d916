/**
 * The marked mirror of a text area, one block element per line. Browsers lay out one block of
 * text as a whole: with the mirror as a single block, every keystroke in a 100 KB text re-laid
 * out all of it and its hundreds of marks (measured in Chromium: 23 ms a keystroke against 15 ms
 * without marks). As lines, a keystroke re-lays out its own line, and React skips every line
 * whose text and marks are unchanged. A mark across a line break is split at it.
 */
import type { TextMark } from './HighlightedTextarea';

export interface MirrorLine {
  /** The line's text, without its line break. */
  text: string;
  /** Its marks, offsets relative to the line (sorted, not overlapping, non-empty). */
  marks: TextMark[];
}

const sameMark = (a: TextMark, b: TextMark) => a.start === b.start && a.end === b.end && a.kind === b.kind && a.className === b.className;

/**
 * Whether two lines render alike. Compared field by field: a signature string per line (marks
 * and text joined) cost a copy of the whole 100 KB text on every keystroke, and its comparison
 * was the mirror's largest cost in a cold page (a profile of the counter with highlights).
 */
export function sameLine(a: MirrorLine, b: MirrorLine): boolean {
  return a.text === b.text && a.marks.length === b.marks.length && a.marks.every((mark, i) => sameMark(mark, b.marks[i] as TextMark));
}

/** Cuts `value` into lines with their marks; `marks` are sorted and not overlapping (others are dropped). */
export function mirrorLines(value: string, marks: readonly TextMark[]): MirrorLine[] {
  const valid: TextMark[] = [];
  let at = 0;
  for (const mark of marks) {
    if (mark.start < at || mark.end > value.length || mark.end <= mark.start) continue;
    valid.push(mark);
    at = mark.end;
  }
  const lines: MirrorLine[] = [];
  let next = 0; // First mark that may still reach into the current line.
  for (let start = 0; ; ) {
    const newline = value.indexOf('\n', start);
    const end = newline === -1 ? value.length : newline;
    const own: TextMark[] = [];
    while (next < valid.length && (valid[next] as TextMark).start < end) {
      const mark = valid[next] as TextMark;
      const partStart = Math.max(mark.start, start);
      const partEnd = Math.min(mark.end, end);
      if (partEnd > partStart) own.push({ ...mark, start: partStart - start, end: partEnd - start });
      if (mark.end > end) break; // It goes on in the next line.
      next++;
    }
    lines.push({ text: value.slice(start, end), marks: own });
    if (newline === -1) return lines;
    start = newline + 1;
  }
}
