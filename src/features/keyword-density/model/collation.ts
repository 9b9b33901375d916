import type { PreparedText } from './prepare';

const collators = new Map<string, Intl.Collator>();
const fullRanks = new WeakMap<PreparedText, Int32Array>();

function collatorFor(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale);
    collators.set(locale, collator);
  }
  return collator;
}

/** Collation ranks of some surfaces, indexed by surface id; ranks are below `range`. */
export interface SurfaceRanks {
  ranks: Int32Array;
  range: number;
}

/**
 * Positions of the `wanted` surfaces (distinct surface ids) in the locale's collation order,
 * code-unit order breaking ties so the order is total. Ranking words once lets phrases be
 * ordered by integer keys instead of collating phrase strings. A table cut to its top rows
 * needs only their words ranked, which is far cheaper than ranking the whole vocabulary;
 * when most words are wanted, all are ranked once and kept for later calls.
 */
export function rankSurfaces(prepared: PreparedText, wanted: Int32Array): SurfaceRanks {
  const { surfaces } = prepared;
  const cached = fullRanks.get(prepared);
  if (cached) return { ranks: cached, range: surfaces.length };
  const everything = wanted.length * 4 >= surfaces.length;
  const order = everything ? Int32Array.from(surfaces.keys()) : wanted.slice();
  const collator = collatorFor(prepared.locale);
  const ids = Array.from(order);
  ids.sort((a, b) => {
    const x = surfaces[a]!;
    const y = surfaces[b]!;
    return collator.compare(x, y) || (x < y ? -1 : x > y ? 1 : 0);
  });
  const ranks = new Int32Array(surfaces.length);
  for (let r = 0; r < ids.length; r++) ranks[ids[r]!] = r;
  if (everything) fullRanks.set(prepared, ranks);
  return { ranks, range: ids.length };
}
