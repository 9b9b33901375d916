/**
 * The English reverse index ("means like"): WordNet's synsets as documents (definition and
 * examples) and, per term, the weight of each synset — its BM25 weight (see
 * src/features/dictionary/model/reverse-search.ts) plus a boost for synsets whose words are common
 * (their sense tag counts: a query-independent prior, as in Craswell, Robertson, Zaragoza & Taylor
 * 2005, "Relevance weighting for query independent evidence") — highest first, at most
 * `maxPostings` (impact-ordered pruning: Anh & Moffat 2006, "Pruned query evaluation using
 * pre-computed impacts"). Terms are spread over shards by fnv1a32(term).
 */
import { reverseTokens } from '../../src/features/dictionary/model/reverse-search';
import type { ReverseIndexShard } from '../../src/features/dictionary/model/types';
import { compareCodeUnits } from './language-data';
import { filesByHash } from './hash-files';
import type { WordNet } from './wordnet';

export interface ReverseIndexOptions {
  /** BM25 term-frequency saturation. Default 1.2 (Robertson & Zaragoza 2009). */
  k1?: number;
  /** BM25 length normalisation. Default 0.75. */
  b?: number;
  /** Weight added per doubling of a synset's tag count (on the scale of 10 per unit of BM25). Default 2. */
  lemmaBoost?: number;
  /** Postings kept per term. Default 100. */
  maxPostings?: number;
  /** First words of a synset kept to name it. Default 2. */
  namesPerSynset?: number;
  /** Largest gzip size of a shard. Default 64 KiB. */
  maxGzip?: number;
}

export interface ReverseIndexOutput {
  /** Files relative to the language's version folder: `r/{n}.json`. */
  files: Map<string, string>;
  shardCount: number;
  gzip: number[];
  terms: number;
}

export function englishReverseIndex(wordnet: WordNet, options: ReverseIndexOptions = {}): ReverseIndexOutput {
  const { k1 = 1.2, b = 0.75, lemmaBoost = 2, maxPostings = 100, namesPerSynset = 2, maxGzip = 64 * 1024 } = options;
  const keys = [...wordnet.synsets.keys()].sort(compareCodeUnits);
  const names: string[] = [];
  const frequencies: Map<string, number>[] = [];
  const lengths: number[] = [];
  const priors: number[] = [];
  const documentFrequency = new Map<string, number>();
  for (const key of keys) {
    const synset = wordnet.synsets.get(key)!;
    const counts = new Map<string, number>();
    const gloss = reverseTokens([synset.definition, ...synset.examples].join(' '));
    for (const token of gloss) counts.set(token, (counts.get(token) ?? 0) + 1);
    for (const token of counts.keys()) documentFrequency.set(token, (documentFrequency.get(token) ?? 0) + 1);
    names.push([...new Set(synset.words)].slice(0, namesPerSynset).join('|'));
    frequencies.push(counts);
    lengths.push(gloss.length);
    const tags = synset.words.reduce((sum, word) => sum + (wordnet.tagCounts.get(`${key} ${word.toLowerCase()}`) ?? 0), 0);
    priors.push(Math.round(lemmaBoost * Math.log2(1 + tags)));
  }
  const documents = keys.length;
  const averageLength = lengths.reduce((sum, n) => sum + n, 0) / documents;
  const postings = new Map<string, [number, number][]>();
  frequencies.forEach((counts, doc) => {
    const norm = k1 * (1 - b + (b * lengths[doc]!) / averageLength);
    for (const [term, tf] of counts) {
      const df = documentFrequency.get(term)!;
      // BM25's idf in the form that stays positive for terms in most documents (as Lucene uses it).
      const idf = Math.log(1 + (documents - df + 0.5) / (df + 0.5));
      const weight = Math.max(1, Math.round(10 * idf * ((tf * (k1 + 1)) / (tf + norm)))) + priors[doc]!;
      const list = postings.get(term);
      if (list) list.push([doc, weight]);
      else postings.set(term, [[doc, weight]]);
    }
  });
  const terms = [...postings.keys()].sort(compareCodeUnits);
  const kept = new Map<string, (string | number)[]>();
  let rawBytes = 0;
  for (const term of terms) {
    const top = postings
      .get(term)!
      .sort((x, y) => y[1] - x[1] || x[0] - y[0])
      .slice(0, maxPostings)
      .flatMap(([doc, weight]) => [names[doc]!, weight]);
    kept.set(term, top);
    rawBytes += JSON.stringify(top).length + term.length + 4;
  }
  const render = (shardTerms: string[]) => {
    const shard: ReverseIndexShard = { v: 1, language: 'en', terms: Object.fromEntries(shardTerms.map((term) => [term, kept.get(term)!])) };
    return JSON.stringify(shard);
  };
  const { count, files, gzip } = filesByHash(terms, render, rawBytes, maxGzip);
  return { files: new Map(files.map((file, i) => [`r/${i}.json`, file])), shardCount: count, gzip, terms: terms.length };
}
