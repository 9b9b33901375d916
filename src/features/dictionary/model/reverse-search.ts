/**
 * Reverse search ("a word for fear of heights" → acrophobia) over WordNet's definitions and
 * examples. The build weighs every (term, meaning) pair with Okapi BM25 (Robertson & Zaragoza
 * 2009, "The Probabilistic Relevance Framework: BM25 and Beyond") plus a boost for meanings whose
 * words are common (scripts/dictionary/reverse-index.ts), and keeps each term's postings highest
 * first. A query then sums its terms' weights per word: one shard per term (`reverseShardUrls`).
 */
import { stemmer } from 'stemmer';
import englishStopWords from '../../../../data/stopwords/english.json';
import { toEntryId } from './entry-id';
import { foldForSearch } from './fold';
import type { ReverseIndexShard } from './types';

/**
 * Words that frame a description rather than carry its meaning ("a word for…", "someone who…"),
 * besides the stop words of the keyword density checker (data/stopwords/english.json).
 */
const framingWords = ['word', 'words', 'term', 'name', 'called', 'someone', 'somebody', 'something', 'thing', 'things', 'mean', 'means', 'meaning', 'describe', 'describes', 'describing', 'like', 'kind', 'type', 'sort'];
const ignored = new Set<string>([...englishStopWords, ...framingWords]);

/** The terms of a text as the index counts them: folded words, stop words dropped, Porter-stemmed (npm `stemmer`). */
export function reverseTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const word of foldForSearch(text).split(/[^\p{L}\p{N}]+/u)) if (word.length >= 2 && !ignored.has(word)) tokens.push(stemmer(word));
  return tokens;
}

/** The distinct terms of a text (a query), in order. */
export function reverseTerms(text: string): string[] {
  return [...new Set(reverseTokens(text))];
}

export interface ReverseResult {
  lemma: string;
  id: string;
  /** Summed weight of the query's terms. */
  score: number;
}

/** What a word that repeats some of the query's own words is worth: "big cat" for "large wild cat" is an answer, a weaker one. */
const echoFactor = 0.5;

/**
 * Words whose meanings match `query`, best first, one result per word. `shards` must hold the
 * shards of every term of the query (others are ignored). Scores are summed per word and scaled
 * by the share of the query's terms the word matched (the coordination factor of Lucene's
 * classic similarity), so a meaning that matches the whole description beats one that matches a
 * single frequent term. A meaning is shown by its first word that has none of the query's terms,
 * else by one that has some (at half its score); the query's own words are no answer ("fear" for
 * "fear of heights").
 */
export function rankReverse(shards: readonly ReverseIndexShard[], query: string, { limit = 20 } = {}): ReverseResult[] {
  const terms = reverseTerms(query);
  const queryTerms = new Set(terms);
  const shownAs = new Map<string, { lemma: string; factor: number } | null>();
  const show = (names: string) => {
    let shown = shownAs.get(names);
    if (shown === undefined) {
      const candidates = names.split('|').map((name) => ({ name, terms: reverseTerms(name) }));
      const clean = candidates.find((c) => !c.terms.some((term) => queryTerms.has(term)));
      const echo = candidates.find((c) => !c.terms.every((term) => queryTerms.has(term)));
      shown = clean ? { lemma: clean.name, factor: 1 } : echo ? { lemma: echo.name, factor: echoFactor } : null;
      shownAs.set(names, shown);
    }
    return shown;
  };
  const found = new Map<string, { score: number; matched: Set<string> }>();
  for (const term of terms) {
    const postings = shards.find((shard) => shard.terms[term])?.terms[term] ?? [];
    for (let i = 0; i < postings.length; i += 2) {
      const shown = show(postings[i] as string);
      if (!shown) continue;
      const entry = found.get(shown.lemma) ?? { score: 0, matched: new Set<string>() };
      entry.score += shown.factor * (postings[i + 1] as number);
      entry.matched.add(term);
      found.set(shown.lemma, entry);
    }
  }
  return [...found]
    .map(([lemma, { score, matched }]) => ({ lemma, id: toEntryId(lemma, 'en'), score: (score * matched.size) / terms.length }))
    .sort((a, b) => b.score - a.score || (a.lemma < b.lemma ? -1 : a.lemma > b.lemma ? 1 : 0))
    .slice(0, limit);
}
