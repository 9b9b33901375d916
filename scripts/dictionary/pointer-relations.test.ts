import { relationSlug } from '../../src/features/dictionary/model/relation-names';
import { pointerRelations } from './wordnet';

/** Every pointer symbol of wninput(5WN), with the name the entry page lists its targets under. */
const expected: Record<string, string> = {
  '!': 'antonym',
  '@': 'hypernym',
  '@i': 'instance-hypernym',
  '~': 'hyponym',
  '~i': 'instance-hyponym',
  '#m': 'member-holonym',
  '#s': 'substance-holonym',
  '#p': 'part-holonym',
  '%m': 'member-meronym',
  '%s': 'substance-meronym',
  '%p': 'part-meronym',
  '=': 'attribute',
  '+': 'derivation',
  '*': 'entailment',
  '>': 'cause',
  '^': 'also-see',
  $: 'verb-group',
  '&': 'similar',
  '<': 'participle',
  '\\': 'pertainym',
  ';c': 'domain-topic',
  ';r': 'domain-region',
  ';u': 'domain-usage',
  '-c': 'domain-topic-member',
  '-r': 'domain-region-member',
  '-u': 'domain-usage-member',
};

describe('WordNet pointer symbols', () => {
  it.each(Object.entries(expected))('%s is listed as %s', (symbol, name) => {
    expect(relationSlug(pointerRelations[symbol]!)).toBe(name);
  });

  it('maps no symbol beyond these', () => {
    expect(Object.keys(pointerRelations).sort()).toEqual(Object.keys(expected).sort());
  });
});
