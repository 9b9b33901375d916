/**
 * Browser benchmarks against the exported site (out/) in Debian's Chromium:
 * - Text Counter: keystroke → updated counts on a 100 KB text (median and p95 over many
 *   keystrokes; goal ≤ 16 ms), readability's inputs and the worker's figures, and the longest
 *   main-thread task while typing.
 * - Keyword Density: 1 MB of English and of Polish: Analyze → tables shown (worker included),
 *   a filter change → tables updated, and the longest main-thread task meanwhile (goal: none
 *   over 50 ms).
 * - Document import into the Text Counter: time to text and the longest main-thread task for the
 *   ~9 MB PDF and DOCX that document-import.bench.ts caches in .bench/ (goal: no task over 200 ms).
 * - Semantic Dictionary: autocomplete latency after a keystroke, warm (goal ≤ 50 ms), the
 *   requests and bytes an entry page needs from a cold cache (goal: one shard besides the page,
 *   and one pronunciation file), and pattern and reverse searches: submit → results, warm (goal
 *   ≤ 100 ms), with the requests each needs the first time (goal: at most two).
 * Needs a build (`npm run build`). Skips with a message when out/ or Chromium is missing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { LIVE_PAUSE_MS } from '../../src/features/grammar-checker/model/live-pause';
import { generateSample } from './keyword-density.bench';
import { median, percentile } from './stats';
import { generateEnglish } from './text-counter.bench';

const port = 3187;
const base = `http://127.0.0.1:${port}`;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

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

/**
 * Records main-thread long tasks (≥ 50 ms) from now on, in window.__longTasks, and for each long
 * animation frame the time its scripts ran (window.__longScripts): the share of a long task that
 * is the page's code rather than the browser's own work (editing, layout, paint).
 */
async function watchLongTasks(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[]; __longScripts: number[] };
    w.__longTasks = [];
    w.__longScripts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: false });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { scripts: Array<{ duration: number }> }>) w.__longScripts.push(entry.scripts.reduce((sum, script) => sum + script.duration, 0));
    }).observe({ type: 'long-animation-frame', buffered: false });
  });
}
const longestTask = (page: Page) => page.evaluate(() => Math.max(0, ...(window as unknown as { __longTasks: number[] }).__longTasks));
const longestScripts = (page: Page) => page.evaluate(() => Math.max(0, ...(window as unknown as { __longScripts: number[] }).__longScripts));

export interface BrowserBenchResult {
  /**
   * Keystroke → counts; keystroke → syllables (readability's input); keystroke → distinct words,
   * which only the worker's answer updates (each on the keystrokes that change it).
   */
  counter: { textKb: number; keystrokes: number; medianMs: number; p95Ms: number; readabilityMedianMs: number; workerMedianMs: number; longestTaskMs: number; longestScriptsMs: number };
  counterHighlights: BrowserBenchResult['counter'];
  /** Typing into 1 MB with highlights (see benchCounterLargeText). */
  counterLargeText: { longTasks: number[] };
  /** Keystroke → count in a bare text area of the same text, and its longest task (see benchTextareaFloor). */
  counterFloor: { medianMs: number; longestTaskMs: number };
  /** Live checking of ~1,000 words of English (see benchGrammarLive). */
  grammarLive: { words: number; firstMarksMs: number; firstCheckMs: number; interim: boolean; edits: number; afterPauseMs: number[]; longestTaskMs: number; longestScriptsMs: number };
  keyword: Array<{ language: string; analyzeMs: number; filterChangeMs: number; longestTaskMs: number }>;
  imports: Array<{ file: string; megabytes: number; toTextMs: number; longestTaskMs: number }>;
  dictionary: {
    autocompleteMedianMs: number;
    autocompleteP95Ms: number;
    entryRequests: string[];
    entryDictionaryBytes: number;
    entryPageBytes: number;
    searches: { kind: 'pattern' | 'reverse'; query: string; requests: number; coldMs: number; warmMs: number }[];
  };
}

async function benchImport(page: Page, file: string) {
  await page.goto(`${base}/`);
  await watchLongTasks(page);
  const start = Date.now();
  await page.getByTestId('file-input').setInputFiles(file);
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="stat-words"]')?.textContent?.replace(/\D/g, '')) > 0, undefined, { timeout: 120_000 });
  return { toTextMs: Date.now() - start, longestTaskMs: await longestTask(page) };
}

async function benchDictionary(browser: Browser): Promise<BrowserBenchResult['dictionary']> {
  // Cold entry page: count what it fetches (a fresh context has an empty cache).
  const context = await browser.newContext();
  const cold = await context.newPage();
  const requests: string[] = [];
  let dictionaryBytes = 0;
  let pageBytes = 0;
  cold.on('response', (response) => {
    const url = new URL(response.url());
    // The server compresses and sends Content-Length: the bytes on the wire.
    const size = Number(response.headers()['content-length'] ?? 0);
    if (url.pathname.startsWith('/dict/')) {
      requests.push(url.pathname);
      dictionaryBytes += size;
    } else if (response.request().resourceType() === 'document') {
      pageBytes += size;
    }
  });
  await cold.goto(`${base}/semantic-dictionary/what-is-car`);
  await cold.waitForSelector('[data-testid="meaning"]');
  // Its pronunciation file comes after the shard.
  await cold.waitForSelector('[data-testid="pronunciation"]');
  await cold.waitForTimeout(300);
  await context.close();

  // Autocomplete: from a keystroke to the updated first suggestion, once the index is warm.
  const page = await browser.newPage();
  await page.addInitScript('globalThis.__name = (f) => f');
  await page.goto(`${base}/semantic-dictionary`);
  const input = page.getByTestId('dictionary-search');
  const latencies: number[] = [];
  for (const word of ['house', 'garden', 'window', 'music', 'paper', 'river', 'table', 'light']) {
    await input.fill(word.slice(0, 2));
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="dictionary-autocomplete"] [role="option"]').length > 0);
    for (let i = 3; i <= word.length; i++) {
      const ms = await page.evaluate(async (next) => {
        const field = document.querySelector('[data-testid="dictionary-search"]') as HTMLInputElement;
        const list = document.querySelector('[data-testid="dictionary-autocomplete"]')!;
        const start = performance.now();
        // Updated when the first suggestion starts with the new prefix (1 s at most).
        const updated = () => (list.querySelector('[role="option"] span')?.textContent ?? '').toLowerCase().startsWith(next) || performance.now() - start > 1000;
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        setter?.call(field, next);
        field.dispatchEvent(new Event('input', { bubbles: true }));
        await new Promise<void>((resolve) => {
          const check = () => (updated() ? resolve() : requestAnimationFrame(check));
          check();
        });
        return performance.now() - start;
      }, word.slice(0, i));
      latencies.push(ms);
    }
  }
  return {
    autocompleteMedianMs: median(latencies),
    autocompleteP95Ms: percentile(latencies, 0.95),
    entryRequests: requests,
    entryDictionaryBytes: dictionaryBytes,
    entryPageBytes: pageBytes,
    searches: await benchWordSearches(browser),
  };
}

/**
 * Pattern and reverse searches: submit → the results' first link, the first time (the files it
 * needs load) and warm (median of 5 submits of the same query), and how many files the first
 * time fetched.
 */
async function benchWordSearches(browser: Browser): Promise<BrowserBenchResult['dictionary']['searches']> {
  const page = await browser.newPage();
  await page.addInitScript('globalThis.__name = (f) => f');
  let requests = 0;
  page.on('request', (request) => {
    if (/\/dict\/en\/[^/]+\/(w\.json|r\/)/.test(new URL(request.url()).pathname)) requests++;
  });
  await page.goto(`${base}/semantic-dictionary`);
  await page.getByTestId('reverse-search').waitFor();
  const submit = (testId: string, results: string, query: string) =>
    page.evaluate(
      async ({ testId, results, query }) => {
        const field = document.querySelector(`[data-testid="${testId}"]`) as HTMLInputElement;
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        // A different query first, so that the measured one renders anew.
        setter?.call(field, '');
        field.dispatchEvent(new Event('input', { bubbles: true }));
        field.form!.requestSubmit();
        await new Promise((resolve) => setTimeout(resolve, 50));
        setter?.call(field, query);
        field.dispatchEvent(new Event('input', { bubbles: true }));
        const start = performance.now();
        field.form!.requestSubmit();
        // The results' heading quotes the query they are for.
        const shown = () => (document.querySelector(results)?.textContent ?? '').includes(`“${query}”`) || performance.now() - start > 10_000;
        await new Promise<void>((resolve) => {
          const check = () => (shown() ? resolve() : requestAnimationFrame(check));
          check();
        });
        return performance.now() - start;
      },
      { testId, results, query },
    );
  const out: BrowserBenchResult['dictionary']['searches'] = [];
  const cases = [
    { kind: 'pattern' as const, testId: 'dictionary-search', results: '[data-testid="dictionary-results"] h2', queries: ['*ight', 'b?t', 'un*able', 's??p*'] },
    { kind: 'reverse' as const, testId: 'reverse-search', results: '[data-testid="reverse-results"] h3', queries: ['fear of heights', 'someone who collects stamps', 'walk slowly'] },
  ];
  for (const { kind, testId, results, queries } of cases) {
    for (const query of queries) {
      requests = 0;
      const coldMs = await submit(testId, results, query);
      const cold = requests;
      const warm: number[] = [];
      for (let i = 0; i < 5; i++) warm.push(await submit(testId, results, query));
      out.push({ kind, query, requests: cold, coldMs, warmMs: median(warm) });
    }
  }
  await page.close();
  return out;
}

/**
 * Types 60 keys (a space every seventh), 40 ms apart, at the end of the focused field and returns, per element (by test id), the time
 * from each keydown to the element's first change after it (keystrokes that leave it unchanged
 * give no time).
 */
async function typeAndTime(page: Page, targetTestIds: readonly string[]): Promise<number[][]> {
  await page.evaluate((testIds) => {
    const w = window as unknown as { __latencies: number[][]; __keyAt: number[] };
    w.__latencies = testIds.map(() => []);
    w.__keyAt = testIds.map(() => 0);
    document.addEventListener('keydown', () => w.__keyAt.fill(performance.now()), true);
    testIds.forEach((testId, i) => {
      const target = document.querySelector(`[data-testid="${testId}"]`)!;
      new MutationObserver(() => {
        if (w.__keyAt[i]) w.__latencies[i]!.push(performance.now() - w.__keyAt[i]!);
        w.__keyAt[i] = 0;
      }).observe(target, { childList: true, characterData: true, subtree: true });
    });
  }, targetTestIds);
  for (let i = 0; i < 60; i++) {
    await page.keyboard.type(i % 7 === 6 ? ' ' : 'x');
    await page.waitForTimeout(40);
  }
  return page.evaluate(() => (window as unknown as { __latencies: number[][] }).__latencies);
}

/** The counter with highlights on or off and `size` code units of English pasted, once the worker has counted them. */
async function openCounterWithText(page: Page, highlights: boolean, size: number): Promise<void> {
  await page.goto(`${base}/`);
  await page.evaluate((on) => localStorage.setItem('textCounter.highlights', String(on)), highlights);
  await page.reload();
  const text = generateEnglish(size, 3);
  await paste(page, 'counter-input', text);
  await page.waitForFunction((n) => document.querySelector('[data-testid="stat-characters"]')?.textContent?.replace(/\D/g, '') === String(n), text.length);
}

/** With `highlights`, readability and the Hemingway-style marks are updated on every keystroke too. */
async function benchCounter(page: Page, highlights = false): Promise<BrowserBenchResult['counter']> {
  await openCounterWithText(page, highlights, 100_000);
  await page.getByTestId('counter-input').press('End');
  await watchLongTasks(page);
  // Syllables are readability's input (their count changes when a word starts); distinct words only the worker counts.
  const [latencies = [], readability = [], worker = []] = await typeAndTime(page, ['stat-characters', 'stat-syllables', 'stat-uniqueWords']);
  return {
    textKb: 100,
    keystrokes: latencies.length,
    medianMs: median(latencies),
    p95Ms: percentile(latencies, 0.95),
    readabilityMedianMs: median(readability),
    workerMedianMs: median(worker),
    longestTaskMs: await longestTask(page),
    longestScriptsMs: await longestScripts(page),
  };
}

/**
 * A book-sized text with highlights on: 1 MB of English, typed into near the top (an eighth in),
 * 40 keys 60 ms apart, four of them line breaks, so that every mark after the edit moves and
 * lines are added before thousands of others. The main-thread tasks of 50 ms and more while typing.
 */
async function benchCounterLargeText(page: Page): Promise<{ longTasks: number[] }> {
  await openCounterWithText(page, true, 1_000_000);
  const area = page.getByTestId('counter-input');
  await area.focus();
  await area.evaluate((field: HTMLTextAreaElement) => {
    const at = field.value.indexOf('\n', field.value.length >> 3);
    field.setSelectionRange(at, at);
  });
  // The highlights of the worker's answer in the mirror, and the page idle, before typing starts.
  await page.waitForTimeout(3000);
  await watchLongTasks(page);
  for (let i = 0; i < 40; i++) {
    await page.keyboard.type(i % 10 === 9 ? '\n' : i % 7 === 6 ? ' ' : 'x');
    await page.waitForTimeout(60);
  }
  await page.waitForTimeout(1000);
  return { longTasks: await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks.map(Math.round)) };
}

/** `n (a, b ms)`: how many long tasks, and how long each was. */
const longTaskList = (tasks: readonly number[]) => `${tasks.length}${tasks.length > 0 ? ` (${tasks.join(', ')} ms)` : ''}`;
const largeTextHeading = '1 MB with highlights, 40 keys typed an eighth into the text (4 line breaks): main-thread tasks of 50 ms or more';

/**
 * The floor under {@link benchCounter}: the same keystrokes into a bare text area with the same
 * classes and text on the same page, whose `input` handler hands the value through a
 * MessageChannel (a task hop, as a worker's reply is) and writes its length into an element.
 * No page can show counts sooner with a native text area: what is above it is ours.
 */
async function benchTextareaFloor(page: Page): Promise<BrowserBenchResult['counterFloor']> {
  await page.goto(`${base}/`);
  // Added after hydration, which removes nodes React did not render: React has hydrated the
  // block the floor goes into (and dropped what it did not render there) once its DOM node
  // holds React's props. Waiting for the network to be idle was not enough on a loaded machine.
  await page.waitForFunction(() => {
    const block = document.querySelector('[data-testid="counter-input"]')?.parentElement?.parentElement;
    return !!block && Object.keys(block).some((key) => key.startsWith('__reactProps'));
  });
  const text = generateEnglish(100_000, 3);
  await page.evaluate(() => {
    const original = document.querySelector('[data-testid="counter-input"]') as HTMLTextAreaElement;
    const area = document.createElement('textarea');
    area.className = original.className;
    area.rows = original.rows;
    area.spellcheck = false;
    area.dataset.testid = 'floor-input';
    const out = document.createElement('output');
    out.dataset.testid = 'floor-count';
    original.parentElement?.parentElement?.append(area, out);
    const channel = new MessageChannel();
    channel.port2.onmessage = (event: MessageEvent<string>) => (out.textContent = String(event.data.length));
    area.addEventListener('input', () => channel.port1.postMessage(area.value));
  });
  await paste(page, 'floor-input', text);
  await page.getByTestId('floor-input').press('End');
  await watchLongTasks(page);
  const [latencies = []] = await typeAndTime(page, ['floor-count']);
  return { medianMs: median(latencies), longestTaskMs: await longestTask(page) };
}

/** Misspellings typed one per edit; each is a word harper's dictionary does not list. */
const typedSlips = ['recieve', 'definately', 'seperate', 'occured', 'untill', 'wich', 'becuase', 'tommorow'];

/** The first paragraphs of the Debian handbook in a language (edited prose nobody here wrote; data/grammar/handbook/{file}.txt), up to 1,000 words. */
function handbookStart(file: string): { text: string; words: number } {
  const paragraphs: string[] = [];
  let words = 0;
  for (const paragraph of readFileSync(`data/grammar/handbook/${file}.txt`, 'utf8').split(/\n{2,}/)) {
    if (words >= 1000) break;
    paragraphs.push(paragraph.trim());
    words += paragraph.split(/\s+/).filter(Boolean).length;
  }
  return { text: paragraphs.join('\n\n'), words };
}

/**
 * Opens the Grammar Checker and pastes ~1,000 words of English into the focused editor (its
 * focus starts loading the checker, at once here): the time to the first marks (the interim
 * dictionary's while harper loads, or harper's), and to harper's result.
 */
async function firstEnglishCheck(page: Page): Promise<{ words: number; firstMarksMs: number; firstCheckMs: number; interim: boolean }> {
  const { text, words } = handbookStart('en-US');
  await page.goto(`${base}/grammar-checker`);
  await page.waitForFunction(() => (document.querySelector('[data-testid="live-toggle"]') as HTMLInputElement | null)?.checked === true);
  await page.getByTestId('grammar-input').focus();
  const start = Date.now();
  await paste(page, 'grammar-input', text);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="grammar-input-marks"] mark').length > 0, undefined, { timeout: 180_000 });
  const firstMarksMs = Date.now() - start;
  const interim = (await page.getByTestId('grammar-interim').count()) > 0;
  // harper's result: its marks are there, no interim note and no loading left.
  await page.waitForFunction(
    () => !document.querySelector('[data-testid="grammar-interim"], [data-testid="grammar-loading"]') && document.querySelectorAll('[data-testid="grammar-input-marks"] mark').length > 0,
    undefined,
    { timeout: 180_000 },
  );
  return { words, firstMarksMs, firstCheckMs: Date.now() - start, interim };
}

/**
 * Live checking in the Grammar Checker on the exported page, on a first visit: the handbook's
 * English checked once (reported: paste → the first marks, the interim dictionary's while harper loads,
 * and → harper's result, its first load); then, per edit, a misspelled word typed at the
 * end of another paragraph, 60 ms a key. Reported per edit: the time from its last keystroke to
 * its mark, less the pause live checking waits for (LIVE_PAUSE_MS); and the longest main-thread
 * task from the first keystroke to the last mark.
 */
async function benchGrammarLive(page: Page): Promise<BrowserBenchResult['grammarLive']> {
  const { words, firstMarksMs, firstCheckMs, interim } = await firstEnglishCheck(page);
  await page.waitForTimeout(1000);
  return { words, firstMarksMs, firstCheckMs, interim, ...(await typeSlips(page, typedSlips)) };
}

/**
 * Types each of `slips` at the end of another paragraph of the text in the editor, 60 ms a key:
 * per edit, the time from its last keystroke to its mark, less the pause live checking waits for
 * (LIVE_PAUSE_MS); and the longest main-thread task from the first keystroke to the last mark.
 */
async function typeSlips(page: Page, slips: readonly string[]) {
  await page.evaluate(() => {
    const w = window as unknown as { __lastKeyAt: number; __markAt: number; __slip: string };
    w.__lastKeyAt = 0;
    w.__markAt = 0;
    document.addEventListener('keydown', () => (w.__lastKeyAt = performance.now()), true);
    // Only added nodes are looked at: the observer must not add work of its own to the tasks it
    // measures. It watches the editor's box: a text with no findings has no marks layer yet.
    new MutationObserver((records) => {
      if (w.__markAt || !w.__slip) return;
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const marks = node.nodeName === 'MARK' ? [node] : [...node.querySelectorAll('mark')];
          if (marks.some((mark) => mark.textContent === w.__slip)) w.__markAt = performance.now();
        }
    }).observe(document.querySelector('[data-testid="grammar-input"]')!.parentElement!.parentElement!, { childList: true, subtree: true });
  });
  await watchLongTasks(page);
  const afterPauseMs: number[] = [];
  for (const [i, slip] of slips.entries()) {
    // The end of paragraph 2, 3, …: a different block of the text each time.
    await page.getByTestId('grammar-input').evaluate((area: HTMLTextAreaElement, nth) => {
      let at = -1;
      for (let k = 0; k <= nth; k++) at = area.value.indexOf('\n\n', at + 1);
      area.focus();
      area.setSelectionRange(at, at);
    }, i + 1);
    await page.evaluate((word) => Object.assign(window, { __slip: word, __markAt: 0 }), slip);
    await page.keyboard.type(` ${slip}`, { delay: 60 });
    await page.waitForFunction(() => (window as unknown as { __markAt: number }).__markAt > 0, undefined, { timeout: 15_000 });
    afterPauseMs.push(await page.evaluate((pause) => {
      const w = window as unknown as { __lastKeyAt: number; __markAt: number };
      return w.__markAt - w.__lastKeyAt - pause;
    }, LIVE_PAUSE_MS));
  }
  return { edits: afterPauseMs.length, afterPauseMs, longestTaskMs: await longestTask(page), longestScriptsMs: await longestScripts(page) };
}

/** French misspellings typed one per edit (Hunspell's search for their replacements takes 0.3–0.7 s each). */
const typedFrenchSlips = ['maisonn', 'jardinn', 'fenêttre', 'ordinateurr', 'problémme', 'utilisateurz', 'logicieel', 'réseauu'];

/**
 * Live checking of French on a first visit: the first 1,000 words of the French handbook checked
 * once, then a misspelling typed per edit, as for English ({@link typeSlips}).
 */
async function benchFrenchLive(page: Page) {
  const { text, words } = handbookStart('fr');
  await page.goto(`${base}/fr/grammar-checker`);
  await page.waitForFunction(() => (document.querySelector('[data-testid="live-toggle"]') as HTMLInputElement | null)?.checked === true);
  await page.getByTestId('grammar-language').selectOption('fr');
  await page.getByTestId('grammar-input').focus();
  await paste(page, 'grammar-input', text);
  await page.waitForFunction(() => document.querySelector('[data-testid="grammar-results"]')?.getAttribute('aria-busy') === 'false' && !document.querySelector('[data-testid="grammar-loading"]'), undefined, { timeout: 60_000 });
  await page.waitForTimeout(1000);
  return { words, ...(await typeSlips(page, typedFrenchSlips)) };
}

function printFrenchLive(g: Awaited<ReturnType<typeof benchFrenchLive>>) {
  console.log(`\nGrammar Checker in Chromium, live checking of ${g.words} words of French`);
  console.log(`  last keystroke → mark of the typed slip, after the ${LIVE_PAUSE_MS} ms pause: median ${median(g.afterPauseMs).toFixed(0)} ms, slowest ${Math.max(...g.afterPauseMs).toFixed(0)} ms over ${g.edits} edits (${g.afterPauseMs.map((ms) => ms.toFixed(0)).join(', ')})`);
  console.log(`  longest main-thread task while typing and checking ${g.longestTaskMs.toFixed(0)} ms`);
}

/** A first visit over a link of `megabitsPerSecond` down and up, with `latencyMs` round trips (Chrome's network emulation, which covers the page's workers). */
async function firstEnglishCheckOver(page: Page, megabitsPerSecond: number, latencyMs: number) {
  const cdp = await page.context().newCDPSession(page);
  const bytesPerSecond = (megabitsPerSecond * 1e6) / 8;
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: latencyMs, downloadThroughput: bytesPerSecond, uploadThroughput: bytesPerSecond });
  return firstEnglishCheck(page);
}

function printGrammarLive(g: BrowserBenchResult['grammarLive']) {
  console.log(`\nGrammar Checker in Chromium, live checking of ${g.words} words of English`);
  console.log(`  paste → first marks ${g.firstMarksMs} ms (${g.interim ? 'interim spelling, while harper loads' : 'harper'}), → harper's result ${g.firstCheckMs} ms (its first load)`);
  console.log(`  last keystroke → mark of the typed slip, after the ${LIVE_PAUSE_MS} ms pause: median ${median(g.afterPauseMs).toFixed(0)} ms, slowest ${Math.max(...g.afterPauseMs).toFixed(0)} ms over ${g.edits} edits (${g.afterPauseMs.map((ms) => ms.toFixed(0)).join(', ')})`);
  console.log(`  longest main-thread task while typing and checking ${g.longestTaskMs.toFixed(0)} ms (the page's scripts in its longest animation frame ${g.longestScriptsMs.toFixed(0)} ms)`);
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

/**
 * A page in a context of its own: a first visit, with no cache, storage or service worker, whose
 * worker installs while the page is used (as a new visitor's does).
 */
async function onFirstVisit<T>(browser: Browser, work: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript('globalThis.__name = (f) => f');
    return await work(page);
  } finally {
    await context.close();
  }
}

/**
 * Types into a blank page of a new browser: the browser's own first keystrokes (its processes,
 * fonts and input routing starting up) took 70–90 ms on any page, a bare text area included,
 * and are not the site's. After this, each measurement is a first visit to the site in a
 * browser that has been used before, as a visitor's is.
 */
async function warmUpBrowser(browser: Browser) {
  const page = await browser.newPage();
  await page.setContent('<textarea></textarea>');
  await page.locator('textarea').fill(generateEnglish(20_000, 1));
  await page.locator('textarea').press('End');
  await page.keyboard.type('warm up the browser', { delay: 20 });
  await page.close();
}

/** Runs `work` with a page of the exported site in Chromium; null (with a message) without out/ or Chromium. */
async function withSite<T>(work: (page: Page, browser: Browser) => Promise<T>): Promise<T | null> {
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
    return await work(page, browser);
  } finally {
    await browser.close();
    server.kill();
  }
}

export async function run(): Promise<BrowserBenchResult | null> {
  return withSite(async (page, browser) => {
    await warmUpBrowser(browser);
    const counterFloor = await onFirstVisit(browser, benchTextareaFloor);
    const counter = await onFirstVisit(browser, (first) => benchCounter(first));
    const counterHighlights = await onFirstVisit(browser, (first) => benchCounter(first, true));
    const counterLargeText = await onFirstVisit(browser, benchCounterLargeText);
    const grammarLive = await onFirstVisit(browser, benchGrammarLive);
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
    console.log('dictionary…');
    const dictionary = await benchDictionary(browser);
    const imports = [];
    for (const name of ['large.pdf', 'large.docx']) {
      const file = `.bench/document-import/${name}`;
      if (!existsSync(file)) continue;
      console.log(`importing ${name}…`);
      // A fresh page per document: the tab that imported 9 MB is not reused.
      const importPage = await browser.newPage();
      const r = await benchImport(importPage, file);
      await importPage.close();
      imports.push({ file: name, megabytes: statSync(file).size / 1e6, ...r });
    }
    console.log('\nText Counter in Chromium, 100 KB of English: keystroke → counts');
    console.log(`  floor (a bare text area, a message hop): median ${counterFloor.medianMs.toFixed(1)} ms; longest main-thread task ${counterFloor.longestTaskMs.toFixed(0)} ms`);
    console.log(`  median ${counter.medianMs.toFixed(1)} ms, p95 ${counter.p95Ms.toFixed(1)} ms over ${counter.keystrokes} keystrokes (syllables ${counter.readabilityMedianMs.toFixed(1)} ms, distinct words from the worker ${counter.workerMedianMs.toFixed(1)} ms); longest main-thread task ${counter.longestTaskMs.toFixed(0)} ms (the page's scripts in it ${counter.longestScriptsMs.toFixed(0)} ms)`);
    console.log('  with highlights on:');
    console.log(`  median ${counterHighlights.medianMs.toFixed(1)} ms, p95 ${counterHighlights.p95Ms.toFixed(1)} ms over ${counterHighlights.keystrokes} keystrokes (syllables ${counterHighlights.readabilityMedianMs.toFixed(1)} ms, distinct words and highlights from the worker ${counterHighlights.workerMedianMs.toFixed(1)} ms); longest main-thread task ${counterHighlights.longestTaskMs.toFixed(0)} ms (the page's scripts in it ${counterHighlights.longestScriptsMs.toFixed(0)} ms)`);
    console.log(`  ${largeTextHeading}: ${longTaskList(counterLargeText.longTasks)}`);
    printGrammarLive(grammarLive);
    console.log('\nKeyword Density in Chromium, 1 MB (medians of 3): Analyze → all tables; filter change → updated');
    for (const k of keyword) {
      console.log(`  ${k.language.padEnd(8)} analyze ${k.analyzeMs.toFixed(0)} ms, filter change ${k.filterChangeMs.toFixed(0)} ms, longest main-thread task ${k.longestTaskMs.toFixed(0)} ms`);
    }
    console.log('\nDocument import in Chromium (worker): time to text, longest main-thread task');
    if (imports.length === 0) console.log('  skipped: run `npx tsx scripts/bench/document-import.bench.ts` first to make the 9 MB files');
    for (const i of imports) console.log(`  ${i.file.padEnd(11)} ${i.megabytes.toFixed(1)} MB: ${i.toTextMs} ms, longest task ${i.longestTaskMs.toFixed(0)} ms`);
    console.log('\nSemantic Dictionary in Chromium');
    console.log(`  autocomplete after a keystroke (warm): median ${dictionary.autocompleteMedianMs.toFixed(1)} ms, p95 ${dictionary.autocompleteP95Ms.toFixed(1)} ms`);
    console.log(`  entry page, cold cache: ${dictionary.entryRequests.length} dictionary requests (${dictionary.entryRequests.join(', ')}), ${(dictionary.entryDictionaryBytes / 1024).toFixed(1)} KB; page HTML ${(dictionary.entryPageBytes / 1024).toFixed(1)} KB (transfer sizes)`);
    for (const s of dictionary.searches) {
      console.log(`  ${s.kind} "${s.query}": first ${s.coldMs.toFixed(0)} ms after ${s.requests} request(s), warm median ${s.warmMs.toFixed(1)} ms`);
    }
    return { counterFloor, counter, counterHighlights, counterLargeText, grammarLive, keyword, imports, dictionary };
  });
}

/**
 * The Text Counter alone, plain and with readability and highlights, alternating three times
 * in one browser, each on a first visit: medians of the per-run medians, and their ratio (the
 * machine's load moves both alike). `npx tsx scripts/bench/browser.bench.ts counter`
 */
const signed = (ms: number) => `${ms < 0 ? '−' : '+'} ${Math.abs(ms).toFixed(1)}`;

export async function runCounter(rounds = 3): Promise<{ floorMs: number; plainMs: number; highlightsMs: number; readabilityMs: number; workerMs: number; longestTaskMs: number; floorLongestTaskMs: number; longestScriptsMs: number; largeTextLongTasks: number[][] } | null> {
  return withSite(async (_page, browser) => {
    await warmUpBrowser(browser);
    const floor: number[] = [];
    const plain: number[] = [];
    const highlights: number[] = [];
    const readability: number[] = [];
    const worker: number[] = [];
    // Per round: the longest task typing into the floor, into the counter, and the counter's scripts in its longest frame.
    const longest: Array<{ floor: number; counter: number; scripts: number }> = [];
    for (let round = 0; round < rounds; round++) {
      // Each measurement is a first visit: the floor and the counter alike type while the site's
      // service worker may install, and the browser's caches for the site are empty.
      const bare = await onFirstVisit(browser, benchTextareaFloor);
      floor.push(bare.medianMs);
      const roundLongest = { floor: bare.longestTaskMs, counter: 0, scripts: 0 };
      for (const on of [false, true]) {
        const r = await onFirstVisit(browser, (page) => benchCounter(page, on));
        (on ? highlights : plain).push(r.medianMs);
        readability.push(r.readabilityMedianMs);
        worker.push(r.workerMedianMs);
        roundLongest.counter = Math.max(roundLongest.counter, r.longestTaskMs);
        roundLongest.scripts = Math.max(roundLongest.scripts, r.longestScriptsMs);
      }
      longest.push(roundLongest);
    }
    const large: number[][] = [];
    for (let round = 0; round < rounds; round++) large.push((await onFirstVisit(browser, benchCounterLargeText)).longTasks);
    const result = {
      floorMs: median(floor),
      plainMs: median(plain),
      highlightsMs: median(highlights),
      readabilityMs: median(readability),
      workerMs: median(worker),
      longestTaskMs: Math.max(...longest.map((l) => l.counter)),
      floorLongestTaskMs: Math.max(...longest.map((l) => l.floor)),
      longestScriptsMs: Math.max(...longest.map((l) => l.scripts)),
    };
    console.log(`Text Counter in Chromium, 100 KB of English, keystroke → counts, ${rounds} alternating rounds of 60 keystrokes:`);
    console.log(`  a bare text area with a message hop (the floor): ${result.floorMs.toFixed(1)} ms`);
    console.log(`  plain ${result.plainMs.toFixed(1)} ms (floor ${signed(result.plainMs - result.floorMs)}), with highlights ${result.highlightsMs.toFixed(1)} ms (floor ${signed(result.highlightsMs - result.floorMs)}, ×${(result.highlightsMs / result.plainMs).toFixed(2)} of plain)`);
    console.log(`  syllables (readability's input): ${result.readabilityMs.toFixed(1)} ms; distinct words, from the worker: ${result.workerMs.toFixed(1)} ms (floor ${signed(result.workerMs - result.floorMs)})`);
    console.log('  longest main-thread task while typing, per round (tasks under 50 ms are not reported: 0):');
    longest.forEach((l, i) => console.log(`    round ${i + 1}: floor ${l.floor.toFixed(0)} ms, counter ${l.counter.toFixed(0)} ms (the page's scripts in its longest animation frame, which may hold several tasks: ${l.scripts.toFixed(0)} ms)`));
    console.log(`  ${largeTextHeading}, per round:`);
    large.forEach((tasks, i) => console.log(`    round ${i + 1}: ${longTaskList(tasks)}`));
    return { ...result, largeTextLongTasks: large };
  });
}

/** Live checking alone, three first visits in English and in French: `npx tsx scripts/bench/browser.bench.ts grammar` */
export async function runGrammarLive(rounds = 3) {
  return withSite(async (_page, browser) => {
    for (let round = 0; round < rounds; round++) printGrammarLive(await onFirstVisit(browser, benchGrammarLive));
    for (let round = 0; round < rounds; round++) printFrenchLive(await onFirstVisit(browser, benchFrenchLive));
  });
}

/**
 * The first English check on a first visit over a 10 Mbit/s link with 40 ms round trips, three
 * times: paste → first marks (the interim dictionary's) and → harper's result. The site's server
 * compresses as a host would (brotli). `npx tsx scripts/bench/browser.bench.ts grammar-network`
 */
export async function runGrammarOverNetwork(rounds = 3) {
  return withSite(async (_page, browser) => {
    for (let round = 0; round < rounds; round++) {
      const r = await onFirstVisit(browser, (page) => firstEnglishCheckOver(page, 10, 40));
      console.log(`First English check of ${r.words} words over 10 Mbit/s, 40 ms: paste → first marks ${r.firstMarksMs} ms (${r.interim ? 'interim spelling' : 'harper'}), → harper's result ${r.firstCheckMs} ms`);
    }
  });
}

if (process.argv[1]?.endsWith('browser.bench.ts')) {
  const only = process.argv[2];
  (only === 'counter' ? runCounter() : only === 'grammar' ? runGrammarLive() : only === 'grammar-network' ? runGrammarOverNetwork() : run()).catch((error: unknown) => {
    console.error(`browser bench failed: ${String((error as Error).message ?? error).slice(0, 500)}`);
    process.exit(1);
  });
}
