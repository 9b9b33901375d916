import { describeSenseLabels, wordNetDomains } from './sense-labels';

describe('describeSenseLabels', () => {
  it('names the subject area of a WordNet lexicographer file', () => {
    expect(describeSenseLabels(['noun.animal'])).toEqual([{ kind: 'domain', domain: 'animal' }]);
    expect(describeSenseLabels(['verb.motion'])).toEqual([{ kind: 'domain', domain: 'motion' }]);
    expect(describeSenseLabels(['verb.stative'])).toEqual([{ kind: 'domain', domain: 'state' }]);
  });

  it('leaves out the files that name no subject', () => {
    expect(describeSenseLabels(['noun.Tops', 'adj.all', 'adj.pert', 'adv.all', 'adj.ppl'])).toEqual([]);
  });

  it('keeps thesaurus usage labels as written, in several scripts', () => {
    expect(describeSenseLabels(['ugs.', 'przestarz.', 'разг.', 'παλαιότ.'])).toEqual([
      { kind: 'usage', text: 'ugs.' },
      { kind: 'usage', text: 'przestarz.' },
      { kind: 'usage', text: 'разг.' },
      { kind: 'usage', text: 'παλαιότ.' },
    ]);
  });

  it('drops blank and repeated labels, keeping the first order', () => {
    expect(describeSenseLabels(['fig.', ' ', 'noun.food', 'fig.', 'noun.food'])).toEqual([
      { kind: 'usage', text: 'fig.' },
      { kind: 'domain', domain: 'food' },
    ]);
  });

  it('covers every lexicographer file of WordNet 3.1 except the subject-less ones', async () => {
    const { lexicographerFiles } = await import('../../../../scripts/dictionary/wordnet');
    const named = lexicographerFiles.flatMap((file) => describeSenseLabels([file]));
    expect(named).toHaveLength(lexicographerFiles.length - 5);
    expect(new Set(named.map((l) => (l.kind === 'domain' ? l.domain : l.text)))).toEqual(new Set(wordNetDomains));
  });
});
