/**
 * Splitting a long text into pieces that each fit one LanguageTool request, and measuring them
 * the way the API's limits count (UTF-8 bytes are an upper bound for the Java string length
 * the server measures, so staying under the limit in bytes stays under it in characters too).
 */

export interface TextChunk {
  /** UTF-16 offset of the chunk in the full text. */
  offset: number;
  text: string;
}

/** UTF-8 length of `text` in bytes, without encoding it. */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else {
        bytes += 3;
      }
    } else bytes += 3;
  }
  return bytes;
}

/**
 * Boundaries to cut at, coarsest first: paragraphs (a blank line), lines, sentences, words.
 * Each returns the offsets (within `[start, end)`) right after which a cut may fall.
 */
type BoundaryFinder = (text: string, start: number, end: number, locale: string) => number[];

const paragraphBoundaries: BoundaryFinder = (text, start, end) => matchEnds(text, start, end, /\n[ \t]*(?:\r?\n|\r)[\s]*/g);
const lineBoundaries: BoundaryFinder = (text, start, end) => matchEnds(text, start, end, /(?:\r\n|\r|\n|\u2028|\u2029)+/g);
const wordBoundaries: BoundaryFinder = (text, start, end) => matchEnds(text, start, end, /\s+/g);

const sentenceBoundaries: BoundaryFinder = (text, start, end, locale) => {
  if (typeof Intl === 'undefined' || typeof Intl.Segmenter !== 'function') return matchEnds(text, start, end, /[.!?。！？]+["'”’»)\]]*\s+/g);
  const cuts: number[] = [];
  const segmenter = new Intl.Segmenter(locale, { granularity: 'sentence' });
  for (const { index } of segmenter.segment(text.slice(start, end))) {
    if (index > 0) cuts.push(start + index);
  }
  return cuts;
};

function matchEnds(text: string, start: number, end: number, pattern: RegExp): number[] {
  const slice = text.slice(start, end);
  const cuts: number[] = [];
  for (const match of slice.matchAll(pattern)) {
    const cut = start + (match.index ?? 0) + match[0].length;
    if (cut > start && cut < end) cuts.push(cut);
  }
  return cuts;
}

const FINDERS: readonly BoundaryFinder[] = [paragraphBoundaries, lineBoundaries, sentenceBoundaries, wordBoundaries];

/**
 * Splits `text` into consecutive chunks of at most `maxBytes` UTF-8 bytes each, cutting at
 * paragraph boundaries when possible, then line, sentence and word boundaries for a paragraph
 * that alone is too long, and between characters (never inside a surrogate pair) as the last
 * resort. Whitespace after a cut stays with the chunk before it, so chunks concatenate back
 * to `text` exactly. Adjacent small pieces are packed together greedily.
 *
 * @param maxBytes Upper bound per chunk in UTF-8 bytes (default 20,000: LanguageTool's public API limit).
 * @param locale Locale for sentence segmentation (default `en`).
 */
export function splitIntoChunks(text: string, maxBytes = 20_000, locale = 'en'): TextChunk[] {
  if (maxBytes < 4) throw new RangeError('maxBytes must be at least 4 (one UTF-8 character)');
  if (text.length === 0) return [];
  const pieces: Array<[number, number]> = [];
  splitRange(text, 0, text.length, 0, maxBytes, locale, pieces);
  // Greedy packing: pieces are in order and each fits alone.
  const chunks: TextChunk[] = [];
  let chunkStart = 0;
  let chunkEnd = 0;
  let chunkBytes = 0;
  for (const [start, end] of pieces) {
    const bytes = utf8ByteLength(text.slice(start, end));
    if (chunkEnd > chunkStart && chunkBytes + bytes > maxBytes) {
      chunks.push({ offset: chunkStart, text: text.slice(chunkStart, chunkEnd) });
      chunkStart = start;
      chunkBytes = 0;
    }
    chunkEnd = end;
    chunkBytes += bytes;
  }
  if (chunkEnd > chunkStart) chunks.push({ offset: chunkStart, text: text.slice(chunkStart, chunkEnd) });
  return chunks;
}

function splitRange(text: string, start: number, end: number, level: number, maxBytes: number, locale: string, out: Array<[number, number]>): void {
  if (utf8ByteLength(text.slice(start, end)) <= maxBytes) {
    out.push([start, end]);
    return;
  }
  const finder = FINDERS[level];
  if (!finder) {
    hardSplit(text, start, end, maxBytes, out);
    return;
  }
  const cuts = finder(text, start, end, locale);
  if (cuts.length === 0) {
    splitRange(text, start, end, level + 1, maxBytes, locale, out);
    return;
  }
  let from = start;
  for (const cut of [...cuts, end]) {
    if (cut <= from) continue;
    splitRange(text, from, cut, level + 1, maxBytes, locale, out);
    from = cut;
  }
}

/** Cuts between characters when no boundary helps (a "word" longer than the limit). */
function hardSplit(text: string, start: number, end: number, maxBytes: number, out: Array<[number, number]>): void {
  let from = start;
  let bytes = 0;
  let i = start;
  while (i < end) {
    const code = text.charCodeAt(i);
    const pair = code >= 0xd800 && code <= 0xdbff && i + 1 < end && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
    const width = pair ? 2 : 1;
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : pair ? 4 : 3;
    if (bytes + size > maxBytes && i > from) {
      out.push([from, i]);
      from = i;
      bytes = 0;
    }
    bytes += size;
    i += width;
  }
  if (i > from) out.push([from, i]);
}
