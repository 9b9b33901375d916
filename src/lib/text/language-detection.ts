/**
 * Which language a text looks like, detected on the device, and whether to offer the user to
 * switch to it (the Grammar Checker's language, the Text Counter's readability language).
 * Detection is npm `eld` (Efficient Language Detector, Apache-2.0) with its smallest n-gram
 * database: on the site's 17 languages it was right for 99.6% of texts of one or two sentences
 * (99.4% when it also considers every other language the checker offers) and for every text of
 * about 80 words, ahead of tinyld (98.3%) and franc-min (94.3%), see
 * scripts/bench/language-detection.bench.ts. It weighs ~280 KB gzip and ~27 MB of memory, so
 * {@link loadLanguageDetector} imports it on first need (and `eld` ships ES modules only, which
 * Node's `require` cannot load).
 */
import { countWords } from './tokenize';

/**
 * An offer needs this many words: from 6 words on, `eld` called 99.5% of the site-language test
 * texts reliable and was right for 99.6% of those (language-detection.bench.ts).
 */
export const MIN_WORDS = 6;

/**
 * A text whose chosen language scores at least this share of the best score is taken as mixed
 * (a quotation, names): no offer. In language-detection.bench.ts, at 0.75 texts of one language
 * get the right offer 96.7% of the time and a wrong one 0.2% of the time, while half-and-half
 * texts of two sentences get an offer 14.8% of the time (0.8: 98.0% and 19.3%; 0.7: 94.5% and 11.1%).
 */
export const MIXED_SCORE_RATIO = 0.75;

/** What the detector says about a text. */
export interface DetectedLanguage {
  /** ISO 639-1 code, or '' when the text gave nothing to go on. */
  language: string;
  /** `eld`'s own judgement: enough n-grams, and a clear lead. */
  reliable: boolean;
  /** Score (0–1) per ISO 639-1 code, for the languages that scored at all. */
  scores: Readonly<Record<string, number>>;
}

/** Tells the language of a text (only its first 1,000 characters count, as in `eld`). */
export type LanguageDetector = (text: string) => DetectedLanguage;

/** A detector over `languages` (ISO 639-1 codes), with `eld`'s n-grams imported now (call it on first need, once). */
export async function loadLanguageDetector(languages: readonly string[]): Promise<LanguageDetector> {
  const { eld } = await import('eld/extrasmall');
  const detector = eld.newInstance();
  detector.setLanguageSubset([...new Set(languages)]);
  // Addresses, e-mail addresses and numbers say nothing about the language.
  detector.enableTextCleanup(true);
  return (text) => {
    const result = detector.detect(text);
    return { language: result.language, reliable: result.isReliable(), scores: result.getScores() };
  };
}

/**
 * The language (ISO 639-1) to offer for `text` written while `chosen` (ISO 639-1) is selected,
 * or null: only when the text is long enough, the detection reliable, its language another one
 * than the chosen one, and the text not mixed.
 */
export function offeredLanguage(text: string, chosen: string, detected: DetectedLanguage, mixedScoreRatio = MIXED_SCORE_RATIO): string | null {
  const { language, reliable, scores } = detected;
  if (!reliable || language === '' || language === chosen) return null;
  if (countWords(text, language) < MIN_WORDS) return null;
  const best = scores[language] ?? 0;
  if ((scores[chosen] ?? 0) >= mixedScoreRatio * best) return null;
  return language;
}
