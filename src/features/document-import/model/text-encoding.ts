import { utf16WithoutBom } from './sniff';

/**
 * Decoding of plain text files whose encoding is not declared.
 *
 * Order: a byte order mark decides; then BOM-less UTF-16 by its NUL pattern; then strict
 * UTF-8 (any valid UTF-8 file, including pure ASCII, is UTF-8); otherwise each legacy code
 * page used by the site's languages decodes the bytes and the most plausible text wins.
 * When no candidate is plausible the file is rejected rather than shown as mojibake.
 */

/** Legacy encodings tried when the bytes are not UTF-8, in order of preference on ties. */
const LEGACY_ENCODINGS = ['windows-1252', 'windows-1250', 'iso-8859-2', 'windows-1251', 'windows-1253', 'shift_jis', 'euc-jp'] as const;

/** Below this score a legacy decoding is considered mojibake. Scores range up to 1. */
const MIN_PLAUSIBILITY = 0.5;

/**
 * Non-ASCII letters of each language on the site (lower case). A decoding is plausible
 * when its non-ASCII letters come from one language's alphabet: Czech decoded as
 * windows-1252 shows è, ì, ø, ù together, which no single language writes.
 */
const ALPHABETS: readonly string[] = [
  'ąćęłńóśźż', // pl
  'áčďéěíňóřšťúůýž', // cs
  'áéíóöőúüű', // hu
  'ăâîșțşţ', // ro
  'äöüß', // de
  'àâæçéèêëîïôœùûüÿ', // fr
  'áéíñóúü', // es
  'àèéìíîòóùú', // it
  'áâãàçéêíóôõú', // pt
  'éëïöüèáó', // nl
  'åäöé', // sv
  'абвгдеёжзийклмнопрстуфхцчшщъыьэюя', // ru
  'абвгґдеєжзиіїйклмнопрстуфхцчшщьюя', // uk
  'абвгдежзийклмнопрстуфхцчшщъьюя', // bg
  'αβγδεζηθικλμνξοπρστυφχψωάέήίόύώϊϋΐΰς', // el
];
const ALPHABET_SETS = ALPHABETS.map((a) => new Set(a));

/** Punctuation and symbols that ordinary Western, Central European and Cyrillic text uses. */
const COMMON_SYMBOLS = new Set('\u00a0«»‹›„“”‚‘’–—…•·°§©®™€£¥¢±×÷¼½¾¹²³µ¶†‡‰¿¡¤№\u00ad\u2009\u202f');

const LATIN = /\p{Script=Latin}/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;
const GREEK = /\p{Script=Greek}/u;
const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\u3000-\u303f\uff01-\uff5e\u30fc]/u;
const HALFWIDTH_KATAKANA = /[\uff61-\uff9f]/u;

function scriptOf(ch: string): 'latin' | 'cyrillic' | 'greek' | 'japanese' | 'other' {
  if (LATIN.test(ch)) return 'latin';
  if (CYRILLIC.test(ch)) return 'cyrillic';
  if (GREEK.test(ch)) return 'greek';
  if (JAPANESE.test(ch)) return 'japanese';
  return 'other';
}

/**
 * How plausible a decoded text is as natural language, from −∞ to 1. Only non-ASCII
 * characters carry evidence (ASCII decodes the same in every candidate):
 * - the share of non-ASCII letters that belong to one language's alphabet (or, for
 *   Japanese, that are kana, kanji or CJK punctuation);
 * - minus control characters and U+FFFD (never in real text), uncommon symbols, words
 *   that mix scripts ("wrГіciЕ‚a"), capitals inside lower-case words, and Latin text whose
 *   letters are mostly accented (Cyrillic or Greek read through a Latin code page).
 */
function plausibility(text: string): number {
  const sample = text.length > 200_000 ? text.slice(0, 200_000) : text;
  const counts = new Map<string, number>();
  let nonAscii = 0;
  let bad = 0;
  let oddSymbols = 0;
  let japanese = 0;
  let halfwidth = 0;
  let latinLetters = 0;
  let latinNonAscii = 0;
  let words = 0;
  let mixedWords = 0;
  let innerCaps = 0;
  let letters = 0;

  for (const match of sample.matchAll(/\p{L}+|[^\p{L}]/gu)) {
    const token = match[0];
    if (token.length === 1 && !/\p{L}/u.test(token)) {
      const code = token.charCodeAt(0);
      if (code < 0x80) continue;
      nonAscii++;
      if ((code >= 0x80 && code <= 0x9f) || code === 0xfffd) bad++;
      else if (JAPANESE.test(token)) japanese++;
      else if (!COMMON_SYMBOLS.has(token) && !/\s/u.test(token)) oddSymbols++;
      continue;
    }
    words++;
    const scripts = new Set<string>();
    let index = 0;
    for (const ch of token) {
      letters++;
      const script = scriptOf(ch);
      if (script !== 'japanese' || !/[\p{Script=Han}]/u.test(ch)) scripts.add(script);
      else scripts.add('japanese');
      if (script === 'latin') latinLetters++;
      if (index > 0 && ch !== ch.toLowerCase() && token[index - 1] === token[index - 1]?.toLowerCase() && token[index - 1] !== token[index - 1]?.toUpperCase()) innerCaps++;
      index += ch.length;
      if (ch.charCodeAt(0) < 0x80) continue;
      nonAscii++;
      if (script === 'latin') latinNonAscii++;
      if (HALFWIDTH_KATAKANA.test(ch)) halfwidth++;
      else if (script === 'japanese') japanese++;
      else {
        const lower = ch.toLowerCase();
        counts.set(lower, (counts.get(lower) ?? 0) + 1);
      }
    }
    if (scripts.size > 1) mixedWords++;
    // Greek writes ς only at the end of a word; inside one it betrays another alphabet.
    const sigma = token.indexOf('ς');
    if (sigma >= 0 && sigma < token.length - 1) innerCaps++;
  }
  if (nonAscii === 0) return 1;

  const alphabetic = [...counts.values()].reduce((a, b) => a + b, 0);
  let bestCovered = 0;
  for (const set of ALPHABET_SETS) {
    let covered = 0;
    for (const [ch, n] of counts) if (set.has(ch)) covered += n;
    bestCovered = Math.max(bestCovered, covered);
  }
  // Japanese and alphabetic evidence add up: a Japanese text may quote a Latin word.
  const goodShare = (bestCovered + japanese) / nonAscii;
  const neutralShare = (nonAscii - alphabetic - japanese - halfwidth - bad - oddSymbols) / nonAscii;
  let score = goodShare + neutralShare;
  score -= (3 * bad) / nonAscii;
  score -= (0.5 * oddSymbols) / nonAscii;
  score -= (0.7 * halfwidth) / nonAscii;
  if (words > 0) score -= (2 * mixedWords) / words;
  if (letters > 0) score -= (3 * innerCaps) / letters;
  if (latinLetters > 20 && latinNonAscii / latinLetters > 0.6) score -= 1;
  return score;
}

export type TextDecoding = { text: string; encoding: string } | { error: 'unknownEncoding' };

/**
 * windows-1252 positions 0x80–0x9F (WHATWG Encoding table). Decoded here rather than by
 * `TextDecoder`, because Node's decoder treats windows-1252 as ISO-8859-1 and would turn
 * curly quotes and dashes into C1 controls; browsers and Node then agree.
 */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** Decodes windows-1252 (also what `latin1` and `iso-8859-1` mean on the web). */
export function decodeWindows1252(bytes: Uint8Array): string {
  let out = '';
  const CHUNK = 8192;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const codes: number[] = [];
    const end = Math.min(bytes.length, start + CHUNK);
    for (let i = start; i < end; i++) {
      const b = bytes[i] ?? 0;
      codes.push(b >= 0x80 && b <= 0x9f ? CP1252_HIGH.charCodeAt(b - 0x80) : b);
    }
    out += String.fromCharCode(...codes);
  }
  return out;
}

function decode(bytes: Uint8Array, encoding: string, fatal: boolean): string | undefined {
  if (encoding === 'windows-1252') return decodeWindows1252(bytes);
  try {
    return new TextDecoder(encoding, { fatal, ignoreBOM: false }).decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * Decodes text whose encoding is unknown.
 *
 * @param declared an encoding label declared by the document itself (HTML `<meta
 *   charset>`); it is used when the decoder knows it and the bytes are not a BOM'd
 *   Unicode file. Defaults to none.
 */
export function decodeText(bytes: Uint8Array, declared?: string): TextDecoding {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  const utf16 = utf16WithoutBom(bytes);
  if (utf16) return { text: new TextDecoder(utf16).decode(bytes), encoding: utf16 };

  if (declared) {
    let label: string | undefined;
    try {
      label = new TextDecoder(declared.trim()).encoding;
    } catch {
      label = undefined;
    }
    // A page that declares UTF-16 but has no BOM was converted to a byte encoding; the
    // HTML standard reads such declarations as UTF-8.
    if (label === 'utf-16le' || label === 'utf-16be') label = 'utf-8';
    if (label) {
      const text = decode(bytes, label, label === 'utf-8');
      if (text !== undefined) return { text, encoding: label };
    }
  }

  const utf8 = decode(bytes, 'utf-8', true);
  if (utf8 !== undefined) return { text: utf8, encoding: 'utf-8' };
  // A file cut inside its last multi-byte character is still UTF-8.
  for (let cut = 1; cut <= 3 && cut < bytes.length; cut++) {
    const trimmed = decode(bytes.subarray(0, bytes.length - cut), 'utf-8', true);
    if (trimmed !== undefined && /[^\x00-\x7f]/.test(trimmed)) return { text: trimmed, encoding: 'utf-8' };
  }

  let best: { text: string; encoding: string; score: number } | undefined;
  for (const encoding of LEGACY_ENCODINGS) {
    // Multi-byte code pages must decode without errors; single-byte ones always decode.
    const multiByte = encoding === 'shift_jis' || encoding === 'euc-jp';
    const text = decode(bytes, encoding, multiByte);
    if (text === undefined) continue;
    const score = plausibility(text);
    if (!best || score > best.score + 1e-9) best = { text, encoding, score };
  }
  if (!best || best.score < MIN_PLAUSIBILITY) return { error: 'unknownEncoding' };
  return { text: best.text, encoding: best.encoding };
}
