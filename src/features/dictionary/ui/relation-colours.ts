import type { RelationType } from '../model';

/**
 * A colour per relation type for the graph's edges and legend. Kinds of relation share a hue
 * family (the hierarchy purples and teals, parts and wholes oranges and browns, verb relations
 * pinks…), so that the legend reads by kind; every colour has at least 3:1 contrast on white and
 * on the dark background, as WCAG 1.4.11 asks of graphical objects.
 */
export const relationColours: Record<RelationType, string> = {
  synonym: '#2563eb',
  similarTerm: '#3b82f6',
  antonym: '#dc2626',
  hypernym: '#7c3aed',
  instanceHypernym: '#9333ea',
  hyponym: '#0d9488',
  instanceHyponym: '#0f766e',
  partMeronym: '#ea580c',
  memberMeronym: '#c2410c',
  substanceMeronym: '#d97706',
  partHolonym: '#a16207',
  memberHolonym: '#92400e',
  substanceHolonym: '#b45309',
  entailment: '#db2777',
  cause: '#be123c',
  verbGroup: '#c026d3',
  similarTo: '#0284c7',
  alsoSee: '#4f46e5',
  attribute: '#65a30d',
  participle: '#4d7c0f',
  pertainym: '#15803d',
  derivation: '#16a34a',
  domainTopic: '#64748b',
  domainRegion: '#78716c',
  domainUsage: '#71717a',
  memberOfDomainTopic: '#475569',
  memberOfDomainRegion: '#57534e',
  memberOfDomainUsage: '#52525b',
  relatedTerm: '#6b7280',
};
