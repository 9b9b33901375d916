/**
 * `npm run check:budgets`: fails when a page's first-load JavaScript exceeds budgets.json, when a
 * tool page costs more than the floor plus the allowed margin, or when a measured page has no
 * budget (so a new page cannot slip through unbudgeted); and when out/ exceeds a limit of the
 * host profile it was built for (`HOST_LIMITS`, scripts/host/host-limits.ts): files, total
 * bytes, bytes of the largest file. Needs a build in out/.
 */
import { readFileSync } from 'node:fs';
import { floorRoute, measureFirstLoadJs, type RouteWeight } from './bench/first-load-js';
import { readStaticEntryPagesReport } from './dictionary/static-pages/report';
import { measureFolder } from './host/folder-size';
import { countedFiles, hostProfiles, type FolderSize, type HostProfile } from './host/host-limits';

export interface FirstLoadBudget {
  maxAboveFloorKB: number;
  routesKB: Record<string, number>;
}

export function budgetProblems(weights: RouteWeight[], budget: FirstLoadBudget): string[] {
  const kb = (bytes: number) => bytes / 1024;
  const floor = weights.find((w) => w.route === floorRoute);
  if (!floor) return [`the floor page ${floorRoute} was not measured`];
  const problems: string[] = [];
  for (const { route, gzipBytes } of weights) {
    const limit = budget.routesKB[route];
    if (limit === undefined) problems.push(`${route}: no budget in budgets.json (measured ${kb(gzipBytes).toFixed(1)} KB)`);
    else if (kb(gzipBytes) > limit) problems.push(`${route}: ${kb(gzipBytes).toFixed(1)} KB > budget ${limit} KB`);
    const above = kb(gzipBytes - floor.gzipBytes);
    if (route !== floorRoute && above > budget.maxAboveFloorKB) {
      problems.push(`${route}: ${above.toFixed(1)} KB above the floor > ${budget.maxAboveFloorKB} KB`);
    }
  }
  return problems;
}

const formatted = (n: number) => n.toLocaleString('en-US');

/** Each limit of host profile `profile` that `out` exceeds, as a sentence; empty when it fits. */
export function hostLimitProblems(out: FolderSize, profile: HostProfile): string[] {
  const limits = hostProfiles[profile];
  const files = countedFiles(out, limits);
  const problems: string[] = [];
  if (files > limits.files) problems.push(`out/: ${formatted(files)} files > ${formatted(limits.files)} (HOST_LIMITS=${profile})`);
  if (out.bytes > limits.bytes) problems.push(`out/: ${formatted(out.bytes)} bytes > ${formatted(limits.bytes)} (HOST_LIMITS=${profile})`);
  if (out.largest.bytes > limits.bytesPerFile) {
    problems.push(`out/${out.largest.path}: ${formatted(out.largest.bytes)} bytes > ${formatted(limits.bytesPerFile)} per file (HOST_LIMITS=${profile})`);
  }
  return problems;
}

/** The host profile out/ was built for, from the static pages step's report of the same build. */
function builtProfile(): HostProfile {
  const { buildId } = JSON.parse(readFileSync('out/version.json', 'utf8')) as { buildId: string };
  const report = readStaticEntryPagesReport();
  if (report?.buildId !== buildId) throw new Error(`check:budgets: no report of build ${buildId} from the static entry pages step; run \`npm run build\``);
  return report.profile;
}

if (process.argv[1]?.endsWith('check-budgets.ts')) {
  const budget = (JSON.parse(readFileSync('budgets.json', 'utf8')) as { firstLoadJs: FirstLoadBudget }).firstLoadJs;
  const weights = measureFirstLoadJs();
  const profile = builtProfile();
  const out = measureFolder('out');
  const problems = [...budgetProblems(weights, budget), ...hostLimitProblems(out, profile)];
  if (problems.length > 0) {
    console.error(`check:budgets: ${problems.length} budget(s) exceeded:\n${problems.join('\n')}`);
    process.exit(1);
  }
  const limits = hostProfiles[profile];
  console.log(
    `check:budgets: out/ within HOST_LIMITS=${profile}: ${formatted(countedFiles(out, limits))} of ${formatted(limits.files)} files, ` +
      `${(out.bytes / 1e6).toFixed(0)} MB${Number.isFinite(limits.bytes) ? ` of ${(limits.bytes / 1e6).toFixed(0)} MB` : ''}, ` +
      `largest file ${(out.largest.bytes / 1e6).toFixed(1)} MB (${out.largest.path})`,
  );
  const floor = weights.find((w) => w.route === floorRoute)!;
  console.log(
    `check:budgets: ${weights.length} pages within budget (floor ${(floor.gzipBytes / 1024).toFixed(1)} KB, ` +
      `largest ${Math.max(...weights.map((w) => (w.gzipBytes - floor.gzipBytes) / 1024)).toFixed(1)} KB above it)`,
  );
}
