/**
 * Writes out/sw.js after the export: bundles src/service-worker/service-worker.ts with esbuild,
 * then lets Serwist inject the precache manifest, i.e. every script, stylesheet and font of the
 * build. Pages are not precached (17 locales × every page would be megabytes nobody needs): the
 * first visit warms its own locale's pages (src/lib/offline/service-worker-client.ts), and
 * everything else is cached as it is used.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { injectManifest } from '@serwist/build';
import { build } from 'esbuild';

/** `buildId` is the pages' build id: a waiting worker takes over only for a page of its own build. */
export async function buildServiceWorker(buildId: string, outDir = resolve('out')): Promise<{ count: number; size: number }> {
  const scratch = mkdtempSync(join(tmpdir(), 'sw-'));
  try {
    const bundled = join(scratch, 'sw.js');
    await build({
      entryPoints: [resolve('src/service-worker/service-worker.ts')],
      outfile: bundled,
      bundle: true,
      format: 'iife',
      target: 'es2020',
      minify: true,
      legalComments: 'none',
      define: {
        'process.env.NODE_ENV': '"production"',
        SERVICE_WORKER_BUILD_ID: JSON.stringify(buildId),
      },
      logLevel: 'warning',
    });
    const { count, size, warnings } = await injectManifest({
      swSrc: bundled,
      swDest: join(outDir, 'sw.js'),
      globDirectory: outDir,
      globPatterns: ['_next/static/**/*.{js,css,woff2}'],
      // Their names carry a content hash: the URL is the revision.
      dontCacheBustURLsMatching: /^_next\/static\//,
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    });
    for (const warning of warnings) console.warn(`service worker: ${warning}`);
    return { count, size };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
