/**
 * The shared word tokenizer: one definition of "word" and "sentence" for every tool. What counts
 * as a word, a number and a sentence, in every script, is specified in README.md beside this file.
 *
 * One algorithm in one file, over 400 lines on purpose: the fast scanner (URLs, e-mails, numbers,
 * hyphenated and apostrophe words) and the sentence walk share their inner loop and its
 * character classes, and split apart they would trade this hot path's inlining for imports.
 */

import { continuesSentence, sentenceRulesFor } from './abbreviations';
import * as charClass from './char-class';
import { forEachLine, segmentBounded } from './chunks';
import { getSegmenter } from './segmenter';

export type WordKind = 'word' | 'number';

export interface WordToken {
  /** The word as written in the text. */
  text: string;
  /** UTF-16 offset of its first code unit in the input. */
  start: number;
  /** UTF-16 offset just past it. */
  end: number;
  kind: WordKind;
  /** 0-based ordinal of the sentence it belongs to (see README.md, "What is a sentence"). */
  sentence: number;
}

/** A sentence that holds at least one word. */
export interface SentenceSpan {
  /** 0-based ordinal, the same as {@link WordToken.sentence}. */
  index: number;
  /** UTF-16 offset of the sentence's first character that is not white space. */
  start: number;
  /** UTF-16 offset just past its last character that is not white space. */
  end: number;
  /** Number of words that start in it. */
  words: number;
}

/** Receives one word: its UTF-16 range and whether it is a number. */
type WordSink = (start: number, end: number, isNumber: boolean) => void;

// The character classes of char-class.ts as literals rather than imported bindings: in CommonJS
// builds (Jest, tsx) every access to an imported binding goes through a getter, which made the
// scanning loop several times slower. Any mismatch would misclassify every letter, which the
// tests would catch at once.
const SPACE = 0;
const LETTER = 1;
const DIGIT = 2;
const EXTEND = 3;
const NO_SPACE = 4;
const JOINER = 5;
const CURRENCY = 6;
const PERCENT = 7;
const OTHER = 8;
const HIGH_SURROGATE = 9;
const UNKNOWN = 255;
const { classAt } = charClass;
const bmpClasses = charClass.bmpClasses;

/** Class of the code unit at `i`, classifying its block on first sight; surrogate pairs decoded. */
function classAtFast(text: string, i: number): number {
  const k = bmpClasses[text.charCodeAt(i)] as number;
  return k === UNKNOWN || k === HIGH_SURROGATE ? classAt(text, i) : k;
}

/** UTF-16 length of the character at `i` (2 for a valid surrogate pair). */
function widthAt(text: string, i: number): number {
  const code = text.charCodeAt(i);
  if (code < 0xd800 || code > 0xdbff) return 1;
  const low = text.charCodeAt(i + 1);
  return low >= 0xdc00 && low <= 0xdfff ? 2 : 1;
}

const HEBREW_LETTER = /[\u05D0-\u05EA]/;

/** Length of a web-address prefix (`http://`, `https://`, `ftp://`, `www.`) at `i`, else 0. */
function urlPrefixLength(text: string, i: number): number {
  const lower = text.charCodeAt(i) | 0x20;
  let n = 0;
  if (lower === 0x68 /* h */) {
    if ((text.charCodeAt(i + 1) | 0x20) !== 0x74 || (text.charCodeAt(i + 2) | 0x20) !== 0x74 || (text.charCodeAt(i + 3) | 0x20) !== 0x70) return 0;
    n = (text.charCodeAt(i + 4) | 0x20) === 0x73 ? 5 : 4;
  } else if (lower === 0x66 /* f */) {
    if ((text.charCodeAt(i + 1) | 0x20) !== 0x74 || (text.charCodeAt(i + 2) | 0x20) !== 0x70) return 0;
    n = 3;
  } else if (lower === 0x77 /* w */) {
    if ((text.charCodeAt(i + 1) | 0x20) !== 0x77 || (text.charCodeAt(i + 2) | 0x20) !== 0x77 || text.charCodeAt(i + 3) !== 0x2e) return 0;
    return 4;
  } else {
    return 0;
  }
  return text.startsWith('://', i + n) ? n + 3 : 0;
}

/** ASCII characters that cannot appear in a web address as people write them. */
const URL_STOP = new Set('"<>`{}|\\^'.split('').map((c) => c.charCodeAt(0)));
/** Trailing characters that are sentence punctuation rather than part of an address. */
const URL_TRAILING = new Set('.,;:!?\'")]}*\u2019\u201D'.split('').map((c) => c.charCodeAt(0)));

/** End of the web address starting at `i` with a prefix of `prefix` code units, or -1 if none follows. */
function scanUrl(text: string, i: number, prefix: number, to: number): number {
  let j = i + prefix;
  while (j < to) {
    const code = text.charCodeAt(j);
    if (code < 0x80) {
      if (code <= 0x20 || URL_STOP.has(code)) break;
      j++;
      continue;
    }
    const k = classAtFast(text, j);
    if (k !== LETTER && k !== DIGIT && k !== EXTEND && k !== PERCENT) break;
    j += widthAt(text, j);
  }
  let open = 0;
  for (let p = i; p < j; p++) {
    const c = text.charCodeAt(p);
    if (c === 0x28) open++;
    else if (c === 0x29) open--;
  }
  while (j > i + prefix && URL_TRAILING.has(text.charCodeAt(j - 1))) {
    // Keep a closing parenthesis the address itself opened: /wiki/Foo_(bar)
    if (text.charCodeAt(j - 1) === 0x29) {
      if (open >= 0) break;
      open++;
    }
    j--;
  }
  return j > i + prefix ? j : -1;
}

const NUMERIC_ONLY = /^[\p{N}\p{M}]+$/u;

/** Preferred number of characters handed to the word segmenter at once. */
const NO_SPACE_BATCH = 256;
/** How far ahead to look for more runs to batch with the current one. */
const NO_SPACE_LOOKAHEAD = 4096;

/**
 * Words of the runs of scripts written without spaces (Han, kana, Thai…), from `Intl.Segmenter`.
 *
 * Japanese text has a run every few characters (between punctuation and Latin words), and each
 * `segment()` call has a fixed cost far above that of segmenting a few characters. So several
 * upcoming runs are segmented in one call, joined by line feeds: a line feed is a word boundary
 * on both sides (Unicode rules WB3a/b) and ends the dictionary's range, so every run is split
 * exactly as if segmented alone. A run longer than the batch is segmented alone, in bounded
 * windows.
 */
class NoSpaceRuns {
  private runStarts: number[] = [];
  private runEnds: number[] = [];
  private wordStarts: number[] = [];
  private wordEnds: number[] = [];
  private wordRuns: number[] = [];
  private nextRun = 0;
  private nextWord = 0;

  constructor(
    private readonly text: string,
    private readonly to: number,
    private readonly locale: string,
  ) {}

  /** Reports the words of the run that starts at `i` and returns the run's end. */
  take(i: number, onWord: (start: number, end: number) => void): number {
    if (this.runStarts[this.nextRun] !== i) this.fill(i);
    const run = this.nextRun++;
    while (this.wordRuns[this.nextWord] === run) {
      onWord(this.wordStarts[this.nextWord] as number, this.wordEnds[this.nextWord] as number);
      this.nextWord++;
    }
    return this.runEnds[run] as number;
  }

  /** End of the run starting at `i`: letters, marks and digits of these scripts, and marks after them. */
  private runEnd(i: number): number {
    const { text, to } = this;
    let j = i + widthAt(text, i);
    while (j < to) {
      const k = classAtFast(text, j);
      if (k !== NO_SPACE && k !== EXTEND) break;
      j += widthAt(text, j);
    }
    return j;
  }

  /** Finds the run at `i` and the next ones, up to a batch, and segments them. */
  private fill(i: number): void {
    const { text, to } = this;
    this.runStarts = [i];
    this.runEnds = [this.runEnd(i)];
    this.wordStarts = [];
    this.wordEnds = [];
    this.wordRuns = [];
    this.nextRun = 0;
    this.nextWord = 0;
    let total = (this.runEnds[0] as number) - i;
    if (total > NO_SPACE_BATCH) {
      segmentBounded(text, i, this.runEnds[0] as number, this.locale, 'word', (s, e, isWordLike) => this.addWord(s, e, isWordLike, 0), {
        window: 1024,
        lookahead: 64,
      });
      return;
    }
    // Collect the following runs the main scanner will meet, as it will meet them.
    let p = this.runEnds[0] as number;
    while (p < to && p - i < NO_SPACE_LOOKAHEAD) {
      if (classAtFast(text, p) !== NO_SPACE) {
        p += widthAt(text, p);
        continue;
      }
      const end = this.runEnd(p);
      if (total + (end - p) > NO_SPACE_BATCH) break;
      this.runStarts.push(p);
      this.runEnds.push(end);
      total += end - p;
      p = end;
    }
    const pieces: string[] = [];
    for (let r = 0; r < this.runStarts.length; r++) pieces.push(text.slice(this.runStarts[r], this.runEnds[r]));
    let run = 0;
    let runOffset = 0; // Offset of the current run in the joined string.
    for (const { segment, index, isWordLike } of getSegmenter(this.locale, 'word').segment(pieces.join('\n'))) {
      while (index >= runOffset + (pieces[run] as string).length + 1) {
        runOffset += (pieces[run] as string).length + 1;
        run++;
      }
      const start = (this.runStarts[run] as number) + index - runOffset;
      this.addWord(start, start + segment.length, isWordLike === true, run);
    }
  }

  private addWord(start: number, end: number, isWordLike: boolean, run: number): void {
    if (!isWordLike) return;
    this.wordStarts.push(start);
    this.wordEnds.push(end);
    this.wordRuns.push(run);
  }
}

/** Whether the sign or currency sign at `i` starts a number: a digit follows and no word precedes. */
function startsNumber(text: string, i: number, from: number, to: number): boolean {
  if (i + 1 >= to || classAtFast(text, i + 1) !== DIGIT) return false;
  if (i === from) return true;
  const before = classAtFast(text, i - 1);
  return before !== LETTER && before !== DIGIT && before !== EXTEND && before !== JOINER;
}

/**
 * The single definition of a word: reports every word of `text[from, to)` to `sink` in order, or
 * only counts them when `sink` is null, and returns the count. One hand-inlined loop, because
 * this runs over every character of the text (English in Node 20: ~250 M characters/s, close to
 * alfaaz's bitmap counter).
 */
function scanWords(text: string, from: number, to: number, locale: string, sink: WordSink | null): number {
  const classes = bmpClasses;
  let count = 0;
  let noSpaceRuns: NoSpaceRuns | null = null;
  let i = from;
  while (i < to) {
    const code = text.charCodeAt(i);
    let k = classes[code] as number;
    if (k === SPACE || (k === OTHER && code !== 0x2212)) {
      i++;
      continue;
    }
    let width = 1;
    if (k === UNKNOWN || k === HIGH_SURROGATE) {
      k = classAt(text, i);
      width = widthAt(text, i);
    }
    // Where the word starts, and `j` just past its first character.
    const start = i;
    let j = i + width;
    let hasLetter = false;
    if (k === LETTER) {
      hasLetter = true;
      const lower = code | 0x20;
      if (lower === 0x68 || lower === 0x66 || lower === 0x77) {
        const prefix = urlPrefixLength(text, i);
        const urlEnd = prefix > 0 ? scanUrl(text, i, prefix, to) : -1;
        if (urlEnd > 0) {
          count++;
          if (sink !== null) sink(i, urlEnd, false);
          i = urlEnd;
          continue;
        }
      }
    } else if (k === NO_SPACE) {
      noSpaceRuns ??= new NoSpaceRuns(text, to, locale);
      i = noSpaceRuns.take(i, (s, e) => {
        count++;
        if (sink !== null) sink(s, e, NUMERIC_ONLY.test(text.slice(s, e)));
      });
      continue;
    } else if (k !== DIGIT) {
      if (!((code === 0x2d || code === 0x2b || code === 0x2212 || k === CURRENCY) && startsNumber(text, i, from, to))) {
        i += width;
        continue;
      }
    }
    // The rest of the word.
    let lastIsDigit = !hasLetter;
    while (j < to) {
      k = classes[text.charCodeAt(j)] as number;
      if (k === LETTER) {
        hasLetter = true;
        lastIsDigit = false;
        j++;
        while (j < to && classes[text.charCodeAt(j)] === LETTER) j++;
        continue;
      }
      if (k === SPACE) break;
      if (k === DIGIT) {
        lastIsDigit = true;
        j++;
      } else if (k === JOINER) {
        // Joins only when a letter or digit of a spaced script follows directly.
        if (j + 1 >= to) break;
        const next = classAtFast(text, j + 1);
        if (next !== LETTER && next !== DIGIT) break;
        j++;
      } else if (k === EXTEND) {
        j++;
      } else if (k === UNKNOWN || k === HIGH_SURROGATE) {
        k = classAt(text, j);
        if (k === LETTER) {
          hasLetter = true;
          lastIsDigit = false;
        } else if (k === DIGIT) {
          lastIsDigit = true;
        } else if (k !== EXTEND) {
          if (k === JOINER) continue; // Re-examined above now that its block is classified.
          if ((k === PERCENT || k === CURRENCY) && lastIsDigit && !hasLetter) j++;
          break;
        }
        j += widthAt(text, j);
      } else if ((k === PERCENT || k === CURRENCY) && lastIsDigit && !hasLetter) {
        j++;
        break;
      } else if (text.charCodeAt(j) === 0x22 && HEBREW_LETTER.test(text.charAt(j - 1)) && HEBREW_LETTER.test(text.charAt(j + 1))) {
        j++; // Hebrew acronym written with an ASCII quote: צה"ל
      } else {
        break;
      }
    }
    count++;
    if (sink !== null) sink(start, j, !hasLetter);
    i = j;
  }
  return count;
}

/**
 * Reports every word of `text` with its sentence ordinal, and every sentence holding a word,
 * interleaved in text order (a sentence after its words). Returns the number of sentences.
 */
function walkSentences(
  text: string,
  locale: string,
  onWord: (start: number, end: number, isNumber: boolean, sentence: number) => void,
  onSentence?: (span: SentenceSpan) => void,
): number {
  let ordinal = 0;
  // Words of the current line, buffered until the line's sentence boundaries are known.
  const starts: number[] = [];
  const ends: number[] = [];
  const numbers: boolean[] = [];
  const collect: WordSink = (start, end, isNumber) => {
    starts.push(start);
    ends.push(end);
    numbers.push(isNumber);
  };
  const rules = sentenceRulesFor(locale);
  forEachLine(text, (lineStart, lineEnd) => {
    starts.length = 0;
    ends.length = 0;
    numbers.length = 0;
    scanWords(text, lineStart, lineEnd, locale, collect);
    const n = starts.length;
    if (n === 0) return;
    let w = 0;
    // The sentence being built: segments after an abbreviation's full stop are joined to it.
    let sentenceStart = -1;
    let firstWord = 0;
    segmentBounded(text, lineStart, lineEnd, locale, 'sentence', (s, e) => {
      if (sentenceStart < 0) {
        sentenceStart = s;
        firstWord = w;
      }
      while (w < n && (starts[w] as number) < e) {
        onWord(starts[w] as number, ends[w] as number, numbers[w] as boolean, ordinal);
        w++;
      }
      if (e < lineEnd && continuesSentence(text, e, lineStart, lineEnd, rules)) return;
      const first = firstWord;
      let a = sentenceStart;
      sentenceStart = -1;
      if (w === first) return;
      if (onSentence) {
        let b = e;
        while (a < b && /\s/.test(text.charAt(a))) a++;
        while (b > a && /\s/.test(text.charAt(b - 1))) b--;
        onSentence({ index: ordinal, start: a, end: b, words: w - first });
      }
      ordinal++;
    });
  });
  return ordinal;
}

/**
 * Every word of `text` in order (see README.md for what a word is).
 * `locale` is a BCP 47 tag (e.g. 'en', 'pl', 'ja', 'ko', 'vi', 'ar', 'fa'); it picks the
 * dictionary and sentence rules of `Intl.Segmenter`. A malformed tag falls back to the default
 * locale. Linear in the length of the text in every engine.
 */
export function tokenize(text: string, locale: string): WordToken[] {
  const tokens: WordToken[] = [];
  walkSentences(text, locale, (start, end, isNumber, sentence) => {
    tokens.push({ text: text.slice(start, end), start, end, kind: isNumber ? 'number' : 'word', sentence });
  });
  return tokens;
}

/**
 * Calls `onWord(start, end, kind)` for every word of `text`, in order, without sentence
 * information or allocating tokens: the fastest way to walk words. Same words as {@link tokenize}.
 */
export function forEachWord(text: string, locale: string, onWord: (start: number, end: number, kind: WordKind) => void): void {
  scanWords(text, 0, text.length, locale, (start, end, isNumber) => onWord(start, end, isNumber ? 'number' : 'word'));
}

/** Number of words in `text`; always `tokenize(text, locale).length`, without allocating tokens. */
export function countWords(text: string, locale: string): number {
  return scanWords(text, 0, text.length, locale, null);
}

/**
 * Words and sentences in one pass, for callers that need both (the text counter): calls
 * `onWord` for every word with its sentence ordinal and `onSentence` for every sentence holding
 * a word, right after its last word. Returns the number of sentences.
 */
export function visitWordsAndSentences(
  text: string,
  locale: string,
  onWord: (start: number, end: number, kind: WordKind, sentence: number) => void,
  onSentence?: (span: SentenceSpan) => void,
): number {
  return walkSentences(text, locale, (start, end, isNumber, sentence) => onWord(start, end, isNumber ? 'number' : 'word', sentence), onSentence);
}
