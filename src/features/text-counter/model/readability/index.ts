export { bandOf, computeFormula, formulaInfo, readabilityBands, rixGrade, type FormulaId, type FormulaInfo, type FormulaScale, type ReadabilityBand } from './formulas';
export { addReadabilityInputs, emptyReadabilityInputs, readabilityInputsOf, type ReadabilityInputs } from './inputs';
export { readabilityLanguageOf, readabilityLanguages, type ReadabilityLanguage, type SyllableLanguage } from './languages';
export { minimumReadabilityWords, readabilityFormulasFor, scoreReadability, type ReadabilityReport, type ReadabilityScore } from './readability';
export { countSyllables } from './syllables';
