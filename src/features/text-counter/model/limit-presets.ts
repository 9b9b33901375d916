/**
 * Character limits of social platforms and custom limits: plain data and parsing, light enough
 * for the page itself. Measuring text against them (limits.ts) runs in the counting worker.
 */

/**
 * How a limit counts: `graphemes` counts user-perceived characters (an emoji or an accented
 * letter is one); `xWeighted` is X's weighted length (see x-weighted-length.ts).
 */
export type LimitMeasure = 'graphemes' | 'xWeighted';

export interface CharacterLimit {
  /** Stable identifier, used for translation keys and saved settings. */
  id: string;
  /** Largest allowed length, in the unit of `measure`. */
  max: number;
  measure: LimitMeasure;
}

/**
 * Platform presets. Platforms do not publish how they count; grapheme clusters are what a
 * person sees as characters and what the limits are described in.
 */
export const limitPresets = [
  { id: 'x', max: 280, measure: 'xWeighted' },
  { id: 'instagram', max: 2200, measure: 'graphemes' },
  { id: 'threads', max: 500, measure: 'graphemes' },
  { id: 'linkedinSummary', max: 2000, measure: 'graphemes' },
  { id: 'redditTitle', max: 300, measure: 'graphemes' },
  { id: 'redditPost', max: 5000, measure: 'graphemes' },
  { id: 'tiktok', max: 2200, measure: 'graphemes' },
  // Search results cut by width (see `@/lib/seo/serp-lengths`); the characters are the usual
  // guide figures, and the counter shows the pixel width and a result preview beside them.
  { id: 'meta-title', max: 60, measure: 'graphemes' },
  { id: 'meta-description', max: 160, measure: 'graphemes' },
] as const satisfies readonly CharacterLimit[];

export type LimitPresetId = (typeof limitPresets)[number]['id'];

/** The preset with `id`. */
export function findLimitPreset(id: LimitPresetId): CharacterLimit {
  return limitPresets.find((preset) => preset.id === id) as CharacterLimit;
}

/** Largest custom limit accepted: far above any platform, small enough to stay meaningful. */
export const maxCustomLimit = 10_000_000;

export type CustomLimitError = 'notANumber' | 'notWhole' | 'notPositive' | 'tooLarge';

export type CustomLimitResult = { ok: true; limit: CharacterLimit } | { ok: false; reason: CustomLimitError };

/**
 * Reads a custom limit typed by the user: a whole number of characters from 1 to
 * {@link maxCustomLimit}, with optional surrounding white space and an optional `+`. Full-width
 * digits (typed with a Japanese or Chinese input method) are accepted.
 * - `''`, `'abc'`, `'1e3'`, `'0x10'`, `'1 000'` → `notANumber` (only plain digits are read);
 * - `'12.5'`, `'12,5'`, `'1,000'` → `notWhole` (a separator means a fraction; no digit grouping);
 * - `'0'`, `'-3'` → `notPositive`;
 * - above 10,000,000 → `tooLarge`.
 * The result is a `graphemes` limit with id `custom`.
 */
export function parseCustomLimit(input: string): CustomLimitResult {
  const match = /^([+-]?)(\d+)(?:[.,](\d+))?$/.exec(input.normalize('NFKC').replace(/\u2212/g, '-').trim());
  if (match === null) return { ok: false, reason: 'notANumber' };
  const [, sign, whole = '', fraction] = match;
  if (fraction !== undefined) return { ok: false, reason: 'notWhole' };
  const value = Number(whole);
  if (sign === '-' || value === 0) return { ok: false, reason: 'notPositive' };
  if (value > maxCustomLimit) return { ok: false, reason: 'tooLarge' };
  return { ok: true, limit: { id: 'custom', max: value, measure: 'graphemes' } };
}

