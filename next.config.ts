import { execSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

/**
 * One id per build, shared by the pages (NEXT_PUBLIC_BUILD_ID) and `out/version.json`
 * (written by scripts/postbuild.ts after `next build`, from `.next/BUILD_ID`). The commit
 * alone would not tell two builds of a dirty tree apart, so the build time is part of it.
 */
function makeBuildId(): string {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  let commit = 'local';
  try {
    commit = execSync('git rev-parse --short=12 HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    // Not a git checkout (e.g. a source tarball): the time alone identifies the build.
  }
  return `${commit}-${Date.now().toString(36)}`;
}

const buildId = makeBuildId();

const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: false,
  reactStrictMode: true,
  poweredByHeader: false,
  images: { unoptimized: true },
  // `npm test` type-checks the whole project first; SKIP_BUILD_TYPECHECK=1 lets it skip the
  // second, identical check inside `next build`. Plain builds (`npm start`) still check.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
  generateBuildId: () => buildId,
  env: {
    NEXT_PUBLIC_BUILD_ID: buildId,
  },
  turbopack: {
    resolveAlias: {
      // Hunspell's runtime without the 780 KB base64 copy of its binary, which the worker
      // fetches and compiles as /wasm/hunspell.wasm instead. Written before every build and
      // dev server by scripts/grammar/copy-grammar-assets.ts (hunspell-browser-runtime.ts).
      'hunspell-asm/dist/cjs/lib/browser/hunspell.js': './.build/grammar/hunspell-runtime.js',
    },
  },
  experimental: {
    globalNotFound: true,
    // Static pages are rendered by as many workers as the machine has cores. Next.js's default
    // leaves one core to its main process, which mostly waits meanwhile: on CI's two cores that
    // meant one worker for the 1,453 pages.
    cpus: availableParallelism(),
  },
};

export default createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  // Messages are compiled to icu-minify's compact form at build time, so no ICU parser ships to
  // the browser and formatting a message does not parse it first.
  experimental: { messages: { path: './messages', locales: 'infer', format: 'json', precompile: true } },
})(nextConfig);
