/**
 * Regular forms of Slovak verbs that the Slovak dictionary (npm dictionary-sk) lists only as an
 * infinitive. About 6,500 of its infinitives carry no affix flag ("účastniť", "konkludovať",
 * "zneuznať"), so their past forms and verbal nouns are rejected ("účastnil", "konkludoval",
 * "zneuznanie") although they are made as every verb of their class makes them (Pravidlá
 * slovenského pravopisu, 4th ed., 2013, the paradigms of verbs — robiť, chytať, kupovať — and of
 * neuter nouns in -ie, vysvedčenie):
 *   - the l-participle, the infinitive's stem and -l, -la, -lo, -li (robiť → robil, písať →
 *     písal, kupovať → kupoval, kryť → kryl), also negated (neúčastnil);
 *   - the verbal noun, -ať → -anie, -ovať → -ovanie, -iť → -enie (písanie, kupovanie, robenie),
 *     in its cases (-ie, -ia, -iu, -ím, -í, -iach, -iami).
 * Such a form is accepted when its infinitive is listed, so a misspelled stem stays flagged.
 * Stems that change ("vidieť" → "videl", "minúť" → "minul") are left to the dictionary.
 */

/** The l-participle: a stem ending in a vowel an infinitive in -ť keeps, and its ending. */
const PAST = /^(.+[aáäiíyý])(?:l|la|lo|li)$/;
/** The verbal noun in -anie or -enie, in any case. */
const VERBAL_NOUN = /^(.+)([ae])n(?:ie|ia|iu|ím|í|iach|iami)$/;

/** An infinitive `word` may be a regular form of, and the verb in -tiť whose imperative it would be instead ("strať" of "stratiť"). */
interface Candidate {
  infinitive: string;
  imperativeOf?: string;
}

function candidates(word: string): Candidate[] {
  const lower = word.toLowerCase();
  const out: Candidate[] = [];
  for (const form of lower.startsWith('ne') && lower.length > 5 ? [lower, lower.slice(2)] : [lower]) {
    const past = PAST.exec(form);
    if (past) out.push({ infinitive: `${past[1]}ť`, imperativeOf: `${past[1]}tiť` });
    const noun = VERBAL_NOUN.exec(form);
    if (noun) out.push({ infinitive: `${noun[1]}${noun[2] === 'a' ? 'a' : 'i'}ť` });
  }
  return out;
}

/** The infinitives `word` may be a regular form of (lower case), without and with its negation. */
export function slovakInfinitives(word: string): string[] {
  return candidates(word).map((c) => c.infinitive);
}

/**
 * Whether `word` is a regular past form or verbal noun of a Slovak infinitive that `spell`
 * accepts. A word in -ť the dictionary lists may be the imperative of a verb in -tiť instead
 * ("strať", "vráť"): then it makes no past form ("strala" is a typo of "stratila").
 */
export function isRegularSlovakVerbForm(word: string, spell: (word: string) => boolean): boolean {
  return candidates(word).some((c) => spell(c.infinitive) && !(c.imperativeOf && spell(c.imperativeOf)));
}
