import type { Suggestion } from '../model/types';
import { isNameShaped, standsInsideSentence, withinOneEdit, withoutNames, withoutNamesOfWholeText } from './proper-names';

const abbreviations = new Set(['Dr.', 'т.', 'np.']);

function misspelling(text: string, word: string, from = 0): Suggestion {
  const offset = text.indexOf(word, from);
  return { id: `x:${offset}`, category: 'misspelling', offset, length: word.length, original: word, replacements: [], message: '', shortMessage: '', ruleId: 'LOCAL_SPELLING', engine: 'local' };
}

describe('proper names', () => {
  it('knows a name by its shape, in every cased script', () => {
    for (const word of ['Murdock', 'McDonald', "O'Connor", 'DebConf', 'Иэн', 'Ζαχαρίας', 'Łukasz', 'Jean-Pierre']) expect(isNameShaped(word)).toBe(true);
    for (const word of ['murdock', 'NATO', 'IP-адресов', 'dpkg', 'قیومیت', '東京']) expect(isNameShaped(word)).toBe(false);
  });

  it('tells a word inside a sentence from one that starts a sentence or a line', () => {
    const text = 'Il a vu Murdock. Perens aussi: Garbee\n«Toy» et Dr. Bdale ou np. Kowalski… Ian';
    const inside = (word: string) => standsInsideSentence(text, text.indexOf(word), abbreviations);
    expect(inside('Murdock')).toBe(true);
    expect(inside('Perens')).toBe(false);
    expect(inside('Garbee')).toBe(false);
    expect(inside('Toy')).toBe(false);
    expect(inside('Bdale')).toBe(true);
    expect(inside('Kowalski')).toBe(true);
    expect(inside('Ian')).toBe(false);
    expect(standsInsideSentence('Murdock', 0, abbreviations)).toBe(false);
  });

  it('takes a word after a dash on the same line for an attribution or an aside, not a sentence start', () => {
    const text = 'Nadie se baña dos veces en el mismo río. — Heráclito\nLes mots. -- Ambrose Bierce\n— Hola, dijo.';
    const inside = (word: string) => standsInsideSentence(text, text.indexOf(word), abbreviations);
    expect(inside('Heráclito')).toBe(true);
    expect(inside('Ambrose')).toBe(true);
    // A dialogue dash at the start of a line still starts a sentence.
    expect(inside('Hola')).toBe(false);
  });

  it('counts one deletion, insertion, substitution or swap as one edit', () => {
    expect(withinOneEdit('pariss', 'paris')).toBe(true);
    expect(withinOneEdit('londn', 'london')).toBe(true);
    expect(withinOneEdit('frence', 'france')).toBe(true);
    expect(withinOneEdit('amercia', 'america')).toBe(true);
    expect(withinOneEdit('wichert', 'wither')).toBe(false);
    expect(withinOneEdit('kristoffer', 'kristopher')).toBe(false);
  });

  it('drops names inside sentences, and at a sentence start when the text has them inside one', () => {
    const text = 'Murdock a fondé le projet. Plus tard, Murdock et Perens ont écrit un texte. Ian est parti. Nous somes là.';
    const findings = [misspelling(text, 'Murdock'), misspelling(text, 'Murdock', 1), ...['Perens', 'Ian', 'somes'].map((word) => misspelling(text, word))];
    const kept = withoutNames(findings, text, abbreviations, () => false);
    expect(kept.map((f) => f.original)).toEqual(['Ian', 'somes']);
    // A first name at the start of a sentence, before a name.
    const pair = 'Bruce Perens a écrit le texte.';
    expect(withoutNames([misspelling(pair, 'Bruce'), misspelling(pair, 'Perens')], pair, abbreviations, () => false)).toEqual([]);
    // Alone at the start of a sentence, an unknown word may be a typo: it stays.
    expect(withoutNames(findings.slice(0, 1), text, abbreviations, () => false)).toHaveLength(1);
  });

  it('takes a word written the same way inside sentences three times for a name, whatever it is near', () => {
    const text = 'Usamos Debian aquí. Con Debian y con Debian todo va bien. Ellos debían irse a Pariss.';
    const findings = [0, 12, 30].map((from) => misspelling(text, 'Debian', from)).concat(misspelling(text, 'Pariss'));
    expect(new Set(findings.map((f) => f.offset)).size).toBe(3 + 1);
    expect(withoutNames(findings, text, abbreviations, () => true).map((f) => f.original)).toEqual(['Pariss']);
    expect(withoutNames(findings.slice(1), text, abbreviations, () => true).map((f) => f.original)).toEqual(['Debian', 'Debian', 'Pariss']);
    // Not where nouns are capitalised: a misspelt noun is often repeated.
    expect(withoutNames(findings, text, abbreviations, () => true, false)).toHaveLength(4);
  });

  it('keeps a word one letter from a known name, and findings of other categories', () => {
    const text = 'Nous allons à Pariss avec Murdock.';
    const findings = [misspelling(text, 'Pariss'), misspelling(text, 'Murdock'), { ...misspelling(text, 'Murdock'), category: 'casing' as const }];
    const kept = withoutNames(findings, text, abbreviations, (word) => word === 'Pariss');
    expect(kept.map((f) => `${f.category}:${f.original}`)).toEqual(['misspelling:Pariss', 'casing:Murdock']);
  });

  describe('on a whole text whose paragraphs were checked apart', () => {
    const ids = (found: Suggestion[]) => found.map((f) => `${f.original}@${f.offset}`);

    it('drops a word standing inside sentences three times in the text, though each paragraph has it once', () => {
      const text = 'El sistema usa Debian como base.\n\nLa comunidad de Debian publica versiones.\n\nMuchos instalan Debian en servidores.';
      // The engine saw the second paragraph alone, where "Debian" is one letter from "debían".
      const found = [misspelling(text, 'Debian', 40)];
      expect(ids(withoutNamesOfWholeText(found, text, abbreviations, true))).toEqual([]);
      // Twice is not enough, and where nouns are capitalised (German) repetition proves nothing.
      const twice = 'La comunidad de Debian publica.\n\nMuchos instalan Debian.';
      expect(ids(withoutNamesOfWholeText([misspelling(twice, 'Debian')], twice, abbreviations, true))).toEqual(['Debian@16']);
      const german = 'Ein Standart hier.\n\nDer Standart dort.\n\nKein Standart mehr.';
      expect(withoutNamesOfWholeText([misspelling(german, 'Standart', 20)], german, abbreviations, false)).toHaveLength(1);
    });

    it('drops a word at a sentence start that stands unflagged inside a sentence elsewhere, in Cyrillic and Greek too', () => {
      const russian = 'Перенс написал текст.\n\nТекст написал Брюс Перенс.';
      expect(ids(withoutNamesOfWholeText([misspelling(russian, 'Перенс')], russian, abbreviations, true))).toEqual([]);
      const irish = "O'Connor wrote it.\n\nWe met O'Connor there.";
      expect(ids(withoutNamesOfWholeText([misspelling(irish, "O'Connor")], irish, abbreviations, true))).toEqual([]);
      const greek = 'Ο Ζαχαρίας ήρθε.\n\nΖαχαρίας έφυγε.';
      expect(ids(withoutNamesOfWholeText([misspelling(greek, 'Ζαχαρίας', 10)], greek, abbreviations, true))).toEqual([]);
      // Flagged inside a sentence too, it is a typo there as well: both stay.
      const typo = 'Fance is big.\n\nWe saw Fance.';
      const both = [misspelling(typo, 'Fance'), misspelling(typo, 'Fance', 5)];
      expect(ids(withoutNamesOfWholeText(both, typo, abbreviations, true))).toEqual(['Fance@0', 'Fance@22']);
    });

    it('counts whole words only, and keeps findings of other kinds and lower-case misspellings', () => {
      const text = 'Los Debianos usan Debian.\n\nDebian funciona. teh';
      const found = [misspelling(text, 'Debian', 10), misspelling(text, 'Debian', 20), misspelling(text, 'teh'), { ...misspelling(text, 'funciona'), category: 'grammar' as const }];
      // "Debianos" is not "Debian": the one inside a sentence is flagged, so the one at the start stays.
      expect(ids(withoutNamesOfWholeText(found, text, abbreviations, true))).toEqual(['Debian@18', 'Debian@27', 'teh@44', 'funciona@34']);
    });
  });
});
