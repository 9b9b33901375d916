/**
 * How many lean entry pages fit on the host: the planner behind the static pages step. Pure, so
 * that the budget arithmetic is tested apart from the files.
 */
import { countedFiles, type FolderSize, type HostLimits } from '../../host/host-limits';

/**
 * Share of each limit left free: for the service worker written after this step, for the error of
 * the page-size estimate, for a host that measures an archive of the site (GitHub Pages deploys a
 * tar: about 1 KB of header and padding per file, 20 MB for 20,000 files), and for the site to
 * grow (a page, a locale, a larger shard set) before a deployment hits a limit.
 */
export const budgetMargin = 0.03;

/** One dictionary language's side of the plan. */
export interface LanguageCandidates<L extends string> {
  language: L;
  /** Entries that could get a lean page (the ranked entries without a page yet). */
  candidates: number;
  /** Estimated bytes of one of its lean pages. */
  pageBytes: number;
}

export interface EntryPagePlanInput<L extends string> {
  limits: HostLimits;
  /** What out/ holds before the lean pages. */
  existing: Pick<FolderSize, 'files' | 'folders' | 'bytes'>;
  languages: readonly LanguageCandidates<L>[];
  /** Default {@link budgetMargin}. */
  margin?: number;
}

export interface EntryPagePlan<L extends string> {
  /** Lean pages per language: its first (most frequent) candidates. */
  pages: Record<L, number>;
  /** Files and estimated bytes the lean pages add. */
  files: number;
  bytes: number;
}

/**
 * Fair shares: every language gets the same number of pages, as many as fit within the files
 * and bytes the limits (less the margin) leave beside what out/ holds; a language with fewer
 * candidates than that takes all of them and leaves the rest to the others. Pages that fit
 * after that (fewer than one per language) go to the languages in the order given.
 */
export function planEntryPages<L extends string>({ limits, existing, languages, margin = budgetMargin }: EntryPagePlanInput<L>): EntryPagePlan<L> {
  const fileRoom = Math.floor(limits.files * (1 - margin)) - countedFiles(existing, limits);
  const byteRoom = limits.bytes * (1 - margin) - existing.bytes;
  const fits = (counts: readonly number[]) => {
    let files = 0;
    let bytes = 0;
    counts.forEach((count, i) => {
      files += count;
      bytes += count * languages[i]!.pageBytes;
    });
    return files <= fileRoom && bytes <= byteRoom;
  };
  const share = (k: number) => languages.map((l) => Math.min(k, l.candidates));

  // The largest equal share that fits; fits() only grows with k, so a binary search finds it.
  let low = 0;
  let high = Math.max(0, ...languages.map((l) => l.candidates));
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(share(mid))) low = mid;
    else high = mid - 1;
  }
  const counts = share(low);
  languages.forEach((language, i) => {
    if (counts[i]! >= language.candidates) return;
    counts[i]!++;
    if (!fits(counts)) counts[i]!--;
  });

  const pages = Object.fromEntries(languages.map((l, i) => [l.language, counts[i]!])) as Record<L, number>;
  return {
    pages,
    files: counts.reduce((sum, n) => sum + n, 0),
    bytes: counts.reduce((sum, n, i) => sum + n * languages[i]!.pageBytes, 0),
  };
}
