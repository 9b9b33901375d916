/**
 * Autocomplete over one search chunk (what `searchIndexUrl` points to).
 */
import { lemmaKey, toEntryId } from './entry-id';
import { foldForSearch, foldQuery } from './fold';
import { morphyCandidates } from './morphy';
import { posBits, posFromMask, type PartOfSpeech, type SearchIndexChunk, type SearchResult, type SearchRow, type SearchSuggestion } from './types';

interface PreparedChunk {
  /** Folded row keys, in row order (the build sorts rows by them). */
  folded: string[];
  /** Lemma key of the entry each row leads to (one suggestion per entry). */
  targets: string[];
  /** Folded key → row indexes, for exact and base-form lookups. */
  byFolded: Map<string, number[]>;
}

const prepared = new WeakMap<SearchIndexChunk, PreparedChunk>();

function prepare(chunk: SearchIndexChunk): PreparedChunk {
  let result = prepared.get(chunk);
  if (!result) {
    const folded = chunk.rows.map((row) => foldForSearch(row[0]));
    const byFolded = new Map<string, number[]>();
    folded.forEach((key, i) => {
      const list = byFolded.get(key);
      if (list) list.push(i);
      else byFolded.set(key, [i]);
    });
    const targets = chunk.rows.map((row) => lemmaKey(row[3] ?? row[0]));
    result = { folded, targets, byFolded };
    prepared.set(chunk, result);
  }
  return result;
}

function lowerBound(sorted: string[], target: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function suggestionOf(chunk: SearchIndexChunk, row: SearchRow, exact: boolean, matchedForm?: string): SearchSuggestion {
  const [text, mask, score] = row;
  const base = row[3];
  const suggestion: SearchSuggestion = {
    lemma: base ?? text,
    id: toEntryId(base ?? text, chunk.language),
    pos: posFromMask(mask),
    exact,
    score,
  };
  const form = base !== undefined ? text : matchedForm;
  if (form !== undefined) suggestion.matchedForm = form;
  return suggestion;
}

interface Candidate {
  index: number;
  exact: boolean;
  /** The query's own spelling, not only its folded form. */
  exactCase: boolean;
  matchedForm?: string;
  score: number;
  /** Folded lemma of the entry, then the lemma, for the alphabetical tie-break. */
  folded: string;
  lemma: string;
}

function compareCandidates(a: Candidate, b: Candidate): number {
  if (a.exact !== b.exact) return a.exact ? -1 : 1;
  if (a.exactCase !== b.exactCase) return a.exactCase ? -1 : 1;
  // A lemma itself before an inflected form pointing elsewhere.
  if ((a.matchedForm === undefined) !== (b.matchedForm === undefined)) return a.matchedForm === undefined ? -1 : 1;
  if (a.score !== b.score) return b.score - a.score;
  if (a.folded !== b.folded) return a.folded < b.folded ? -1 : 1;
  return a.lemma < b.lemma ? -1 : a.lemma > b.lemma ? 1 : 0;
}

export interface SearchOptions {
  /** Only words with one of these parts of speech. Default: all. */
  pos?: PartOfSpeech | readonly PartOfSpeech[];
  /** Page size. Default 10. */
  limit?: number;
  /** Suggestions to skip, for "load more results". Default 0. */
  offset?: number;
}

/**
 * Ranked prefix search in one chunk, ignoring case and diacritics ("zolw" finds "żółw", "strasse"
 * finds "Straße"). Order: exact matches (the query's own spelling first), then higher score (WordNet
 * tag counts; number of meanings in the thesauri), then alphabetical. An inflected form listed in
 * the index ("ran") suggests its base word ("run"); for English, Morphy's rules also find a base
 * word in the chunk when the query itself is no word ("cars" → "car"). One suggestion per entry.
 */
export function searchInIndex(chunk: SearchIndexChunk, query: string, options: SearchOptions = {}): SearchResult {
  const { limit = 10, offset = 0 } = options;
  const posList = options.pos === undefined ? [] : typeof options.pos === 'string' ? [options.pos] : options.pos;
  const posMask = posList.reduce((mask, pos) => mask | posBits[pos], 0);
  const folded = foldQuery(query);
  const { folded: keys, targets, byFolded } = prepare(chunk);
  const trimmedQuery = query.normalize('NFC').trim().toLowerCase();
  const byTarget = new Map<string, Candidate>();
  const consider = (index: number, exact: boolean, matchedForm?: string) => {
    const row = chunk.rows[index]!;
    if (posMask !== 0 && (row[1] & posMask) === 0) return;
    const base = row[3];
    const candidate: Candidate = {
      index,
      exact,
      exactCase: exact && row[0].toLowerCase() === trimmedQuery,
      score: row[2],
      folded: base === undefined ? keys[index]! : foldForSearch(base),
      lemma: base ?? row[0],
    };
    const form = base !== undefined ? row[0] : matchedForm;
    if (form !== undefined) candidate.matchedForm = form;
    const current = byTarget.get(targets[index]!);
    if (!current || compareCandidates(candidate, current) < 0) byTarget.set(targets[index]!, candidate);
  };
  if (folded !== '') {
    for (let i = lowerBound(keys, folded); i < keys.length && keys[i]!.startsWith(folded); i++) consider(i, keys[i] === folded);
    // "лже-" is a lemma (folded "лже") and the start of "лже-учёный" (folded "лже учёный").
    if (folded.endsWith(' ')) for (const i of byFolded.get(folded.trimEnd()) ?? []) consider(i, true);
    if (chunk.language === 'en' && !byFolded.has(folded)) {
      for (const candidate of morphyCandidates(folded)) {
        for (const i of byFolded.get(candidate.lemma) ?? []) {
          if (chunk.rows[i]![3] === undefined) consider(i, true, query.trim());
        }
      }
    }
  }
  const all = [...byTarget.values()].sort(compareCandidates);
  // Only the page shown becomes suggestion objects (ids cost an encoding each).
  const suggestions = all.slice(offset, offset + limit).map((c) => suggestionOf(chunk, chunk.rows[c.index]!, c.exact, c.matchedForm));
  return { suggestions, total: all.length, complete: chunk.complete };
}
