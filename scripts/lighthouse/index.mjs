/**
 * `npm run lighthouse [--strict] [--runs N] [--calibrate | --cpu X] [path…]`: Lighthouse (mobile:
 * its defaults, slow 4G and 4× CPU, simulated) in Debian's Chromium on the home and tool pages in
 * English, Polish and Japanese. Prints, per page, the median of N runs (3 unless told; see
 * median.mjs): the four category scores with LCP, TBT and CLS, then every audit that keeps a
 * category below its goal (Performance ≥ 95; Accessibility, Best Practices, SEO 100).
 * The 4× CPU slowdown is relative to the host, so the host's BenchmarkIndex is printed, and
 * `--calibrate` replaces 4× by the slowdown that emulates Lighthouse's reference phone on this
 * host (cpu-calibration.mjs); `--cpu X` sets it outright.
 * Serves out/ itself unless LIGHTHOUSE_URL names a running site. `--strict` fails on a miss.
 */
// Plain JavaScript on purpose: Lighthouse runs some of its own functions inside the page, and
// a TypeScript loader's helpers (esbuild's `__name`) would travel with them and fail there.
import { spawn } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { defaultConfig } from 'lighthouse';
import { calibratedCpuMultiplier } from './cpu-calibration.mjs';
import { medianRun } from './median.mjs';

const defaultPaths = ['', '/pl', '/ja'].flatMap((prefix) =>
  ['', '/grammar-checker', '/keyword-density-checker', '/semantic-dictionary'].map((tool) => `${prefix}${tool}` || '/'),
);
/** @type {Record<string, number>} */
const goals = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

/**
 * @typedef {{ path: string, scores: Record<string, number>, lcpMs: number, tbtMs: number, cls: number, benchmarkIndex: number, misses: string[] }} PageResult
 */

/** @param {number} port */
async function startServer(port) {
  // Its own process group, so that stopping it also stops the node process npx starts.
  const server = spawn('npx', ['tsx', 'scripts/serve.ts', 'out'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'inherit',
    detached: true,
  });
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid);
    } catch {
      // Already gone.
    }
  };
  // Also when Lighthouse or Chromium crashes the script, so that no server is left holding the port.
  process.once('exit', stop);
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/version.json`)).ok) return stop;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error('the static server did not start');
}

/**
 * @param {string} origin
 * @param {string} path
 * @param {number} port
 * @param {number | undefined} cpuSlowdownMultiplier Lighthouse's own (4) when undefined
 * @returns {Promise<PageResult>}
 */
async function audit(origin, path, port, cpuSlowdownMultiplier) {
  const flags = { port, output: 'json', logLevel: process.env.LIGHTHOUSE_LOG === 'info' ? 'info' : 'error' };
  // Lighthouse's mobile network settings stay as they are; only the CPU slowdown changes.
  const throttling = cpuSlowdownMultiplier === undefined ? undefined : { ...defaultConfig.settings?.throttling, cpuSlowdownMultiplier };
  const result = await lighthouse(`${origin}${path}`, throttling ? { ...flags, throttling } : flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { lhr } = result;
  /** @type {Record<string, number>} */
  const scores = {};
  /** @type {string[]} */
  const misses = [];
  for (const [id, goal] of Object.entries(goals)) {
    const category = lhr.categories[id];
    const score = Math.round((category?.score ?? 0) * 100);
    scores[id] = score;
    if (score >= goal || !category) continue;
    for (const ref of category.auditRefs) {
      const item = lhr.audits[ref.id];
      // Unweighted audits (diagnostics) do not move the score.
      if (!item || item.score === null || item.score >= 0.9 || ref.weight === 0) continue;
      misses.push(`${id}: ${item.id} — ${item.title}${item.displayValue ? ` (${item.displayValue})` : ''}`);
    }
  }
  const numeric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    path,
    scores,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    misses,
  };
}

/** @param {string[]} args @param {string} name @param {boolean} whole */
function numberOption(args, name, whole) {
  const index = args.indexOf(name);
  if (index < 0) return undefined;
  const value = Number(args[index + 1]);
  if (!(value > 0) || (whole && !Number.isInteger(value))) throw new Error(`${name} needs a ${whole ? 'whole ' : ''}number above 0`);
  return value;
}

async function main() {
  const args = process.argv.slice(2);
  const strict = args.includes('--strict');
  const runs = numberOption(args, '--runs', true) ?? 3;
  const fixedCpu = numberOption(args, '--cpu', false);
  const paths = args.filter((a) => a.startsWith('/'));
  const port = 3300;
  const stopServer = process.env.LIGHTHOUSE_URL ? () => {} : await startServer(port);
  const origin = (process.env.LIGHTHOUSE_URL ?? `http://127.0.0.1:${port}`).replace(/\/$/, '');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  /** @type {PageResult[]} */
  const results = [];
  const pagesToAudit = paths.length > 0 ? paths : defaultPaths;
  /** @type {number | undefined} */
  let cpu = fixedCpu;
  try {
    if (cpu === undefined && args.includes('--calibrate')) {
      // The host's BenchmarkIndex varies by ±10% from run to run: the median of three probes.
      const probes = [];
      for (let run = 0; run < 3; run++) probes.push(await audit(origin, pagesToAudit[0], chrome.port, undefined));
      cpu = calibratedCpuMultiplier(medianRun(probes, (r) => r.benchmarkIndex).benchmarkIndex);
    }
    for (const path of pagesToAudit) {
      /** @type {PageResult[]} */
      const pageRuns = [];
      for (let run = 0; run < runs; run++) pageRuns.push(await audit(origin, path, chrome.port, cpu));
      results.push(medianRun(pageRuns, (r) => r.scores.performance));
    }
  } finally {
    chrome.kill();
    stopServer();
  }
  const indexes = results.map((r) => r.benchmarkIndex).sort((a, b) => a - b);
  const cpuLabel = `CPU ${cpu ?? defaultConfig.settings?.throttling?.cpuSlowdownMultiplier ?? 4}×${cpu !== undefined && fixedCpu === undefined ? ' (calibrated)' : ''}`;
  console.log(`\nLighthouse (mobile, slow 4G, ${cpuLabel}, median of ${runs} run${runs === 1 ? '' : 's'}): ${origin}`);
  console.log(`BenchmarkIndex of this host (median runs): ${Math.round(indexes[0])}–${Math.round(indexes[indexes.length - 1])}`);
  console.log('page'.padEnd(30) + 'Perf'.padStart(6) + 'A11y'.padStart(6) + 'BP'.padStart(6) + 'SEO'.padStart(6) + 'LCP'.padStart(9) + 'TBT'.padStart(8) + 'CLS'.padStart(7));
  for (const r of results) {
    console.log(
      r.path.padEnd(30) +
        ['performance', 'accessibility', 'best-practices', 'seo'].map((id) => String(r.scores[id]).padStart(6)).join('') +
        `${(r.lcpMs / 1000).toFixed(2)} s`.padStart(9) +
        `${Math.round(r.tbtMs)} ms`.padStart(8) +
        r.cls.toFixed(3).padStart(7),
    );
  }
  const missing = results.filter((r) => r.misses.length > 0);
  for (const r of missing) console.log(`\n${r.path} misses a goal:\n  ${r.misses.join('\n  ')}`);
  if (missing.length === 0) console.log('\nEvery page meets every goal.');
  if (strict && missing.length > 0) process.exit(1);
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
