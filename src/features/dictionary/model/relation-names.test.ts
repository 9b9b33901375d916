import { relationSlug, senseRelationOrder } from './relation-names';
import { relationTypes } from './types';

describe('relation names', () => {
  it('orders every relation type once', () => {
    expect([...senseRelationOrder].sort()).toEqual([...relationTypes].sort());
  });

  it('names relations in kebab case, with WordNet browser names where they differ', () => {
    expect(relationSlug('partMeronym')).toBe('part-meronym');
    expect(relationSlug('instanceHypernym')).toBe('instance-hypernym');
    expect(relationSlug('similarTo')).toBe('similar');
    expect(relationSlug('alsoSee')).toBe('also-see');
    expect(relationSlug('memberOfDomainRegion')).toBe('domain-region-member');
    expect(relationSlug('synonym')).toBe('synonym');
  });

  it('gives each relation its own name', () => {
    expect(new Set(relationTypes.map(relationSlug)).size).toBe(relationTypes.length);
  });
});
