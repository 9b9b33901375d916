import type { PreparedText } from './prepare';
import { rankSurfaces } from './collation';
import { markCustomStopWords } from './custom-stop-words';
import * as ngramTable from './ngram-table';
import { maxStopWordParts, normalizeWordForm } from './stop-words';
import { wordFormsOf } from './word-forms';
import { resolveFilters, type KeywordFilters, type KeywordOrder, type PhraseLength } from './filters';

export * from './filters';

// Local copies: where modules compile to CommonJS (Jest, tsx) each use of an imported binding
// is a getter call, which is measurable in loops that run once per word.
const { createNgramTable, findOrAddNgram } = ngramTable;
const maxParts = maxStopWordParts;



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
  /**
   * With word forms grouped: the spellings counted in this row, in lower case, most frequent
   * first ("water filter", "water filters"). Absent otherwise.
   */
  forms?: string[];
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
  /** Number of distinct phrases of each length under the filters, before any `limit`. */
  distinctPhrases: Record<PhraseLength, number>;
}


/** How much of the tables {@link analyze} returns, and in which order. */
export interface AnalyzeOptions {
  /** Row order. Default `'countDesc'` (most frequent first). */
  order?: KeywordOrder;
  /**
   * Most rows per table: the top ones in table order. Building, posting and rendering a row
   * costs time while a megabyte of text has ~150,000 distinct 3-word phrases, so a view shows
   * a prefix and asks for everything only to export. Default: all rows.
   */
  limit?: number;
  /**
   * The user's own stop words, added to the language's list: left out like stop words when
   * `ignoreStopWords` is on. Default none.
   */
  customStopWords?: readonly string[];
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
  for (let parts = 1; parts <= n && parts <= maxParts; parts++) {
    const bit = 1 << (parts - 1); // stopMarkBit(parts), inlined: this runs once per position
    if ((stopMarks[start]! & bit) !== 0 || (stopMarks[end - parts]! & bit) !== 0) return true;
  }
  return false;
}

/** Phrases as the filters compare them, with the spelling to show for each. */
interface PhraseCounts {
  size: number;
  counts: Int32Array;
  /** Position of the first occurrence of the spelling shown. */
  shown: Int32Array;
  /**
   * Every spelling counted, when spellings were merged into phrases: a position where it occurs,
   * its count and the phrase it was merged into. Word forms list them.
   */
  spellings?: { size: number; firsts: Int32Array; counts: Int32Array; phrases: Int32Array };
}

/** Single words: spellings and groups are small integer ranges, so plain arrays replace hashing. */
function countWords(
  prepared: PreparedText,
  runs: Uint8Array,
  dropStopWords: boolean,
  stopMarks: Uint8Array,
  groupBySurface: Int32Array,
  groupCount: number,
): PhraseCounts {
  const { surfaceIds, length } = prepared;
  const surfaceCount = prepared.surfaces.length;
  const spellingCounts = new Int32Array(surfaceCount);
  const spellingFirsts = new Int32Array(surfaceCount).fill(-1);
  const spellingOrder: number[] = [];
  for (let i = 0; i < length; i++) {
    if (runs[i] === 0 || (dropStopWords && (stopMarks[i]! & 1) !== 0)) continue;
    const s = surfaceIds[i]!;
    if (spellingCounts[s]!++ === 0) {
      spellingFirsts[s] = i;
      spellingOrder.push(s);
    }
  }
  const groupIndex = new Int32Array(groupCount).fill(-1);
  const counts = new Int32Array(spellingOrder.length);
  const shown = new Int32Array(spellingOrder.length);
  const shownCounts = new Int32Array(spellingOrder.length);
  const spellings = { size: spellingOrder.length, firsts: new Int32Array(spellingOrder.length), counts: new Int32Array(spellingOrder.length), phrases: new Int32Array(spellingOrder.length) };
  let size = 0;
  for (const [v, s] of spellingOrder.entries()) {
    const g = groupBySurface[s]!;
    let p = groupIndex[g]!;
    if (p < 0) p = groupIndex[g] = size++;
    const count = spellingCounts[s]!;
    spellings.firsts[v] = spellingFirsts[s]!;
    spellings.counts[v] = count;
    spellings.phrases[v] = p;
    counts[p]! += count;
    if (count > shownCounts[p]!) {
      shownCounts[p] = count;
      shown[p] = spellingFirsts[s]!;
    }
  }
  return { size, counts, shown, spellings };
}

/**
 * Counts the phrases of `n` words in two passes. First every spelling (sequence of surface
 * ids) is counted; then spellings that the filters consider equal (same exact or folded form
 * of every word, read from `groupIds`) are merged. The spelling shown is the most frequent;
 * on a tie the earlier one: spellings are merged in order of first occurrence and only a
 * strictly larger count replaces the one shown.
 */
function countPhrases(
  prepared: PreparedText,
  n: PhraseLength,
  runs: Uint8Array,
  dropStopWords: boolean,
  stopMarks: Uint8Array,
  groupIds: Int32Array,
  identityGroups: boolean,
): PhraseCounts {
  const { surfaceIds, length } = prepared;
  // Phrases of prose are mostly distinct: start at half the positions, grow if needed.
  const spellings = createNgramTable(length >>> 1);
  for (let i = 0; i + n <= length; i++) {
    if (runs[i]! < n || (dropStopWords && isStopWordEdged(stopMarks, i, n))) continue;
    // Not `spellings.counts[findOrAddNgram(…)]++`: that reads `counts` before the call, which
    // may grow the table and replace the array.
    const entry = findOrAddNgram(spellings, surfaceIds, i, n);
    spellings.counts[entry]!++;
  }
  const spellingTotal = spellings.size;
  // Case sensitive with no spelling variants: every spelling is its own phrase.
  if (identityGroups) return { size: spellingTotal, counts: spellings.counts, shown: spellings.firsts };

  const phrases = createNgramTable(spellingTotal);
  const shown = new Int32Array(spellingTotal);
  const shownCounts = new Int32Array(spellingTotal);
  const spellingPhrases = new Int32Array(spellingTotal);
  for (let v = 0; v < spellingTotal; v++) {
    const first = spellings.firsts[v]!;
    const count = spellings.counts[v]!;
    const p = findOrAddNgram(phrases, groupIds, first, n);
    spellingPhrases[v] = p;
    phrases.counts[p]! += count;
    if (count > shownCounts[p]!) {
      shownCounts[p] = count;
      shown[p] = first;
    }
  }
  return {
    size: phrases.size,
    counts: phrases.counts,
    shown,
    spellings: { size: spellingTotal, firsts: spellings.firsts, counts: spellings.counts, phrases: spellingPhrases },
  };
}

/** One stable counting-sort pass: `order` reordered by `keys` (aligned with `order`), integers in [0, range). */
function sortByKeys(order: Int32Array, keys: Int32Array, range: number): Int32Array {
  const starts = new Int32Array(range + 1);
  for (let i = 0; i < keys.length; i++) starts[keys[i]! + 1]!++;
  for (let k = 0; k < range; k++) starts[k + 1]! += starts[k]!;
  const sorted = new Int32Array(order.length);
  for (let i = 0; i < order.length; i++) sorted[starts[keys[i]!]!++] = order[i]!;
  return sorted;
}

/**
 * The first `limit` phrase indices by count (descending), then by the collation ranks of the
 * shown spelling's words, first word first. Counting sorts, not comparisons: comparison-
 * sorting 150,000 phrases took most of the time of an analysis. Only the phrases whose count
 * can reach the first `limit` places are ordered by rank.
 */
function orderPhrases(prepared: PreparedText, n: PhraseLength, phrases: PhraseCounts, limit: number, rowOrder: KeywordOrder): Int32Array {
  const { surfaceIds } = prepared;
  const { size, counts, shown } = phrases;
  let maxCount = 0;
  for (let r = 0; r < size; r++) if (counts[r]! > maxCount) maxCount = counts[r]!;
  const perCount = new Int32Array(maxCount + 1);
  for (let r = 0; r < size; r++) perCount[counts[r]!]!++;
  // The lowest count that still reaches into the first `limit` rows.
  let threshold = maxCount;
  for (let taken = perCount[maxCount]!; taken < limit && threshold > 1; ) taken += perCount[--threshold]!;
  // Any other order can put any phrase first: all of them are ordered.
  if (rowOrder !== 'countDesc') threshold = 0;

  let order: Int32Array = new Int32Array(size);
  let kept = 0;
  for (let r = 0; r < size; r++) if (counts[r]! >= threshold) order[kept++] = r;
  order = order.subarray(0, kept);

  const wanted = new Uint8Array(prepared.surfaces.length);
  const wantedIds: number[] = [];
  for (let i = 0; i < kept; i++) {
    const first = shown[order[i]!]!;
    for (let k = 0; k < n; k++) {
      const s = surfaceIds[first + k]!;
      if (wanted[s] === 0) {
        wanted[s] = 1;
        wantedIds.push(s);
      }
    }
  }
  const { ranks, range } = rankSurfaces(prepared, Int32Array.from(wantedIds));

  // LSD radix: by the last word's rank, then each earlier word's, then by count; all stable.
  const keys = new Int32Array(kept);
  for (let k = n - 1; k >= 0; k--) {
    for (let i = 0; i < kept; i++) keys[i] = ranks[surfaceIds[shown[order[i]!]! + k]!]!;
    order = sortByKeys(order, keys, range);
  }
  if (rowOrder === 'phraseAsc') return order;
  if (rowOrder === 'phraseDesc') return order.reverse();
  for (let i = 0; i < kept; i++) keys[i] = rowOrder === 'countAsc' ? counts[order[i]!]! : maxCount - counts[order[i]!]!;
  return sortByKeys(order, keys, maxCount + 1);
}

/**
 * The shown spelling of the phrase at `first`: its words joined by one space. Where the text
 * itself has exactly that (words separated by a single space, the usual case), a slice of the
 * text is about four times cheaper than concatenating the words.
 */
function spellPhrase(prepared: PreparedText, first: number, n: number): string {
  const { text, starts, ends, surfaceIds, surfaces } = prepared;
  let plain = true;
  for (let k = 1; k < n && plain; k++) {
    const gap = ends[first + k - 1]!;
    plain = starts[first + k] === gap + 1 && text.charCodeAt(gap) === 0x20;
  }
  if (plain) return text.slice(starts[first]!, ends[first + n - 1]!);
  let phrase = surfaces[surfaceIds[first]!]!;
  for (let k = 1; k < n; k++) phrase += ' ' + surfaces[surfaceIds[first + k]!]!;
  return phrase;
}

/**
 * The lower-case spellings merged into each row, most frequent first (ties: the one met
 * first). One pass over the spellings; only those of the rows shown are spelled out.
 */
function listForms(prepared: PreparedText, n: PhraseLength, phrases: PhraseCounts, rowOrder: Int32Array, rows: KeywordRow[]): void {
  const { spellings } = phrases;
  if (!spellings) return;
  const rowOfPhrase = new Map<number, number>();
  for (let r = 0; r < rows.length; r++) rowOfPhrase.set(rowOrder[r]!, r);
  const formCounts = rows.map(() => new Map<string, number>());
  for (let v = 0; v < spellings.size; v++) {
    const r = rowOfPhrase.get(spellings.phrases[v]!);
    if (r === undefined) continue;
    const form = normalizeWordForm(spellPhrase(prepared, spellings.firsts[v]!, n)).toLocaleLowerCase(prepared.locale);
    const counts = formCounts[r]!;
    counts.set(form, (counts.get(form) ?? 0) + spellings.counts[v]!);
  }
  for (const [r, counts] of formCounts.entries()) {
    rows[r]!.forms = [...counts].sort((a, b) => b[1] - a[1]).map(([form]) => form);
  }
}

function buildRows(
  prepared: PreparedText,
  n: PhraseLength,
  phrases: PhraseCounts,
  totalWords: number,
  limit: number,
  rowOrder: KeywordOrder,
  withForms: boolean,
): KeywordRow[] {
  const { counts, shown } = phrases;
  const order = orderPhrases(prepared, n, phrases, limit, rowOrder);
  const total = Math.min(order.length, limit);
  const rows: KeywordRow[] = [];
  for (let r = 0; r < total; r++) {
    const p = order[r]!;
    const phrase = n === 1 ? prepared.surfaces[prepared.surfaceIds[shown[p]!]!]! : spellPhrase(prepared, shown[p]!, n);
    const count = counts[p]!;
    rows.push({ phrase, count, density: totalWords > 0 ? (count / totalWords) * 100 : 0, n });
  }
  if (withForms) listForms(prepared, n, phrases, order, rows);
  return rows;
}

/**
 * The cheap step: counts every 1-, 2- and 3-word phrase of a {@link prepare}d text under
 * `filters` (each flag defaults to `false`, see {@link KeywordFilters}) and returns the three
 * sorted tables with a summary; `options.limit` cuts each table to its top rows (default: all,
 * see {@link AnalyzeOptions}). Runs in time linear in the text (hash counting and radix
 * sorting), so a filter change can be answered at once.
 *
 * Definitions: a phrase is 1 to 3 consecutive words of one sentence; its density is
 * occurrences / W × 100, where W counts all words (numbers too unless they are ignored; stop
 * words always). Words are compared in the language's lower case unless case sensitive, and
 * always up to apostrophe look-alikes and Unicode composition.
 */
export function analyze(prepared: PreparedText, filters: Partial<KeywordFilters> = {}, options: AnalyzeOptions = {}): KeywordAnalysis {
  const limit = options.limit ?? Infinity;
  const { ignoreStopWords, ignoreNumbers, caseSensitive, wordForms } = resolveFilters(filters);
  const runs = measureRuns(prepared, ignoreNumbers);
  const stopMarks = markCustomStopWords(prepared, options.customStopWords ?? []);
  // Word forms group by stem, which is case-insensitive; without a stemmer words stay as the other filters say.
  const forms = wordForms ? wordFormsOf(prepared) : undefined;
  const groupBySurface = forms ? forms.stemBySurface : caseSensitive ? prepared.exactBySurface : prepared.foldedBySurface;
  const groupCount = forms ? forms.stemCount : caseSensitive ? prepared.exactIds.size : prepared.foldedIds.size;

  const { surfaceIds, length } = prepared;
  const groupIds = new Int32Array(length);
  const seen = new Uint8Array(groupCount);
  let totalWords = 0;
  let uniqueWords = 0;
  for (let i = 0; i < length; i++) {
    const g = groupBySurface[surfaceIds[i]!]!;
    groupIds[i] = g;
    if (runs[i] === 0) continue;
    totalWords++;
    if (seen[g] === 0) {
      seen[g] = 1;
      uniqueWords++;
    }
  }

  const identityGroups = groupCount === prepared.surfaces.length;
  const counted = [
    countWords(prepared, runs, ignoreStopWords, stopMarks, groupBySurface, groupCount),
    countPhrases(prepared, 2, runs, ignoreStopWords, stopMarks, groupIds, identityGroups),
    countPhrases(prepared, 3, runs, ignoreStopWords, stopMarks, groupIds, identityGroups),
  ];
  const table = (n: PhraseLength): KeywordRow[] =>
    buildRows(prepared, n, counted[n - 1]!, totalWords, limit, options.order ?? 'countDesc', forms !== undefined);

  return {
    summary: { totalWords, uniqueWords, sentences: prepared.sentenceCount },
    rows: { 1: table(1), 2: table(2), 3: table(3) },
    distinctPhrases: { 1: counted[0]!.size, 2: counted[1]!.size, 3: counted[2]!.size },
  };
}
