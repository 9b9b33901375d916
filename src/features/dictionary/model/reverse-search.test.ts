import { rankReverse, reverseTerms } from './reverse-search';
import type { ReverseIndexShard } from './types';

describe('reverseTerms', () => {
  it('keeps the words that carry the meaning, stemmed', () => {
    expect(reverseTerms('A word for fear of heights')).toEqual(['fear', 'height']);
    expect(reverseTerms('someone who collects stamps')).toEqual(['collect', 'stamp']);
    expect(reverseTerms('the, of and')).toEqual([]);
  });
});

describe('rankReverse', () => {
  // Postings as the build writes them (WordNet glosses, weights on its scale), highest first.
  const shard: ReverseIndexShard = {
    v: 1,
    language: 'en',
    terms: {
      fear: ['fearlessness', 52, 'acrophobia', 40, 'hydrophobia|aquaphobia', 38, 'fear|fearfulness', 30],
      height: ['tallness|height', 45, 'acrophobia', 42, 'stature|height', 41],
      stamp: ['stamp dealer', 50, 'philately', 35],
      collect: ['philately', 30, 'collector|aggregator', 28],
    },
  };
  const lemmas = (query: string) => rankReverse([shard], query).map((r) => r.lemma);

  it('ranks meanings matching the whole description first (BM25 weights summed, coordination)', () => {
    expect(lemmas('fear of heights')[0]).toBe('acrophobia');
    expect(lemmas('a word for fear of heights')[0]).toBe('acrophobia');
    expect(lemmas('someone who collects stamps')[0]).toBe('philately');
  });

  it('never answers with the query’s own words, showing a meaning by another of its words', () => {
    // "fearfulness" stems to "fear" too: that meaning has no other word to show.
    expect(lemmas('fear')).toEqual(['fearlessness', 'acrophobia', 'hydrophobia']);
    expect(lemmas('height')).toEqual(['tallness', 'acrophobia', 'stature']);
  });

  it('weighs words that repeat the query less', () => {
    expect(lemmas('stamp').indexOf('philately')).toBeLessThan(lemmas('stamp').indexOf('stamp dealer'));
  });

  it('finds nothing without terms or postings', () => {
    expect(rankReverse([shard], 'of the')).toEqual([]);
    expect(rankReverse([shard], 'zebra')).toEqual([]);
  });
});
