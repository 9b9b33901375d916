/**
 * Counting table for n-grams (n ≤ 3) of integer word ids.
 *
 * An entry does not store its key: it stores the position of its first occurrence, and the
 * key is read back from the id array at that position. Open addressing over small typed
 * arrays keeps the working set in cache and allocates nothing per word; a `Map` keyed by
 * id₁·V² + id₂·V + id₃ boxes every key above 2³¹ and was several times slower. (Storing the
 * keys in the slots was tried too: the fourfold larger slot array made it slower.)
 */
export interface NgramTable {
  /** Entries so far, numbered 0, 1, 2… in order of creation. */
  readonly size: number;
  /** Position (in the id array given to {@link findOrAddNgram}) that created each entry. */
  readonly firsts: Int32Array;
  /** A counter per entry, for the caller. */
  readonly counts: Int32Array;
}

interface TableState {
  size: number;
  firsts: Int32Array;
  counts: Int32Array;
  /** Entry number + 1 per slot; 0 marks a free slot. */
  slots: Int32Array;
  /** Slot count − 1 (slot count is a power of two). */
  mask: number;
}

/**
 * An empty table. `expected` is a guess of the distinct n-grams to come; the table grows
 * (doubling) past it.
 */
export function createNgramTable(expected: number): NgramTable {
  let slotCount = 1024;
  while (slotCount < expected * 2) slotCount *= 2;
  const state: TableState = {
    size: 0,
    firsts: new Int32Array(slotCount >>> 1),
    counts: new Int32Array(slotCount >>> 1),
    slots: new Int32Array(slotCount),
    mask: slotCount - 1,
  };
  return state;
}

function hashAt(ids: Int32Array, at: number, n: number): number {
  // Multiplicative mixing (constants from MurmurHash3) and a final avalanche step.
  let h = Math.imul(ids[at]!, 0xcc9e2d51);
  if (n > 1) h ^= Math.imul(ids[at + 1]! + 0x3c6ef372, 0x1b873593);
  if (n > 2) h ^= Math.imul(ids[at + 2]! + 0x7f4a7c15, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 16), 0xc2b2ae35);
  return h ^ (h >>> 13);
}

/** Doubles the slots (keeping the load ≤ 1/2) and the per-entry arrays. */
function grow(state: TableState, ids: Int32Array, n: number): void {
  const slotCount = (state.mask + 1) * 2;
  const slots = new Int32Array(slotCount);
  const mask = slotCount - 1;
  const { firsts } = state;
  for (let entry = 0; entry < state.size; entry++) {
    let slot = hashAt(ids, firsts[entry]!, n) & mask;
    while (slots[slot] !== 0) slot = (slot + 1) & mask;
    slots[slot] = entry + 1;
  }
  const grownFirsts = new Int32Array(slotCount >>> 1);
  grownFirsts.set(firsts);
  const grownCounts = new Int32Array(slotCount >>> 1);
  grownCounts.set(state.counts);
  state.slots = slots;
  state.mask = mask;
  state.firsts = grownFirsts;
  state.counts = grownCounts;
}

/**
 * The entry of the n-gram `ids[at … at+n)`, created (count 0, first `at`) when new. A table
 * must always be used with the same `ids` and `n`. Read `firsts` and `counts` from the table
 * after calls, as growing replaces them.
 */
export function findOrAddNgram(table: NgramTable, ids: Int32Array, at: number, n: number): number {
  const state = table as TableState;
  const { slots, mask, firsts } = state;
  const a = ids[at]!;
  let slot = hashAt(ids, at, n) & mask;
  for (;;) {
    const entry = slots[slot]!;
    if (entry === 0) break;
    const first = firsts[entry - 1]!;
    if (ids[first] === a && (n < 2 || ids[first + 1] === ids[at + 1]) && (n < 3 || ids[first + 2] === ids[at + 2])) return entry - 1;
    slot = (slot + 1) & mask;
  }
  const created = state.size++;
  slots[slot] = created + 1;
  firsts[created] = at;
  if (state.size * 2 >= mask + 1) grow(state, ids, n);
  return created;
}
