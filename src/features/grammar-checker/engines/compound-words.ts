/**
 * Closed compounds a Hunspell dictionary does not list. German, Dutch, the Scandinavian languages
 * and Estonian write compounds as one word and coin new ones freely ("Kulthandlungen",
 * "rechtsfähig", "sotsiaalkindlustuse"); their dictionaries accept compounds only of stems that
 * carry a compounding flag, so correct, edited text is flagged. A word the dictionary rejects is
 * accepted here when it splits into a known first part, an optional linking element, and a known
 * last part — the decomposition LanguageTool applies to German (jwordsplitter) and that the
 * Duden describes (Duden, Die Grammatik, the chapter on Fugenelemente in compounds).
 *
 * Guards against accepting typos: every part has at least {@link MIN_PART} letters, the last
 * part keeps the word's own capitalisation class (a German noun ends in a noun, an adjective in
 * an adjective), and at most three parts are joined. Hungarian is left to its dictionary, whose
 * compounding follows the Academy's rules (the 6:3 rule hyphenates long compounds).
 */
import { upperFirstIn } from '../model/letter-case';

/** Linking elements between compound parts, per base language (empty string: none). */
const LINKING_ELEMENTS: Readonly<Record<string, readonly string[]>> = {
  // Duden, Die Grammatik (Fugenelemente): -s-, -es-, -n-, -en-, -er-, -e-, -ens-.
  de: ['', 's', 'es', 'n', 'en', 'er', 'e', 'ens'],
  // Algemene Nederlandse Spraakkunst (tussenklanken in samenstellingen): -s-, -e-, -en-.
  nl: ['', 's', 'e', 'en'],
  // Svenska Akademiens grammatik (fogemorfem): -s-, -e-, -o-, -u-, -a-.
  sv: ['', 's', 'e', 'o', 'u', 'a'],
  // Retskrivningsordbogen (sammensatte ord, forbindelsesled): -s-, -e-.
  da: ['', 's', 'e'],
  nb: ['', 's', 'e'],
  nn: ['', 's', 'e'],
  // Estonian joins a nominative or genitive stem, which the dictionary lists as a word itself.
  et: [''],
  // Esperanto joins roots freely, bare or with a vowel ending (Fundamento, rule 11:
  // "vapor|ŝipo", "sklav|komerco").
  eo: [''],
};

/**
 * Endings a first part drops, by base language: German "Schul|hof" of "Schule" (Duden, Die
 * Grammatik, subtraktive Fuge), Swedish "flick|skola" of "flicka" (Svenska Akademiens
 * grammatik, fogemorfem), Estonian "sotsiaal|kindlustus" of "sotsiaalne" (Eesti keele käsiraamat,
 * "Liitsõna": adjectives in -ne stand without it as the first part).
 */
const DROPPED_ENDINGS: Readonly<Record<string, readonly string[]>> = {
  de: ['e'],
  sv: ['a', 'e'],
  et: ['ne'],
  // The first root stands without the ending the dictionary lists it with: "sklav|komerco" of "sklavo".
  eo: ['o', 'a', 'e', 'i'],
};

/** Shortest part, in letters ("Kult", "fähig"; shorter parts make typos look like compounds). */
const MIN_PART = 4;
const MAX_PARTS = 3;

/**
 * Languages whose dictionary compounds so freely that almost every word has an accepted
 * neighbour one letter away ("liikmesriigid" → "liimesriigid"): there the neighbour test of
 * HunspellChecker would reject every new compound. Measured on typos of the most frequent words
 * (one random edit each; scripts/bench/grammar.bench.ts, "Compound fallback"): without the test
 * 1.3 % of Estonian typos pass as compounds; with it, 0 % in German, Dutch and the Scandinavian
 * languages.
 */
const WITHOUT_NEIGHBOUR_TEST = new Set(['et']);

/** Whether a compound in `language` must also not be one edit away from a dictionary word. */
export function needsNeighbourTest(language: string): boolean {
  return !WITHOUT_NEIGHBOUR_TEST.has(language);
}

/** Whether `language` (a base code such as `de`) has a compound fallback. */
export function hasCompoundFallback(language: string): boolean {
  return language in LINKING_ELEMENTS;
}

/**
 * Whether `word` is a compound of known words in `language`: `spell` is the dictionary's own
 * judgement of a single word (in its capitalisation).
 */
export function isKnownCompound(word: string, language: string, spell: (word: string) => boolean): boolean {
  const links = LINKING_ELEMENTS[language];
  if (!links) return false;
  const chars = [...word];
  if (chars.length < 2 * MIN_PART || !/^\p{L}+$/u.test(word)) return false;
  const lower = word.toLocaleLowerCase(language);
  const capitalised = word !== lower && word.slice(1) === lower.slice(1);
  if (word !== lower && !capitalised) return false; // mixed case or ALL CAPS: not a compound to judge
  if (language === 'de' && isZuInfinitive(lower)) return true;
  return splits(lower, capitalised, 1);

  /** German separable verbs take "zu" between particle and verb: "inne|zu|haben" of "innehaben". */
  function isZuInfinitive(lowerWord: string): boolean {
    for (let at = lowerWord.indexOf('zu', 2); at > 0; at = lowerWord.indexOf('zu', at + 1)) {
      const verb = lowerWord.slice(at + 2);
      if (!/n$/.test(verb) || [...verb].length < 3) continue;
      if (spell(lowerWord.slice(0, at) + verb) && spell(verb)) return true;
    }
    return false;
  }

  function splits(rest: string, restCapitalised: boolean, parts: number): boolean {
    const letters = [...rest];
    for (let cut = MIN_PART; cut <= letters.length - MIN_PART; cut++) {
      const tail = letters.slice(cut).join('');
      if (!isLastPart(tail, restCapitalised, parts)) continue;
      const head = letters.slice(0, cut).join('');
      for (const link of links as readonly string[]) {
        if (!head.endsWith(link)) continue;
        const stem = head.slice(0, head.length - link.length);
        if ([...stem].length < MIN_PART) continue;
        if (isFirstPart(stem)) return true;
      }
    }
    return false;
  }

  function isLastPart(tail: string, wordCapitalised: boolean, parts: number): boolean {
    // The last part decides the word class: a German noun compound ends in a noun, which the
    // dictionary knows only capitalised ("Kult|handlungen"); a lower-case compound ends in a
    // lower-case word ("rechts|fähig", never "rechts|handlungen").
    if (wordCapitalised ? spell(upperFirstIn(tail, language)) : spell(tail)) return true;
    // The last part may itself be a compound of two ("Sozial|versicherungs|beitrag").
    return parts + 1 < MAX_PARTS && splits(tail, wordCapitalised, parts + 1);
  }

  function isFirstPart(stem: string): boolean {
    if (spell(stem) || spell(upperFirstIn(stem, language))) return true;
    return (DROPPED_ENDINGS[language] ?? []).some((ending) => spell(stem + ending) || spell(upperFirstIn(stem + ending, language)));
  }

}
