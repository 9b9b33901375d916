/**
 * Browser benchmarks against the exported site (out/) in Debian's Chromium:
 * - Text Counter: keystroke → updated counts on a 100 KB text (median and p95 over many
 *   keystrokes; goal ≤ 16 ms), and the longest main-thread task while typing.
 * - Keyword Density: 1 MB of English and of Polish: Analyze → tables shown (worker included),
 *   a filter change → tables updated, and the longest main-thread task meanwhile (goal: none
 *   over 50 ms).
 * Needs a build (`npm run build`). Skips with a message when out/ or Chromium is missing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { generateSample } from './keyword-density.bench';
import { generateEnglish } from './text-counter.bench';

const port = 3187;
const base = `http://127.0.0.1:${port}`;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
}

async function startServer(): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', 'out'], { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(`${base}/version.json`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill();
  throw new Error('the local server did not start');
}

/** Puts text into a text area as a paste does (one input event), without typing it. */
async function paste(page: Page, testId: string, text: string) {
  await page.getByTestId(testId).evaluate((area, value) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    setter?.call(area, value);
    area.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
}

/** Records main-thread long tasks (≥ 50 ms) from now on, in window.__longTasks. */
async function watchLongTasks(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: false });
  });
}
const longestTask = (page: Page) => page.evaluate(() => Math.max(0, ...(window as unknown as { __longTasks: number[] }).__longTasks));

export interface BrowserBenchResult {
  counter: { textKb: number; keystrokes: number; medianMs: number; p95Ms: number; longestTaskMs: number };
  keyword: Array<{ language: string; analyzeMs: number; filterChangeMs: number; longestTaskMs: number }>;
}

async function benchCounter(page: Page): Promise<BrowserBenchResult['counter']> {
  await page.goto(`${base}/`);
  const text = generateEnglish(100_000, 3);
  await paste(page, 'counter-input', text);
  await page.waitForFunction((n) => document.querySelector('[data-testid="stat-characters"]')?.textContent?.replace(/\D/g, '') === String(n), text.length);
  await page.getByTestId('counter-input').press('End');
  await watchLongTasks(page);
  // Time from the keydown event to the DOM update of the character count, in the page.
  await page.evaluate(() => {
    const w = window as unknown as { __latencies: number[]; __keyAt: number };
    w.__latencies = [];
    const target = document.querySelector('[data-testid="stat-characters"]')!;
    document.addEventListener('keydown', () => (w.__keyAt = performance.now()), true);
    new MutationObserver(() => {
      if (w.__keyAt) w.__latencies.push(performance.now() - w.__keyAt);
      w.__keyAt = 0;
    }).observe(target, { childList: true, characterData: true, subtree: true });
  });
  const keystrokes = 60;
  for (let i = 0; i < keystrokes; i++) {
    await page.keyboard.type(i % 7 === 6 ? ' ' : 'x');
    await page.waitForTimeout(40);
  }
  const latencies = await page.evaluate(() => (window as unknown as { __latencies: number[] }).__latencies);
  return { textKb: 100, keystrokes: latencies.length, medianMs: median(latencies), p95Ms: percentile(latencies, 0.95), longestTaskMs: await longestTask(page) };
}

async function benchKeyword(page: Page, language: 'english' | 'polish') {
  await page.goto(`${base}/keyword-density-checker`);
  await page.getByTestId('keyword-language').selectOption(language);
  await paste(page, 'keyword-input', generateSample(language, 1_000_000));
  await watchLongTasks(page);
  const analyzeMs = await page.evaluate(async () => {
    const start = performance.now();
    (document.querySelector('[data-testid="analyze-button"]') as HTMLButtonElement).click();
    await new Promise<void>((resolve) => {
      const check = () => (document.querySelector('[data-testid="keyword-table-3"] [data-testid="keyword-row"]') ? resolve() : requestAnimationFrame(check));
      check();
    });
    return performance.now() - start;
  });
  const filterChangeMs = await page.evaluate(async () => {
    const first = () => document.querySelector('[data-testid="keyword-table-1"] [data-testid="keyword-row"] [data-col="phrase"]')?.textContent;
    const before = first();
    const start = performance.now();
    const box = [...document.querySelectorAll('label')].find((l) => l.textContent?.includes('Ignore stop words'))?.querySelector('input') as HTMLInputElement;
    box.click();
    await new Promise<void>((resolve) => {
      const check = () => (first() !== before ? resolve() : requestAnimationFrame(check));
      check();
    });
    return performance.now() - start;
  });
  return { language, analyzeMs, filterChangeMs, longestTaskMs: await longestTask(page) };
}

export async function run(): Promise<BrowserBenchResult | null> {
  if (!existsSync('out/index.html') || !existsSync(chromiumPath)) {
    console.log('browser bench skipped: needs out/ (npm run build) and Chromium at ' + chromiumPath);
    return null;
  }
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    // tsx compiles the functions passed to page.evaluate with esbuild's name-keeping helper.
    await page.addInitScript('globalThis.__name = (f) => f');
    const counter = await benchCounter(page);
    const keyword = [];
    for (const language of ['english', 'polish'] as const) {
      const runs = [];
      for (let i = 0; i < 3; i++) runs.push(await benchKeyword(page, language));
      keyword.push({
        language,
        analyzeMs: median(runs.map((r) => r.analyzeMs)),
        filterChangeMs: median(runs.map((r) => r.filterChangeMs)),
        longestTaskMs: Math.max(...runs.map((r) => r.longestTaskMs)),
      });
    }
    console.log('\nText Counter in Chromium, 100 KB of English: keystroke → counts');
    console.log(`  median ${counter.medianMs.toFixed(1)} ms, p95 ${counter.p95Ms.toFixed(1)} ms over ${counter.keystrokes} keystrokes; longest main-thread task ${counter.longestTaskMs.toFixed(0)} ms`);
    console.log('\nKeyword Density in Chromium, 1 MB (medians of 3): Analyze → all tables; filter change → updated');
    for (const k of keyword) {
      console.log(`  ${k.language.padEnd(8)} analyze ${k.analyzeMs.toFixed(0)} ms, filter change ${k.filterChangeMs.toFixed(0)} ms, longest main-thread task ${k.longestTaskMs.toFixed(0)} ms`);
    }
    return { counter, keyword };
  } finally {
    await browser.close();
    server.kill();
  }
}

if (process.argv[1]?.endsWith('browser.bench.ts')) {
  run().catch((error: unknown) => {
    console.error(`browser bench failed: ${String((error as Error).message ?? error).slice(0, 500)}`);
    process.exit(1);
  });
}
