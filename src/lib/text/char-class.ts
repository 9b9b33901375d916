/**
 * Character classes for the word scanner, looked up per UTF-16 code unit in a table.
 *
 * Classifying a code point with Unicode property regexes costs ~0.4 µs, far too slow to do per
 * character on megabytes of text, and classifying all 65,536 BMP code points up front takes
 * ~25 ms. So the table is filled lazily, 256 code points at a time, the first time a character
 * of that block is seen: English text only ever pays for two blocks.
 */

/** Space, tab, line break, NBSP, ideographic space, zero-width space…: separates words. */
export const SPACE = 0;
/** A letter of a script written with spaces between words (Latin, Cyrillic, Hangul, Arabic…). */
export const LETTER = 1;
/** A digit or other number character (`\p{N}`) outside the scripts written without spaces. */
export const DIGIT = 2;
/**
 * Continues a word but cannot start one: combining marks, joiners (ZWJ, ZWNJ), soft hyphen,
 * variation selectors, bidi controls and other format characters, emoji skin-tone modifiers.
 */
export const EXTEND = 3;
/**
 * A letter, mark or digit of a script written without spaces between words (Han, Hiragana,
 * Katakana, Thai, Lao, Khmer, Myanmar, Bopomofo); runs of these go to `Intl.Segmenter`.
 */
export const NO_SPACE = 4;
/** Joins two word parts when it sits between them with no space: `well-known`, `don't`, `3.14`. */
export const JOINER = 5;
/** A currency sign, kept with an adjacent number (`$5`, `5€`). */
export const CURRENCY = 6;
/** Percent, per-mille and per-ten-thousand signs, kept after a number (`50%`). */
export const PERCENT = 7;
/** Punctuation, symbols, emoji…: ends a word and is never part of one. */
export const OTHER = 8;
/** A UTF-16 high surrogate: classify the whole code point with {@link classifyCodePoint}. */
export const HIGH_SURROGATE = 9;
const UNKNOWN = 255;

export type CharClass =
  | typeof SPACE
  | typeof LETTER
  | typeof DIGIT
  | typeof EXTEND
  | typeof NO_SPACE
  | typeof JOINER
  | typeof CURRENCY
  | typeof PERCENT
  | typeof OTHER
  | typeof HIGH_SURROGATE;

/**
 * In-word connectors: hyphen-minus, hyphen, non-breaking hyphen, Armenian hyphen, Hebrew maqaf,
 * apostrophes (ASCII and U+2019), full stop, comma, colon, slash, at sign, ampersand, plus,
 * underscore, middle dot (Catalan `l·l`), Hebrew geresh and gershayim, Arabic decimal and
 * thousands separators. Dashes (– —), ellipses, quotes and brackets are deliberately absent:
 * `word—word` is two words.
 */
const JOINERS = "-\u2010\u2011\u058A\u05BE'\u2019.,:/@&+_\u00B7\u05F3\u05F4\u066B\u066C";

const SPACE_RE = /[\p{White_Space}\u200B\u1361]/u;
const WORD_PART_RE = /[\p{L}\p{M}\p{N}]/u;
const NO_SPACE_RE =
  /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Thai}\p{scx=Lao}\p{scx=Khmer}\p{scx=Myanmar}\p{scx=Bopomofo}]/u;
/**
 * Characters that Unicode also assigns to these spaced scripts are letters of the word around
 * them, whatever else their script extensions list: U+02BC MODIFIER LETTER APOSTROPHE (the
 * Ukrainian and Belarusian apostrophe, "сімʼя", "правасубʼектнасці") lists Thai among its
 * scripts and would otherwise cut the word in three.
 */
const SPACED_SCRIPT_RE = /[\p{scx=Latn}\p{scx=Cyrl}]/u;
const LETTER_RE = /\p{L}/u;
const INHERITED_MARK_RE = /(?=\p{M})\p{sc=Zinh}/u;
const EXTEND_RE = /[\p{M}\p{Cf}\p{Emoji_Modifier}]/u;
/** Format characters that attach to what follows (Grapheme_Cluster_Break=Prepend), not to what precedes. */
const PREPEND_RE = /[\u0600-\u0605\u06DD\u070F\u0890\u0891\u08E2\u{110BD}\u{110CD}]/u;
const CURRENCY_RE = /\p{Sc}/u;
const PERCENT_CHARS = '%\u2030\u2031\u066A\uFE6A\uFF05';

function classify(ch: string): CharClass {
  if (SPACE_RE.test(ch)) return SPACE;
  if (WORD_PART_RE.test(ch)) {
    // Inherited marks (combining accents, kana voicing marks) belong to whatever they follow;
    // their script extensions (U+0303 lists Thai, U+0323 Katakana) must not make them start a
    // run of another script. As EXTEND they continue words and unspaced runs alike.
    if (INHERITED_MARK_RE.test(ch)) return EXTEND;
    if (NO_SPACE_RE.test(ch) && !SPACED_SCRIPT_RE.test(ch)) return NO_SPACE;
    if (LETTER_RE.test(ch)) return LETTER;
    return /\p{M}/u.test(ch) ? EXTEND : DIGIT;
  }
  if (JOINERS.includes(ch)) return JOINER;
  if (PERCENT_CHARS.includes(ch)) return PERCENT;
  if (PREPEND_RE.test(ch)) return OTHER;
  if (EXTEND_RE.test(ch)) return EXTEND;
  if (CURRENCY_RE.test(ch)) return CURRENCY;
  return OTHER;
}

/** Classes of BMP code units; `UNKNOWN` until the block is classified. Exported for hot loops. */
export const bmpClasses = new Uint8Array(0x10000).fill(UNKNOWN);

function fillBlock(block: number): void {
  const first = block << 8;
  for (let c = first; c < first + 256; c++) {
    bmpClasses[c] = c >= 0xd800 && c <= 0xdbff ? HIGH_SURROGATE : c >= 0xdc00 && c <= 0xdfff ? OTHER : classify(String.fromCharCode(c));
  }
}

// Blocks nearly every text touches: ASCII/Latin-1 and general punctuation (’ – — …).
fillBlock(0x00);
fillBlock(0x20);

/** Class of the UTF-16 code unit `code` (a lone low surrogate is OTHER). */
function classOf(code: number): CharClass {
  let k = bmpClasses[code] as number;
  if (k === UNKNOWN) {
    fillBlock(code >> 8);
    k = bmpClasses[code] as number;
  }
  return k as CharClass;
}

const astralClasses = new Map<number, CharClass>();

/** Class of a supplementary-plane code point (emoji, CJK Extension B, math alphanumerics…). */
function classifyCodePoint(codePoint: number): CharClass {
  let k = astralClasses.get(codePoint);
  if (k === undefined) {
    k = classify(String.fromCodePoint(codePoint));
    astralClasses.set(codePoint, k);
  }
  return k;
}

/** Class of the character starting at `i`, decoding a surrogate pair (a lone surrogate is OTHER). */
export function classAt(text: string, i: number): CharClass {
  const k = classOf(text.charCodeAt(i));
  if (k !== HIGH_SURROGATE) return k;
  const low = text.charCodeAt(i + 1);
  if (low >= 0xdc00 && low <= 0xdfff) return classifyCodePoint(((text.charCodeAt(i) - 0xd800) << 10) + (low - 0xdc00) + 0x10000);
  return OTHER;
}
