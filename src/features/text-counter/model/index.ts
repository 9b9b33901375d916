export { countText, type LongestSentence, type TextStats } from './count-text';
export { countGraphemes, offsetAfterGraphemes, type GraphemeCounts } from './graphemes';
export {
  findLimitPreset,
  limitPresets,
  maxCustomLimit,
  measureAgainstLimit,
  parseCustomLimit,
  type CharacterLimit,
  type CustomLimitError,
  type CustomLimitResult,
  type LimitMeasure,
  type LimitMeasurement,
  type LimitPresetId,
} from './limits';
export {
  addReadabilityInputs,
  bandOf,
  computeFormula,
  countSyllables,
  emptyReadabilityInputs,
  formulaInfo,
  minimumReadabilityWords,
  readabilityBands,
  readabilityFormulasFor,
  readabilityInputsOf,
  readabilityLanguageOf,
  readabilityLanguages,
  scoreReadability,
  type FormulaId,
  type FormulaInfo,
  type FormulaScale,
  type ReadabilityBand,
  type ReadabilityInputs,
  type ReadabilityLanguage,
  type ReadabilityReport,
  type ReadabilityScore,
} from './readability';
export { defaultRates, estimateReadingSeconds, estimateSpeakingSeconds, ratesFor, type TimedAmount, type TimeRates } from './rates';
export { measureXWeightedLength, type XMeasure, type XMeasureOptions } from './x-weighted-length';
