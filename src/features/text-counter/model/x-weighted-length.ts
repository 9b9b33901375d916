/**
 * X (Twitter) post length: the weighted length computed by X's own `twitter-text` library.
 * Each web address counts 23, each emoji 2, characters of U+0000–U+10FF and of some punctuation
 * ranges 1, everything else (CJK, most other scripts) 2; the limit is 280.
 *
 * Bundling: the package's ES build (its `module` entry) has only a default export, so
 * `import { parseTweet } from 'twitter-text'` is undefined in a browser bundle even though the
 * types allow it; the whole default object would pull in autolinking and every regex (~35 KB
 * gzip). The CommonJS file `twitter-text/dist/parseTweet` works in bundlers and in Jest and
 * costs ~23 KB minified + gzip (core-js 2 polyfills, twemoji-parser, the URL regexes) — load
 * this module lazily if the page can do without X at first paint.
 *
 * `parseTweet` reports the end of the part that fits (`validRangeEnd`) in a way that is wrong for
 * text that is not in NFC (it shifts it by the total normalisation difference) and freezes it at
 * the first character X rejects (U+FFFE, U+FEFF, U+FFFF); both are corrected here. It also costs
 * ~0.4 µs per character, so long text is measured piece by piece (pieces cut after white space
 * or CJK punctuation, which neither a web address nor an emoji can contain, so the weights add up
 * exactly).
 */

import parseTweet from 'twitter-text/dist/parseTweet';
import configs from 'twitter-text/dist/configs';
import { segmentBounded } from '@/lib/text/chunks';

/** X's maximum weighted length of a post. */
const xMaxWeightedLength = configs.defaults.maxWeightedTweetLength;

/** Characters X rejects; replaced by a character of the same length and weight (2). */
const REJECTED = /[\uFFFE\uFEFF\uFFFF]/g;

/** Result of {@link measureXWeightedLength}. */
export interface XMeasure {
  /** Weighted length of the whole text. */
  used: number;
  /** UTF-16 offset of the first character beyond `max`, or `null` if the text fits. */
  overflowStart: number | null;
}

/** Options of {@link measureXWeightedLength}. */
export interface XMeasureOptions {
  /** Weighted length allowed. Default 280 (X's limit). */
  max?: number;
  /** Preferred length of the pieces handed to `parseTweet`, in UTF-16 code units. Default 2048. */
  pieceLength?: number;
}

const isSpace = (code: number): boolean =>
  code === 0x20 || (code >= 0x09 && code <= 0x0d) || code === 0xa0 || code === 0x3000 || code === 0x2028 || code === 0x2029;
/** CJK punctuation that can end a piece of text without spaces: no web address or emoji contains it. */
const isCjkPunctuation = (code: number): boolean =>
  code === 0x3001 || code === 0x3002 || code === 0xff0c || code === 0xff01 || code === 0xff1f || code === 0x300d || code === 0x300f || code === 0xff09;

/** End of the piece starting at `start`: just after white space or CJK punctuation. */
function pieceEnd(text: string, start: number, pieceLength: number): number {
  const n = text.length;
  if (n - start <= pieceLength) return n;
  const from = start + (pieceLength >> 1);
  for (let i = start + pieceLength; i > from; i--) if (isSpace(text.charCodeAt(i - 1))) return i;
  for (let i = start + pieceLength; i > from; i--) if (isCjkPunctuation(text.charCodeAt(i - 1))) return i;
  // No safe cut nearby (one enormous "word"): look further, or take the rest.
  for (let i = start + pieceLength; i < n; i++) {
    const code = text.charCodeAt(i - 1);
    if (isSpace(code) || isCjkPunctuation(code)) return i;
  }
  return n;
}

function weigh(text: string, max: number) {
  return parseTweet(text.replace(REJECTED, '\u4E00'), { ...configs.defaults, maxWeightedTweetLength: max });
}

/**
 * `parseTweet` treats an address at the very start of its input differently from one after a
 * space (`éwww.example.org` is one address after a space, `é` + address at the start), so every
 * piece but the first is weighed with the character before it (white space or CJK punctuation,
 * which never joins an address or emoji) in front, and that character's weight is taken off.
 */
interface Piece {
  /** The piece with its context character in front, if any. */
  probe: string;
  /** Length of the context character: 0 or 1. */
  context: number;
  /** Weight of the context character. */
  contextWeight: number;
}

function makePiece(text: string, start: number, end: number): Piece {
  if (start === 0) return { probe: text.slice(0, end), context: 0, contextWeight: 0 };
  const before = text.charAt(start - 1);
  return { probe: before + text.slice(start, end), context: 1, contextWeight: weigh(before, Infinity).weightedLength };
}

/** UTF-16 offset in the piece (without context) of the first code unit beyond weighted length `remaining`. */
function findOverflow(piece: Piece, remaining: number): number {
  const { probe, context, contextWeight } = piece;
  // With a context character, "nothing fits" (range end = the context character) differs from
  // "the first code unit fits", which `validRangeEnd` alone cannot tell apart. Without one the
  // piece starts the text, where the first character always fits a limit of at least 23.
  if (context === 0 && remaining <= 0) return 0;
  const result = weigh(probe, remaining + contextWeight);
  const normalized = probe.normalize();
  const lastValid = result.validRangeEnd - (probe.length - normalized.length);
  // First overflowing code unit, counted in the normalised piece without its context.
  const overflowNormalized = lastValid + 1 - context;
  const plain = probe.slice(context);
  if (normalized === probe) return overflowNormalized;
  // Map back through grapheme clusters, which normalisation never merges or splits.
  let acc = 0;
  let found = plain.length;
  segmentBounded(plain, 0, plain.length, 'en', 'grapheme', (s, e) => {
    if (found < plain.length) return;
    acc += plain.slice(s, e).normalize().length;
    if (acc > overflowNormalized) found = s;
  });
  return found;
}

/**
 * X's weighted length of `text` (via `twitter-text`'s `parseTweet`) and where it goes beyond
 * `max` (default 280). Linear in the length of the text.
 */
export function measureXWeightedLength(text: string, options: XMeasureOptions = {}): XMeasure {
  const max = options.max ?? xMaxWeightedLength;
  const pieceLength = options.pieceLength ?? 2048;
  let used = 0;
  let overflowStart: number | null = null;
  for (let start = 0; start < text.length; ) {
    const end = pieceEnd(text, start, pieceLength);
    const piece = makePiece(text, start, end);
    const weight = weigh(piece.probe, max).weightedLength - piece.contextWeight;
    if (overflowStart === null && used + weight > max) overflowStart = start + findOverflow(piece, max - used);
    used += weight;
    start = end;
  }
  return { used, overflowStart };
}
