/**
 * Spreads groups of data over files by fnv1a32(group key) mod n, with the smallest n (from an
 * estimate up) whose largest file fits a gzip budget: so the browser finds a group's file from
 * its key and the file count alone, and every file stays one small request.
 */
import { fnv1a32 } from '../../src/features/dictionary/model/hash';
import { gzipSize } from './output';

export interface HashedFiles {
  count: number;
  /** File contents by index. */
  files: string[];
  gzip: number[];
}

/**
 * `keys` (sorted, so output is deterministic) spread over files, each rendered by `render` from
 * its keys in order. `rawBytes` estimates the total raw size; JSON of this kind compresses about
 * 4:1, so the first try aims at 70% of the budget.
 */
export function filesByHash(keys: readonly string[], render: (keys: string[]) => string, rawBytes: number, maxGzip: number): HashedFiles {
  let count = Math.max(1, Math.ceil(rawBytes / 4 / (maxGzip * 0.7)));
  for (;;) {
    const buckets: string[][] = Array.from({ length: count }, () => []);
    for (const key of keys) buckets[fnv1a32(key) % count]!.push(key);
    const files = buckets.map(render);
    // Gzip size follows raw size closely: measure the largest raw files first, all of them only once those fit.
    const largest = files
      .map((file, i) => [file.length, i] as const)
      .sort((x, y) => y[0] - x[0])
      .slice(0, 8);
    if (largest.every(([, i]) => gzipSize(files[i]!) <= maxGzip)) {
      const gzip = files.map(gzipSize);
      if (Math.max(...gzip) <= maxGzip) return { count, files, gzip };
    }
    count = Math.ceil(count * 1.08) + 1;
  }
}
