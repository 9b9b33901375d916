/**
 * Irish changes the first sound of a word after many particles (initial mutations), and writes
 * the change: lenition adds h after the first consonant (dóibh → dhóibh), eclipsis writes a
 * consonant before it (bord → mbord, focal → bhfocal) or n- before a vowel (áit → n-áit), the
 * article adds t before s (saghas → tsaghas) and t- before a vowel (uisce → t-uisce), and
 * several particles add h before a vowel (aghaidh → haghaidh). Before a capital the prefix is
 * written in lower case without a hyphen (nÉireann, bhFrainc, hÉireann). (An Caighdeán
 * Oifigiúil, Rannóg an Aistriúcháin, 2017, the chapters on séimhiú, urú, réamhiontú t and
 * h roimh ghuta.) The Irish dictionary (GaelSpell) lists the mutated forms of many words but not
 * of all: `tsaghas`, `tsórt`, `tsaothar` are rejected although `saghas`, `sórt`, `saothar` are
 * listed. A rejected word is accepted when it is such a mutation of a listed word. The marks of a
 * mutation are letters no radical can lose by a typo alone, so a misspelled radical stays flagged;
 * whether the particle before calls for that mutation is grammar, which this does not judge.
 */

import { isCapital, upperFirst } from '../model/letter-case';

const LENITABLE = 'bcdfgmpst';
/** Eclipsis: what is written before the radical's first letter. */
const ECLIPSIS: ReadonlyArray<readonly [prefix: string, radicalStart: string]> = [
  ['mb', 'b'],
  ['gc', 'c'],
  ['nd', 'd'],
  ['bhf', 'f'],
  ['ng', 'g'],
  ['bp', 'p'],
  ['dt', 't'],
];
const VOWEL = /^[aeiouáéíóú]/i;
/** After t-prothesis, s is followed by a vowel or l, n, r (sl, sn, sr; not st, sc, sp, sm). */
const PROTHETIC_S = /^s[aeiouáéíóúlnr]/i;

/** The radicals `word` may be a mutation of (none when it shows no mutation). */
export function irishRadicals(word: string): string[] {
  const out: string[] = [];
  const lower = word.toLowerCase();
  const first = lower.charAt(0);
  // Lenition: Bh-, bh- (once: shh- is a typo of sh-, not a mutation of a word in sh-).
  if (LENITABLE.includes(first) && lower.charAt(1) === 'h' && lower.length > 2 && lower.charAt(2) !== 'h') out.push(word.charAt(0) + word.slice(2));
  // Eclipsis, also before a capital (gCorcaigh, bhFrainc), and n- before a vowel.
  for (const [prefix, radicalStart] of ECLIPSIS) {
    if (lower.startsWith(prefix) && lower.length > prefix.length) {
      const radical = word.slice(prefix.length - radicalStart.length);
      out.push(isCapital(word.charAt(0)) ? upperFirst(radical) : radical);
    }
  }
  for (const prefix of ['n-', 't-']) {
    if (lower.startsWith(prefix) && VOWEL.test(word.slice(2))) out.push(word.slice(2));
  }
  // nÉireann, tÉireannach, hÉireann: the prefix in lower case before a capital vowel.
  if ('nth'.includes(word.charAt(0)) && VOWEL.test(word.charAt(1)) && isCapital(word.charAt(1))) out.push(word.slice(1));
  // h before a vowel (haghaidh, na hoibre).
  if (first === 'h' && VOWEL.test(word.slice(1))) out.push(isCapital(word.charAt(0)) ? upperFirst(word.slice(1)) : word.slice(1));
  // t before s (an tsaoirse, aon tsaghas).
  if (first === 't' && PROTHETIC_S.test(word.slice(1))) out.push(isCapital(word.charAt(0)) ? upperFirst(word.slice(1)) : word.slice(1));
  return out;
}

/** Whether `word` is a written mutation of a word `spell` accepts. */
export function isMutatedIrishWord(word: string, spell: (word: string) => boolean): boolean {
  return irishRadicals(word).some((radical) => spell(radical));
}
