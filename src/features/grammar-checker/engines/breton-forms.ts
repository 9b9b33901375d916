/**
 * Regular Breton forms the Breton dictionary (npm dictionary-br, An Drouizig) may not list,
 * although it lists the word they are made from (Francis Favereau, *Grammaire du breton
 * contemporain*, Skol Vreizh, 1997, the chapters on consonant mutations and on derivation;
 * Roparz Hemon, *Grammaire bretonne*, the same chapters):
 *
 * - **Initial consonant mutations.** Breton changes the first consonant of a word after many
 *   words, and writes the change. Soft mutation (lenition): k→g, t→d, p→b, g→c'h, gw→w, b→v,
 *   m→v, d→z (ar vro, e dad). Spirant mutation: k→c'h, p→f, t→z (va zad, he fenn). Hard mutation:
 *   b→p, d→t, g→k, gw→kw (ho pro). Mixed mutation (after the particles e, ma, o): b→v, m→v,
 *   gw→w, g→c'h, d→t. The dictionary lists the mutated forms of most words but not of all
 *   (gram of kram, vaint of maint). A word is accepted when putting back a consonant it may be
 *   a mutation of gives a listed word; before a capital the mutated letter is a capital too
 *   (Vreizh, C'hemper).
 * - **Prefixes that lenite**: privative di- (digalon of kalon, didrouz of trouz, dibosupl of
 *   posupl), written diz- or di- before a vowel (dizanaout of anaout, diemren of emren); peur-
 *   "completely" (peurvuiañ of muiañ, peurziorren of diorren); reflexive em- before a
 *   consonant (emgann of kann, emzifenn of difenn, emlazhañ of lazhañ). After them a consonant
 *   that has a soft mutation must take it: dikalon and emkann are not words.
 * - **en- "in"** before a consonant, which it leaves as it is (enstag of stag, enskrivañ of
 *   skrivañ, enlakaat of lakaat); not before b, p, m, whose forms are left to the dictionary.
 * - **nann- "non-"**, written solid and without a mutation (nanngouestl, nannpaeamant,
 *   nannsoudard: headwords of the Breton–French FreeDict dictionary, Debian
 *   dict-freedict-bre-fra 2022.04.21), before a consonant or a vowel (nannoberoù of oberoù).
 *
 * A derivation is accepted only when its base (the word before any mutation) has four letters
 * or more and is listed, so a misspelled base stays flagged; a mutation needs a listed word of
 * three letters or more. Whether the word before calls for a mutation is grammar, which this does
 * not judge. The dictionary lists the hard mutation of many d-, g-, b- words (tiorren of diorren)
 * as it lists radicals, so after a leniting prefix an unlenited d-, g-, b- may pass as the
 * lenition of that form (peurdiorren). The ch of c'h is written with U+0027 or U+2019
 * (c’hoari); the dictionary lists the first.
 */

import { isCapital, lowerFirst, upperFirst } from '../model/letter-case';

/**
 * Mutated first letters → the first letters of the words they may be mutations of (all four
 * mutations), each with the first letter whose listed form rules it out: the dictionary lists a
 * b- word's hard mutation (bouzar → pouzar) and a p- word's soft one (penn → benn), so f- put
 * back to p- gives a listed word for many b- words too (fouzar), and v- put back to b- for many
 * p- words. A b- word lists its v- form and a p- word its f- form: when that form of the same
 * letters is listed, the p- or b- word is itself a mutation, and the mutated letter no mutation.
 */
const UNMUTATIONS: ReadonlyArray<readonly [mutated: string, radicals: ReadonlyArray<readonly [radical: string, unless?: string]>]> = [
  ["c'h", [['g'], ['k']]],
  ['kw', [['gw']]],
  ['w', [['gw']]],
  ['v', [['b', 'f'], ['m']]],
  ['z', [['d'], ['t']]],
  ['f', [['p', 'v']]],
  ['g', [['k']]],
  ['d', [['t']]],
  ['b', [['p']]],
  ['p', [['b']]],
  ['t', [['d']]],
  ['k', [['g']]],
];
/** The soft mutation (lenition) alone, as after di-, peur- and em-. */
const UNLENITIONS: ReadonlyArray<readonly [mutated: string, radicals: readonly string[]]> = [
  ["c'h", ['g']],
  ['w', ['gw']],
  ['v', ['b', 'm']],
  ['z', ['d']],
  ['g', ['k']],
  ['d', ['t']],
  ['b', ['p']],
];
/** Consonants the soft mutation changes (k, t, p, g, gw, b, m, d): after a leniting prefix they cannot stay. */
const LENITABLE = /^[ktpgbmd]/;
const VOWEL = /^[aeiouâêîôûùéèëïü]/;
const MIN_BASE = 4;
/** Two-letter words are left to the dictionary (ta is a typo of da as often as its mutation). */
const MIN_RADICAL = 3;

/**
 * The words `word` may be an initial mutation of (none when it starts with no mutated
 * consonant), each with the word whose being listed rules it out (see {@link UNMUTATIONS}).
 */
export function bretonRadicals(word: string): Array<{ radical: string; unless?: string }> {
  const normal = word.replace(/[’ʼ]/g, "'");
  const upper = isCapital(normal.charAt(0));
  const lower = upper ? lowerFirst(normal) : normal;
  const cased = (w: string) => (upper ? upperFirst(w) : w);
  const out: Array<{ radical: string; unless?: string }> = [];
  for (const [mutated, radicals] of UNMUTATIONS) {
    if (!lower.startsWith(mutated)) continue;
    const rest = lower.slice(mutated.length);
    for (const [radical, unless] of radicals) {
      // g becomes c'h, gw becomes w: c'hw- is no mutation of gw-, and g- + w- is gw-.
      if (radical === 'g' && rest.startsWith('w')) continue;
      const candidate = radical + rest;
      if ([...candidate.replace(/'/g, '')].length < MIN_RADICAL) continue;
      out.push(unless ? { radical: cased(candidate), unless: cased(unless + rest) } : { radical: cased(candidate) });
    }
  }
  return out;
}

/** The bases `word` may be derived from by the prefixes above: each is a listed word's form to look up. */
export function bretonPrefixBases(word: string): string[] {
  const lower = word.replace(/[’ʼ]/g, "'").toLowerCase();
  const out: string[] = [];
  for (const prefix of ['diz', 'di', 'peur', 'em', 'en', 'nann']) {
    if (!lower.startsWith(prefix)) continue;
    const rest = lower.slice(prefix.length);
    if (prefix === 'nann') {
      if (/^[a-zâêîôûùéèëïü]/.test(rest)) out.push(rest);
      continue;
    }
    if (prefix === 'diz') {
      if (VOWEL.test(rest)) out.push(rest);
      continue;
    }
    if (prefix === 'en') {
      // Not before b, p, m, where a written em- would be the reflexive prefix.
      if (!VOWEL.test(rest) && /^[a-z]/.test(rest) && !/^[bpm]/.test(rest)) out.push(rest);
      continue;
    }
    if (VOWEL.test(rest)) {
      if (prefix !== 'em') out.push(rest);
      continue;
    }
    const lenited = UNLENITIONS.filter(([mutated]) => rest.startsWith(mutated));
    for (const [mutated, radicals] of lenited) {
      for (const radical of radicals) if (!(radical === 'g' && rest.slice(mutated.length).startsWith('w'))) out.push(radical + rest.slice(mutated.length));
    }
    // A consonant without a soft mutation (l, n, r, s, h, j, f, c'h, ch) stays as it is.
    if (lenited.length === 0 && !LENITABLE.test(rest) && /^[a-z]/.test(rest)) out.push(rest);
  }
  return out.filter((base) => [...base.replace(/'/g, '')].length >= MIN_BASE);
}

/** Whether `word` is a mutation or a derivation, by the rules above, of a word `spell` accepts. */
export function isRegularBretonForm(word: string, spell: (word: string) => boolean): boolean {
  // Not both: a mutated derivation (ne zizanaout) is left to the dictionary, since the listed
  // mutated forms of di- words (zi-, ti-) let too many typos in their tail pass.
  return bretonRadicals(word).some(({ radical, unless }) => spell(radical) && !(unless && spell(unless))) || bretonPrefixBases(word).some((base) => spell(base));
}
