/**
 * `npm run bench`: every benchmark of the project, one after another in this process, each
 * printing its own table: first-load JS of the exported pages (needs a build), then each
 * feature's `*.bench.ts` (each exports `run()`). Browser benchmarks drive Debian's Chromium.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { run as firstLoadJs } from './first-load-js';

async function main() {
  const only = process.argv.slice(2);
  const wanted = (name: string) => only.length === 0 || only.some((o) => name.includes(o));
  if (wanted('first-load-js')) {
    try {
      firstLoadJs();
    } catch (error) {
      console.log(`first-load-js skipped: ${(error as Error).message}`);
    }
  }
  const dir = join(process.cwd(), 'scripts', 'bench');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.bench.ts')).sort()) {
    if (!wanted(file)) continue;
    console.log(`\n== ${file}`);
    const bench = (await import(pathToFileURL(join(dir, file)).href)) as { run?: () => unknown };
    if (typeof bench.run !== "function") throw new Error(`${file} exports no run()`);
    await bench.run();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
