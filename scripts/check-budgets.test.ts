import { budgetProblems } from './check-budgets';

const budget = { maxAboveFloorKB: 30, routesKB: { '(floor) /404': 190, '/': 210, '/grammar-checker': 230 } };
const weight = (route: string, kb: number) => ({ route, scripts: 10, gzipBytes: kb * 1024 });

describe('budgetProblems', () => {
  it('passes pages within their budget and the floor margin', () => {
    expect(budgetProblems([weight('(floor) /404', 185), weight('/', 200)], budget)).toEqual([]);
  });

  it('flags a page over its own budget', () => {
    expect(budgetProblems([weight('(floor) /404', 185), weight('/', 211)], budget)).toEqual(['/: 211.0 KB > budget 210 KB']);
  });

  it('flags a page more than the margin above the floor, even within its own budget', () => {
    expect(budgetProblems([weight('(floor) /404', 185), weight('/grammar-checker', 216)], budget)).toEqual([
      '/grammar-checker: 31.0 KB above the floor > 30 KB',
    ]);
  });

  it('flags a measured page without a budget, and a missing floor', () => {
    expect(budgetProblems([weight('(floor) /404', 185), weight('/new-tool', 190)], budget)).toEqual([
      '/new-tool: no budget in budgets.json (measured 190.0 KB)',
    ]);
    expect(budgetProblems([weight('/', 190)], budget)).toEqual(['the floor page (floor) /404 was not measured']);
  });
});
