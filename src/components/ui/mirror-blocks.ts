/**
 * The marked mirror of a text area, one block element per line. Browsers lay out one block of
 * text as a whole: with the mirror as a single block, every keystroke in a 100 KB text re-laid
 * out all of it and its hundreds of marks (measured in Chromium: 23 ms a keystroke against 15 ms
 * without marks). As lines, a keystroke re-lays out its own line, and React skips every line
 * whose text and marks are unchanged. A mark across a line break is split at it.
 */
import { commonPrefixLength, commonSuffixLength } from '@/lib/text/common-affix';
import type { TextMark } from './HighlightedTextarea';

export interface MirrorLine {
  /** The line's text, without its line break. */
  text: string;
  /** Its marks, offsets relative to the line (sorted, not overlapping, non-empty). */
  marks: TextMark[];
  /**
   * Which line this is across edits, for React: a line typed in keeps its key, a line added gets
   * a new one. With the lines' indices as keys, a line added near the top changed every line after it.
   */
  key: number;
}

let nextKey = 0;

/** Whether `b` is `a` moved by `shift` (the same mark by default). */
const sameMark = (a: TextMark, b: TextMark, shift = 0) => a.start + shift === b.start && a.end + shift === b.end && a.kind === b.kind && a.className === b.className;

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
  return linesFrom(value, validMarks(value, marks), 0);
}

/** The marks `mirrorLines` shows: those that keep the contract (sorted, apart, not empty, inside the text). */
function validMarks(value: string, marks: readonly TextMark[]): TextMark[] {
  const valid: TextMark[] = [];
  let at = 0; // The end of the last mark shown.
  for (const mark of marks) {
    if (mark.start < at || mark.end <= mark.start || mark.end > value.length) continue;
    valid.push(mark);
    at = mark.end;
  }
  return valid;
}

/**
 * The lines of `value` from `from` (a line's start) to `to` (the end of a line: a line break's
 * offset, or the text's length), with their parts of `valid`.
 */
function linesFrom(value: string, valid: readonly TextMark[], from: number, to = value.length): MirrorLine[] {
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
    lines.push({ text: value.slice(start, end), marks: own, key: nextKey++ });
    if (end >= to) return lines;
    start = newline + 1;
  }
}

/**
 * What `mirrorLines(value, marks)` returns, given `lines = mirrorLines(before, beforeMarks)`:
 * the lines an edit and its marks left alone are kept, the same objects (React compares them by
 * identity first), and only those between are cut again.
 *
 * Kept are the lines before the first place where the texts or their shown marks differ, and
 * the lines after the last such place, whose marks moved with the text by the edit's length.
 * Each keystroke brings new marks, not only a new text (the counter shifts the highlights after
 * the edit, then the worker sends its own): in 1 MB, cutting all 6,000 lines and their 7,600
 * marks again on each one, and React comparing them all, made keystrokes of 50–120 ms in
 * Chromium where the same text without highlights had none over 50 ms.
 */
export function updatedMirrorLines(before: string, beforeMarks: readonly TextMark[], lines: readonly MirrorLine[], value: string, marks: readonly TextMark[]): MirrorLine[] {
  // What each text shows: a mark dropped from one list (overlapping, past the end) is no mark there.
  const was = validMarks(before, beforeMarks);
  const now = validMarks(value, marks);
  const shorter = Math.min(before.length, value.length);
  const prefix = commonPrefixLength(before, value, shorter);
  // The same text at both ends, which may overlap only where nothing moved: with a length
  // changed, a common prefix and suffix that overlap describe two different edits.
  const shift = value.length - before.length;
  const suffixStart = value.length - commonSuffixLength(before, value, shift === 0 ? shorter : shorter - prefix);
  // `head`: up to here, the same text with the same marks.
  let first = 0;
  while (first < was.length && first < now.length && (now[first] as TextMark).end <= prefix && sameMark(was[first] as TextMark, now[first] as TextMark)) first++;
  const head = Math.min(prefix, was[first]?.start ?? Infinity, now[first]?.start ?? Infinity);
  // `tail` (an offset of `value`): from here on, the same text with the same marks, moved by `shift`.
  let last = 0;
  while (last < was.length - first && last < now.length - first) {
    const mark = now[now.length - 1 - last] as TextMark;
    if (mark.start < suffixStart || !sameMark(was[was.length - 1 - last] as TextMark, mark, shift)) break;
    last++;
  }
  const tail = Math.max(suffixStart, (now[now.length - 1 - last]?.end ?? -Infinity), (was[was.length - 1 - last]?.end ?? -Infinity) + shift);
  if (head === value.length && before.length === value.length) return lines.slice();
  // Kept at the start: the lines whose line break comes before `head`.
  let kept = 0;
  let start = 0;
  while (kept < lines.length - 1 && start + (lines[kept] as MirrorLine).text.length < head) start += (lines[kept++] as MirrorLine).text.length + 1;
  // Kept at the end: the lines whose preceding line break (an offset of `before`) lies at or after `tail`.
  let from = lines.length;
  let fromStart = before.length + 1;
  while (from - 1 > kept) {
    const lineStart = fromStart - 1 - (lines[from - 1] as MirrorLine).text.length;
    if (lineStart - 1 + shift < tail) break;
    from--;
    fromStart = lineStart;
  }
  const middle = linesFrom(value, now, start, from === lines.length ? value.length : fromStart - 1 + shift);
  // Lines cut again that render as before (next to a changed mark, or a line added or removed
  // among them) are the earlier objects too, matched from either end of the cut part.
  let same = 0;
  for (; same < middle.length && kept + same < from && sameLine(middle[same] as MirrorLine, lines[kept + same] as MirrorLine); same++) middle[same] = lines[kept + same] as MirrorLine;
  let sameAtEnd = 0;
  for (; sameAtEnd < middle.length - same && from - sameAtEnd - 1 >= kept + same && sameLine(middle[middle.length - 1 - sameAtEnd] as MirrorLine, lines[from - 1 - sameAtEnd] as MirrorLine); sameAtEnd++) {
    middle[middle.length - 1 - sameAtEnd] = lines[from - 1 - sameAtEnd] as MirrorLine;
  }
  // The changed lines take the keys of the lines they replace, in order; lines added, new keys.
  for (let k = same, old = kept + same; k < middle.length - sameAtEnd && old < from - sameAtEnd; k++, old++) (middle[k] as MirrorLine).key = (lines[old] as MirrorLine).key;
  return [...lines.slice(0, kept), ...middle, ...lines.slice(from)];
}

/**
 * `mirrorLines` that remembers its last mirror and builds the next from it with
 * `updatedMirrorLines`. One per editor: its answers are those of `mirrorLines`, so keeping it
 * across renders changes nothing but their cost.
 */
export function reusingMirror(): (value: string, marks: readonly TextMark[]) => MirrorLine[] {
  let last: { value: string; marks: readonly TextMark[]; lines: MirrorLine[] } | null = null;
  return (value, marks) => {
    const lines = last ? updatedMirrorLines(last.value, last.marks, last.lines, value, marks) : mirrorLines(value, marks);
    last = { value, marks, lines };
    return lines;
  };
}
