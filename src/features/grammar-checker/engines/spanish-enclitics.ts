/**
 * Spanish verb forms with attached (enclitic) pronouns: the infinitive, the gerund and the
 * imperative take the unstressed pronouns me, te, se, nos, os, lo, la, los, las, le, les after
 * them, written as one word ("comprarlo", "comprándolo", "cómpralo", "instálelo", "díselo"). The
 * dictionary lists them for some verbs and not for others (descárgalo but not cómpralo).
 *
 * Such a word is accepted when it is a listed form plus one or two of those pronouns, written with
 * the accent the general rules give the whole word (RAE, *Ortografía de la lengua española*, 2010,
 * § 3.4.2.1.1 "Formas verbales con pronombres enclíticos"): the stress stays where it is in the
 * verb form, so a word stressed on its third syllable from the end or earlier takes the written
 * accent (cómpralo, comprándolo, dámelo; compralo is wrong), one stressed on the second from the
 * end does not (comprarlo, dime; cómprarlo is wrong), and an accent of a vowel in hiatus stays
 * (desvíese). The verb form must end as those that take enclitics do: -r (infinitive), -ndo
 * (gerund), or a vowel (imperative and subjunctive), and its infinitive or gerund must be listed
 * (see {@link isVerbForm}); the pronouns come in their order. Left out: the forms that drop a
 * letter (vámonos, compraos).
 */

const PRONOUNS = ['me', 'te', 'se', 'nos', 'os', 'lo', 'la', 'los', 'las', 'le', 'les'];
const STRONG = new Set('aeoáéóíú');
const VOWEL = /[aeiouáéíóúü]/;
const ACCENTED: Readonly<Record<string, string>> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u' };
const WITH_ACCENT: Readonly<Record<string, string>> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' };

/** The syllable nuclei of `word`: for each, the index of the vowel that carries it (the strong one of a diphthong, the second of iu, ui). */
function nuclei(word: string): number[] {
  const out: number[] = [];
  let i = 0;
  while (i < word.length) {
    if (!VOWEL.test(word.charAt(i))) {
      i++;
      continue;
    }
    // A run of vowels is one nucleus, but two strong vowels (a, e, o and accented í, ú) meet in hiatus.
    let carrier = i;
    let strong = false;
    for (; i < word.length && VOWEL.test(word.charAt(i)); i++) {
      if (!STRONG.has(word.charAt(i))) {
        if (!strong) carrier = i;
      } else if (strong) {
        out.push(carrier);
        carrier = i;
      } else {
        carrier = i;
        strong = true;
      }
    }
    out.push(carrier);
  }
  return out;
}

/** The index in `nuclei(word)` of the stressed nucleus of `word`: by its written accent, else by the general rules. */
function stressedNucleus(word: string): number {
  const all = nuclei(word);
  const accent = [...word].findIndex((c) => c in ACCENTED);
  if (accent >= 0) return Math.max(0, all.indexOf(accent));
  if (all.length <= 1) return 0;
  return /[aeiouns]$/.test(word) ? all.length - 2 : all.length - 1;
}

/**
 * The order pronouns take after a verb (Real Academia Española, *Nueva gramática*, § 16.11): se,
 * then te and os, then me and nos, then the third person; two of the same rank never meet.
 */
const RANK: Readonly<Record<string, number>> = { se: 0, te: 1, os: 1, me: 2, nos: 2, lo: 3, la: 3, los: 3, las: 3, le: 3, les: 3 };

/** The pronoun endings of `word`: [verb form, pronouns] for one pronoun, or two in their order. */
function splits(word: string): Array<[form: string, pronouns: string]> {
  const out: Array<[string, string]> = [];
  for (const last of PRONOUNS) {
    if (!word.endsWith(last)) continue;
    const rest = word.slice(0, -last.length);
    out.push([rest, last]);
    for (const first of PRONOUNS) {
      if (rest.endsWith(first) && rest.length > first.length && (RANK[first] as number) < (RANK[last] as number)) out.push([rest.slice(0, -first.length), first + last]);
    }
  }
  return out;
}

/**
 * Whether `form` (without accents) is an infinitive, a gerund or a regular imperative or
 * subjunctive of a listed verb: its infinitive or its gerund is listed ("hogar" is no verb: no
 * "hogando"), also where the spelling changes before e (actualice, busque, pague). Verbs that change
 * their stem (cuente, pida) are left to the dictionary.
 */
function isVerbForm(form: string, listed: (word: string) => boolean): boolean {
  const infinitives = (stem: string) => listed(`${stem}ar`) || listed(`${stem}er`) || listed(`${stem}ir`);
  if (/[aei]r$/.test(form)) {
    const stem = form.slice(0, -2);
    return listed(form.endsWith('ar') ? `${stem}ando` : `${stem}iendo`) || listed(`${stem}yendo`);
  }
  const gerund = /(?:ando|iendo|yendo)$/.exec(form);
  if (gerund) return infinitives(form.slice(0, gerund.index));
  if (!/[aeiou]$/.test(form)) return false;
  // The spelling keeps the sound before e: actualice (actualizar), busque (buscar), pague (pagar), averigüe (averiguar).
  const kept = /(?:ce|que|gue|güe)$/.exec(form);
  const respelled: Readonly<Record<string, string>> = { ce: 'zar', que: 'car', gue: 'gar', güe: 'guar' };
  return infinitives(form.slice(0, -1)) || (kept !== null && listed(form.slice(0, kept.index) + respelled[kept[0]]));
}

/** Whether `word` is a verb form `spell` accepts with one or two enclitic pronouns, rightly accented (see above). */
export function isSpanishEncliticForm(word: string, spell: (word: string) => boolean): boolean {
  const lower = word.toLowerCase();
  if (lower.length < 5 || lower !== word && word.slice(1) !== lower.slice(1)) return false;
  const capitalised = lower !== word;
  const listed = (form: string) => spell(form) || (capitalised && spell(form.charAt(0).toUpperCase() + form.slice(1)));
  for (const [form, pronouns] of splits(lower)) {
    if (form.length < 2 || !(/[aeiouáéíóú]$/.test(form) || form.endsWith('r') || form.endsWith('ndo'))) continue;
    const accents = [...form].filter((c) => c in ACCENTED).length;
    if (accents > 1) continue;
    const plain = [...form].map((c) => ACCENTED[c] ?? c).join('');
    // The verb form as listed: with its own accent (desvíe, dé), or without the one the pronouns called for.
    if (!isVerbForm(plain, listed)) continue;
    for (const base of accents === 1 ? [form, plain] : [form]) {
      if (!listed(base)) continue;
      const stressed = stressedNucleus(base);
      const whole = base + pronouns;
      const after = nuclei(whole).length - 1 - stressed;
      const carrier = nuclei(base)[stressed] as number;
      const baseAccent = [...base].findIndex((c) => c in ACCENTED);
      const hiatus = baseAccent >= 0 && 'íú'.includes(base.charAt(baseAccent)) && (VOWEL.test(base.charAt(baseAccent - 1)) || VOWEL.test(base.charAt(baseAccent + 1)));
      let expected: string;
      if (after >= 2) {
        // Stressed on the third syllable from the end or earlier: the stressed vowel takes the accent.
        const letters = [...plain];
        letters[carrier] = WITH_ACCENT[letters[carrier] as string] ?? (letters[carrier] as string);
        expected = (hiatus ? base : letters.join('')) + pronouns;
      } else {
        // On the second from the end: no accent, but for a vowel in hiatus.
        expected = (hiatus ? base : plain) + pronouns;
      }
      if (expected === lower) return true;
    }
  }
  return false;
}
