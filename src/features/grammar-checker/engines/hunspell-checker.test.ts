import { parseFrequencyList } from '@/lib/text/suggestion-ranking';
import { HunspellWasm, type Speller } from './hunspell';
import { HUNSPELL_RULE_ID, HunspellChecker, alphabetFromAff } from './hunspell-checker';
import { createNodeAssetSource, readDictionary, readFrequencyList } from './node-assets';

/** A speller that knows a few German words. */
function fakeSpeller(words: readonly string[]): Speller {
  const known = new Set(words);
  return { spell: (word) => known.has(word), suggest: () => ['Fehler'], add: (word) => void known.add(word), dispose: () => {} };
}

describe('HunspellChecker findings', () => {
  it('flag an unknown word with a template key for the UI and the English text of the same template', () => {
    const checker = new HunspellChecker(fakeSpeller(['Das', 'ist', 'ein', 'Fehler']), 'de-DE', undefined, { now: () => 0 });
    const found = checker.check('Das ist ein Fehller.');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ ruleId: HUNSPELL_RULE_ID, category: 'misspelling', original: 'Fehller', engine: 'local' });
    expect(found[0]?.replacements[0]).toBe('Fehler');
    expect(found[0]?.localizedMessage).toEqual({ key: 'spelling', values: { word: 'Fehller' } });
    expect(found[0]?.localizedShortMessage).toEqual({ key: 'spellingShort', values: {} });
    expect(found[0]?.message).toBe('“Fehller” is not in the dictionary: possible spelling mistake.');
    expect(found[0]?.shortMessage).toBe('Spelling mistake');
  });
});

describe('HunspellChecker words run together', () => {
  it('judges the words on either side of a comma or full stop without its space apart, and a Turkish name by itself', () => {
    const checker = new HunspellChecker(fakeSpeller(['Das', 'ist', 'gut', 'aber', 'spät', 'Dann']), 'de-DE', undefined, { now: () => 0 });
    expect(checker.check('Das ist gut,aber spät.Dann').map((f) => f.original)).toEqual([]);
    expect(checker.check('Das ist gut,abr spät.').map((f) => [f.original, f.offset])).toEqual([['abr', 12]]);
  });

  it('judges a Turkish name with its suffixes by the name, and corrects only the name', () => {
    const checker = new HunspellChecker(fakeSpeller(['Dün', 'evine', 'gittik', 'Zengin', 'zengin']), 'tr-TR', undefined, { now: () => 0 });
    // Inside a sentence, an unknown name is a name; an abbreviation is not judged.
    expect(checker.check("Dün Samba'nın evine PDF'ye gittik.")).toEqual([]);
    // At a sentence start it is flagged, the name alone; a derivational suffix takes no apostrophe.
    expect(checker.check("Sambba'nın evine gittik.").map((f) => [f.original, f.offset, f.length])).toEqual([['Sambba', 0, 6]]);
    expect(checker.check("Ankara'lı evine gittik.").map((f) => [f.original, f.length])).toEqual([["Ankara'lı", 9]]);
  });
});

describe('HunspellChecker suggestions', () => {
  it('start no search a check expects to end after its budget: a slow language leaves them to be asked for', () => {
    let clock = 0;
    // Hunspell's own search takes 300 ms a word, as in French.
    const speller: Speller = {
      spell: (word) => ['Das', 'ist', 'ein', 'Fehler', 'Haus'].includes(word),
      suggest: () => {
        clock += 300;
        return ['Fehler'];
      },
      add: () => {},
      dispose: () => {},
    };
    const checker = new HunspellChecker(speller, 'de-DE', undefined, { now: () => clock, alphabet: 'abcdefghijklmnopqrstuvwxyz' });
    // Before any search was timed, a live check (50 ms, below the checker's 250) starts none.
    expect(checker.check('Das ist ein Fehller.', () => false, 50).map((f) => [f.original, f.replacements])).toEqual([['Fehller', []]]);
    // A search asked for is made whatever it costs, and timed.
    expect(checker.suggest('Fehller')).toEqual(['Fehler']);
    // Then a check with 50 ms to spare starts none, and finds the word all the same; a search already made is free.
    expect(checker.check('Das ist ein Fehlr.', () => false, 50).map((f) => [f.original, f.replacements])).toEqual([['Fehlr', []]]);
    expect(checker.check('Das ist ein Fehller.', () => false, 50)[0]?.replacements).toEqual(['Fehler']);
    // Nor does a pressed button's, with 250 ms: the search takes longer.
    expect(checker.check('Das ist ein Fehlr.')[0]?.replacements).toEqual([]);
    // Where searches are quick, a pressed button's check makes them, the first one included.
    const quick = new HunspellChecker({ ...speller, suggest: () => ((clock += 10), ['Haus']) }, 'de-DE', undefined, { now: () => clock, alphabet: 'abcdefghijklmnopqrstuvwxyz' });
    expect(quick.check('Das Hauss. Das Haos.').map((f) => f.replacements)).toEqual([['Haus'], ['Haus']]);
    // And a live check too, once they are known to take 10 ms.
    expect(quick.check('Das Hauus.', () => false, 50).map((f) => f.replacements)).toEqual([['Haus']]);
  });

  it('put the dictionary’s whole-word replacements first and alone, at no cost, also in a live check', () => {
    let clock = 0;
    let searches = 0;
    const speller: Speller = {
      spell: (word) => ['Tá', 'saoirse', 'ó', 'angar', 'mar', 'aon', 'cairdeas'].includes(word),
      suggest: () => {
        searches++;
        clock += 300;
        return ['amh gar'];
      },
      add: () => {},
      dispose: () => {},
    };
    const wholeWordReplacements = new Map([
      ['amhgar', 'angar'],
      ['maraon', 'mar aon\taraon'],
      ['caradas', 'cardas\tcairdeas'],
    ]);
    const checker = new HunspellChecker(speller, 'ga', undefined, { now: () => clock, alphabet: 'abc', wholeWordReplacements });
    // A live check before any search was timed still gives them: they cost no search.
    expect(checker.check('Tá saoirse ó amhgar. Maraon.', () => false, 50).map((f) => [f.original, f.replacements])).toEqual([
      ['amhgar', ['angar']],
      ['Maraon', ['Mar aon']],
    ]);
    // Only those the checker accepts (araon and cardas are not words here).
    expect(checker.suggest('caradas')).toEqual(['cairdeas']);
    expect(searches).toBe(0);
    // Other words still go to the search, which alone teaches the checks what one costs.
    expect(checker.suggest('amhgair')).toEqual(['amh gar']);
    expect(checker.check('Tá saoirse ó amhgarr.', () => false, 50)[0]?.replacements).toEqual([]);
  });

  it('stop looking up nearby candidates when their time is up, so that one long word cannot hold the worker for seconds', () => {
    let clock = 0;
    let lookups = 0;
    // Every lookup takes 2 ms, as Hunspell's do for a long compound in Danish or Dutch.
    const speller: Speller = {
      spell: (word) => {
        lookups++;
        clock += 2;
        return word === 'forhåndskonfigurationsfilen';
      },
      suggest: () => [],
      add: () => {},
      dispose: () => {},
    };
    const checker = new HunspellChecker(speller, 'da', undefined, { now: () => clock, alphabet: 'abcdefghijklmnopqrstuvwxyzæøå' });
    checker.suggest('forhåndskonfigurationfilen');
    // About 26 × 60 candidates; a 150 ms budget at 2 ms a lookup (each may be looked up capitalised too) leaves most of them out.
    expect(lookups).toBeLessThan(200);
    // A short word's candidates, all looked up, find the word.
    clock = 0;
    expect(new HunspellChecker(speller, 'da', undefined, { now: () => 0, alphabet: 'abcdefghijklmnopqrstuvwxyzæøå' }).suggest('forhåndskonfigurationfilen')).toEqual(['forhåndskonfigurationsfilen']);
  });
});

describe('HunspellChecker suggestions for long words', () => {
  it('leave out Hunspell’s own search when a listed word one edit away was found, as it takes up to 0.8 s there', () => {
    const asked: string[] = [];
    const known = new Set(['gemeenteraadsverkiezing', 'fiets']);
    const speller: Speller = {
      spell: (word) => known.has(word),
      suggest: (word) => {
        asked.push(word);
        return ['gemeenteraadsvergadering'];
      },
      add: () => {},
      dispose: () => {},
    };
    const checker = new HunspellChecker(speller, 'nl', undefined, { now: () => 0, alphabet: 'abcdefghijklmnopqrstuvwxyz' });
    expect(checker.suggest('gemeenteraadsverkiezingn')[0]).toBe('gemeenteraadsverkiezing');
    expect(asked).toEqual([]);
    // A short word, and a long one with nothing one edit away, still get Hunspell's.
    checker.suggest('fietz');
    checker.suggest('gemeenteraadsverkiezxxx');
    expect(asked).toEqual(['fietz', 'gemeenteraadsverkiezxxx']);
  });
});

describe('English loanwords in a Latin-script language', () => {
  const wasm = (async () => HunspellWasm.instantiate(await createNodeAssetSource().hunspellRuntime()))();
  const englishRanks = parseFrequencyList(readFrequencyList('en'));

  /** Checkers of dictionary `id` without and with English loanwords; with the language's frequency list when `frequencyList` is given, as the engine makes them. */
  async function checkers(id: 'es' | 'de' | 'it' | 'pt', frequencyList?: 'es' | 'de' | 'it' | 'pt') {
    const files = readDictionary(id);
    const runtime = await wasm;
    const ranks = frequencyList ? parseFrequencyList(readFrequencyList(frequencyList)) : undefined;
    const options = { alphabet: alphabetFromAff(files.aff), now: () => 0, suggestionBudgetMs: 0 };
    return {
      plain: new HunspellChecker(runtime.createSpeller(files.aff, files.dic), id, ranks, options),
      withLoans: new HunspellChecker(runtime.createSpeller(files.aff, files.dic), id, ranks, { ...options, englishRanks }),
    };
  }
  const flagged = (checker: HunspellChecker, text: string) => checker.check(text).map((f) => f.original);

  it('accepts frequent English words the dictionary lacks (Spanish technical prose)', async () => {
    const { plain, withLoans } = await checkers('es');
    const text = 'El hardware del servidor usa un proxy y un kernel nuevo.';
    expect(flagged(plain, text)).toEqual(expect.arrayContaining(['hardware', 'proxy', 'kernel']));
    expect(flagged(withLoans, text)).toEqual([]);
    plain.dispose();
    withLoans.dispose();
  });

  it('suggests the loanword for its typo', async () => {
    const { withLoans } = await checkers('es');
    expect(withLoans.suggest('kernal')).toContain('kernel');
    expect(withLoans.suggest('hardwre')[0]).toBe('hardware');
    withLoans.dispose();
  });

  it('keeps flagged what is one letter from a word of the language, short, or not English', async () => {
    expect(['diner', 'program', 'hardware'].every((w) => englishRanks.has(w))).toBe(true);
    const { withLoans: es } = await checkers('es');
    // diner is English, and one letter from dinero; app has three letters; hardwer is no English word.
    expect(englishRanks.has('app')).toBe(true);
    expect(flagged(es, 'No tengo diner. Recibo spam en la app. El hardwer falla.')).toEqual(['diner', 'app', 'hardwer']);
    es.dispose();
    const { withLoans: de } = await checkers('de');
    // Program is English, and one letter from the German Programm.
    expect(flagged(de, 'Das Program läuft auf dem Server.')).toEqual(['Program']);
    de.dispose();
  });

  it('with a frequency list, takes only a frequent or long word of the language for what the loanword may be a typo of', async () => {
    // array is one letter from the rare Italian "arra", Volume from the German "Volumen".
    const { plain: itPlain, withLoans: it } = await checkers('it', 'it');
    expect(flagged(itPlain, 'Un array di interi.')).toEqual(['array']);
    expect(flagged(it, 'Un array di interi.')).toEqual([]);
    const { withLoans: de } = await checkers('de', 'de');
    expect(flagged(de, 'Das Volume ist voll.')).toEqual([]);
    // dinero and Programm are frequent: their typos stay flagged.
    expect(flagged(de, 'Das Program läuft auf dem Server.')).toEqual(['Program']);
    const { withLoans: es } = await checkers('es', 'es');
    expect(flagged(es, 'No tengo diner.')).toEqual(['diner']);
    for (const checker of [itPlain, it, de, es]) checker.dispose();
  });
});

describe('English phrases in a text of another language', () => {
  const wasm = (async () => HunspellWasm.instantiate(await createNodeAssetSource().hunspellRuntime()))();
  const englishRanks = parseFrequencyList(readFrequencyList('en'));

  async function checker(id: 'it' | 'pt' | 'es') {
    const files = readDictionary(id);
    const runtime = await wasm;
    const ranks = parseFrequencyList(readFrequencyList(id));
    return new HunspellChecker(runtime.createSpeller(files.aff, files.dic), id, ranks, { alphabet: alphabetFromAff(files.aff), now: () => 0, suggestionBudgetMs: 0, englishRanks });
  }
  const flagged = (checker: HunspellChecker, text: string) => checker.check(text).map((f) => f.original);

  it('takes two or more English words the dictionary lacks, side by side, for an English phrase (Italian, Portuguese)', async () => {
    const it = await checker('it');
    // Alone, General is one letter from "generale" and Hat from "hai": typos.
    expect(flagged(it, 'Il cappello Hat è rosso. La legge General è nuova.')).toEqual(['Hat', 'General']);
    expect(flagged(it, "Il sistema usa Red Hat e la licenza General Public License. È olio di serpente, lo snake oil dei venditori.")).toEqual([]);
    it.dispose();
    const pt = await checker('pt');
    expect(flagged(pt, 'O cliente envia um pedido TFTP (Trivial File Transfer Protocol) e usa TCP (Transmission Control Protocol).')).toEqual([]);
    pt.dispose();
  });

  it('keeps flagged a word that is no English word, and words a comma or a line keeps apart', async () => {
    const it = await checker('it');
    expect(flagged(it, 'Il sistema usa Red Hta.')).toContain('Hta');
    expect(flagged(it, 'Vedi il cappello Hat, la legge General e il Hat\nGeneral della città.')).toEqual(['Hat', 'General', 'Hat', 'General']);
    it.dispose();
  });

  it('takes a paragraph in English for English, in a text of the language or alone: only what is no English word is flagged', async () => {
    const es = await checker('es');
    const english = 'The weather was lovely yesterday and we walked through the quiet gardens behind teh museum until evening.';
    expect(flagged(es, english)).toEqual(['teh']);
    expect(flagged(es, `Ayer fuimos al museo con mis amigos y después cenamos juntos en casa.\n${english}`)).toEqual(['teh']);
    // A line that is not mostly English keeps its English words flagged one by one.
    expect(flagged(es, 'No tengo diner para the cena.')).toEqual(['diner', 'the']);
    es.dispose();
  });
});
