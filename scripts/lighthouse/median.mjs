/**
 * One Lighthouse run is noisy (a TBT of 300 ms on one run can be 450 ms on the next), so each
 * page is measured several times and the run with the median Performance score is reported,
 * whole, so that its LCP, TBT and CLS are the ones that produced that score.
 */

/**
 * @template T
 * @param {T[]} runs at least one
 * @param {(run: T) => number} key
 * @returns {T} the run whose key is the median (the lower middle one for an even count)
 */
export function medianRun(runs, key) {
  if (runs.length === 0) throw new RangeError('no runs');
  const sorted = [...runs].sort((a, b) => key(a) - key(b));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
