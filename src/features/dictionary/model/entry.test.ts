import { lookupEntry } from './entry';
import type { EntryShard } from './types';

const shard: EntryShard = {
  v: 1,
  language: 'en',
  entries: {
    car: {
      l: 'car',
      f: 589,
      m: [
        {
          p: 'n',
          k: 'n02961779',
          g: ['noun.artifact'],
          d: 'a motor vehicle with four wheels',
          x: ['he needs a car to get to work'],
          c: 71,
          r: { synonym: ['auto', 'automobile'], hypernym: ['motor vehicle'], hyponym: ['cab'], instanceHyponym: ['Model T'], alsoSee: ['drive'] },
        },
        { p: 'v', r: { antonym: [['walk', 1, 'rare']] } },
        { p: 'n', w: 'Car' },
      ],
    },
    ran: { l: 'ran', f: 0, b: ['run'] },
  },
};

describe('lookupEntry', () => {
  it('expands an entry, grouping meanings by part of speech', () => {
    const found = lookupEntry(shard, 'car');
    expect(found?.kind).toBe('entry');
    if (found?.kind !== 'entry') return;
    const { entry } = found;
    expect(entry.meanings.map((g) => [g.pos, g.senses.length])).toEqual([
      ['noun', 2],
      ['verb', 1],
    ]);
    const first = entry.meanings[0]!.senses[0]!;
    expect(first.synonyms).toEqual([
      { lemma: 'auto', id: 'auto' },
      { lemma: 'automobile', id: 'automobile' },
    ]);
    expect(first.hypernyms).toEqual([{ lemma: 'motor vehicle', id: 'motor_vehicle' }]);
    expect(first.hyponyms.map((l) => l.id)).toEqual(['cab', 'model_t']);
    expect(first.related.map((l) => l.id)).toEqual(['drive']);
    expect(first).toMatchObject({ definition: 'a motor vehicle with four wheels', tagCount: 71, sourceId: 'n02961779', labels: ['noun.artifact'] });
    expect(entry.meanings[1]!.senses[0]!.antonyms).toEqual([{ lemma: 'walk', id: 'walk', labels: ['rare'] }]);
    expect(entry.meanings[0]!.senses[1]!.lemma).toBe('Car');
  });

  it('returns the base words of an inflected form', () => {
    expect(lookupEntry(shard, 'ran')).toEqual({ kind: 'form', lemma: 'ran', language: 'en', baseForms: [{ lemma: 'run', id: 'run' }] });
  });

  it('returns null for other ids', () => {
    expect(lookupEntry(shard, 'bus')).toBeNull();
    expect(lookupEntry(shard, 'car--de')).toBeNull();
  });
});

describe('stored links', () => {
  it('reads the three link forms, with ids in the shard language', () => {
    const german: EntryShard = {
      v: 1,
      language: 'de',
      entries: { hütte: { l: 'Hütte', f: 0, b: ['Gebäude', ['Bude', 1, 'ugs.'], ['(eingeschossiges) Haus', 'haus'], ['Baulichkeit', 0]] } },
    };
    expect(lookupEntry(german, 'hütte--de')).toEqual({
      kind: 'form',
      lemma: 'Hütte',
      language: 'de',
      baseForms: [
        { lemma: 'Gebäude', id: 'gebäude--de' },
        { lemma: 'Bude', id: 'bude--de', labels: ['ugs.'] },
        { lemma: '(eingeschossiges) Haus', id: 'haus--de' },
        { lemma: 'Baulichkeit', id: null },
      ],
    });
  });
});
