import { stopMarkBit, type PreparedText } from './prepare';
import { maxStopWordParts } from './stop-words';

/** Number of words in a phrase; the checker reports 1-, 2- and 3-word phrases. */
export type PhraseLength = 1 | 2 | 3;

export const phraseLengths: readonly PhraseLength[] = [1, 2, 3];

/** The checker's options. Every flag defaults to `false` where a function takes a partial set. */
export interface KeywordFilters {
  /**
   * Drop stop words: a single stop word is not listed, and a 2- or 3-word phrase is not listed
   * when it starts or ends with one ("point of view" stays, "of the" goes). A stop word may
   * span words (Vietnamese "có thể"). Does not change the total word count. Default `false`.
   */
  ignoreStopWords: boolean;
  /**
   * Leave numbers out: they are not counted in the total and are not part of any phrase; a
   * left-out number also separates its neighbours ("page 5 header" gives no "page header").
   * Default `false`.
   */
  ignoreNumbers: boolean;
  /** Tell "Apple" from "apple"; otherwise words are compared in locale lower case. Default `false`. */
  caseSensitive: boolean;
}

export const defaultKeywordFilters: Readonly<KeywordFilters> = {
  ignoreStopWords: false,
  ignoreNumbers: false,
  caseSensitive: false,
};

/** One line of a keyword table. */
export interface KeywordRow {
  /**
   * The phrase as written most often in the text (ties: the form met first), words joined by
   * one space. Without "case sensitive" the variants differing in case are counted together
   * and the most frequent spelling stands for them, so "Paris" stays capitalized.
   */
  phrase: string;
  /** Occurrences of the phrase. */
  count: number;
  /** `count / totalWords × 100`, unrounded (0 when there are no words). */
  density: number;
  n: PhraseLength;
}

export interface KeywordSummary {
  /**
   * W: every word of the text, numbers included unless `ignoreNumbers`. The stop-word filter
   * does not change it, so densities stay relative to the whole text.
   */
  totalWords: number;
  /**
   * Distinct words among those W words, compared as the filters compare them (case folded
   * unless `caseSensitive`); stop words are included, like in W.
   */
  uniqueWords: number;
  /** Sentences holding at least one word (independent of the filters). */
  sentences: number;
}

/**
 * The tables of one filter set: for each phrase length, rows sorted by count (descending),
 * then by phrase in the locale's collation, compared word by word. Plain arrays and objects,
 * so a worker can post them without conversion.
 */
export interface KeywordAnalysis {
  summary: KeywordSummary;
  rows: Record<PhraseLength, KeywordRow[]>;
}

/** Completes a partial filter set with the defaults of {@link KeywordFilters}. */
export function resolveFilters(filters: Partial<KeywordFilters> = {}): KeywordFilters {
  return {
    ignoreStopWords: filters.ignoreStopWords ?? defaultKeywordFilters.ignoreStopWords,
    ignoreNumbers: filters.ignoreNumbers ?? defaultKeywordFilters.ignoreNumbers,
    caseSensitive: filters.caseSensitive ?? defaultKeywordFilters.caseSensitive,
  };
}

/**
 * Per token, how many consecutive tokens from it (itself included, at most 3) can form a
 * phrase: same sentence, and no left-out number among them. 0 for a left-out number.
 */
export function measureRuns(prepared: PreparedText, ignoreNumbers: boolean): Uint8Array {
  const { length, sentences, numbers } = prepared;
  const runs = new Uint8Array(length);
  for (let i = length - 1; i >= 0; i--) {
    if (ignoreNumbers && numbers[i] === 1) continue;
    const next = i + 1 < length && sentences[i + 1] === sentences[i] ? runs[i + 1]! : 0;
    runs[i] = next >= 3 ? 3 : next + 1;
  }
  return runs;
}

/** Whether the phrase of `n` tokens at `start` starts or ends with a (possibly multi-word) stop word. */
export function isStopWordEdged(stopMarks: Uint8Array, start: number, n: number): boolean {
  const end = start + n;
  for (let parts = 1; parts <= n && parts <= maxStopWordParts; parts++) {
    const bit = stopMarkBit(parts);
    if ((stopMarks[start]! & bit) !== 0 || (stopMarks[end - parts]! & bit) !== 0) return true;
  }
  return false;
}

/** Distinct surface n-grams in order of first occurrence: where each first occurs and how often. */
interface Tally {
  firsts: number[];
  counts: number[];
}

const maxSafe = Number.MAX_SAFE_INTEGER;

function tallyUnigrams(prepared: PreparedText, runs: Uint8Array, dropStopWords: boolean): Tally {
  const { surfaceIds, stopMarks, length } = prepared;
  const index = new Int32Array(prepared.surfaces.length).fill(-1);
  const firsts: number[] = [];
  const counts: number[] = [];
  for (let i = 0; i < length; i++) {
    if (runs[i] === 0 || (dropStopWords && (stopMarks[i]! & 1) !== 0)) continue;
    const s = surfaceIds[i]!;
    const at = index[s]!;
    if (at >= 0) counts[at]!++;
    else {
      index[s] = firsts.length;
      firsts.push(i);
      counts.push(1);
    }
  }
  return { firsts, counts };
}

/**
 * Counts 2- or 3-word phrases by integer keys built from surface ids (id₁·S + id₂, …),
 * which is several times faster than keying a map by joined strings. When S³ would exceed
 * the safe-integer range (texts of millions of distinct words), 3-word keys fall back to strings.
 */
function tallyNgrams(prepared: PreparedText, n: 2 | 3, runs: Uint8Array, dropStopWords: boolean): Tally {
  const { surfaceIds, stopMarks, length } = prepared;
  const size = prepared.surfaces.length;
  const firsts: number[] = [];
  const counts: number[] = [];
  const numeric = n === 2 || size * size * size <= maxSafe;
  const byNumber = new Map<number, number>();
  const byString = new Map<string, number>();
  for (let i = 0; i + n <= length; i++) {
    if (runs[i]! < n || (dropStopWords && isStopWordEdged(stopMarks, i, n))) continue;
    const pair = surfaceIds[i]! * size + surfaceIds[i + 1]!;
    let at: number | undefined;
    if (n === 2) at = byNumber.get(pair);
    else if (numeric) at = byNumber.get(pair * size + surfaceIds[i + 2]!);
    else at = byString.get(`${pair},${surfaceIds[i + 2]!}`);
    if (at !== undefined) {
      counts[at]!++;
      continue;
    }
    const next = firsts.length;
    if (n === 2) byNumber.set(pair, next);
    else if (numeric) byNumber.set(pair * size + surfaceIds[i + 2]!, next);
    else byString.set(`${pair},${surfaceIds[i + 2]!}`, next);
    firsts.push(i);
    counts.push(1);
  }
  return { firsts, counts };
}

/** Phrases as compared under the filters: spelling variants merged, best-shown variant kept. */
interface Groups {
  counts: number[];
  /** Position of the first occurrence of the variant shown. */
  shown: number[];
}

/**
 * Merges surface n-grams that the filters consider equal (same exact or folded form of every
 * word). The variant shown is the most frequent; on a tie the earlier one, since variants
 * arrive in order of first occurrence and only a strictly larger count replaces the shown one.
 */
function groupVariants(prepared: PreparedText, n: number, tally: Tally, groupBySurface: Int32Array, groupCount: number): Groups {
  const { surfaceIds } = prepared;
  const counts: number[] = [];
  const shown: number[] = [];
  const shownCounts: number[] = [];
  const numeric = groupCount ** n <= maxSafe;
  const byNumber = new Map<number, number>();
  const byString = new Map<string, number>();
  const variants = tally.firsts.length;
  for (let v = 0; v < variants; v++) {
    const first = tally.firsts[v]!;
    const count = tally.counts[v]!;
    let key = 0;
    let text = '';
    for (let k = 0; k < n; k++) {
      const g = groupBySurface[surfaceIds[first + k]!]!;
      if (numeric) key = key * groupCount + g;
      else text += `${g},`;
    }
    const at = numeric ? byNumber.get(key) : byString.get(text);
    if (at === undefined) {
      const next = counts.length;
      if (numeric) byNumber.set(key, next);
      else byString.set(text, next);
      counts.push(count);
      shown.push(first);
      shownCounts.push(count);
    } else {
      counts[at]! += count;
      if (count > shownCounts[at]!) {
        shown[at] = first;
        shownCounts[at] = count;
      }
    }
  }
  return { counts, shown };
}

function buildRows(prepared: PreparedText, n: PhraseLength, groups: Groups, totalWords: number): KeywordRow[] {
  const { surfaceIds, surfaceRanks, surfaces } = prepared;
  const size = surfaces.length;
  const total = groups.counts.length;
  const counts = groups.counts;
  const shown = groups.shown;

  // One number per phrase orders ties by the collation ranks of its words, word by word.
  const fits = size ** n <= maxSafe;
  const rankKeys = new Float64Array(total);
  if (fits) {
    for (let r = 0; r < total; r++) {
      let key = 0;
      for (let k = 0; k < n; k++) key = key * size + surfaceRanks[surfaceIds[shown[r]! + k]!]!;
      rankKeys[r] = key;
    }
  }
  const compareRanks = (a: number, b: number): number => {
    if (fits) return rankKeys[a]! - rankKeys[b]!;
    for (let k = 0; k < n; k++) {
      const d = surfaceRanks[surfaceIds[shown[a]! + k]!]! - surfaceRanks[surfaceIds[shown[b]! + k]!]!;
      if (d !== 0) return d;
    }
    return 0;
  };
  const order = new Int32Array(total);
  for (let r = 0; r < total; r++) order[r] = r;
  order.sort((a, b) => counts[b]! - counts[a]! || compareRanks(a, b));

  const rows: KeywordRow[] = new Array<KeywordRow>(total);
  for (let r = 0; r < total; r++) {
    const g = order[r]!;
    const first = shown[g]!;
    let phrase = surfaces[surfaceIds[first]!]!;
    for (let k = 1; k < n; k++) phrase += ' ' + surfaces[surfaceIds[first + k]!]!;
    const count = counts[g]!;
    rows[r] = { phrase, count, density: totalWords > 0 ? (count / totalWords) * 100 : 0, n };
  }
  return rows;
}

/**
 * The cheap step: counts every 1-, 2- and 3-word phrase of a {@link prepare}d text under
 * `filters` (each flag defaults to `false`, see {@link KeywordFilters}) and returns the three
 * sorted tables with a summary. Runs in time linear in the text, so a filter change can be
 * answered at once.
 *
 * Definitions: a phrase is 1 to 3 consecutive words of one sentence; its density is
 * occurrences / W × 100, where W counts all words (numbers too unless they are ignored; stop
 * words always). Words are compared in the language's lower case unless case sensitive, and
 * always up to apostrophe look-alikes and Unicode composition.
 */
export function analyze(prepared: PreparedText, filters: Partial<KeywordFilters> = {}): KeywordAnalysis {
  const { ignoreStopWords, ignoreNumbers, caseSensitive } = resolveFilters(filters);
  const runs = measureRuns(prepared, ignoreNumbers);
  const groupBySurface = caseSensitive ? prepared.exactBySurface : prepared.foldedBySurface;
  const groupCount = caseSensitive ? prepared.exactIds.size : prepared.foldedIds.size;

  let totalWords = 0;
  const seen = new Uint8Array(groupCount);
  let uniqueWords = 0;
  for (let i = 0; i < prepared.length; i++) {
    if (runs[i] === 0) continue;
    totalWords++;
    const g = groupBySurface[prepared.surfaceIds[i]!]!;
    if (seen[g] === 0) {
      seen[g] = 1;
      uniqueWords++;
    }
  }

  const tallies: Record<PhraseLength, Tally> = {
    1: tallyUnigrams(prepared, runs, ignoreStopWords),
    2: tallyNgrams(prepared, 2, runs, ignoreStopWords),
    3: tallyNgrams(prepared, 3, runs, ignoreStopWords),
  };
  const table = (n: PhraseLength): KeywordRow[] =>
    buildRows(prepared, n, groupVariants(prepared, n, tallies[n], groupBySurface, groupCount), totalWords);

  return {
    summary: { totalWords, uniqueWords, sentences: prepared.sentenceCount },
    rows: { 1: table(1), 2: table(2), 3: table(3) },
  };
}
