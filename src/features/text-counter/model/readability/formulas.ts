/**
 * The readability formulas, their published coefficients and interpretation tables, each mapped
 * onto one shared scale of bands. Every formula reads {@link ReadabilityInputs} only; sources are
 * cited at each formula and, in full, in `formulaInfo` and README.md.
 */

import type { ReadabilityInputs } from './inputs';

export type FormulaId =
  | 'flesch-reading-ease'
  | 'flesch-kincaid-grade'
  | 'coleman-liau'
  | 'amstad'
  | 'wiener-sachtextformel'
  | 'fernandez-huerta'
  | 'szigriszt-pazos'
  | 'kandel-moles'
  | 'gulpease'
  | 'flesch-douma'
  | 'flesch-martins'
  | 'oborneva'
  | 'fog-pl'
  | 'lix'
  | 'rix'
  | 'tateisi';

/** The shared scale every formula's interpretation table is mapped onto, easiest first. */
export const readabilityBands = ['very-easy', 'easy', 'fairly-easy', 'standard', 'fairly-difficult', 'difficult', 'very-difficult'] as const;

export type ReadabilityBand = (typeof readabilityBands)[number];

/**
 * How a score reads: `ease`, higher is easier (Flesch and its adaptations, Gulpease, Tateisi);
 * `grade`, years of schooling needed, higher is harder; `index`, higher is harder but not a
 * school grade (LIX, RIX).
 */
export type FormulaScale = 'ease' | 'grade' | 'index';

export interface FormulaInfo {
  id: FormulaId;
  scale: FormulaScale;
  /** Where most real texts score; scores outside are possible (a one-syllable text can pass 100). */
  typicalRange: readonly [min: number, max: number];
  /** The source of the formula: authors (year), title, publication. */
  reference: string;
  /** The source of its interpretation table, when not the formula's own. */
  bandsReference: string;
}

// ---------------------------------------------------------------------------------------------
// Averages

/** Average sentence length in words. */
const wordsPerSentence = (x: ReadabilityInputs): number => x.words / x.sentences;
/** Average word length in syllables. */
const syllablesPerWord = (x: ReadabilityInputs): number => x.syllables / x.words;
/** Share of words, in percent, of a count. */
const percentOfWords = (count: number, x: ReadabilityInputs): number => (100 * count) / x.words;
/** Mean characters per run, 0 without runs (a script absent from the text adds nothing). */
const perRun = (characters: number, runs: number): number => (runs === 0 ? 0 : characters / runs);

// ---------------------------------------------------------------------------------------------
// Interpretation tables

/**
 * Flesch's table: 90–100 very easy, 80–90 easy, 70–80 fairly easy, 60–70 standard, 50–60 fairly
 * difficult, 30–50 difficult, 0–30 very difficult. Flesch (1949), The Art of Readable Writing,
 * New York: Harper. Its adaptations below keep it, as their authors did.
 */
function fleschBand(score: number): ReadabilityBand {
  if (score >= 90) return 'very-easy';
  if (score >= 80) return 'easy';
  if (score >= 70) return 'fairly-easy';
  if (score >= 60) return 'standard';
  if (score >= 50) return 'fairly-difficult';
  if (score >= 30) return 'difficult';
  return 'very-difficult';
}

/**
 * A school grade on the same bands, by the grade column of Flesch's table (1949): very
 * easy 5th grade, easy 6th, fairly easy 7th, standard 8th–9th, fairly difficult 10th–12th (high
 * school), difficult 13th–16th (college), very difficult beyond (college graduate).
 */
function gradeBand(grade: number): ReadabilityBand {
  if (grade < 6) return 'very-easy';
  if (grade < 7) return 'easy';
  if (grade < 8) return 'fairly-easy';
  if (grade < 10) return 'standard';
  if (grade < 13) return 'fairly-difficult';
  if (grade < 17) return 'difficult';
  return 'very-difficult';
}

/**
 * LIX: below 25 very easy (children's books), 25–30 easy, 30–40 medium (fiction, normal text),
 * 40–50 difficult (normal for official texts), 50–60 very difficult (bureaucratic language),
 * over 60 very difficult (specialist prose). Björnsson (1968), Läsbarhet, Stockholm: Liber, as
 * summarised by Anderson (1983), Journal of Reading 26(6). "Medium" maps to standard,
 * and Björnsson's three difficult steps to fairly difficult, difficult and very difficult.
 */
function lixBand(lix: number): ReadabilityBand {
  if (lix < 25) return 'very-easy';
  if (lix < 30) return 'easy';
  if (lix < 40) return 'standard';
  if (lix < 50) return 'fairly-difficult';
  if (lix < 60) return 'difficult';
  return 'very-difficult';
}

/**
 * RIX to school grade: Anderson (1983), "Lix and Rix: variations on a little-known readability
 * index", Journal of Reading 26(6), 490–496: RIX thresholds per school grade (7.2 and over:
 * college, counted here as grade 13).
 */
const rixGrades: ReadonlyArray<readonly [minimumRix: number, grade: number]> = [
  [7.2, 13], [6.2, 12], [5.3, 11], [4.5, 10], [3.7, 9], [3.0, 8], [2.4, 7], [1.8, 6], [1.3, 5], [0.8, 4], [0.5, 3], [0.2, 2],
];

export function rixGrade(rix: number): number {
  for (const [minimum, grade] of rixGrades) if (rix >= minimum) return grade;
  return 1;
}

/**
 * INFLESZ scale for Szigriszt-Pazos: over 80 very easy, 65–80 fairly easy, 55–65 normal, 40–55
 * somewhat difficult, under 40 very difficult. Barrio-Cantalejo, Simón-Lorda, Melguizo, Escalona,
 * Marijuán & Hernando (2008), "Validación de la Escala INFLESZ para evaluar la legibilidad de los
 * textos dirigidos a pacientes", Anales del Sistema Sanitario de Navarra 31(2), 135–152.
 */
function infleszBand(score: number): ReadabilityBand {
  if (score > 80) return 'very-easy';
  if (score > 65) return 'fairly-easy';
  if (score > 55) return 'standard';
  if (score > 40) return 'fairly-difficult';
  return 'very-difficult';
}

/**
 * Martins et al. (1996): 75–100 very easy, 50–75 easy, 25–50 difficult, 0–25 very difficult.
 */
function martinsBand(score: number): ReadabilityBand {
  if (score >= 75) return 'very-easy';
  if (score >= 50) return 'easy';
  if (score >= 25) return 'difficult';
  return 'very-difficult';
}

/**
 * Gulpease, by the schooling a reader needs (Lucisano & Piemontese 1988): under 80 hard for
 * readers with elementary schooling, under 60 for middle school, under 40 for high school. Mapped
 * by the school levels of Flesch's grade column: readable after elementary school (grade 5) very
 * easy, after middle school (grade 8) standard, after high school fairly difficult, beyond that
 * difficult.
 */
function gulpeaseBand(score: number): ReadabilityBand {
  if (score >= 80) return 'very-easy';
  if (score >= 60) return 'standard';
  if (score >= 40) return 'fairly-difficult';
  return 'difficult';
}

/**
 * Tateisi et al. (1988) standardised their score to a mean of 50 and a standard deviation of 10
 * over their 77 sample texts, higher being easier, and published no interpretation table. Bands
 * here are distances from that mean: within half a standard deviation standard, up to one
 * fairly easy or fairly difficult, up to two easy or difficult, beyond very easy or very
 * difficult.
 */
function tateisiBand(score: number): ReadabilityBand {
  if (score >= 70) return 'very-easy';
  if (score >= 60) return 'easy';
  if (score >= 55) return 'fairly-easy';
  if (score >= 45) return 'standard';
  if (score >= 40) return 'fairly-difficult';
  if (score >= 30) return 'difficult';
  return 'very-difficult';
}

// ---------------------------------------------------------------------------------------------
// Formulas

interface FormulaDefinition extends FormulaInfo {
  compute(inputs: ReadabilityInputs): number;
  band(score: number): ReadabilityBand;
}

const FLESCH_1949 = 'Flesch, R. (1949). The Art of Readable Writing. New York: Harper.';

const definitions: readonly FormulaDefinition[] = [
  {
    id: 'flesch-reading-ease',
    scale: 'ease',
    typicalRange: [0, 100],
    reference: 'Flesch, R. (1948). A new readability yardstick. Journal of Applied Psychology 32(3), 221–233.',
    bandsReference: FLESCH_1949,
    // 206.835 − 1.015 × words/sentence − 84.6 × syllables/word
    compute: (x) => 206.835 - 1.015 * wordsPerSentence(x) - 84.6 * syllablesPerWord(x),
    band: fleschBand,
  },
  {
    id: 'flesch-kincaid-grade',
    scale: 'grade',
    typicalRange: [0, 18],
    reference:
      'Kincaid, J. P., Fishburne, R. P., Rogers, R. L. & Chissom, B. S. (1975). Derivation of new readability formulas (Automated Readability Index, Fog Count and Flesch Reading Ease Formula) for Navy enlisted personnel. Research Branch Report 8-75, Naval Technical Training Command, Millington, TN.',
    bandsReference: FLESCH_1949,
    // 0.39 × words/sentence + 11.8 × syllables/word − 15.59
    compute: (x) => 0.39 * wordsPerSentence(x) + 11.8 * syllablesPerWord(x) - 15.59,
    band: gradeBand,
  },
  {
    id: 'coleman-liau',
    scale: 'grade',
    typicalRange: [0, 18],
    reference: 'Coleman, M. & Liau, T. L. (1975). A computer readability formula designed for machine scoring. Journal of Applied Psychology 60(2), 283–284.',
    bandsReference: FLESCH_1949,
    // 0.0588 × letters per 100 words − 0.296 × sentences per 100 words − 15.8
    compute: (x) => 0.0588 * percentOfWords(x.letters, x) - 0.296 * percentOfWords(x.sentences, x) - 15.8,
    band: gradeBand,
  },
  {
    id: 'amstad',
    scale: 'ease',
    typicalRange: [0, 100],
    reference: 'Amstad, T. (1978). Wie verständlich sind unsere Zeitungen? Dissertation, Universität Zürich.',
    bandsReference: FLESCH_1949,
    // 180 − words/sentence − 58.5 × syllables/word: Flesch refitted to German's longer words.
    compute: (x) => 180 - wordsPerSentence(x) - 58.5 * syllablesPerWord(x),
    band: fleschBand,
  },
  {
    id: 'wiener-sachtextformel',
    scale: 'grade',
    typicalRange: [4, 15],
    reference:
      'Bamberger, R. & Vanecek, E. (1984). Lesen – Verstehen – Lernen – Schreiben. Die Schwierigkeitsstufen von Texten in deutscher Sprache. Wien: Jugend und Volk.',
    bandsReference: FLESCH_1949,
    // First Wiener Sachtextformel, for non-fiction: 0.1935 × MS + 0.1672 × SL + 0.1297 × IW −
    // 0.0327 × ES − 0.875, where MS is the percentage of words of three or more syllables, SL
    // the words per sentence, IW the percentage of words of more than six letters and ES the
    // percentage of one-syllable words. The result is an Austrian school grade (4 to 15).
    compute: (x) =>
      0.1935 * percentOfWords(x.polysyllables, x) + 0.1672 * wordsPerSentence(x) + 0.1297 * percentOfWords(x.longWords, x) - 0.0327 * percentOfWords(x.monosyllables, x) - 0.875,
    band: gradeBand,
  },
  {
    id: 'fernandez-huerta',
    scale: 'ease',
    typicalRange: [0, 100],
    reference:
      'Fernández Huerta, J. (1959). Medidas sencillas de lecturabilidad. Consigna 214, 29–32; corrected as in Law, G. (2011). Error in the Fernandez Huerta readability formula. LINGUIST List 22.2332.',
    bandsReference: FLESCH_1949,
    // 206.84 − 0.60 × syllables per 100 words − 1.02 × words per sentence. Fernández Huerta's
    // paper defines the second variable as sentences per 100 words, which makes shorter
    // sentences score harder; Law (2011) showed the coefficient is Flesch's 1.015 for words
    // per sentence, as used here.
    compute: (x) => 206.84 - 0.6 * percentOfWords(x.syllables, x) - 1.02 * wordsPerSentence(x),
    band: fleschBand,
  },
  {
    id: 'szigriszt-pazos',
    scale: 'ease',
    typicalRange: [0, 100],
    reference:
      'Szigriszt Pazos, F. (1993). Sistemas predictivos de legibilidad del mensaje escrito: fórmula de perspicuidad. Doctoral thesis, Universidad Complutense de Madrid.',
    bandsReference:
      'Barrio-Cantalejo, I. M. et al. (2008). Validación de la Escala INFLESZ para evaluar la legibilidad de los textos dirigidos a pacientes. Anales del Sistema Sanitario de Navarra 31(2), 135–152.',
    // 206.835 − 62.3 × syllables/word − words/sentence
    compute: (x) => 206.835 - 62.3 * syllablesPerWord(x) - wordsPerSentence(x),
    band: infleszBand,
  },
  {
    id: 'kandel-moles',
    scale: 'ease',
    typicalRange: [0, 100],
    reference: "Kandel, L. & Moles, A. (1958). Application de l'indice de Flesch à la langue française. Cahiers Études de Radio-Télévision 19, 253–274.",
    bandsReference: FLESCH_1949,
    // 207 − 1.015 × words/sentence − 73.6 × syllables/word
    compute: (x) => 207 - 1.015 * wordsPerSentence(x) - 73.6 * syllablesPerWord(x),
    band: fleschBand,
  },
  {
    id: 'gulpease',
    scale: 'ease',
    typicalRange: [0, 100],
    reference:
      'Lucisano, P. & Piemontese, M. E. (1988). GULPEASE: una formula per la predizione della difficoltà dei testi in lingua italiana. Scuola e Città 3, 110–124.',
    bandsReference: 'Lucisano, P. & Piemontese, M. E. (1988), ibid.',
    // 89 + (300 × sentences − 10 × letters) / words: letters, not syllables, by design.
    compute: (x) => 89 + (300 * x.sentences - 10 * x.letters) / x.words,
    band: gulpeaseBand,
  },
  {
    id: 'flesch-douma',
    scale: 'ease',
    typicalRange: [0, 100],
    reference:
      'Douma, W. H. (1960). De leesbaarheid van landbouwbladen: een onderzoek naar en een toepassing van leesbaarheidsformules. Bulletin 17, Afdeling Sociologie en Sociografie, Landbouwhogeschool Wageningen.',
    bandsReference: FLESCH_1949,
    // 206.84 − 0.77 × syllables per 100 words − 0.93 × words per sentence
    compute: (x) => 206.84 - 0.77 * percentOfWords(x.syllables, x) - 0.93 * wordsPerSentence(x),
    band: fleschBand,
  },
  {
    id: 'flesch-martins',
    scale: 'ease',
    typicalRange: [0, 100],
    reference:
      'Martins, T. B. F., Ghiraldelo, C. M., Nunes, M. G. V. & Oliveira Jr., O. N. (1996). Readability formulas applied to textbooks in Brazilian Portuguese. Notas do ICMSC, Série Computação 28, Universidade de São Paulo, São Carlos.',
    bandsReference: 'Martins et al. (1996), ibid.',
    // Flesch + 42, for Portuguese's longer words: 248.835 − 1.015 × words/sentence − 84.6 × syllables/word
    compute: (x) => 248.835 - 1.015 * wordsPerSentence(x) - 84.6 * syllablesPerWord(x),
    band: martinsBand,
  },
  {
    id: 'oborneva',
    scale: 'ease',
    typicalRange: [0, 100],
    reference:
      'Оборнева, И. В. (2006). Автоматизированная оценка сложности учебных текстов на основе статистических параметров. Дисс. канд. пед. наук. Москва: Институт содержания и методов обучения РАО.',
    bandsReference: FLESCH_1949,
    // 206.835 − 1.3 × words/sentence − 60.1 × syllables/word
    compute: (x) => 206.835 - 1.3 * wordsPerSentence(x) - 60.1 * syllablesPerWord(x),
    band: fleschBand,
  },
  {
    id: 'fog-pl',
    scale: 'grade',
    typicalRange: [1, 18],
    reference:
      'Broda, B., Nitoń, B., Gruszczyński, W. & Ogrodniczuk, M. (2014). Measuring readability of Polish texts: baseline experiments. Proceedings of LREC 2014, Reykjavík, 573–580; after Gunning, R. (1952). The Technique of Clear Writing. New York: McGraw-Hill.',
    bandsReference: FLESCH_1949,
    // Gunning's fog index with Polish hard words, those of four or more syllables:
    // 0.4 × (words/sentence + 100 × hard words/words), in years of schooling.
    compute: (x) => 0.4 * (wordsPerSentence(x) + percentOfWords(x.wordsOfFourOrMoreSyllables, x)),
    band: gradeBand,
  },
  {
    id: 'lix',
    scale: 'index',
    typicalRange: [20, 60],
    reference: 'Björnsson, C. H. (1968). Läsbarhet. Stockholm: Liber.',
    bandsReference: 'Björnsson (1968); table as in Anderson, J. (1983). Lix and Rix: variations on a little-known readability index. Journal of Reading 26(6), 490–496.',
    // words/sentence + 100 × words of more than six letters/words; no syllables, so one
    // formula serves every language.
    compute: (x) => wordsPerSentence(x) + percentOfWords(x.longWords, x),
    band: lixBand,
  },
  {
    id: 'rix',
    scale: 'index',
    typicalRange: [0, 7.2],
    reference: 'Anderson, J. (1983). Lix and Rix: variations on a little-known readability index. Journal of Reading 26(6), 490–496.',
    bandsReference: `Anderson (1983), ibid., as school grades; grades as in ${FLESCH_1949}`,
    // words of more than six letters / sentences
    compute: (x) => x.longWords / x.sentences,
    band: (rix) => gradeBand(rixGrade(rix)),
  },
  {
    id: 'tateisi',
    scale: 'ease',
    typicalRange: [0, 100],
    reference:
      'Tateisi, Y., Ono, Y. & Yamada, H. (1988). A computer readability formula of Japanese texts for machine scoring. Proceedings of COLING 1988, vol. 2, 649–654.',
    bandsReference: 'Tateisi et al. (1988): standardised to mean 50, standard deviation 10; bands by distance from the mean.',
    // RS′ = −0.12 ls − 1.37 la + 7.4 lh − 23.18 lc − 5.4 lk − 4.67 cp + 115.79, the paper's
    // formula without run percentages: ls characters per sentence, la lh lc lk mean length of
    // Latin, hiragana, kanji and katakana runs, cp tooten per kuten (per sentence without any
    // kuten, as in text whose sentences end at line breaks).
    compute: (x) =>
      -0.12 * (x.japaneseCharacters / x.sentences) -
      1.37 * perRun(x.alphabetCharacters, x.alphabetRuns) +
      7.4 * perRun(x.hiraganaCharacters, x.hiraganaRuns) -
      23.18 * perRun(x.kanjiCharacters, x.kanjiRuns) -
      5.4 * perRun(x.katakanaCharacters, x.katakanaRuns) -
      4.67 * (x.tooten / (x.kuten > 0 ? x.kuten : x.sentences)) +
      115.79,
    band: tateisiBand,
  },
];

const byId = new Map<FormulaId, FormulaDefinition>(definitions.map((definition) => [definition.id, definition]));

function definitionOf(id: FormulaId): FormulaDefinition {
  const definition = byId.get(id);
  if (!definition) throw new Error(`Unknown readability formula: ${id}`);
  return definition;
}

/** Metadata of every formula (scale, typical range, references), by id. */
export const formulaInfo: Readonly<Record<FormulaId, FormulaInfo>> = Object.fromEntries(
  definitions.map(({ id, scale, typicalRange, reference, bandsReference }) => [id, { id, scale, typicalRange, reference, bandsReference }]),
) as Record<FormulaId, FormulaInfo>;

/** The score of formula `id` for `inputs`, which must hold at least one word and one sentence. */
export function computeFormula(id: FormulaId, inputs: ReadabilityInputs): number {
  return definitionOf(id).compute(inputs);
}

/** Where `score` falls on formula `id`'s interpretation table, on the shared band scale. */
export function bandOf(id: FormulaId, score: number): ReadabilityBand {
  return definitionOf(id).band(score);
}
