import { isSlovenianParticiple, slovenianParticipleVerb } from './slovenian-participles';

describe('Slovenian passive participles', () => {
  it('finds the verb of each declined form', () => {
    expect(['držan', 'držana', 'držano', 'držani', 'držane', 'držanega', 'držanemu', 'držanem', 'držanim', 'držanih', 'držanimi', 'Držana'].map(slovenianParticipleVerb)).toEqual(
      Array(12).fill('držati'),
    );
    expect(slovenianParticipleVerb('nadlegovan')).toBe('nadlegovati');
    expect(slovenianParticipleVerb('človek')).toBeNull();
  });

  it('accepts participles of listed verbs and nothing else', () => {
    const listed = new Set(['držati', 'nadlegovati', 'delati']);
    const spell = (word: string) => listed.has(word);
    for (const word of ['držan', 'nadlegovanih', 'Držana']) expect(isSlovenianParticiple(word, spell)).toBe(true);
    // drčan: a misspelled stem; držen: -en belongs to verbs in -iti/-eti; ban: too short to be a participle.
    for (const word of ['drčan', 'držen', 'ban', 'držanx']) expect(isSlovenianParticiple(word, spell)).toBe(false);
  });
});
