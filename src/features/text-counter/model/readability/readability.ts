/**
 * Readability of a text from its inputs: which formulas a language shows, their scores and
 * bands, and the minimum length below which no score is given.
 */

import { bandOf, computeFormula, formulaInfo, type FormulaId, type FormulaScale, type ReadabilityBand } from './formulas';
import type { ReadabilityInputs } from './inputs';
import type { ReadabilityLanguage } from './languages';

/**
 * Formulas per language, in display order: the language's own published formula first. LIX
 * and RIX, which count letters rather than syllables, serve the languages without a published
 * adaptation we could cite (Czech, Hungarian, Romanian, Bulgarian, Greek, Ukrainian); Björnsson
 * (1968) designed LIX to compare texts across languages.
 */
const formulasByLanguage: Readonly<Record<ReadabilityLanguage, readonly FormulaId[]>> = {
  en: ['flesch-reading-ease', 'flesch-kincaid-grade', 'coleman-liau'],
  de: ['amstad', 'wiener-sachtextformel'],
  es: ['fernandez-huerta', 'szigriszt-pazos'],
  fr: ['kandel-moles'],
  it: ['gulpease'],
  nl: ['flesch-douma'],
  pt: ['flesch-martins'],
  ru: ['oborneva'],
  pl: ['fog-pl'],
  sv: ['lix'],
  da: ['lix'],
  ja: ['tateisi'],
  cs: ['lix', 'rix'],
  hu: ['lix', 'rix'],
  ro: ['lix', 'rix'],
  bg: ['lix', 'rix'],
  el: ['lix', 'rix'],
  uk: ['lix', 'rix'],
};

/** The formulas shown for `language`, in display order. */
export function readabilityFormulasFor(language: ReadabilityLanguage): readonly FormulaId[] {
  return formulasByLanguage[language];
}

/**
 * Fewer words than this give no score. The formulas average over sentences and words, and
 * Flesch (1948) measured samples of 100 words; under 30 words one sentence more or less moves a score by a whole band (a 30-word
 * text read as one sentence or as two differs by 15 Flesch points), so a score would mislead.
 */
export const minimumReadabilityWords = 30;

export interface ReadabilityScore {
  formula: FormulaId;
  /** Not rounded; see `formulaInfo[formula].scale` for which way is easier. */
  score: number;
  band: ReadabilityBand;
  /** Which way is easier (`formulaInfo[formula].scale`), so the page needs no formula table. */
  scale: FormulaScale;
}

export interface ReadabilityReport {
  language: ReadabilityLanguage;
  /** The counts the scores come from (words, sentences, syllables…), for display too. */
  inputs: ReadabilityInputs;
  /** Fewer than {@link minimumReadabilityWords} words (or no sentence): `scores` is empty. */
  tooShort: boolean;
  /** One per formula of {@link readabilityFormulasFor}, in its order; empty when too short. */
  scores: readonly ReadabilityScore[];
}

/** The readability of a text in `language` from its inputs. */
export function scoreReadability(inputs: ReadabilityInputs, language: ReadabilityLanguage): ReadabilityReport {
  const tooShort = inputs.words < minimumReadabilityWords || inputs.sentences === 0;
  const scores = tooShort
    ? []
    : readabilityFormulasFor(language).map((formula) => {
        const score = computeFormula(formula, inputs);
        return { formula, score, band: bandOf(formula, score), scale: formulaInfo[formula].scale };
      });
  return { language, inputs, tooShort, scores };
}
