export { countText, type LongestSentence, type TextStats } from './count-text';
export { countHighlights, findHighlights, LONG_SENTENCE_WORDS, VERY_LONG_SENTENCE_WORDS, type Highlight, type HighlightCounts, type HighlightKind } from './highlights';
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
