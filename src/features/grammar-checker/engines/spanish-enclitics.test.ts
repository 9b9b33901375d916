import type { Speller } from './hunspell';
import type { HunspellChecker } from './hunspell-checker';
import { dictionaryChecker } from './testing/dictionary-checker';
import { isSpanishEncliticForm } from './spanish-enclitics';

describe('isSpanishEncliticForm', () => {
  // A few forms as the dictionary lists them, with their infinitives; casa and perro are nouns.
  const listed = new Set(['compra', 'comprar', 'comprando', 'instale', 'instalar', 'configure', 'configurar', 'desvíe', 'desviar', 'di', 'decir', 'da', 'dar', 'abre', 'abrir', 'perro', 'hogar']);
  const spell = (word: string) => listed.has(word);

  it.each(['cómpralo', 'cómprale', 'cómpramelo', 'comprarlo', 'comprármelo', 'comprándolo', 'instálelo', 'configúrelos', 'desvíese', 'dímelo', 'dámelo', 'ábrelo', 'Cómpralo'])(
    '%s is a listed verb form with its pronouns, accented as the whole word must be',
    (word) => {
      expect(isSpanishEncliticForm(word, spell)).toBe(true);
    },
  );

  it.each([
    'compralo', // stressed on the third syllable from the end: cómpralo
    'cómprarlo', // on the second: comprarlo
    'comprandolo',
    'instalelo',
    'instalélo', // the accent on the wrong vowel
    'desviese', // the hiatus keeps its accent
    'cómprolo', // compro is not listed here
    'compralox',
    'cómpraloo',
    'pérrolo', // perro is no verb form: no perrar
    'hogarlo', // hogar is no infinitive: no hogando
    'cómpratete', // two pronouns of one rank
    'cómpralome', // nor in the wrong order
  ])('%s is not', (word) => {
    expect(isSpanishEncliticForm(word, spell)).toBe(false);
  });
});

describe('with the Spanish dictionary', () => {
  let speller: Speller;
  let checker: HunspellChecker;

  beforeAll(async () => {
    ({ speller, checker } = await dictionaryChecker('es'));
  });

  afterAll(() => checker.dispose());

  it('accepts the forms with pronouns the dictionary lacks and keeps their misspellings flagged', () => {
    const words = ['cómpralo', 'instálelo', 'configúrelo', 'actualícelo', 'reinícielo', 'desvíese'];
    for (const word of words) expect(speller.spell(word)).toBe(false);
    for (const word of words) expect(checker.isCorrect(word)).toBe(true);
    for (const word of ['compralo', 'instalelo', 'configurelo', 'actualicelo', 'cómprallo', 'instálello']) expect(checker.isCorrect(word)).toBe(false);
  });
});
