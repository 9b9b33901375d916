/**
 * Feeding `Intl.Segmenter` bounded pieces of text.
 *
 * On Node 20 the segmenter is quadratic in the length of the string it is given (64 KB of text:
 * seconds; 256 KB: over a minute), while it is linear in Chromium. Everything that may segment a
 * long text in Node therefore goes through {@link segmentBounded}, which gives the same segments
 * as one call over the whole range but only ever hands the segmenter a window of at most a few
 * thousand code units.
 */

import { getSegmenter, type Granularity } from './segmenter';

/** Whether the UTF-16 code unit ends a line: LF, VT, FF, CR, NEL, LINE and PARAGRAPH SEPARATOR. */
function isLineBreak(code: number): boolean {
  return (code <= 0x0d && code >= 0x0a) || code === 0x85 || code === 0x2028 || code === 0x2029;
}

/**
 * Calls `onLine(start, end)` for every line of `text`, `end` excluding the line break. Line breaks
 * are those of {@link isLineBreak}; CR LF is one break. A text ending with a line break has an
 * empty last line, as in an editor.
 */
export function forEachLine(text: string, onLine: (start: number, end: number) => void): void {
  const n = text.length;
  let start = 0;
  for (let i = 0; i < n; i++) {
    const code = text.charCodeAt(i);
    if (code > 0x0d && code !== 0x85 && code !== 0x2028 && code !== 0x2029) continue;
    if (!isLineBreak(code)) continue;
    onLine(start, i);
    if (code === 0x0d && text.charCodeAt(i + 1) === 0x0a) i++;
    start = i + 1;
  }
  onLine(start, n);
}

/** Options of {@link segmentBounded}. */
export interface BoundedSegmentOptions {
  /** Longest string handed to the segmenter at once, in UTF-16 code units. Default 2048. */
  window?: number;
  /**
   * How much text after a boundary the segmenter must have seen to trust it. Sentence rules look
   * ahead past closing punctuation and spaces to the next letter (`etc. and` is one sentence),
   * so boundaries closer than this to the cut end of a window are re-examined in the next one.
   * Default 256.
   */
  lookahead?: number;
}

/** Whether a cut between `i - 1` and `i` could split a grapheme cluster or a surrogate pair. */
function isUnsafeCut(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  if (code >= 0xdc00 && code <= 0xdfff) return true;
  // Combining marks, joiners and variation selectors attach to the preceding character.
  return /^[\p{M}\p{Cf}\p{Emoji_Modifier}]/u.test(text.slice(i, i + 2));
}

/**
 * Where to cut a window that holds no trustworthy boundary (one enormous sentence or word): after
 * the last white space before `limit`, or failing that at a grapheme boundary near it, so the cut
 * never falls inside a word (when avoidable) or a character.
 */
function findForcedCut(text: string, from: number, limit: number): number {
  for (let i = limit; i > from + 1; i--) {
    if (/\s/.test(text.charAt(i - 1)) && !isUnsafeCut(text, i)) return i;
  }
  let cut = limit;
  while (cut > from + 1 && isUnsafeCut(text, cut)) cut--;
  return cut;
}

/**
 * Segments `text[start, end)` with the cached segmenter for `locale` and `granularity`, calling
 * `onSegment(segmentStart, segmentEnd, isWordLike)` with offsets into `text`, in order.
 *
 * The result equals a single `segment()` call over the range whenever each boundary is decided
 * by at most `lookahead` code units after it (always true of real prose). A window is cut after
 * its last trustworthy boundary and the next window starts there. If a window holds no such
 * boundary, the segment is longer than `window - lookahead`; it is cut at a space (or grapheme
 * boundary) and the pieces are reported as one segment, so even then no boundary is invented.
 * `isWordLike` of a segment that spans several windows is that of its first piece.
 */
export function segmentBounded(
  text: string,
  start: number,
  end: number,
  locale: string,
  granularity: Granularity,
  onSegment: (segmentStart: number, segmentEnd: number, isWordLike: boolean) => void,
  options: BoundedSegmentOptions = {},
): void {
  const windowSize = options.window ?? 2048;
  const lookahead = Math.min(options.lookahead ?? 256, windowSize >> 1);
  const segmenter = getSegmenter(locale, granularity);
  // Start and word-likeness of a segment that was cut at a forced cut and continues.
  let carryStart = -1;
  let carryWordLike = false;
  let p = start;
  while (p < end) {
    let windowEnd = Math.min(p + windowSize, end);
    if (windowEnd < end && isUnsafeCut(text, windowEnd)) {
      // Keep surrogate pairs and clusters whole; the lookahead margin absorbs the shift.
      while (windowEnd > p + 1 && isUnsafeCut(text, windowEnd)) windowEnd--;
    }
    const last = windowEnd === end;
    const limit = last ? end : windowEnd - lookahead;
    let next = p;
    for (const { segment, index, isWordLike } of segmenter.segment(text.slice(p, windowEnd))) {
      const s = p + index;
      const e = s + segment.length;
      if (e > limit) break;
      if (carryStart >= 0) {
        onSegment(carryStart, e, carryWordLike);
        carryStart = -1;
      } else {
        onSegment(s, e, isWordLike === true);
      }
      next = e;
    }
    if (next === p) {
      // No trustworthy boundary in this window: one segment continues past it.
      const cut = findForcedCut(text, p, limit);
      if (carryStart < 0) {
        carryStart = p;
        const first = segmenter.segment(text.slice(p, cut))[Symbol.iterator]().next();
        carryWordLike = !first.done && first.value.isWordLike === true;
      }
      next = cut;
    }
    p = next;
  }
  if (carryStart >= 0) onSegment(carryStart, end, carryWordLike);
}
