/**
 * Syllables of a word as the number of vowel nuclei in its spelling, for languages whose
 * spelling shows every syllable's vowel (all the syllable languages here but English).
 *
 * A nucleus is a vowel letter, or a sequence of vowel letters the language pronounces as one
 * syllable (a diphthong such as German `ei`, a digraph such as Dutch `oe` or Greek `ου`). The
 * word is read left to right, taking the longest nucleus that starts at each vowel; two vowels
 * that form no listed nucleus are two syllables (hiatus: Spanish `país`, Dutch `België`). Rules
 * that spelling alone hides (French silent final e, Czech syllabic r and l, Romanian final
 * non-syllabic i, Greek synizesis) are in syllables.ts, over the nuclei found here.
 */

export interface NucleusRules {
  /** Single letters that can carry a syllable. */
  vowels: ReadonlySet<string>;
  /** Two- and three-letter sequences that are one syllable; they start with a vowel letter. */
  nuclei: ReadonlySet<string>;
  /** `y` before a vowel is a consonant (`yeux`, `Yacht`, `mayo`), elsewhere a vowel. */
  consonantalYBeforeVowel: boolean;
}

/** One syllable nucleus: where it starts and ends in the word (UTF-16 offsets). */
export interface Nucleus {
  start: number;
  end: number;
}

/** Nucleus rules from a string of vowel letters and a list of multi-letter nuclei. */
export function nucleusRules(vowels: string, nuclei: readonly string[], consonantalYBeforeVowel = false): NucleusRules {
  return { vowels: new Set(vowels), nuclei: new Set(nuclei), consonantalYBeforeVowel };
}

/**
 * The vowel nuclei of a lower-case word. A `u` right after `q`, or after `g` and before another
 * vowel, is never a nucleus: in every Latin-script language here `qu` spells /kw/ or /k/ (German
 * `Quelle`, French `quand`, Spanish `que`, Italian `quando`) and `gu` before a vowel /gw/ or /g/
 * (Spanish `guerra`, `agua`, Portuguese `água`, Italian `guida`, French `guerre`).
 */
export function findNuclei(word: string, rules: NucleusRules): Nucleus[] {
  const nuclei: Nucleus[] = [];
  const isVowelAt = (i: number): boolean => {
    const letter = word.charAt(i);
    if (!rules.vowels.has(letter)) return false;
    if (letter === 'u' && i > 0) {
      const before = word.charAt(i - 1);
      if (before === 'q' || (before === 'g' && rules.vowels.has(word.charAt(i + 1)))) return false;
    }
    if (letter === 'y' && rules.consonantalYBeforeVowel && i + 1 < word.length && rules.vowels.has(word.charAt(i + 1))) return false;
    return true;
  };
  let i = 0;
  while (i < word.length) {
    if (!isVowelAt(i)) {
      i++;
      continue;
    }
    let length = 1;
    if (i + 3 <= word.length && rules.nuclei.has(word.slice(i, i + 3))) length = 3;
    else if (i + 2 <= word.length && rules.nuclei.has(word.slice(i, i + 2))) length = 2;
    nuclei.push({ start: i, end: i + length });
    i += length;
  }
  return nuclei;
}
