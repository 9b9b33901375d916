import { visitWordsAndSentences } from '@/lib/text/tokenize';
import { keywordLanguageTags, type KeywordLanguage } from './languages';
import { getStopWordMatcher, maxStopWordParts, normalizeWordForm, toStopWordKey } from './stop-words';
import { createWordCollector } from './word-collector';

/** Bit of {@link PreparedText.stopMarks}: a stop-word entry of `parts` words starts at the token. */
export function stopMarkBit(parts: number): number {
  return 1 << (parts - 1);
}

/**
 * A text tokenized and classified once, so that every filter combination can be counted from
 * it without touching strings again. Treat it as opaque outside this model: the arrays are
 * indexed by token position and shared between calls, never to be mutated.
 *
 * Words are interned at three levels: the surface (the exact characters in the text, shown to
 * the user), the exact form ({@link normalizeWordForm}: NFC with one apostrophe, what
 * "case sensitive" compares) and the folded form (exact form in locale lower case, what is
 * compared otherwise).
 */
export interface PreparedText {
  /** The text as given: phrases are shown as slices of it where possible. */
  readonly text: string;
  readonly language: KeywordLanguage;
  /** BCP 47 tag of the language. */
  readonly locale: string;
  /** Number of word tokens, numbers included. */
  readonly length: number;
  /** UTF-16 offset of each token in the original text. */
  readonly starts: Int32Array;
  /** UTF-16 offset just past each token. */
  readonly ends: Int32Array;
  /** 0-based sentence ordinal of each token (non-decreasing). */
  readonly sentences: Int32Array;
  /** Number of distinct sentences holding at least one token. */
  readonly sentenceCount: number;
  /** 1 where the token is a number. */
  readonly numbers: Uint8Array;
  /** Per token, bit `stopMarkBit(k)` is set when a stop-word entry of k words starts there. */
  readonly stopMarks: Uint8Array;
  /** Surface id of each token. */
  readonly surfaceIds: Int32Array;
  /** Surface text of each surface id. */
  readonly surfaces: readonly string[];
  /** Exact-form id of each surface id. */
  readonly exactBySurface: Int32Array;
  /** Folded-form id of each surface id. */
  readonly foldedBySurface: Int32Array;
  /** Exact-form id by exact form. */
  readonly exactIds: ReadonlyMap<string, number>;
  /** Folded-form id by folded form. */
  readonly foldedIds: ReadonlyMap<string, number>;
}

function internInto(ids: Map<string, number>, key: string): number {
  let id = ids.get(key);
  if (id === undefined) {
    id = ids.size;
    ids.set(key, id);
  }
  return id;
}

/**
 * The expensive step of an analysis: tokenizes `text` with the shared tokenizer in the
 * language's locale (`tokenize`'s words and sentences), interns every word (surface, exact and
 * folded forms) and marks numbers and stop words. Everything a filter change needs is then in
 * compact typed arrays, so `analyze` never tokenizes again.
 */
export function prepare(text: string, language: KeywordLanguage): PreparedText {
  const locale = keywordLanguageTags[language];
  // Same words and sentences as `tokenize`, delivered without building a token object and a
  // string per word, which took more than half of the tokenization time on a megabyte.
  const collector = createWordCollector(text, Math.ceil(text.length / 5));
  const sentenceCount = visitWordsAndSentences(text, locale, (start, end, kind, sentence) => {
    collector.add(start, end, kind === 'number', sentence);
  });
  const { length, starts, ends, sentences, numbers, surfaceIds, surfaces } = collector.finish();

  // Everything below works per distinct word, not per token: a long text repeats its words.
  const surfaceCount = surfaces.length;
  const exactIds = new Map<string, number>();
  const foldedIds = new Map<string, number>();
  const exactBySurface = new Int32Array(surfaceCount);
  const foldedBySurface = new Int32Array(surfaceCount);
  const stopKeys: string[] = [];
  for (let s = 0; s < surfaceCount; s++) {
    const exact = normalizeWordForm(surfaces[s]!);
    exactBySurface[s] = internInto(exactIds, exact);
    const folded = exact.toLocaleLowerCase(locale);
    const foldedId = internInto(foldedIds, folded);
    foldedBySurface[s] = foldedId;
    if (foldedId === stopKeys.length) stopKeys.push(toStopWordKey(folded, locale));
  }

  const stopMarks = markStopWords(language, surfaceIds, foldedBySurface, stopKeys, sentences, numbers);

  return {
    text,
    language,
    locale,
    length,
    starts,
    ends,
    sentences,
    sentenceCount,
    numbers,
    stopMarks,
    surfaceIds,
    surfaces,
    exactBySurface,
    foldedBySurface,
    exactIds,
    foldedIds,
  };
}

function markStopWords(
  language: KeywordLanguage,
  surfaceIds: Int32Array,
  foldedBySurface: Int32Array,
  stopKeys: readonly string[],
  sentences: Int32Array,
  numbers: Uint8Array,
): Uint8Array {
  const { single, multi } = getStopWordMatcher(language);
  const foldedCount = stopKeys.length;
  const isSingle = new Uint8Array(foldedCount);
  const startsMulti = new Uint8Array(foldedCount);
  for (let f = 0; f < foldedCount; f++) {
    const key = stopKeys[f]!;
    if (single.has(key)) isSingle[f] = 1;
    if (multi.has(key)) startsMulti[f] = 1;
  }

  const length = surfaceIds.length;
  const marks = new Uint8Array(length);
  for (let i = 0; i < length; i++) {
    // A number is never a stop word, even where a list happens to hold one.
    if (numbers[i] === 1) continue;
    const folded = foldedBySurface[surfaceIds[i]!]!;
    if (isSingle[folded] === 1) marks[i]! |= stopMarkBit(1);
    if (startsMulti[folded] !== 1) continue;
    for (const parts of multi.get(stopKeys[folded]!) ?? []) {
      const last = i + parts.length - 1;
      if (last >= length || sentences[last] !== sentences[i] || parts.length > maxStopWordParts) continue;
      let matches = true;
      for (let k = 1; k < parts.length && matches; k++) {
        matches = stopKeys[foldedBySurface[surfaceIds[i + k]!]!] === parts[k];
      }
      if (matches) marks[i]! |= stopMarkBit(parts.length);
    }
  }
  return marks;
}
