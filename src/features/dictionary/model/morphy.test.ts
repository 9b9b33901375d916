import { baseForms, morphyCandidates } from './morphy';

describe('morphyCandidates', () => {
  it('undoes regular inflections', () => {
    const of = (word: string) => morphyCandidates(word).map((c) => `${c.pos}:${c.lemma}`);
    expect(of('cars')).toContain('noun:car');
    expect(of('boxes')).toContain('noun:box');
    expect(of('ponies')).toContain('noun:pony');
    expect(of('women')).toContain('noun:woman');
    expect(of('running')).toEqual(expect.arrayContaining(['verb:runn', 'verb:runne']));
    expect(of('hoped')).toContain('verb:hope');
    expect(of('taller')).toContain('adjective:tall');
    expect(of('largest')).toContain('adjective:large');
    expect(of('glass')).not.toContain('noun:glas');
  });
});

describe('baseForms', () => {
  const lemmas = new Set(['noun:goose', 'verb:run', 'adjective:good', 'adverb:well', 'noun:car', 'verb:hope']);
  const has = (lemma: string, pos: string) => lemmas.has(`${pos}:${lemma}`);
  const exceptions = {
    noun: new Map([['geese', ['goose']]]),
    verb: new Map([['ran', ['run']]]),
    adjective: new Map([['better', ['good', 'well']]]),
    adverb: new Map([['better', ['well']]]),
  };

  it('uses the exception lists, then the rules', () => {
    expect(baseForms('ran', has, exceptions)).toEqual([{ lemma: 'run', pos: 'verb' }]);
    expect(baseForms('geese', has, exceptions)).toEqual([{ lemma: 'goose', pos: 'noun' }]);
    expect(baseForms('better', has, exceptions)).toEqual([
      { lemma: 'good', pos: 'adjective' },
      { lemma: 'well', pos: 'adverb' },
    ]);
    expect(baseForms('Cars', has)).toEqual([{ lemma: 'car', pos: 'noun' }]);
    expect(baseForms('hoping', has)).toEqual([{ lemma: 'hope', pos: 'verb' }]);
    expect(baseForms('car', has)).toEqual([]);
  });
});
