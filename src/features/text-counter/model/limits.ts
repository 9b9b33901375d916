/**
 * Measuring text against a character limit (in the counting worker: X's weighted length pulls
 * in twitter-text).
 */

import { countGraphemes, offsetAfterGraphemes } from './graphemes';
import type { CharacterLimit } from './limit-presets';
import { measureXWeightedLength } from './x-weighted-length';

export * from './limit-presets';

export interface LimitMeasurement {
  /** Length of the text in the limit's unit. */
  used: number;
  /** The limit's maximum. */
  limit: number;
  /** `limit - used`; negative when the text is too long. */
  remaining: number;
  /** UTF-16 offset from which the text exceeds the limit (to mark the excess), or `null` if it fits. */
  overflowStart: number | null;
}

/** Measures `text` against `limit`. Linear in the length of the text. */
export function measureAgainstLimit(text: string, limit: CharacterLimit): LimitMeasurement {
  if (limit.measure === 'xWeighted') {
    const { used, overflowStart } = measureXWeightedLength(text, { max: limit.max });
    return { used, limit: limit.max, remaining: limit.max - used, overflowStart };
  }
  const used = countGraphemes(text).characters;
  const overflowStart = used > limit.max ? offsetAfterGraphemes(text, limit.max) : null;
  return { used, limit: limit.max, remaining: limit.max - used, overflowStart };
}
