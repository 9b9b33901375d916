import { irishRadicals, isMutatedIrishWord } from './irish-mutations';

describe('irishRadicals', () => {
  it.each([
    ['dhóibh', 'dóibh'],
    ['Dhóibh', 'Dóibh'],
    ['mbord', 'bord'],
    ['gCorcaigh', 'Corcaigh'],
    ['bhfocal', 'focal'],
    ['bhFrainc', 'Frainc'],
    ['dtír', 'tír'],
    ['n-áit', 'áit'],
    ['nÉireann', 'Éireann'],
    ['hÉireann', 'Éireann'],
    ['haghaidh', 'aghaidh'],
    ['t-uisce', 'uisce'],
    ['tÉireannach', 'Éireannach'],
    ['tsaghas', 'saghas'],
    ['Tsaoirse', 'Saoirse'],
    ['tsnámh', 'snámh'],
  ])('%s is a mutation of %s', (word, radical) => {
    expect(irishRadicals(word)).toContain(radical);
  });

  it('sees no mutation where none is written', () => {
    // st, sc, sp, sm take no t (an stát); h before a consonant marks nothing; a bare consonant is a radical.
    for (const word of ['stát', 'bord', 'saoirse', 'ainm', 'Éire', 'hrud', 'tstát']) expect(irishRadicals(word)).toEqual([]);
  });
});

describe('isMutatedIrishWord', () => {
  const listed = new Set(['saghas', 'sórt', 'saothar', 'dóibh', 'úidh', 'Éireann', 'bord', 'shaoirsí']);
  const spell = (word: string) => listed.has(word);

  it('accepts the written mutations of listed words', () => {
    for (const word of ['tsaghas', 'tsórt', 'tsaothar', 'dhóibh', 'n-úidh', 'nÉireann', 'hÉireann', 'mbord', 'bhord']) expect(isMutatedIrishWord(word, spell)).toBe(true);
  });

  it('rejects mutations of misspelled radicals and letters that mark no mutation', () => {
    // tsagas: saghas misspelled; tbord: t marks no mutation before b; bhhord, mbbord: doubled marks.
    // shhaoirsí: a doubled h, not the lenition of the listed (already lenited) shaoirsí.
    for (const word of ['tsagas', 'tbord', 'bhhord', 'mbbord', 'dhóib', 'n-bord', 'hbord', 'shhaoirsí']) expect(isMutatedIrishWord(word, spell)).toBe(false);
  });
});
