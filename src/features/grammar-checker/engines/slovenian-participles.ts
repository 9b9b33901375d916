/**
 * The passive participle of Slovenian verbs in -ati ends in -an and is declined as an adjective
 * (držati → držan, držana, držanega…; J. Toporišič, *Slovenska slovnica*, 4th ed., 2000, § on
 * the deležnik na -n/-t; *Slovenski pravopis* 2001). The Slovenian dictionary (npm
 * dictionary-sl) lists it for most such verbs but not all: `držan` and `nadlegovan` are
 * rejected although `držati` and `nadlegovati` are listed. Such a form is accepted when its verb
 * is listed, so a misspelled stem stays flagged.
 */

/** The adjectival endings of the participle, longest first. */
const PARTICIPLE = /an(?:ima|emu|ega|imi|ih|im|em|a|e|i|o)?$/;

/** The infinitive `word` may be the passive participle of, or null. */
export function slovenianParticipleVerb(word: string): string | null {
  const lower = word.toLowerCase();
  const match = PARTICIPLE.exec(lower);
  if (!match || match.index < 2) return null;
  return `${lower.slice(0, match.index)}ati`;
}

/** Whether `word` is the passive participle of a verb in -ati that `spell` accepts. */
export function isSlovenianParticiple(word: string, spell: (word: string) => boolean): boolean {
  const verb = slovenianParticipleVerb(word);
  return verb !== null && spell(verb);
}
