import { tokenize } from '@/lib/text/tokenize';
import { markCustomStopWords } from './custom-stop-words';
import type { TextRange } from './occurrences';
import { stopMarkBit, type PreparedText } from './prepare';
import { isStopWord, normalizeWordForm, toStopWordKey } from './stop-words';
import { wordFormsOf } from './word-forms';

/** How a keyphrase is found in a text. */
export interface KeyphraseMatching {
  /**
   * Yoast's matching: the keyphrase's words anywhere in one sentence, in any order. Otherwise
   * they must follow each other in the keyphrase's order.
   */
  anyOrder: boolean;
  /**
   * Leave the keyphrase's function words (the language's stop words and the user's) out, as
   * Yoast does ("how to decorate a room" looks for "decorate" and "room"); in a row, function
   * words of the text between its words are skipped ("decorate the room").
   */
  ignoreFunctionWords: boolean;
  /** Count every form of each word ("filters" for "filter"), where the language has a stemmer. */
  wordForms: boolean;
}

/**
 * What is wrong with a keyphrase as typed: `noWords` (only punctuation or spaces),
 * `onlyFunctionWords` (then all its words are looked for), `tooLong` (more than four words
 * looked for: Yoast's keyphrase length assessment rates 1–4 content words good, more as too long).
 */
export type KeyphraseIssue = 'noWords' | 'onlyFunctionWords' | 'tooLong';

/** The most words a keyphrase should have (Yoast's KeyphraseLengthAssessment, languages with function-word lists). */
export const maxKeyphraseWords = 4;

export interface KeyphraseMatch {
  /** The words looked for, as typed. */
  words: string[];
  /** Occurrences: phrases in a row, or with `anyOrder` per sentence the times all words are there. */
  count: number;
  /** What to highlight, in text order: each phrase in a row, or each matching word. */
  ranges: TextRange[];
  /** The spellings found, in lower case, most frequent first. */
  forms: string[];
  /** How many of the words looked for occur somewhere in the text. */
  wordsFound: number;
  issue: KeyphraseIssue | null;
}

const noMatch = (words: string[], issue: KeyphraseIssue | null): KeyphraseMatch => ({ words, count: 0, ranges: [], forms: [], wordsFound: 0, issue });

/**
 * Finds `keyphrase` in a prepared text. Words are compared case-insensitively, and by stem with
 * `wordForms` once the stemmer is loaded (see word-forms.ts).
 *
 * With `anyOrder`, a sentence holding every word counts as many times as its rarest word
 * occurs there (each counted once per time it appears in the keyphrase), as Yoast's keyphrase
 * count research (getKeyphraseCount) counts matches per sentence.
 */
export function matchKeyphrase(
  prepared: PreparedText,
  keyphrase: string,
  matching: KeyphraseMatching,
  customStopWords: readonly string[] = [],
): KeyphraseMatch {
  const { locale } = prepared;
  const typed = tokenize(keyphrase, locale).map((token) => token.text);
  if (typed.length === 0) return noMatch([], 'noWords');
  const custom = new Set(customStopWords.map((word) => toStopWordKey(word, locale)));
  const isFunctionWord = (word: string) => isStopWord(word, prepared.language) || custom.has(toStopWordKey(word, locale));
  let words = typed;
  let issue: KeyphraseIssue | null = null;
  if (matching.ignoreFunctionWords) {
    const content = typed.filter((word) => !isFunctionWord(word));
    if (content.length === 0) issue = 'onlyFunctionWords';
    else words = content;
  }
  if (issue === null && words.length > maxKeyphraseWords) issue = 'tooLong';

  const forms = matching.wordForms ? wordFormsOf(prepared) : undefined;
  const keyBySurface = forms ? forms.stemBySurface : prepared.foldedBySurface;
  const keys = words.map((word) => {
    const folded = normalizeWordForm(word).toLocaleLowerCase(locale);
    return forms ? forms.idOf(folded) : prepared.foldedIds.get(folded);
  });
  const wordsFound = new Set(keys.filter((key) => key !== undefined)).size;
  if (keys.some((key) => key === undefined)) return { ...noMatch(words, issue), wordsFound };

  const found = matching.anyOrder
    ? matchInSentences(prepared, keyBySurface, keys as number[])
    : matchInRow(prepared, keyBySurface, keys as number[], matching.ignoreFunctionWords ? markCustomStopWords(prepared, customStopWords) : null);
  const formCounts = new Map<string, number>();
  for (const { start, end } of found.ranges) {
    const form = normalizeWordForm(prepared.text.slice(start, end).replace(/\s+/gu, ' ')).toLocaleLowerCase(locale);
    formCounts.set(form, (formCounts.get(form) ?? 0) + 1);
  }
  const sortedForms = [...formCounts].sort((a, b) => b[1] - a[1]).map(([form]) => form);
  return { words, count: found.count, ranges: found.ranges, forms: sortedForms, wordsFound, issue };
}

/** The keyphrase's words in a row within a sentence; function words of the text between them are skipped when `stopMarks` is given. */
function matchInRow(prepared: PreparedText, keyBySurface: Int32Array, keys: number[], stopMarks: Uint8Array | null): { count: number; ranges: TextRange[] } {
  const { surfaceIds, sentences, starts, ends, length } = prepared;
  const functionWord = stopMarkBit(1);
  const ranges: TextRange[] = [];
  for (let i = 0; i < length; i++) {
    if (keyBySurface[surfaceIds[i]!] !== keys[0]) continue;
    let j = i;
    let matches = true;
    for (let k = 1; k < keys.length && matches; k++) {
      j++;
      while (stopMarks && j < length && sentences[j] === sentences[i] && (stopMarks[j]! & functionWord) !== 0 && keyBySurface[surfaceIds[j]!] !== keys[k]) j++;
      matches = j < length && sentences[j] === sentences[i] && keyBySurface[surfaceIds[j]!] === keys[k];
    }
    if (!matches) continue;
    ranges.push({ start: starts[i]!, end: ends[j]! });
    i = j;
  }
  return { count: ranges.length, ranges };
}

/** Yoast's matching: per sentence, how many times all the keyphrase's words are there, in any order. */
function matchInSentences(prepared: PreparedText, keyBySurface: Int32Array, keys: number[]): { count: number; ranges: TextRange[] } {
  const { surfaceIds, sentences, starts, ends, length } = prepared;
  // Distinct words and how often the keyphrase has each ("new new york" needs two "new").
  const distinct = [...new Set(keys)];
  const needed = distinct.map((key) => keys.filter((k) => k === key).length);
  const slotOfKey = new Map(distinct.map((key, slot) => [key, slot]));
  const seen = new Int32Array(distinct.length);
  const ranges: TextRange[] = [];
  let count = 0;
  let sentenceStart = 0;
  for (let i = 0; i <= length; i++) {
    if (i < length && sentences[i] === sentences[sentenceStart]) {
      const slot = slotOfKey.get(keyBySurface[surfaceIds[i]!]!);
      if (slot !== undefined) seen[slot]!++;
      continue;
    }
    let times = Infinity;
    for (let slot = 0; slot < distinct.length; slot++) times = Math.min(times, Math.floor(seen[slot]! / needed[slot]!));
    if (times > 0) {
      count += times;
      for (let t = sentenceStart; t < i; t++) {
        if (slotOfKey.has(keyBySurface[surfaceIds[t]!]!)) ranges.push({ start: starts[t]!, end: ends[t]! });
      }
    }
    seen.fill(0);
    sentenceStart = i;
    if (i < length) i--;
  }
  return { count, ranges };
}
