/**
 * The local engine measured where it runs: the real worker (local-grammar.worker.ts, bundled
 * with esbuild) and client in Debian's Chromium, driven by playwright-core, assets served from
 * localhost the way the CDN serves public/. Used by `scripts/bench/grammar.bench.ts --chromium`.
 *
 * For harper.js and each Hunspell dictionary, in a fresh browser context (a fresh renderer
 * process): time to the result of a first `check` of a text without words (download from
 * localhost, WASM compile, dictionary parse), a warm check of ~1,000 words (the third of the
 * same text), and the renderer's resident memory growth (Linux /proc), which includes the
 * worker's WASM heaps.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { GRAMMAR_LANGUAGES } from '../../src/features/grammar-checker/model/languages';
import { sampleText } from '../bench/grammar-texts';
import { copyGrammarAssets } from './copy-grammar-assets';
import { HUNSPELL_BROWSER_RUNTIME } from './hunspell-browser-runtime';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

// `.ts`: harper's worker, bundled under the name the grammar worker asks for (see bundle()).
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.ts': 'text/javascript', '.wasm': 'application/wasm', '.json': 'application/json', '.txt': 'text/plain; charset=utf-8', '.aff': 'text/plain; charset=utf-8', '.dic': 'text/plain; charset=utf-8' };

function serve(root: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/')).replace(/^(\.\.[/\\])+/, '');
    const file = join(root, path === '/' ? 'index.html' : path);
    if (!file.startsWith(root) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    const body = readFileSync(file);
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Content-Length': body.length });
    res.end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const PAGE_SCRIPT = `
import { createLocalGrammarClient } from './client-entry.js';
window.makeClient = () => createLocalGrammarClient({ idleTimeoutMs: 0, start: () => new Worker('/worker.js', { type: 'module' }) });
window.ready = true;
`;

function bundle(outDir: string): void {
  const require = createRequire(join(process.cwd(), 'package.json'));
  const esbuild = require('esbuild') as typeof import('esbuild');
  const src = join(process.cwd(), 'src', 'features', 'grammar-checker', 'worker');
  // The same runtime as the site's (next.config.ts): its binary is /wasm/hunspell.wasm.
  const alias = { '@': join(process.cwd(), 'src'), 'hunspell-asm/dist/cjs/lib/browser/hunspell.js': join(process.cwd(), HUNSPELL_BROWSER_RUNTIME) };
  const common = { bundle: true, format: 'esm' as const, platform: 'browser' as const, target: 'es2022', minify: true, logLevel: 'silent' as const, external: ['fs'], alias, define: { 'process.env.NEXT_PUBLIC_LANGUAGETOOL_URL': '""' } };
  esbuild.buildSync({ ...common, entryPoints: [join(src, 'local-grammar.worker.ts')], outfile: join(outDir, 'worker.js') });
  // The grammar worker starts harper's with `new URL('./harper.worker.ts', import.meta.url)`, which
  // esbuild leaves as it is: the bundle is put at that URL, or harper would run in the grammar worker.
  esbuild.buildSync({ ...common, entryPoints: [join(src, 'harper.worker.ts')], outfile: join(outDir, 'harper.worker.ts') });
  esbuild.buildSync({ ...common, entryPoints: [join(src, 'local-grammar-client.ts')], outfile: join(outDir, 'client-entry.js') });
  writeFileSync(join(outDir, 'page.js'), PAGE_SCRIPT);
  writeFileSync(join(outDir, 'index.html'), '<!doctype html><meta charset="utf-8"><title>grammar bench</title><script type="module" src="/page.js"></script>');
}

/** Resident memory (kB) of the Chromium renderer processes started with `userDataDir`. */
function rendererRssKb(userDataDir: string): number {
  const out = execFileSync('ps', ['-eo', 'rss=,args='], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  let total = 0;
  for (const line of out.split('\n')) {
    if (!line.includes('--type=renderer') || !line.includes(userDataDir)) continue;
    total += Number(line.trim().split(/\s+/)[0]) || 0;
  }
  return total;
}

export interface ChromiumResult {
  language: string;
  firstCheckMs: number;
  warmCheckMs: number;
  rendererGrowthMB: number;
}

export async function runInChromium(only?: string[]): Promise<ChromiumResult[]> {
  const require = createRequire(join(process.cwd(), 'package.json'));
  const { chromium } = require('playwright-core') as typeof import('playwright-core');
  const root = join(process.cwd(), '.bench', 'grammar-chromium');
  mkdirSync(root, { recursive: true });
  copyGrammarAssets(root);
  bundle(root);
  const server = await serve(root);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const userDataDir = join(root, 'profile');
  const browser = await chromium.launchPersistentContext(userDataDir, { executablePath: CHROMIUM, args: ARGS, headless: true });
  // One language per dictionary (and English): the first check of each loads its assets.
  const languages = [
    'en-US',
    ...GRAMMAR_LANGUAGES.filter((l) => l.local.spelling === 'hunspell')
      .filter((l, i, all) => all.findIndex((x) => x.dictionary === l.dictionary) === i)
      .map((l) => l.code),
  ].filter((code) => !only || only.some((o) => code.toLowerCase().startsWith(o.toLowerCase()) || GRAMMAR_LANGUAGES.find((l) => l.code === code)?.dictionary === o));
  const results: ChromiumResult[] = [];
  console.log('\nIn Chromium (worker + client, assets from localhost): load (first check) / warm check of ~1,000 words / renderer memory growth');
  try {
    for (const language of languages) {
      const page = await browser.newPage();
      const workers: string[] = [];
      page.on('worker', (worker) => workers.push(worker.url()));
      await page.goto(`${origin}/`);
      await page.waitForFunction(() => (window as unknown as { ready?: boolean }).ready === true);
      await page.evaluate(() => {
        (window as unknown as { client: unknown }).client = (window as unknown as { makeClient: () => unknown }).makeClient();
      });
      await page.waitForTimeout(300);
      const before = rendererRssKb(userDataDir);
      const sample = sampleText(language);
      const timing = await page.evaluate(
        async ({ language, sample }) => {
          const client = (window as unknown as { client: { check(t: string, l: string): Promise<unknown[]> } }).client;
          // No words in the first text: its time is loading, not suggestions.
          const t0 = performance.now();
          await client.check('1.', language);
          const first = performance.now() - t0;
          // Suggestions are computed within a time budget per check and cached: the third
          // check of the same text shows the steady state of re-checking while typing.
          await client.check(sample, language);
          await client.check(sample, language);
          const t1 = performance.now();
          await client.check(sample, language);
          return { first, warm: performance.now() - t1 };
        },
        { language, sample },
      );
      const after = rendererRssKb(userDataDir);
      const result = { language, firstCheckMs: timing.first, warmCheckMs: timing.warm, rendererGrowthMB: (after - before) / 1024 };
      results.push(result);
      console.log(`  ${language.padEnd(16)} ${timing.first.toFixed(0).padStart(6)} ms   ${timing.warm.toFixed(1).padStart(7)} ms   ${result.rendererGrowthMB.toFixed(0).padStart(5)} MB   (${workers.length} workers)`);
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  return results;
}
