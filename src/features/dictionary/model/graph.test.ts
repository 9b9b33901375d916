import { buildGraph, graphExpansionIds } from './graph';
import type { DictionaryEntry, EntryLink, RelationType, Sense } from './types';

function sense(relations: Partial<Record<RelationType, EntryLink[]>>): Sense {
  return { lemma: '', examples: [], labels: [], synonyms: [], antonyms: [], hypernyms: [], hyponyms: [], related: [], relations };
}
const link = (lemma: string): EntryLink => ({ lemma, id: lemma.replace(/ /g, '_') });

const car: DictionaryEntry = {
  id: 'car',
  lemma: 'car',
  language: 'en',
  baseForms: [],
  inflections: [],
  score: 1,
  meanings: [
    {
      pos: 'noun',
      senses: [
        sense({ synonym: [link('automobile'), link('auto')], hypernym: [link('motor vehicle')], hyponym: [link('cab'), link('coupe')], partMeronym: [link('wheel')] }),
        sense({ synonym: [link('railcar')], hypernym: [{ lemma: 'wheeled thing', id: null }] }),
      ],
    },
  ],
};
const automobile: DictionaryEntry = {
  ...car,
  id: 'automobile',
  lemma: 'automobile',
  meanings: [{ pos: 'noun', senses: [sense({ synonym: [link('car'), link('auto')], hypernym: [link('motor vehicle')] })] }],
};
const motorVehicle: DictionaryEntry = {
  ...car,
  id: 'motor_vehicle',
  lemma: 'motor vehicle',
  meanings: [{ pos: 'noun', senses: [sense({ hypernym: [link('self-propelled vehicle')], hyponym: [link('car'), link('truck')] })] }],
};

describe('buildGraph', () => {
  it('links the entry to its depth-1 neighbours', () => {
    const graph = buildGraph(car);
    expect(graph.nodes.map((n) => n.key)).toEqual(['car', 'automobile', 'auto', 'motor_vehicle', 'cab', 'coupe', 'railcar', '~en:wheeled thing']);
    expect(graph.nodes[0]).toMatchObject({ depth: 0, entryId: 'car' });
    expect(graph.nodes.find((n) => n.lemma === 'wheeled thing')?.entryId).toBeNull();
    expect(graph.edges).toContainEqual({ source: 'car', target: 'motor_vehicle', relation: 'hypernym' });
    expect(graph.edges.some((e) => e.relation === 'partMeronym')).toBe(false);
    expect(graph.truncated).toBe(false);
  });

  it('draws only the chosen relations and respects limits', () => {
    const graph = buildGraph(car, [], { relationTypes: ['partMeronym', 'hypernym'], maxNeighbours: 2 });
    expect(graph.nodes.map((n) => n.lemma)).toEqual(['car', 'wheel', 'motor vehicle']);
    expect(graph.truncated).toBe(true);
  });

  it('adds depth 2 from related entries without repeating symmetric edges', () => {
    expect(graphExpansionIds(car)).toEqual(['automobile', 'auto', 'motor_vehicle', 'cab', 'coupe', 'railcar']);
    const graph = buildGraph(car, [automobile, motorVehicle], { depth: 2 });
    expect(graph.nodes.find((n) => n.key === 'truck')).toMatchObject({ depth: 2 });
    expect(graph.nodes.find((n) => n.key === 'self-propelled_vehicle')).toMatchObject({ depth: 2 });
    const synonymEdges = graph.edges.filter((e) => e.relation === 'synonym' && [e.source, e.target].sort().join() === 'automobile,car');
    expect(synonymEdges).toHaveLength(1);
    expect(graph.edges).toContainEqual({ source: 'automobile', target: 'auto', relation: 'synonym' });
    expect(graph.edges).toContainEqual({ source: 'motor_vehicle', target: 'car', relation: 'hyponym' });
  });
});

describe('one meaning at a time', () => {
  it('draws only the chosen meaning of the entry', () => {
    const all = { relationTypes: ['synonym', 'hypernym'] as RelationType[] };
    expect(buildGraph(car, [], { ...all, meaning: 1 }).nodes.map((n) => n.lemma)).toEqual(['car', 'railcar', 'wheeled thing']);
    expect(buildGraph(car, [], { ...all, meaning: 0 }).nodes.map((n) => n.lemma)).toEqual(['car', 'automobile', 'auto', 'motor vehicle']);
    expect(buildGraph(car, [], all).nodes).toHaveLength(6);
  });
});
