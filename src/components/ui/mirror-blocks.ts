/**
 * The marked mirror of a text area, one block element per line. Browsers lay out one block of
 * text as a whole: with the mirror as a single block, every keystroke in a 100 KB text re-laid
 * out all of it and its hundreds of marks (measured in Chromium: 23 ms a keystroke against 15 ms
 * without marks). As lines, a keystroke re-lays out its own line, and React skips every line
 * whose text and marks are unchanged. A mark across a line break is split at it.
 */
import { commonPrefixLength } from '@/lib/text/common-affix';
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
  return a === b || (a.text === b.text && a.marks.length === b.marks.length && a.marks.every((mark, i) => sameMark(mark, b.marks[i] as TextMark)));
}

/** Cuts `value` into lines with their marks; `marks` are sorted and not overlapping (others are dropped). */
export function mirrorLines(value: string, marks: readonly TextMark[]): MirrorLine[] {
  return linesFrom(value, validMarks(value, marks).valid, 0);
}

/**
 * The marks `mirrorLines` shows, and whether `marks` keep the contract: sorted, apart and not
 * empty. Only then does a mark's showing depend on nothing but its own end and the text's length.
 */
function validMarks(value: string, marks: readonly TextMark[]): { valid: TextMark[]; inOrder: boolean } {
  const valid: TextMark[] = [];
  let inOrder = true;
  let end = 0; // The furthest end of the marks so far.
  let at = 0; // The end of the last mark shown.
  for (const mark of marks) {
    if (mark.start < end || mark.end <= mark.start) inOrder = false;
    end = Math.max(end, mark.end);
    if (mark.start < at || mark.end <= mark.start || mark.end > value.length) continue;
    valid.push(mark);
    at = mark.end;
  }
  return { valid, inOrder };
}

/** The lines of `value` from `from` (a line's start) on, with their parts of `valid`. */
function linesFrom(value: string, valid: readonly TextMark[], from: number): MirrorLine[] {
  const lines: MirrorLine[] = [];
  let next = 0; // First mark that may still reach into the current line.
  while (next < valid.length && (valid[next] as TextMark).end <= from) next++;
  for (let start = from; ; ) {
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

/**
 * What `mirrorLines(value, marks)` returns, given `lines`, the mirror of an earlier text `before`
 * with the same marks: the lines before the first changed character are kept, the same objects
 * (React compares them by identity first), and only the rest is cut again. Typing at the end of
 * a 100 KB text cuts one line instead of all of them (604 lines and 814 marks in the bench text:
 * those objects, copied on every keystroke, were garbage to collect in the first keystrokes
 * after a paste). A kept line holds no part of a mark that reaches the edit: such a mark may
 * have been dropped in one text and shown in the other (it ended past one text's end).
 */
export function updatedMirrorLines(before: string, lines: readonly MirrorLine[], value: string, marks: readonly TextMark[]): MirrorLine[] {
  const { valid, inOrder } = validMarks(value, marks);
  if (!inOrder) return linesFrom(value, valid, 0);
  let unchanged = commonPrefixLength(before, value);
  const reaching = marks.find((mark) => mark.end > unchanged);
  if (reaching) unchanged = Math.min(unchanged, reaching.start);
  let kept = 0;
  let start = 0;
  // A line is unchanged when its line break comes before the first changed character.
  while (kept < lines.length - 1 && start + (lines[kept] as MirrorLine).text.length < unchanged) start += (lines[kept++] as MirrorLine).text.length + 1;
  return lines.slice(0, kept).concat(linesFrom(value, valid, start));
}

/**
 * `mirrorLines` that remembers its last mirror, and builds the next from it with
 * `updatedMirrorLines` when only the text changed (typing while the marks wait for an answer
 * about the new text). One per editor: its answers are those of `mirrorLines`, so keeping it
 * across renders changes nothing but their cost.
 */
export function reusingMirror(): (value: string, marks: readonly TextMark[]) => MirrorLine[] {
  let last: { value: string; marks: readonly TextMark[]; lines: MirrorLine[] } | null = null;
  return (value, marks) => {
    const lines = last?.marks === marks ? updatedMirrorLines(last.value, last.lines, value, marks) : mirrorLines(value, marks);
    last = { value, marks, lines };
    return lines;
  };
}
