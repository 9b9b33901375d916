/**
 * `npm run lighthouse [--strict] [path…]`: Lighthouse (mobile, simulated throttling: its
 * defaults) in Debian's Chromium on the home and tool pages in English, Polish and Japanese.
 * Prints the four category scores with LCP, TBT and CLS, then every audit that keeps a
 * category below its goal (Performance ≥ 95; Accessibility, Best Practices, SEO 100).
 * Serves out/ itself unless LIGHTHOUSE_URL names a running site. `--strict` fails on a miss.
 */
// Plain JavaScript on purpose: Lighthouse runs some of its own functions inside the page, and
// a TypeScript loader's helpers (esbuild's `__name`) would travel with them and fail there.
import { spawn } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const defaultPaths = ['', '/pl', '/ja'].flatMap((prefix) =>
  ['', '/grammar-checker', '/keyword-density-checker', '/semantic-dictionary'].map((tool) => `${prefix}${tool}` || '/'),
);
/** @type {Record<string, number>} */
const goals = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

/**
 * @typedef {{ path: string, scores: Record<string, number>, lcpMs: number, tbtMs: number, cls: number, misses: string[] }} PageResult
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
 * @returns {Promise<PageResult>}
 */
async function audit(origin, path, port) {
  const result = await lighthouse(`${origin}${path}`, { port, output: 'json', logLevel: process.env.LIGHTHOUSE_LOG === 'info' ? 'info' : 'error' });
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
      if (!item || item.score === null || item.score >= 0.9 || (ref.weight === 0 && id !== 'performance')) continue;
      if (id === 'performance' && ref.weight === 0) continue;
      misses.push(`${id}: ${item.id} — ${item.title}${item.displayValue ? ` (${item.displayValue})` : ''}`);
    }
  }
  const numeric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
  return { path, scores, lcpMs: numeric('largest-contentful-paint'), tbtMs: numeric('total-blocking-time'), cls: numeric('cumulative-layout-shift'), misses };
}

async function main() {
  const args = process.argv.slice(2);
  const strict = args.includes('--strict');
  const paths = args.filter((a) => a.startsWith('/'));
  const port = 3300;
  const stopServer = process.env.LIGHTHOUSE_URL ? () => {} : await startServer(port);
  const origin = (process.env.LIGHTHOUSE_URL ?? `http://127.0.0.1:${port}`).replace(/\/$/, '');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  /** @type {PageResult[]} */
  const results = [];
  try {
    for (const path of paths.length > 0 ? paths : defaultPaths) results.push(await audit(origin, path, chrome.port));
  } finally {
    chrome.kill();
    stopServer();
  }
  console.log(`\nLighthouse ${'(mobile)'}: ${origin}`);
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
