import { existsSync, mkdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Pdfjs } from '../model/load-pdfjs';

/**
 * pdf.js for Jest. pdf.js ships only ES modules (`.mjs`), which Jest's CommonJS runtime
 * cannot load without `--experimental-vm-modules`; so the legacy build (the same code the
 * app loads) is converted once to CommonJS with esbuild and cached under
 * `node_modules/.cache/`, where Jest loads it untransformed. Tests replace `loadPdfjs` with
 * this via `jest.mock`. The browser and the benchmark use `model/load-pdfjs.ts` as is.
 */

const cacheDir = resolve(process.cwd(), 'node_modules/.cache/document-import-pdfjs');

function convert(entry: string, outName: string): string {
  const source = require.resolve(entry);
  const out = join(cacheDir, outName);
  if (existsSync(out) && statSync(out).mtimeMs >= statSync(source).mtimeMs) return out;
  mkdirSync(cacheDir, { recursive: true });
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- build tool, test-only
  const esbuild = require('esbuild') as typeof import('esbuild');
  esbuild.buildSync({
    entryPoints: [source],
    outfile: out,
    bundle: true,
    format: 'cjs',
    platform: 'node',
    logLevel: 'error',
    // pdf.js uses import.meta.url only to locate optional Node helpers (canvas, wasm).
    banner: { js: 'var __pdfjsImportMetaUrl = require("url").pathToFileURL(__filename).href;' },
    define: { 'import.meta.url': '__pdfjsImportMetaUrl' },
  });
  return out;
}

let cached: Pdfjs | undefined;

export function loadPdfjsForJest(): Promise<Pdfjs> {
  if (!cached) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
    require(convert('pdfjs-dist/legacy/build/pdf.worker.mjs', 'pdf.worker.cjs'));
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
    cached = require(convert('pdfjs-dist/legacy/build/pdf.mjs', 'pdf.cjs')) as Pdfjs;
  }
  return Promise.resolve(cached);
}
