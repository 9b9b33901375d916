import type { RelationType } from '../model';

/**
 * The five relation groups the page shows (and the graph filters by), each covering the
 * source relations of that kind. Every relation type belongs to exactly one group.
 */
export const relationGroups = ['synonyms', 'antonyms', 'hypernyms', 'hyponyms', 'related'] as const;
export type RelationGroup = (typeof relationGroups)[number];

const groupOf: Partial<Record<RelationType, RelationGroup>> = {
  synonym: 'synonyms',
  similarTerm: 'synonyms',
  antonym: 'antonyms',
  hypernym: 'hypernyms',
  instanceHypernym: 'hypernyms',
  hyponym: 'hyponyms',
  instanceHyponym: 'hyponyms',
};

export function relationGroup(type: RelationType): RelationGroup {
  return groupOf[type] ?? 'related';
}
