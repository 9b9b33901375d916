/**
 * "Did you mean": the words of a language's word list nearest to what the user typed, ranked as
 * the grammar checker ranks its spelling suggestions (src/lib/text/suggestion-ranking.ts: a
 * weighted edit distance that makes typical slips cheap, minus a bonus for frequent words — the
 * list is in frequency order). An irregular form that is near ("runing" → "running") offers its
 * base word; for English, a misspelled regular inflection ("houzes") is also compared by the base
 * forms Morphy's rules give ("houze" → "house").
 */
import { rankCandidates } from '@/lib/text/suggestion-ranking';
import { toEntryId } from './entry-id';
import { foldForSearch } from './fold';
import { morphyCandidates } from './morphy';
import type { SearchSuggestion, WordList } from './types';
import { foldWordList } from './word-list';

/** The three rows of the distance table, reused across calls (it runs once per word of a list). */
let rows: Int32Array[] = [0, 1, 2].map(() => new Int32Array(64));

/**
 * Optimal string alignment distance (Levenshtein plus adjacent transpositions) over UTF-16 code
 * units (folded words are letters of the Basic Multilingual Plane), giving up once it exceeds
 * `max` (returns max + 1): the cheap filter before the weighted ranking, run over whole word lists.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > max) return max + 1;
  if (rows[0]!.length <= m) rows = [0, 1, 2].map(() => new Int32Array(2 * (m + 1)));
  let [previous2, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= m; j++) previous[j] = j;
  for (let i = 1; i <= n; i++) {
    current[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const bj = b.charCodeAt(j - 1);
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) value = Math.min(value, previous2[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [previous2, previous, current] = [previous, current, previous2];
  }
  return previous[m]!;
}

/**
 * The grammar checker's weights, plus a penalty for a different first letter: these candidates
 * come from a whole word list, not from a spell checker that already prefers the first letter.
 * On the Wikipedia misspellings (scripts/bench/dictionary.bench.ts) 0 gives 90.9% right first
 * suggestions, 0.3 gives 91.6%, 0.5 and 1 give 91.8%.
 */
const rankingWeights = { firstLetter: 0.5 };

/** Edits allowed for a word of `length` letters: 1 up to 4 letters, 2 up to 8, then 3. */
const maxEditsFor = (length: number) => (length <= 4 ? 1 : length <= 8 ? 2 : 3);

export interface SpellingOptions {
  /** Suggestions at most. Default 5. */
  limit?: number;
}

/** Spelling suggestions for `query` from `list`, best first; words whose folded form is the query's are not suggested. */
export function suggestWords(list: WordList, query: string, { limit = 5 }: SpellingOptions = {}): SearchSuggestion[] {
  const typed = foldForSearch(query);
  if (typed === '') return [];
  const folded = foldWordList(list);
  const targetWords = [typed];
  if (list.language === 'en') for (const { lemma } of morphyCandidates(typed)) if (!targetWords.includes(lemma)) targetWords.push(lemma);
  const targets = targetWords.map((word) => ({ word, maxEdits: maxEditsFor(word.length) }));
  // Folded candidate → the headword it offers and its frequency rank (its place in the list).
  const found = new Map<string, { lemma: string; form?: string; rank: number }>();
  const consider = (candidate: string, lemma: string, rank: number | (() => number), form?: string) => {
    if (candidate === typed || found.has(candidate)) return;
    if (!targets.some(({ word, maxEdits }) => Math.abs(word.length - candidate.length) <= maxEdits && editDistance(word, candidate, maxEdits) <= maxEdits)) return;
    const at = typeof rank === 'number' ? rank : rank();
    found.set(candidate, form === undefined ? { lemma, rank: at } : { lemma, form, rank: at });
  };
  folded.words.forEach((word, i) => consider(word, list.words[i]!, i + 1));
  folded.forms.forEach((form, i) => {
    const [written, base] = list.forms[i]!;
    // A form ranks as its base word (looked up only for the few forms near enough).
    consider(form, base, () => list.words.indexOf(base) + 1 || list.words.length, written);
  });
  const ranks = new Map([...found].map(([candidate, { rank }]) => [candidate, rank]));
  const ranked = rankCandidates(typed, [...found.keys()], { ranks, language: list.language, weights: rankingWeights });
  const suggestions: SearchSuggestion[] = [];
  const offered = new Set<string>();
  for (const candidate of ranked) {
    const { lemma, form } = found.get(candidate)!;
    if (offered.has(lemma) || foldForSearch(lemma) === typed) continue;
    offered.add(lemma);
    const suggestion: SearchSuggestion = { lemma, id: toEntryId(lemma, list.language), pos: [], exact: false, score: 0 };
    if (form !== undefined) suggestion.matchedForm = form;
    suggestions.push(suggestion);
    if (suggestions.length >= limit) break;
  }
  return suggestions;
}
