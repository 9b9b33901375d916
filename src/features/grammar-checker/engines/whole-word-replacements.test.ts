import { LocalEngine } from './local-engine';
import { createNodeAssetSource } from './node-assets';
import { takeWholeWordReplacements, withWholeWordReplacements } from './whole-word-replacements';

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const bytes = (s: string) => new TextEncoder().encode(s);

describe('takeWholeWordReplacements', () => {
  const aff = ['SET UTF-8', 'TRY aeiou', 'REP 4', 'REP a á', 'REP ^amhgar$ angar', 'REP ^maraon$ mar_aon', 'REP ^maraon$ araon', 'SFX A Y 1'].join('\n');

  it('reads the REP lines tied to both ends of a word, `_` as a space, several per word in order (tab-separated)', () => {
    const { replacements } = takeWholeWordReplacements(bytes(aff));
    expect([...replacements]).toEqual([
      ['amhgar', 'angar'],
      ['maraon', 'mar aon\taraon'],
    ]);
  });

  it('leaves them out of the file Hunspell reads and counts the rest of the table', () => {
    expect(text(takeWholeWordReplacements(bytes(aff)).aff)).toBe(['SET UTF-8', 'TRY aeiou', 'REP 1', 'REP a á', 'SFX A Y 1'].join('\n'));
  });

  it('drops the header of a table they filled alone (Hunspell reads REP 0 as an error)', () => {
    const only = ['SET UTF-8', 'REP 2', 'REP ^ca$ ça', 'REP ^påny$ på_ny', 'TRY a'].join('\n');
    expect(text(takeWholeWordReplacements(bytes(only)).aff)).toBe(['SET UTF-8', 'TRY a'].join('\n'));
  });

  it('keeps them for Hunspell where it judges compounds by them, and keeps patterns inside words', () => {
    const compounds = ['CHECKCOMPOUNDREP', 'REP 3', 'REP ^forlængst$ for_længst', 'REP ^ad ad_', 'REP uith aith'].join('\n');
    const taken = takeWholeWordReplacements(bytes(compounds));
    expect(text(taken.aff)).toBe(compounds);
    expect([...taken.replacements]).toEqual([['forlængst', 'for længst']]);
  });

  it('returns the file itself when it has none', () => {
    const plain = bytes('SET UTF-8\nREP 1\nREP a á\n');
    const taken = takeWholeWordReplacements(plain);
    expect(taken.aff).toBe(plain);
    expect(taken.replacements.size).toBe(0);
  });
});

describe('withWholeWordReplacements', () => {
  it('adds rows at the end of the REP table and counts them', () => {
    const aff = 'SET UTF-8\nREP 1\nREP a á\nSFX A Y 1\n';
    expect(withWholeWordReplacements(aff, [['amhgar', 'angar'], ['maraon', 'mar aon', 'araon']])).toBe(
      'SET UTF-8\nREP 4\nREP a á\nREP ^amhgar$ angar\nREP ^maraon$ mar_aon\nREP ^maraon$ araon\nSFX A Y 1\n',
    );
  });

  it('starts a table where there is none, and reads back as it was given', () => {
    const added = withWholeWordReplacements('SET UTF-8\n', [['caradas', 'cairdeas']]);
    expect(added).toBe('SET UTF-8\n\nREP 1\nREP ^caradas$ cairdeas\n');
    expect([...takeWholeWordReplacements(bytes(added)).replacements]).toEqual([['caradas', 'cairdeas']]);
  });
});

describe('in the local engine, with the served dictionaries', () => {
  const engine = new LocalEngine(createNodeAssetSource());
  afterAll(() => engine.dispose());

  it('proposes the standard Irish form of an older spelling first (An Gramadóir), also capitalised', async () => {
    const found = await engine.check('Tá saoirse ó amhgar ag gach duine, agus caradas idir na náisiúin. Maraon leis sin. Sítheoilte a bhí siad.', 'ga-IE');
    const firsts = Object.fromEntries(found.map((f) => [f.original, f.replacements[0]]));
    expect(firsts).toEqual({ amhgar: 'angar', caradas: 'cairdeas', Maraon: 'Mar aon', Sítheoilte: 'Síothóilte' });
  });

  it('leaves standard Irish alone and typos to the usual search', async () => {
    const found = await engine.check('Tá saoirse ó angar ag gach duine. Is é an dunie.', 'ga-IE');
    expect(found.map((f) => [f.original, f.replacements[0]])).toEqual([['dunie', 'duine']]);
  });

  it('uses the whole-word replacements a dictionary has itself (Danish påny → på ny)', async () => {
    const found = await engine.check('Han kom påny hjem.', 'da-DK');
    expect(found.map((f) => [f.original, f.replacements])).toEqual([['påny', ['på ny']]]);
  });
});
