import { tokenize } from '@/lib/text/tokenize';
import { stopMarkBit, type PreparedText } from './prepare';
import { toStopWordKey } from './stop-words';

/** The user's stop-word list as typed, read into words. */
export interface CustomStopWordList {
  /** Single words, as typed, in the order typed, without repeats. */
  words: string[];
  /** Entries that are not one word ("New York", "!!!"): kept in the list as typed, but not used. */
  rejected: string[];
}

/**
 * Reads the user's list: entries are separated by commas, semicolons or line breaks; each must
 * be a single word as the shared tokenizer sees it in `locale`.
 */
export function readCustomStopWords(raw: string, locale: string): CustomStopWordList {
  const words: string[] = [];
  const rejected: string[] = [];
  const seen = new Set<string>();
  for (const entry of raw.split(/[,;\n\r]+/)) {
    const trimmed = entry.trim();
    if (trimmed === '') continue;
    const tokens = tokenize(trimmed, locale);
    if (tokens.length !== 1) {
      rejected.push(trimmed);
      continue;
    }
    const key = toStopWordKey(tokens[0]!.text, locale);
    if (!seen.has(key)) {
      seen.add(key);
      words.push(tokens[0]!.text);
    }
  }
  return { words, rejected };
}

const marked = new WeakMap<PreparedText, { key: string; marks: Uint8Array }>();

/**
 * The prepared text's stop-word marks with the user's words added as one-word stop words. The
 * text's own marks when there are none; the last result is kept per text, so a filter change
 * does not mark again.
 */
export function markCustomStopWords(prepared: PreparedText, words: readonly string[]): Uint8Array {
  if (words.length === 0) return prepared.stopMarks;
  const key = words.join('\n');
  const cached = marked.get(prepared);
  if (cached?.key === key) return cached.marks;
  const wanted = new Set(words.map((word) => toStopWordKey(word, prepared.locale)));
  // Per folded word, not per token: a long text repeats its words.
  const isCustom = new Uint8Array(prepared.foldedIds.size);
  for (const [folded, id] of prepared.foldedIds) if (wanted.has(toStopWordKey(folded, prepared.locale))) isCustom[id] = 1;
  const marks = prepared.stopMarks.slice();
  const single = stopMarkBit(1);
  for (let i = 0; i < prepared.length; i++) {
    if (prepared.numbers[i] === 0 && isCustom[prepared.foldedBySurface[prepared.surfaceIds[i]!]!] === 1) marks[i]! |= single;
  }
  marked.set(prepared, { key, marks });
  return marks;
}
