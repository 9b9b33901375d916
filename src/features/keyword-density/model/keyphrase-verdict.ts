/**
 * The verdict on a keyphrase's density: too low, good or too high, with the number of uses
 * recommended for the text's length. Light and pure: the page imports it for its types.
 */

/**
 * Which published bands judge the density:
 * - `yoast`: Yoast SEO's keyphrase density assessment (yoastseo, KeyphraseDensityAssessment and
 *   recommendedKeywordCount): good from 0.5 % to 3 % (3.5 % when word forms are recognised),
 *   where the density is weighted by the keyphrase's length — multiplied by 0.7 + words / 3
 *   (keyphraseLengthFactor), so a five-word keyphrase reaches 3 % with fewer uses.
 * - `rankMath`: Rank Math's keyword density test, which aims at 1 % to 1.5 % of plain density
 *   (Rank Math knowledge base, "Score 100 in tests": "Keyword Density is 0. Aim for around 1 %").
 */
export const densityBandSets = ['yoast', 'rankMath'] as const;
export type DensityBandSet = (typeof densityBandSets)[number];

/** Traffic light: `low` and `high` need work, `good` is within the bands. */
export type KeyphraseBand = 'low' | 'good' | 'high';

export interface KeyphraseUse {
  /** Occurrences of the keyphrase. */
  count: number;
  /** Words of the whole text. */
  totalWords: number;
  /** Words of the keyphrase that were looked for. */
  keyphraseWords: number;
  /** Whether word forms were counted together (Yoast then allows up to 3.5 %). */
  wordForms: boolean;
}

export interface KeyphraseVerdict {
  band: KeyphraseBand;
  /** Plain density: count / totalWords × 100. */
  density: number;
  /** The density the bands compare (weighted by keyphrase length for Yoast). */
  judgedDensity: number;
  /** Uses recommended for this text: at least `minimum`, at most `maximum`. */
  minimum: number;
  maximum: number;
  /** Fewer than 100 words: Yoast then counts a single use as good. */
  shortText: boolean;
}

/** Yoast's bands, in percent of the length-weighted density. */
const yoast = { minimum: 0.5, maximum: 3, maximumWithForms: 3.5, shortText: 100 };
/** Rank Math's bands, in percent of the plain density. */
const rankMath = { minimum: 1, maximum: 1.5 };

/** Yoast's keyphraseLengthFactor: a base weight of 0.7 plus a third per word. */
export function keyphraseLengthFactor(words: number): number {
  return 0.7 + words / 3;
}

/**
 * Yoast's recommendedKeywordCount: the uses that give `density` for this text and keyphrase
 * length, rounded up for a minimum and down for a maximum, and never below 2 ("always recommend
 * at least two occurrences").
 */
function recommendedCount(use: KeyphraseUse, density: number, bound: 'min' | 'max'): number {
  if (use.totalWords === 0) return 0;
  const count = (density * use.totalWords) / (100 * keyphraseLengthFactor(use.keyphraseWords));
  if (count < 2) return 2;
  return bound === 'min' ? Math.ceil(count) : Math.floor(count);
}

export function judgeKeyphrase(use: KeyphraseUse, bands: DensityBandSet): KeyphraseVerdict {
  const density = use.totalWords > 0 ? (use.count / use.totalWords) * 100 : 0;
  const shortText = use.totalWords < yoast.shortText;
  if (bands === 'rankMath') {
    const minimum = Math.max(1, Math.ceil((rankMath.minimum * use.totalWords) / 100));
    const maximum = Math.max(minimum, Math.floor((rankMath.maximum * use.totalWords) / 100));
    const band: KeyphraseBand = density < rankMath.minimum ? 'low' : density <= rankMath.maximum ? 'good' : 'high';
    return { band, density, judgedDensity: density, minimum, maximum, shortText };
  }
  const maximumDensity = use.wordForms ? yoast.maximumWithForms : yoast.maximum;
  const judgedDensity = density * keyphraseLengthFactor(use.keyphraseWords);
  // In a short text one use is enough (Yoast's hasGoodNumberOfMatches for texts under 100 words).
  const minimum = shortText ? 1 : recommendedCount(use, yoast.minimum, 'min');
  const maximum = recommendedCount(use, maximumDensity, 'max');
  // The order of Yoast's calculateResult: none or too few, then good, then too many.
  let band: KeyphraseBand;
  if (use.count === 0 || judgedDensity < yoast.minimum || (use.count === 1 && !shortText)) band = 'low';
  else if (judgedDensity <= maximumDensity || (use.count === 2 && minimum <= 2 && !shortText) || (shortText && use.count === 1)) band = 'good';
  else band = 'high';
  return { band, density, judgedDensity, minimum, maximum, shortText };
}
