import { morphyCandidates } from './morphy';

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
