/**
 * What the benchmarks share: a seeded PRNG for their generated inputs, order statistics over
 * timing samples, and the loop that warms a piece of work up and then times it.
 */

/**
 * Mulberry32: a small, fast seeded PRNG returning numbers in [0, 1), so that every run of a
 * benchmark generates the same input on every machine.
 */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One of `items` (which must not be empty), drawn with `random`. */
export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

/**
 * The `p` quantile (0 ≤ p ≤ 1) by nearest rank: the sorted value at index ⌊p · n⌋, the largest
 * for p = 1. It is always one of the values, i.e. a time that was actually measured. NaN for no
 * values.
 */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
}

/** The 0.5 quantile: the middle value, for an even count the upper of the two middle ones. */
export function median(values: readonly number[]): number {
  return percentile(values, 0.5);
}

export interface TimingOptions {
  /** Untimed calls first: JIT compilation, lazy loading and caches should not count. */
  warmups: number;
  /** Timed calls (at least one). */
  runs: number;
  /**
   * Goes on timing after `runs` until this long has passed since the first timed call, for
   * work whose speed changes in the background (WebAssembly tiering up). Default 0.
   */
  minDurationMs?: number;
  /** Stops there even if `minDurationMs` has not passed. Default: no limit. */
  maxRuns?: number;
}

export interface TimedRuns<T> {
  /** Wall time of each timed call, in milliseconds, in call order. */
  samples: number[];
  /** The median of `samples`. */
  medianMs: number;
  /** What the last call returned. */
  value: T;
}

function wantsAnotherRun(samples: readonly number[], started: number, options: TimingOptions): boolean {
  const { runs, minDurationMs = 0, maxRuns = Infinity } = options;
  return samples.length < runs || (samples.length < maxRuns && performance.now() - started < minDurationMs);
}

/** Calls `work` `warmups` times, then times it `runs` times (or longer: see {@link TimingOptions}). */
export function timeRuns<T>(work: () => T, options: TimingOptions): TimedRuns<T> {
  let value!: T;
  for (let i = 0; i < options.warmups; i++) value = work();
  const samples: number[] = [];
  const started = performance.now();
  while (wantsAnotherRun(samples, started, options)) {
    const callStarted = performance.now();
    value = work();
    samples.push(performance.now() - callStarted);
  }
  return { samples, medianMs: median(samples), value };
}

/** {@link timeRuns} for asynchronous work: each call is awaited before the next one starts. */
export async function timeRunsAsync<T>(work: () => Promise<T>, options: TimingOptions): Promise<TimedRuns<T>> {
  let value!: T;
  for (let i = 0; i < options.warmups; i++) value = await work();
  const samples: number[] = [];
  const started = performance.now();
  while (wantsAnotherRun(samples, started, options)) {
    const callStarted = performance.now();
    value = await work();
    samples.push(performance.now() - callStarted);
  }
  return { samples, medianMs: median(samples), value };
}
