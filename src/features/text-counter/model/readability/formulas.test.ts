import { bandOf, computeFormula, formulaInfo, rixGrade, type FormulaId } from './formulas';
import { emptyReadabilityInputs, type ReadabilityInputs } from './inputs';

/**
 * A 100-word sample of 5 sentences: 20 words per sentence, 1.5 syllables per word. Expected
 * scores are worked out by hand from each formula's published coefficients (formulas.ts); they
 * must match to 1e-9 (floating-point rounding only).
 */
const sample: ReadabilityInputs = {
  ...emptyReadabilityInputs(),
  words: 100,
  sentences: 5,
  syllables: 150,
  letters: 480,
  monosyllables: 50,
  polysyllables: 15,
  wordsOfFourOrMoreSyllables: 5,
  longWords: 30,
};

const workedExamples: ReadonlyArray<[FormulaId, number, string]> = [
  ['flesch-reading-ease', 206.835 - 1.015 * 20 - 84.6 * 1.5, 'fairly-difficult'], // 59.635
  ['flesch-kincaid-grade', 0.39 * 20 + 11.8 * 1.5 - 15.59, 'standard'], // 9.91
  ['coleman-liau', 0.0588 * 480 - 0.296 * 5 - 15.8, 'fairly-difficult'], // 10.944
  ['amstad', 180 - 20 - 58.5 * 1.5, 'fairly-easy'], // 72.25
  ['wiener-sachtextformel', 0.1935 * 15 + 0.1672 * 20 + 0.1297 * 30 - 0.0327 * 50 - 0.875, 'fairly-easy'], // 7.6275
  ['fernandez-huerta', 206.84 - 0.6 * 150 - 1.02 * 20, 'very-easy'], // 96.44
  ['szigriszt-pazos', 206.835 - 62.3 * 1.5 - 20, 'very-easy'], // 93.385
  ['kandel-moles', 207 - 1.015 * 20 - 73.6 * 1.5, 'fairly-easy'], // 76.3
  ['gulpease', 89 + (300 * 5 - 10 * 480) / 100, 'fairly-difficult'], // 56
  ['flesch-douma', 206.84 - 0.77 * 150 - 0.93 * 20, 'fairly-easy'], // 72.74
  ['flesch-martins', 248.835 - 1.015 * 20 - 84.6 * 1.5, 'very-easy'], // 101.635
  ['oborneva', 206.835 - 1.3 * 20 - 60.1 * 1.5, 'very-easy'], // 90.685
  ['fog-pl', 0.4 * (20 + 5), 'fairly-difficult'], // 10
  ['lix', 20 + 30, 'difficult'], // 50
  ['rix', 30 / 5, 'fairly-difficult'], // 6 → grade 11
];

describe('readability formulas', () => {
  it.each(workedExamples)('%s gives the worked example', (formula, expected, band) => {
    const score = computeFormula(formula, sample);
    expect(score).toBeCloseTo(expected, 9);
    expect(bandOf(formula, score)).toBe(band);
  });

  it('keeps the worked values in sight', () => {
    expect(computeFormula('flesch-reading-ease', sample)).toBeCloseTo(59.635, 9);
    expect(computeFormula('wiener-sachtextformel', sample)).toBeCloseTo(7.6275, 9);
    expect(computeFormula('gulpease', sample)).toBeCloseTo(56, 9);
  });

  it('matches the npm reference implementations on "The cat sat on the mat."', () => {
    // flesch 2.0.1, flesch-kincaid 2.0.1 and coleman-liau 2.0.1 (Titus Wormer) give 116.145,
    // −1.45 and −4.0733 for 1 sentence, 6 words, 6 syllables, 17 letters.
    const cat = { ...emptyReadabilityInputs(), sentences: 1, words: 6, syllables: 6, letters: 17 };
    expect(computeFormula('flesch-reading-ease', cat)).toBeCloseTo(116.145, 3);
    expect(computeFormula('flesch-kincaid-grade', cat)).toBeCloseTo(-1.45, 3);
    expect(computeFormula('coleman-liau', cat)).toBeCloseTo(-4.0733, 3);
    expect(bandOf('flesch-reading-ease', 116.145)).toBe('very-easy');
  });

  it('scores shorter sentences easier in the corrected Fernández Huerta formula', () => {
    // Law (2011): with "sentences per 100 words" as published in 1959, more sentences scored harder.
    const shorter = { ...sample, sentences: 10 };
    expect(computeFormula('fernandez-huerta', shorter)).toBeGreaterThan(computeFormula('fernandez-huerta', sample));
    expect(computeFormula('fernandez-huerta', shorter)).toBeCloseTo(206.84 - 90 - 1.02 * 10, 9);
  });

  it('computes Tateisi et al.’s RS′ from character runs', () => {
    const japanese: ReadabilityInputs = {
      ...emptyReadabilityInputs(),
      words: 200,
      sentences: 10,
      japaneseCharacters: 500, // ls = 50
      hiraganaRuns: 60,
      hiraganaCharacters: 180, // lh = 3
      kanjiRuns: 50,
      kanjiCharacters: 100, // lc = 2
      katakanaRuns: 10,
      katakanaCharacters: 30, // lk = 3
      tooten: 10,
      kuten: 10, // cp = 1
    };
    // −0.12·50 − 1.37·0 + 7.4·3 − 23.18·2 − 5.4·3 − 4.67·1 + 115.79 = 64.76
    expect(computeFormula('tateisi', japanese)).toBeCloseTo(64.76, 9);
    expect(bandOf('tateisi', 64.76)).toBe('easy');
    // Without any 。, tooten are counted per sentence.
    expect(computeFormula('tateisi', { ...japanese, kuten: 0, tooten: 20 })).toBeCloseTo(64.76 - 4.67, 9);
  });

  it('maps scores onto bands at the published thresholds', () => {
    expect(bandOf('flesch-reading-ease', 90)).toBe('very-easy');
    expect(bandOf('flesch-reading-ease', 89.9)).toBe('easy');
    expect(bandOf('flesch-reading-ease', 29.9)).toBe('very-difficult');
    expect(bandOf('flesch-kincaid-grade', 5.9)).toBe('very-easy');
    expect(bandOf('flesch-kincaid-grade', 17)).toBe('very-difficult');
    expect(bandOf('lix', 24.9)).toBe('very-easy');
    expect(bandOf('lix', 60)).toBe('very-difficult');
    expect(bandOf('szigriszt-pazos', 60)).toBe('standard');
    expect(bandOf('szigriszt-pazos', 39)).toBe('very-difficult');
    expect(bandOf('flesch-martins', 60)).toBe('easy');
    expect(bandOf('gulpease', 80)).toBe('very-easy');
    expect(bandOf('gulpease', 39)).toBe('difficult');
    expect(rixGrade(7.2)).toBe(13);
    expect(rixGrade(0.1)).toBe(1);
  });

  it('describes every formula', () => {
    for (const info of Object.values(formulaInfo)) {
      expect(info.reference).toMatch(/\(\d{4}\)/);
      expect(info.bandsReference.length).toBeGreaterThan(0);
      expect(info.typicalRange[0]).toBeLessThan(info.typicalRange[1]);
    }
  });
});
