/**
 * Counting user-perceived characters (extended grapheme clusters, as `Intl.Segmenter` with
 * granularity 'grapheme' splits them) fast.
 *
 * Most text is made of code units that always stand alone: a cluster boundary is certain on both
 * sides of them (Unicode rule GB999) unless a neighbour is a combining mark, joiner, Hangul
 * jamo, prepended format character, surrogate or CR. Those "simple" code units are counted one
 * each at table-lookup speed; only the stretches around the others go to the segmenter, in
 * bounded windows (see `segmentBounded`), so the result always equals the segmenter's.
 */

import { segmentBounded } from '@/lib/text/chunks';

/** Code unit that is one cluster on its own and is not white space. */
const SIMPLE = 0;
/** Code unit that is one cluster on its own and is white space. */
const SIMPLE_SPACE = 1;
/** Code unit that may join a neighbour into one cluster; needs the segmenter. */
const COMPLEX = 2;
const UNKNOWN = 255;

/**
 * White space for "characters without spaces": Unicode White_Space (space, tab, all line
 * breaks, NBSP, U+2028, ideographic space U+3000…) plus the invisible zero-width space U+200B
 * and zero-width no-break space U+FEFF.
 */
const WHITE_SPACE_RE = /^[\p{White_Space}\u200B\uFEFF]/u;

/**
 * Conservative: everything that Grapheme_Cluster_Break does not class as Other or Control (CR
 * included) is COMPLEX; treating a standalone character as COMPLEX costs speed, never accuracy.
 * Precomposed Hangul syllables stay SIMPLE: they only join following jamo, which are COMPLEX.
 */
const COMPLEX_RE =
  /^[\p{M}\p{Cf}\r\u1100-\u11FF\uA960-\uA97F\uD7B0-\uD7FF\u0E33\u0EB3\uFF9E\uFF9F\u0D4E\u0600-\u0605\u06DD\u070F\u0890\u0891\u08E2\uD800-\uDFFF]/u;

const table = new Uint8Array(0x10000).fill(UNKNOWN);

function fillBlock(block: number): void {
  const first = block << 8;
  for (let c = first; c < first + 256; c++) {
    // Surrogate code units cannot be tested as strings one by one with the `u` flag.
    if (c >= 0xd800 && c <= 0xdfff) {
      table[c] = COMPLEX;
      continue;
    }
    const ch = String.fromCharCode(c);
    table[c] = COMPLEX_RE.test(ch) ? COMPLEX : WHITE_SPACE_RE.test(ch) ? SIMPLE_SPACE : SIMPLE;
  }
}

fillBlock(0x00);
fillBlock(0x20);

function classOf(code: number): number {
  let k = table[code] as number;
  if (k === UNKNOWN) {
    fillBlock(code >> 8);
    k = table[code] as number;
  }
  return k;
}

/** Counts of {@link countGraphemes}. */
export interface GraphemeCounts {
  /** Grapheme clusters. */
  characters: number;
  /** Grapheme clusters that are white space (see the module's definition). */
  spaces: number;
}

/**
 * Walks the clusters of `text` until `stopAfter` of them have been seen. Returns the counts so far
 * and `offset`, the UTF-16 offset just past the last cluster counted.
 */
function walk(text: string, stopAfter: number, locale: string): GraphemeCounts & { offset: number } {
  const n = text.length;
  let characters = 0;
  let spaces = 0;
  let i = 0;
  while (i < n) {
    const k = classOf(text.charCodeAt(i));
    if (k !== COMPLEX) {
      if (characters === stopAfter) break;
      characters++;
      spaces += k;
      i++;
      continue;
    }
    // A complex stretch: it may join the simple code unit before it, so take that back, and it
    // lasts until two simple code units in a row (a certain boundary between them).
    let from = i;
    if (i > 0 && classOf(text.charCodeAt(i - 1)) !== COMPLEX) {
      from = i - 1;
      characters--;
      spaces -= classOf(text.charCodeAt(i - 1));
    }
    let to = i + 1;
    while (to < n && !(classOf(text.charCodeAt(to)) !== COMPLEX && classOf(text.charCodeAt(to - 1)) !== COMPLEX)) to++;
    let stopAt = -1;
    segmentBounded(
      text,
      from,
      to,
      locale,
      'grapheme',
      (s) => {
        if (stopAt >= 0) return;
        if (characters === stopAfter) {
          stopAt = s;
          return;
        }
        characters++;
        if (WHITE_SPACE_RE.test(text.charAt(s))) spaces++;
      },
      { window: 1024, lookahead: 8 },
    );
    if (stopAt >= 0) return { characters, spaces, offset: stopAt };
    i = to;
  }
  return { characters, spaces, offset: i };
}

/**
 * Grapheme clusters in `text` and how many of them are white space: an emoji, a flag, a ZWJ
 * family, `e` + combining accent and CR LF each count as one. Equals counting the segments of
 * `Intl.Segmenter(locale, { granularity: 'grapheme' })`, in linear time. `locale` defaults to
 * 'en' (cluster rules do not depend on it).
 */
export function countGraphemes(text: string, locale = 'en'): GraphemeCounts {
  const { characters, spaces } = walk(text, Infinity, locale);
  return { characters, spaces };
}

/**
 * UTF-16 offset where the cluster after the first `count` clusters of `text` starts, or `null`
 * if the text has no more than `count` clusters: where a text overflows a limit of `count`
 * characters.
 */
export function offsetAfterGraphemes(text: string, count: number, locale = 'en'): number | null {
  const { offset } = walk(text, count, locale);
  return offset < text.length ? offset : null;
}
