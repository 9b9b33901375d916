/**
 * Whether a sentence boundary that `Intl.Segmenter` puts after a full stop is only an
 * abbreviation's full stop, so the sentence goes on. The segmenter applies no abbreviation lists
 * (V8 ignores ICU's `ss=standard`), so "Mr. Smith left." would be two sentences; this module
 * applies CLDR's lists (cldr-suppressions.ts) and ours (abbreviation-lists.ts) with the classes
 * described there. Pure, no DOM: it runs in Web Workers and in Node.
 *
 * Work per boundary is bounded (the longest abbreviation back, {@link MAX_REACH} code units ahead),
 * so the tokenizer stays linear in the length of the text.
 */

import { sentenceAbbreviations } from './abbreviation-lists';
import * as charClass from './char-class';
import { cldrSuppressions } from './cldr-suppressions';

const NEVER = 1;
const MAY_END = 2;
const MAY_END_AFTER_NUMBER = 3;

/** The abbreviations of one language, keyed by their text without spaces. */
export interface SentenceRules {
  readonly abbreviations: ReadonlyMap<string, number>;
  /**
   * Hashes ({@link extendHash}) of every ending of every abbreviation (`.`, `B.`, `.B.`, `z.B.`,
   * and `Z.B.` for sentence starts). The search backwards from a full stop hashes as it goes and
   * stops at the first character where the text read so far ends no abbreviation: an ordinary
   * sentence end costs a few integer look-ups and allocates nothing.
   */
  readonly endings: ReadonlySet<number>;
  /** Length of the longest abbreviation without spaces. */
  readonly longest: number;
  readonly ordinalDot: boolean;
}

/** How far from the full stop the next word is looked for. */
const MAX_REACH = 24;

const cache = new Map<string, SentenceRules>();

/**
 * Hash of a text read backwards, one UTF-16 code unit more. A collision only costs a look-up of
 * the text itself.
 */
function extendHash(hash: number, code: number): number {
  return (Math.imul(hash, 31) + code) | 0;
}

function addAll(map: Map<string, number>, list: string | undefined, kind: number): void {
  if (list === undefined) return;
  for (const entry of list.split(' ')) if (entry !== '') map.set(entry, kind);
}

/** The rules of `locale`'s language (its primary subtag); every language gets at least the initials rule. */
export function sentenceRulesFor(locale: string): SentenceRules {
  const language = locale.toLowerCase().split(/[-_]/)[0] ?? '';
  let rules = cache.get(language);
  if (rules === undefined) {
    const own = sentenceAbbreviations[language] ?? {};
    const map = new Map<string, number>();
    addAll(map, cldrSuppressions[language], NEVER);
    for (const entry of (own.notAbbreviations ?? '').split(' ')) map.delete(entry);
    addAll(map, own.never, NEVER);
    addAll(map, own.mayEnd, MAY_END);
    addAll(map, own.mayEndAfterNumber, MAY_END_AFTER_NUMBER);
    const endings = new Set<number>();
    let longest = 0;
    for (const entry of map.keys()) {
      longest = Math.max(longest, entry.length);
      let hash = 0;
      let withoutFirst = 0;
      for (let i = entry.length - 1; i >= 0; i--) {
        if (i === 0) withoutFirst = hash;
        hash = extendHash(hash, entry.charCodeAt(i));
        endings.add(hash);
      }
      const capital = entry.charAt(0).toUpperCase();
      if (capital.length === 1) endings.add(extendHash(withoutFirst, capital.charCodeAt(0)));
    }
    rules = { abbreviations: map, endings, longest, ordinalDot: own.ordinalDot === true };
    cache.set(language, rules);
  }
  return rules;
}

// Destructured once: in CommonJS builds each access to an imported binding goes through a getter.
const { classAt, LETTER, EXTEND, NO_SPACE, SPACE } = charClass;

const UPPER_OR_CASELESS = /^(?:\p{Lu}|\p{Lt}|\p{Lo})$/u;
const UPPER = /^[\p{Lu}\p{Lt}]$/u;
const INNER_SPACES = /[ \u00A0\u202F\u2009]/g;

/** Letters and combining marks of every script (char-class.ts: LETTER, EXTEND, NO_SPACE). */
function isLetterAt(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  if (code < 0x80) return ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a);
  const k = classAt(text, i);
  return k === LETTER || k === EXTEND || k === NO_SPACE;
}
/** Whether the character at `i` is an upper- or title-case letter; ASCII without a regular expression. */
function isUpperAt(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  if (code < 0x80) return code >= 0x41 && code <= 0x5a;
  return UPPER.test(text.charAt(i));
}
const isDigitAt = (text: string, i: number): boolean => {
  const code = text.charCodeAt(i);
  return code >= 0x30 && code <= 0x39;
};
/** Characters that may sit inside an abbreviation besides letters: `c.-à-d.`, `c/c.`, `l'art.`. */
const isInnerAt = (text: string, i: number): boolean => {
  const code = text.charCodeAt(i);
  return code === 0x2e || code === 0x2d || code === 0x2f || code === 0x27 || code === 0x2019;
};
/** Spaces that may separate the parts of an abbreviation (`z. B.`, also no-break and thin spaces). */
const isInnerSpaceAt = (text: string, i: number): boolean => {
  const code = text.charCodeAt(i);
  return code === 0x20 || code === 0xa0 || code === 0x202f || code === 0x2009;
};
const isRomanAt = (text: string, i: number): boolean => i >= 0 && 'IVXLCDM'.includes(text.charAt(i)) && text.charAt(i) !== '';

/** Whether an abbreviation (or a number) may start at `p`: nothing word-like right before it. */
function startsToken(text: string, p: number, lineStart: number): boolean {
  if (p <= lineStart) return true;
  return !isLetterAt(text, p - 1) && !isDigitAt(text, p - 1) && !isInnerAt(text, p - 1);
}

/** Whether a number (digits, or a Roman numeral: `XX w.`) ends right before `p`, across a space. */
function followsNumber(text: string, p: number, lineStart: number): boolean {
  let q = p;
  while (q > lineStart && isInnerSpaceAt(text, q - 1)) q--;
  if (q === p || q === lineStart) return false;
  if (text.charCodeAt(q - 1) === 0x2e && isDigitAt(text, q - 2)) q--; // "19. Jh."
  if (isDigitAt(text, q - 1)) return true;
  if (!isRomanAt(text, q - 1)) return false;
  while (q > lineStart && isRomanAt(text, q - 1)) q--;
  return startsToken(text, q, lineStart);
}

/** Where the abbreviation found by the last {@link findListed} starts (a module variable: no allocation per call). */
let listedStart = -1;

/**
 * The class of the longest listed abbreviation that ends with the full stop at `dot` and starts a
 * token (its parts may be separated by single spaces), or 0; its start is left in `listedStart`.
 */
function findListed(text: string, dot: number, lineStart: number, rules: SentenceRules): number {
  let kind = 0;
  let spaces = 0;
  let hash = extendHash(0, 0x2e);
  let p = dot;
  listedStart = -1;
  while (p > lineStart && dot - p - spaces < rules.longest) {
    if (isInnerSpaceAt(text, p - 1)) {
      p--;
      spaces++;
      continue;
    }
    hash = extendHash(hash, text.charCodeAt(p - 1));
    if (!rules.endings.has(hash)) break;
    p--;
    if (!isLetterAt(text, p) || !startsToken(text, p, lineStart)) continue;
    let written = text.slice(p, dot + 1);
    if (spaces > 0) written = written.replace(INNER_SPACES, '');
    const found = lookUp(written, rules);
    if (found !== undefined) {
      kind = found;
      listedStart = p;
    }
  }
  return kind;
}

/**
 * The class of the abbreviation that ends with the full stop at `dot`, or 0: the longest listed
 * one, else an initial, else (German) an ordinal.
 */
function classBefore(text: string, dot: number, lineStart: number, rules: SentenceRules): number {
  const kind = findListed(text, dot, lineStart, rules);
  const start = listedStart;
  if (kind === MAY_END_AFTER_NUMBER) return followsNumber(text, start, lineStart) ? MAY_END : NEVER;
  if (kind !== 0) return kind;
  // An initial: one upper-case letter (with any combining marks) after a token start.
  let q = dot;
  while (q > lineStart && classAt(text, q - 1) === EXTEND) q--;
  if (q > lineStart && isUpperAt(text, q - 1) && startsToken(text, q - 1, lineStart)) return NEVER;
  if (rules.ordinalDot && isDigitAt(text, dot - 1)) {
    let d = dot - 1;
    while (d > lineStart && isDigitAt(text, d - 1)) d--;
    if (dot - d <= 2 && startsToken(text, d, lineStart) && text.charCodeAt(d - 1) !== 0x2c) return NEVER;
  }
  return 0;
}

/** The class of `written` (an abbreviation without spaces) in any case of its first letter. */
function lookUp(written: string, rules: SentenceRules): number | undefined {
  const found = rules.abbreviations.get(written);
  if (found !== undefined || !isUpperAt(written, 0)) return found;
  return rules.abbreviations.get(written.charAt(0).toLowerCase() + written.slice(1));
}

/**
 * Whether the full stop at `dot` is inside a longer abbreviation that the boundary after it
 * splits: `a. D.` (the segmenter breaks before the capital D), `u. Z.`. Only looked into when
 * letters and a full stop follow the boundary directly, which few sentence starts have.
 */
function insideAbbreviation(text: string, dot: number, boundary: number, lineStart: number, lineEnd: number, rules: SentenceRules): boolean {
  // The part right after the boundary is short (`D.`, `Chr.`, `J.-C.`): give up on a longer word.
  if (!isLetterAt(text, boundary)) return false;
  let i = boundary + 1;
  while (i < lineEnd && i - boundary <= 4 && text.charCodeAt(i) !== 0x2e) {
    if (!isLetterAt(text, i) && !isInnerAt(text, i)) return false;
    i++;
  }
  if (text.charCodeAt(i) !== 0x2e) return false;
  // Each full stop further on that could end the abbreviation: does one start before the boundary?
  const limit = Math.min(lineEnd, boundary + rules.longest);
  for (let j = i; j < limit; j++) {
    const code = text.charCodeAt(j);
    if (code === 0x2e) {
      if (!isLetterAt(text, j - 1)) return false;
      if (findListed(text, j, lineStart, rules) !== 0 && listedStart <= dot) return true;
    } else if (!isLetterAt(text, j) && !isInnerAt(text, j) && !isInnerSpaceAt(text, j)) {
      return false;
    }
  }
  return false;
}

/** Whether the first letter or digit from `from` on (within reach) is a lower-case letter or a digit. */
function nextWordIsLowerOrNumber(text: string, from: number, lineEnd: number): boolean {
  const limit = Math.min(lineEnd, from + MAX_REACH);
  for (let i = from; i < limit; i++) {
    if (isDigitAt(text, i)) return true;
    if (isLetterAt(text, i)) return !UPPER_OR_CASELESS.test(text.charAt(i));
  }
  return false;
}

/**
 * Whether the sentence boundary at `boundary` (inside the line `[lineStart, lineEnd)`, after a
 * segment that may end with white space) falls after an abbreviation's full stop and the sentence
 * goes on: always after a never-class abbreviation or an initial, and after a mayEnd one only
 * when the next word starts with a lower-case letter or a digit.
 */
export function continuesSentence(text: string, boundary: number, lineStart: number, lineEnd: number, rules: SentenceRules): boolean {
  let b = boundary;
  while (b > lineStart && classAt(text, b - 1) === SPACE) b--;
  if (b - 1 <= lineStart || text.charCodeAt(b - 1) !== 0x2e) return false;
  if (!isLetterAt(text, b - 2) && !isDigitAt(text, b - 2)) return false;
  if (insideAbbreviation(text, b - 1, boundary, lineStart, lineEnd, rules)) return true;
  const kind = classBefore(text, b - 1, lineStart, rules);
  if (kind === NEVER) return true;
  return kind === MAY_END && nextWordIsLowerOrNumber(text, boundary, lineEnd);
}
