/**
 * Lighthouse slows the CPU by a constant 4×, relative to the machine it runs on. Its authors chose
 * 4× to move a high-end desktop (BenchmarkIndex 1500–2000) into the mid-tier mobile bracket
 * (Lighthouse's docs/throttling.md), so on a faster or slower host the same page scores
 * differently. Calibrating keeps the emulated phone the same on every host: the multiplier that
 * brings this host's BenchmarkIndex down to the one 4× makes of the middle of that bracket.
 */

/** The BenchmarkIndex of the phone that Lighthouse's default 4× emulates: 1750 / 4. */
export const referencePhoneIndex = 1750 / 4;

/**
 * @param {number} hostBenchmarkIndex Lighthouse's `environment.benchmarkIndex` on this host
 * @returns {number} the CPU slowdown to emulate the reference phone here, to one decimal, at least 1
 */
export function calibratedCpuMultiplier(hostBenchmarkIndex) {
  if (!Number.isFinite(hostBenchmarkIndex) || hostBenchmarkIndex <= 0) throw new RangeError(`not a BenchmarkIndex: ${hostBenchmarkIndex}`);
  return Math.max(1, Math.round((hostBenchmarkIndex / referencePhoneIndex) * 10) / 10);
}
