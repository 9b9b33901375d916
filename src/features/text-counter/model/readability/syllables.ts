/**
 * Syllables of a word, per language: `countSyllables(word, language)`.
 *
 * English spelling does not show its syllables, so English uses the `syllable` package (Titus
 * Wormer, MIT), the counter behind the npm `flesch`, `flesch-kincaid` and `smog-formula`
 * packages: vowel groups corrected by hundreds of English patterns and exceptions. The other
 * languages count vowel nuclei in the spelling (vowel-nuclei.ts) with each language's diphthongs
 * and digraphs, and a few rules spelling hides; the sources are cited at each language. Measured
 * against hand-checked words in syllables.test.ts (the accuracy per language is in README.md);
 * hyphenation patterns were measured too and did worse (README.md).
 *
 * Every word with a letter has at least one syllable (`BBC`, `hmm`, `Mr`); a word without
 * letters has none. Results are memoised per language: words repeat (Zipf), so a long text costs
 * one computation per distinct word.
 */

import { englishSyllables } from './english-syllables';
import type { SyllableLanguage } from './languages';
import { findNuclei, nucleusRules, type Nucleus, type NucleusRules } from './vowel-nuclei';

// ---------------------------------------------------------------------------------------------
// Nucleus tables

/**
 * Spanish diphthongs and triphthongs: a weak vowel (i, u, ü, and y at the end of a syllable)
 * next to a strong one (a, e, o, accented or not), or two different weak vowels; an accented
 * weak vowel (í, ú) breaks the diphthong (hiatus: `país`, `río`). Real Academia Española and
 * ASALE (2010), Ortografía de la lengua española, § 1.1.1.2 (diptongos, triptongos, hiatos).
 */
function spanishNuclei(): string[] {
  const weak = ['i', 'u', 'ü'];
  const strong = ['a', 'e', 'o', 'á', 'é', 'ó'];
  // Two weak vowels are a diphthong even with an accent (cuídate, lingüística).
  const nuclei: string[] = ['iu', 'ui', 'iú', 'uí', 'üi', 'üí', 'ay', 'ey', 'oy', 'uy'];
  for (const w of weak) for (const s of strong) nuclei.push(w + s, s + w);
  for (const first of ['i', 'u', 'ü']) for (const s of strong) for (const last of ['i', 'u', 'y']) nuclei.push(first + s + last);
  return nuclei;
}

const rules: Record<Exclude<SyllableLanguage, 'en'>, NucleusRules> = {
  // Duden – Die Grammatik, 9th ed. (2016), §§ 36–38: diphthongs ei/ai/ey/ay, au, eu/äu; long
  // vowels written double (aa, ee, oo) and ie. Loans: ou (Tour), eau (Niveau).
  de: nucleusRules('aeiouyäöüéè', ['ei', 'ai', 'ey', 'ay', 'au', 'eu', 'äu', 'ie', 'aa', 'ee', 'oo', 'ou', 'eau'], true),
  // Booij (1995), The Phonology of Dutch, ch. 1: vowel digraphs aa ee oo uu ie oe eu, diphthongs
  // ei/ij, ui, ou/au, and the vowel + glide sequences aai ooi oei eeu ieu; a diaeresis marks
  // hiatus (België, ruïne).
  nl: nucleusRules('aeiouyëïéèêöüáóú', ['aai', 'ooi', 'oei', 'eeu', 'ieu', 'ij', 'ei', 'ui', 'ou', 'au', 'oe', 'ie', 'eu', 'aa', 'ee', 'oo', 'uu'], true),
  // Grevisse & Goosse (2016), Le Bon Usage, 16th ed., §§ 29–32: vowel digraphs ai ei au eau ou
  // eu œu oi; i and u before a vowel are semi-vowels (pied, nuit, lion, oui, mieux). Silent final
  // e below.
  fr: nucleusRules('aeiouyàâäéèêëîïôöùûüÿæœ', ['eau', 'oeu', 'œu', 'ieu', 'oui', 'ai', 'ei', 'au', 'ou', 'oi', 'eu', 'œi', 'ui', 'ie', 'ié', 'iè', 'io', 'ia', 'ay', 'oy'], true),
  es: nucleusRules('aeiouáéíóúüy', spanishNuclei(), true),
  // Serianni (1989), Grammatica italiana, ch. I §§ 39–52: diphthongs ia ie io iu ua ue uo ui,
  // ai ei oi au eu; triphthongs iei uoi iai uai; an accent on i or u marks hiatus (mìo is rare;
  // zio, paura are the usual exceptions counted one syllable short).
  it: nucleusRules('aeiouàèéìíòóùú', ['iei', 'uoi', 'iai', 'uai', 'ia', 'ie', 'io', 'iu', 'ua', 'ue', 'uo', 'ui', 'ai', 'ei', 'oi', 'au', 'eu', 'iè', 'iò', 'uò', 'uè'], true),
  // Cunha & Cintra (1985), Nova Gramática do Português Contemporâneo, ch. 4: falling diphthongs
  // ai ei oi ui au eu ou iu (éi éu ói), nasal ão ãe õe ãi; -ia, -io, -ua at the end of a word
  // are split in writing (his-tó-ri-a) and counted as hiatus.
  pt: nucleusRules('aeiouáéíóúâêôãõàü', ['ai', 'ei', 'oi', 'ui', 'au', 'eu', 'ou', 'iu', 'éi', 'éu', 'ói', 'ão', 'ãe', 'õe', 'ãi', 'âi', 'êi', 'ôi'], true),
  // Academia Română (2005), DOOM2, and Chițoran (2001), The Phonology of Romanian: diphthongs ea
  // oa ia ie io iu ua uă ai ei oi ui ăi âi îi au eu ou ău âu iu; triphthongs eai eau iai iau ioa
  // oai; final -ii one syllable (copii). Final non-syllabic -i below.
  ro: nucleusRules('aăâeiîou', ['eai', 'eau', 'iai', 'iau', 'ioa', 'oai', 'ea', 'oa', 'ia', 'ie', 'io', 'iu', 'ua', 'uă', 'ai', 'ei', 'oi', 'ui', 'ăi', 'âi', 'îi', 'au', 'eu', 'ou', 'ău', 'âu', 'ii'], true),
  // Ostaszewska & Tambor (2000), Fonetyka i fonologia współczesnego języka polskiego, ch. 3: i
  // before a vowel marks a soft consonant and is no syllable (nie, się, niebo); au and eu are
  // diphthongs in loans (auto, Europa).
  pl: nucleusRules('aąeęioóuy', ['ia', 'ią', 'ie', 'ię', 'io', 'ió', 'iu', 'au', 'eu']),
  // Palková (1994), Fonetika a fonologie češtiny, § 9: diphthongs ou, au, eu. Syllabic r and l
  // below.
  cs: nucleusRules('aáeéěiíoóuúůyý', ['ou', 'au', 'eu']),
  // Riad (2014), The Phonology of Swedish, ch. 2: one syllable per vowel letter; au and eu are
  // diphthongs in loans (augusti, Europa).
  sv: nucleusRules('aeiouyåäöé', ['au', 'eu']),
  // Basbøll (2005), The Phonology of Danish, ch. 7: one syllable per vowel letter, schwa included
  // (kone, hoppe); au and eu in loans.
  da: nucleusRules('aeiouyæøåé', ['au', 'eu']),
  // Siptár & Törkenczy (2000), The Phonology of Hungarian, ch. 5: one syllable per vowel, no
  // diphthongs in the standard language.
  hu: nucleusRules('aáeéiíoóöőuúüű', []),
  // Timberlake (2004), A Reference Grammar of Russian, § 2.2: one syllable per vowel letter.
  ru: nucleusRules('аеёиоуыэюя', []),
  // Pugh & Press (1999), Ukrainian: A Comprehensive Grammar, § 1.2: one syllable per vowel letter.
  uk: nucleusRules('аеєиіїоуюя', []),
  // Scatton (1984), A Reference Grammar of Modern Bulgarian, § 2: one syllable per vowel letter.
  bg: nucleusRules('аеиоуъюя', []),
  // Holton, Mackridge & Philippaki-Warburton (1997), Greek: A Comprehensive Grammar of the Modern
  // Language, § 1.1: αι ει οι υι ου spell one vowel and αυ ευ ηυ a vowel and a consonant; an
  // accent on the first letter or a diaeresis on the second splits the pair (τσάι, κοροϊδεύω).
  // Synizesis below.
  el: nucleusRules('αεηιουωάέήίόύώϊϋΐΰ', ['αι', 'ει', 'οι', 'υι', 'ου', 'αυ', 'ευ', 'ηυ', 'αί', 'εί', 'οί', 'υί', 'ού', 'αύ', 'εύ', 'ηύ']),
};

// ---------------------------------------------------------------------------------------------
// Rules the nuclei alone miss

/**
 * French: a final e (and es) after another vowel group is mute in standard speech (vie, rue,
 * porte, portes), and so is the ending -ent of the imperfect and conditional (parlaient).
 * Grevisse & Goosse (2016), Le Bon Usage, § 29 (e muet). Other verbs in -ent are counted as
 * written: no spelling rule tells parlent from moment.
 */
function frenchSpokenForm(word: string): string {
  // The u of gu and qu before e or i is silent (langue, guerre, quel) and must not become the
  // last vowel once the mute e is gone.
  let spoken = word.replace(/([gq])u(?=[eiéèêy])/g, '$1');
  if (spoken.endsWith('aient')) spoken = spoken.slice(0, -3);
  else if (spoken.endsWith('es')) spoken = spoken.slice(0, -2);
  else if (spoken.endsWith('e')) spoken = spoken.slice(0, -1);
  return /[aeiouyàâäéèêëîïôöùûüÿæœ]/.test(spoken) ? spoken : word;
}

/**
 * Italian words whose stressed i or u before a vowel is unmarked in spelling and forms a hiatus
 * (Serianni 1989, ch. I § 48): the frequent possessives, io, Dio, via, zio. Other such words
 * (paura, poesia) are counted one syllable short.
 */
const italianHiatusWords = new Map<string, number>([
  ['io', 2], ['dio', 2], ['mio', 2], ['mia', 2], ['mie', 2], ['tuo', 2], ['tua', 2], ['tue', 2],
  ['suo', 2], ['sua', 2], ['sue', 2], ['via', 2], ['zio', 2], ['zia', 2], ['sia', 2],
]);

const CZECH_VOWELS = new Set('aáeéěiíoóuúůyý');
const isLetter = (c: string): boolean => c.toLowerCase() !== c.toUpperCase();

/**
 * Czech syllabic r and l: an r or l after a consonant and before a consonant or the end of the
 * word carries the syllable (vlk, krk, Brno, čtvrtek, vítr). Palková (1994), Fonetika a
 * fonologie češtiny, § 9.2.
 */
function czechSyllabicLiquids(word: string): number {
  let count = 0;
  for (let i = 1; i < word.length; i++) {
    const c = word.charAt(i);
    if (c !== 'r' && c !== 'l') continue;
    const before = word.charAt(i - 1);
    const after = word.charAt(i + 1);
    const consonantBefore = isLetter(before) && !CZECH_VOWELS.has(before);
    const consonantOrEndAfter = after === '' || !isLetter(after) || !CZECH_VOWELS.has(after);
    if (consonantBefore && consonantOrEndAfter) count++;
  }
  return count;
}

/**
 * Romanian final non-syllabic i: a word-final i after a consonant is only palatalisation (pomi,
 * lupi, oameni, ochi) unless it is the word's only vowel (și, mi). Chițoran (2001), The
 * Phonology of Romanian, § 2.3.
 */
function romanianCount(word: string, nuclei: Nucleus[]): number {
  const last = nuclei[nuclei.length - 1];
  if (!last || last.end !== word.length || nuclei.length < 2) return nuclei.length;
  const ending = word.slice(last.start);
  if (ending === 'i') return nuclei.length - 1;
  // Final -ie and -ia after a consonant are two syllables (fa-mi-li-e, ro-mâ-ni-a), where
  // initial ie- and ia- are diphthongs (ie-pu-re, iar-nă). DOOM2 (2005), syllabification rules.
  if ((ending === 'ie' || ending === 'ia') && last.start > 0 && !rules.ro.vowels.has(word.charAt(last.start - 1))) return nuclei.length + 1;
  return nuclei.length;
}

const GREEK_GLIDES = new Set(['ι', 'ει', 'οι', 'υ']);

/**
 * Greek synizesis: an unaccented ι (ει, οι, υ) after a consonant and right before another vowel
 * is a glide, not a syllable (ποιος, ήλιος, παιδιά, δουλειά, γιατί); accented it is a syllable
 * (ιστορία, Μαρία). Holton, Mackridge & Philippaki-Warburton (1997), § 1.4.
 */
function greekCount(word: string, nuclei: Nucleus[]): number {
  let count = nuclei.length;
  for (let n = 0; n + 1 < nuclei.length; n++) {
    const nucleus = nuclei[n] as Nucleus;
    const next = nuclei[n + 1] as Nucleus;
    if (nucleus.start === 0 || next.start !== nucleus.end) continue;
    if (!GREEK_GLIDES.has(word.slice(nucleus.start, nucleus.end))) continue;
    const before = word.charAt(nucleus.start - 1);
    if (isLetter(before) && !rules.el.vowels.has(before)) count--;
  }
  return count;
}

/**
 * Latin -eum is two syllables where eu is otherwise a diphthong (Museum, muzeum, Lyzeum,
 * petroleum): the word is a Latin loan with e-um in every language that borrowed it.
 */
function latinEumHiatus(word: string): number {
  return word.endsWith('eum') ? 1 : 0;
}

/**
 * Swedish and Danish -tion, -sion, -xion are one syllable, /ɧuːn/ and /ɕoːn/ (station, pension,
 * reflexion). Riad (2014), The Phonology of Swedish, § 3.4; Basbøll (2005), § 7.4.
 */
function scandinavianIon(word: string): number {
  let merged = 0;
  for (let i = word.indexOf('ion'); i !== -1; i = word.indexOf('ion', i + 3)) {
    const before = word.charAt(i - 1);
    if (before === 't' || before === 's' || before === 'x') merged++;
  }
  return merged;
}

/** Syllables of a lower-case, NFC word of a language other than English, before the minimum of one. */
function countBySpelling(word: string, language: Exclude<SyllableLanguage, 'en'>): number {
  switch (language) {
    case 'de':
    case 'nl':
    case 'pl':
      return findNuclei(word, rules[language]).length + latinEumHiatus(word);
    case 'sv':
    case 'da':
      return findNuclei(word, rules[language]).length + latinEumHiatus(word) - scandinavianIon(word);
    case 'fr':
      return findNuclei(frenchSpokenForm(word), rules.fr).length;
    case 'cs':
      return findNuclei(word, rules.cs).length + czechSyllabicLiquids(word) + latinEumHiatus(word);
    case 'it':
      return italianHiatusWords.get(word) ?? findNuclei(word, rules.it).length;
    case 'ro':
      return romanianCount(word, findNuclei(word, rules.ro));
    case 'el':
      return greekCount(word, findNuclei(word, rules.el));
    default:
      return findNuclei(word, rules[language]).length;
  }
}

// ---------------------------------------------------------------------------------------------

const HAS_LETTER = /\p{L}/u;
const COMBINING_MARK = /[\u0300-\u036F]/;
/** Memo size per language before it starts over: far more than the distinct words of a long book. */
const MEMO_LIMIT = 200_000;
const memos = new Map<SyllableLanguage, Map<string, number>>();

/** {@link countSyllables} without the memo, for callers that keep their own per-word memo. */
export function computeSyllables(word: string, language: SyllableLanguage): number {
  if (!HAS_LETTER.test(word)) return 0;
  let lower = word.toLowerCase();
  // Decomposed accents (e + U+0301) would hide vowels such as é, ά from the tables.
  if (COMBINING_MARK.test(lower)) lower = lower.normalize('NFC');
  const count = language === 'en' ? englishSyllables(lower) : countBySpelling(lower, language);
  return Math.max(1, count);
}

/**
 * Syllables in `word` (as written: any case, hyphens and apostrophes inside) for `language`: at
 * least 1 for a word with a letter, 0 for one without (`2024`). Hyphenated words count all their
 * parts (`well-known` → 2).
 */
export function countSyllables(word: string, language: SyllableLanguage): number {
  let memo = memos.get(language);
  if (!memo) {
    memo = new Map();
    memos.set(language, memo);
  }
  let count = memo.get(word);
  if (count === undefined) {
    count = computeSyllables(word, language);
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(word, count);
  }
  return count;
}
