/**
 * `npm run check:budgets`: fails when a page's first-load JavaScript exceeds budgets.json, when a
 * tool page costs more than the floor plus the allowed margin, or when a measured page has no
 * budget (so a new page cannot slip through unbudgeted). Needs a build in out/.
 */
import { readFileSync } from 'node:fs';
import { floorRoute, measureFirstLoadJs, type RouteWeight } from './bench/first-load-js';

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

if (process.argv[1]?.endsWith('check-budgets.ts')) {
  const budget = (JSON.parse(readFileSync('budgets.json', 'utf8')) as { firstLoadJs: FirstLoadBudget }).firstLoadJs;
  const weights = measureFirstLoadJs();
  const problems = budgetProblems(weights, budget);
  if (problems.length > 0) {
    console.error(`check:budgets: ${problems.length} page(s) over budget:\n${problems.join('\n')}`);
    process.exit(1);
  }
  const floor = weights.find((w) => w.route === floorRoute)!;
  console.log(
    `check:budgets: ${weights.length} pages within budget (floor ${(floor.gzipBytes / 1024).toFixed(1)} KB, ` +
      `largest ${Math.max(...weights.map((w) => (w.gzipBytes - floor.gzipBytes) / 1024)).toFixed(1)} KB above it)`,
  );
}
