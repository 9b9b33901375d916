import { budgetProblems, hostLimitProblems } from './check-budgets';

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

describe('hostLimitProblems', () => {
  const out = (files: number, bytes: number, largest = 1_000_000, folders = 0) => ({ files, folders, bytes, largest: { path: 'dict/en/x.json', bytes: largest } });

  it('passes an out/ within the limits of the free hosts', () => {
    expect(hostLimitProblems(out(20_000, 1_000_000_000, 25 * 1024 * 1024, 5_000), 'free')).toEqual([]);
  });

  it('flags too many files, too many bytes and a file too large for the free hosts', () => {
    expect(hostLimitProblems(out(20_001, 1_000_000_001, 25 * 1024 * 1024 + 1), 'free')).toEqual([
      'out/: 20,001 files > 20,000 (HOST_LIMITS=free)',
      'out/: 1,000,000,001 bytes > 1,000,000,000 (HOST_LIMITS=free)',
      'out/dict/en/x.json: 26,214,401 bytes > 26,214,400 per file (HOST_LIMITS=free)',
    ]);
  });

  it('lets the large profile hold more files and any number of bytes, folders counted as files', () => {
    expect(hostLimitProblems(out(150_000, 20e9, 1_000_000, 10_000), 'large')).toEqual([]);
    expect(hostLimitProblems(out(195_000, 20e9, 1_000_000, 5_001), 'large')).toEqual(['out/: 200,001 files > 200,000 (HOST_LIMITS=large)']);
  });
});
