/**
 * Reading and speaking rates, in one place.
 *
 * Words of scripts written with spaces are timed in words per minute. Han and kana characters
 * (Chinese and Japanese) are timed in characters per minute instead, because a "word" there is
 * a dictionary segment whose length varies far more than words in alphabetic text.
 *
 * Sources and derivations:
 * - Silent reading, 238 words/min: Brysbaert (2019), "How many words do we read per minute? A
 *   review and meta-analysis of reading rate", Journal of Memory and Language 109, 104047 —
 *   English non-fiction (fiction: 260). The same paper gives 183 words/min for reading aloud.
 * - Speaking, 150 words/min: the usual rate of conversational and presentation English
 *   (National Center for Voice and Speech), below Brysbaert's 183 words/min for reading aloud.
 * - Japanese and Chinese: Trauzettel-Klosinski & Dietz (2012), "Standardized assessment of
 *   reading performance: the new International Reading Speed Texts IReST", IOVS 53(9), measured
 *   reading aloud at 357 characters/min in Japanese and 255 in Chinese. Silent reading is scaled
 *   by Brysbaert's silent/aloud ratio for English (238 / 183 ≈ 1.3): ≈ 460 and ≈ 330
 *   characters/min. Speaking is scaled by 150 / 183 ≈ 0.82: ≈ 300 and ≈ 210 characters/min
 *   (300 characters/min is also the figure usually quoted for Japanese broadcast news).
 */

export interface TimeRates {
  /** Silent reading, words per minute (scripts written with spaces, Thai, Korean…). */
  readingWordsPerMinute: number;
  /** Speaking, words per minute. */
  speakingWordsPerMinute: number;
  /** Silent reading, Han and kana characters per minute. */
  readingCharactersPerMinute: number;
  /** Speaking, Han and kana characters per minute. */
  speakingCharactersPerMinute: number;
}

/** Rates for Japanese and every language but Chinese (whose Han characters are timed as Chinese). */
export const defaultRates: TimeRates = {
  readingWordsPerMinute: 238,
  speakingWordsPerMinute: 150,
  readingCharactersPerMinute: 460,
  speakingCharactersPerMinute: 300,
};

/** Rates for Chinese: the same for words, slower for characters (each carries more). */
const chineseRates: TimeRates = {
  ...defaultRates,
  readingCharactersPerMinute: 330,
  speakingCharactersPerMinute: 210,
};

/** The rates for a BCP 47 `locale`: {@link chineseRates} for `zh…`, else {@link defaultRates}. */
export function ratesFor(locale: string): TimeRates {
  return /^zh(?:-|_|$)/i.test(locale) ? chineseRates : defaultRates;
}

/** What is timed: words at words/min plus Han and kana characters at characters/min. */
export interface TimedAmount {
  /** Words that are not made of Han or kana characters. */
  words: number;
  /** Han and kana characters inside words. */
  characters: number;
}

/** Seconds to read `amount` silently at `rates` (not rounded). */
export function estimateReadingSeconds(amount: TimedAmount, rates: TimeRates): number {
  return (amount.words / rates.readingWordsPerMinute + amount.characters / rates.readingCharactersPerMinute) * 60;
}

/** Seconds to say `amount` aloud at `rates` (not rounded). */
export function estimateSpeakingSeconds(amount: TimedAmount, rates: TimeRates): number {
  return (amount.words / rates.speakingWordsPerMinute + amount.characters / rates.speakingCharactersPerMinute) * 60;
}
