/**
 * First-load JavaScript of each exported page: the gzip size of every script the HTML loads
 * before any interaction (what a visitor downloads on a cold cache). The 404 page has no tool
 * code, so it is the floor that the framework and the site shell cost.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface RouteWeight {
  route: string;
  scripts: number;
  gzipBytes: number;
}

/** The floor (a page with no tool code) and every tool page in English, Polish and Japanese. */
const toolFiles = ['index', 'grammar-checker', 'keyword-density-checker', 'semantic-dictionary'];
export const floorRoute = '(floor) /404';
const pages: Array<[string, string]> = [
  [floorRoute, '404.html'],
  ...['', 'pl/', 'ja/'].flatMap((prefix) =>
    toolFiles.map((name): [string, string] => {
      const file = prefix && name === 'index' ? `${prefix.slice(0, -1)}.html` : `${prefix}${name}.html`;
      return [`/${prefix}${name === 'index' ? '' : name}`.replace(/\/$/, '') || '/', file];
    }),
  ),
];

export function measureFirstLoadJs(outDir = 'out'): RouteWeight[] {
  const gzipCache = new Map<string, number>();
  const gzipSize = (src: string) => {
    let size = gzipCache.get(src);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(outDir, src)), { level: 9 }).length;
      gzipCache.set(src, size);
    }
    return size;
  };
  return pages
    .filter(([, file]) => existsSync(join(outDir, file)))
    .map(([route, file]) => {
      const html = readFileSync(join(outDir, file), 'utf8');
      const sources = new Set([...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1] ?? ''));
      let gzipBytes = 0;
      for (const src of sources) gzipBytes += gzipSize(src.replace(/^\//, ''));
      return { route, scripts: sources.size, gzipBytes };
    });
}

export function run(): RouteWeight[] {
  if (!existsSync('out/index.html')) throw new Error('out/ is missing: run `npm run build` first.');
  const weights = measureFirstLoadJs();
  const floor = weights[0]?.gzipBytes ?? 0;
  console.log('\nFirst-load JS (gzip -9) per exported page');
  console.log('route'.padEnd(34) + 'scripts'.padStart(8) + 'KB gzip'.padStart(10) + 'vs floor'.padStart(11));
  for (const w of weights) {
    const delta = w.gzipBytes - floor;
    console.log(
      w.route.padEnd(34) + String(w.scripts).padStart(8) + (w.gzipBytes / 1024).toFixed(1).padStart(10) + `${delta >= 0 ? '+' : ''}${(delta / 1024).toFixed(1)}`.padStart(11),
    );
  }
  return weights;
}

if (process.argv[1]?.endsWith('first-load-js.ts')) run();
