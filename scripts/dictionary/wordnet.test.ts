import type { RawEntry, RawLink, RelationType } from '../../src/features/dictionary/model/types';
import { rankReverse } from '../../src/features/dictionary/model/reverse-search';
import type { ReverseIndexShard } from '../../src/features/dictionary/model/types';
import { englishData } from './english';
import { englishReverseIndex } from './reverse-index';
import type { LanguageData } from './language-data';
import { readWordNet, splitGloss, type WordNet } from './wordnet';

const lemmas = (links: RawLink[] | undefined) => (links ?? []).map((l) => (typeof l === 'string' ? l : l[0]));
const relation = (record: RawEntry | undefined, type: RelationType) => (record?.m ?? []).flatMap((s) => lemmas(s.r?.[type]));

let wordnet: WordNet;
let english: LanguageData;
beforeAll(() => {
  wordnet = readWordNet();
  english = englishData(wordnet);
}, 120_000);

describe('splitGloss', () => {
  it('separates the definition from quoted examples', () => {
    expect(splitGloss('a motor vehicle with four wheels; usually propelled by an engine; "he needs a car to get to work"  ')).toEqual({
      definition: 'a motor vehicle with four wheels; usually propelled by an engine',
      examples: ['he needs a car to get to work'],
    });
    expect(splitGloss('not well; "a sick child"; "she felt ill" - Shakespeare')).toEqual({
      definition: 'not well',
      examples: ['a sick child', 'she felt ill - Shakespeare'],
    });
  });
});

describe('WordNet 3.1', () => {
  it('has its 117,791 synsets and 147,478 lemmas', () => {
    expect(wordnet.synsets.size).toBe(117791);
    expect(wordnet.index.size).toBe(147478);
  });

  it('car: "automobile" among the synonyms of the first sense, "motor vehicle" as hypernym', () => {
    const car = english.records.get('car')!;
    const first = car.m![0]!;
    expect(first.p).toBe('n');
    expect(lemmas(first.r?.synonym)).toContain('automobile');
    expect(lemmas(first.r?.hypernym)).toContain('motor vehicle');
    expect(first.d).toMatch(/^a motor vehicle with four wheels/);
    expect(first.x).toContain('he needs a car to get to work');
    expect(first.c).toBeGreaterThan(0);
  });

  it('dog has "canine" as a hypernym; good has antonym "bad"', () => {
    expect(relation(english.records.get('dog'), 'hypernym')).toContain('canine');
    expect(relation(english.records.get('good'), 'antonym')).toContain('bad');
  });

  it('keeps every relation type WordNet has', () => {
    const types = new Set<string>();
    for (const record of english.records.values()) for (const sense of record.m ?? []) for (const type of Object.keys(sense.r ?? {})) types.add(type);
    for (const type of [
      'synonym', 'antonym', 'hypernym', 'instanceHypernym', 'hyponym', 'instanceHyponym', 'memberHolonym', 'substanceHolonym',
      'partHolonym', 'memberMeronym', 'substanceMeronym', 'partMeronym', 'attribute', 'derivation', 'entailment', 'cause',
      'alsoSee', 'verbGroup', 'similarTo', 'participle', 'pertainym', 'domainTopic', 'domainRegion', 'domainUsage',
      'memberOfDomainTopic', 'memberOfDomainRegion', 'memberOfDomainUsage',
    ]) expect(types).toContain(type);
  });

  it('keeps the verb frames of each sense and word: run (move fast) takes "Somebody ----s"; car has parts', () => {
    const run = english.records.get('run')!.m!.find((s) => s.k === 'v01930264')!;
    expect(run.v).toEqual([1, 2, 22]);
    expect(english.records.get('car')!.m!.some((s) => s.v)).toBe(false);
    expect(relation(english.records.get('car'), 'partMeronym')).toEqual(expect.arrayContaining(['accelerator', 'car door']));
    expect(relation(english.records.get('kill'), 'cause')).toContain('die');
  });

  it('resolves inflected forms to base words: ran → run, geese → goose, better → good', () => {
    expect(english.records.get('ran')).toMatchObject({ l: 'ran', b: ['run'] });
    expect(english.records.get('geese')).toMatchObject({ b: ['goose'] });
    const better = english.records.get('better')!;
    expect(better.m!.length).toBeGreaterThan(0);
    expect(better.b).toEqual(['good', 'well']);
    expect(english.records.get('good')!.i).toEqual(expect.arrayContaining(['better', 'best']));
  });

  it('orders parts of speech by use and keeps proper-noun spelling per sense', () => {
    expect(english.records.get('run')!.m![0]!.p).toBe('v');
    const polish = english.records.get('polish')!;
    expect(polish.l).toBe('polish');
    expect(polish.m!.some((s) => s.w === 'Polish')).toBe(true);
    expect(english.records.get('paris')!.l).toBe('Paris');
  });

  it('ranks frequent words first', () => {
    expect(english.ranked.slice(0, 50)).toEqual(expect.arrayContaining(['be', 'have', 'make', 'person']));
  });
});

describe('the reverse index', () => {
  it('finds acrophobia for "fear of heights", arachnophobia, entomology, in shards of at most 64 KiB', () => {
    const index = englishReverseIndex(wordnet);
    const shards = [...index.files.values()].map((file) => JSON.parse(file) as ReverseIndexShard);
    expect(rankReverse(shards, 'a word for fear of heights')[0]!.lemma).toBe('acrophobia');
    expect(rankReverse(shards, 'fear of spiders')[0]!.lemma).toBe('arachnophobia');
    expect(rankReverse(shards, 'the study of insects').map((r) => r.lemma)).toContain('entomology');
    expect(Math.max(...index.gzip)).toBeLessThanOrEqual(64 * 1024);
  }, 120_000);
});
