/**
 * How a meaning's relations are listed by name, as the WordNet browser lists them under each
 * sense: in a fixed order (the word's own synset first, then up and down the hierarchies, parts
 * and wholes, verb relations, adjective relations, morphology, domains), each under a stable
 * kebab-case name that pages and tests use (`data-relation`).
 */
import type { RelationType } from './types';

/** Order of the relations under a meaning. Every relation type appears once. */
export const senseRelationOrder: readonly RelationType[] = [
  'synonym',
  'antonym',
  'hypernym',
  'instanceHypernym',
  'hyponym',
  'instanceHyponym',
  'partMeronym',
  'memberMeronym',
  'substanceMeronym',
  'partHolonym',
  'memberHolonym',
  'substanceHolonym',
  'entailment',
  'cause',
  'verbGroup',
  'similarTo',
  'alsoSee',
  'attribute',
  'participle',
  'pertainym',
  'derivation',
  'domainTopic',
  'domainRegion',
  'domainUsage',
  'memberOfDomainTopic',
  'memberOfDomainRegion',
  'memberOfDomainUsage',
  'similarTerm',
  'relatedTerm',
];

/** Names that do not follow from the type's own: WordNet's "&" is "similar to"; the domains' members read as "{domain}-member". */
const slugOverrides: Partial<Record<RelationType, string>> = {
  similarTo: 'similar',
  memberOfDomainTopic: 'domain-topic-member',
  memberOfDomainRegion: 'domain-region-member',
  memberOfDomainUsage: 'domain-usage-member',
  relatedTerm: 'related',
};

/** The relation's kebab-case name: "partMeronym" → "part-meronym". */
export function relationSlug(type: RelationType): string {
  return slugOverrides[type] ?? type.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
