import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * Feature boundaries, held by `no-restricted-imports`. Flat config replaces (not merges) a rule's
 * options per file, so each file group gets the whole list that applies to it:
 * - everywhere in src/: another feature only through its index.ts (`@/features/<name>`), or its
 *   server.ts for server components (`@/features/<name>/server`);
 * - inside a feature: no relative path that climbs out of it into another feature;
 * - in model/ (and the text library models share): no React, Next, next-intl, UI or browser-bound
 *   modules, so the code runs the same in workers, Node scripts and tests.
 */
function featureBoundaries() {
  // A feature's server components (which read files at build time) have a second door, server.ts,
  // so that client components importing index.ts never pull them into the browser bundle.
  const throughIndex = { group: ['@/features/*/**', '!@/features/*/server'], message: 'Import another feature through its index.ts: @/features/<name> (server components: @/features/<name>/server).' };
  const climbingOut = (depth) => ({
    group: [`${'../'.repeat(depth)}*/**`, `!${'../'.repeat(depth + 1)}**`],
    message: 'Import another feature through its index.ts: @/features/<name>.',
  });
  const pure = {
    group: ['react', 'react-dom', 'react/*', 'react-dom/*', 'next', 'next/*', 'next-intl', 'next-intl/*', '@/components/**', '*/ui/*', '**/ui/**', '@/lib/storage/**', '@/lib/theme/**', '@/lib/offline/**', '@/lib/drafts/**', '@/lib/draft-store', '@/lib/clipboard', 'idb-keyval', 'zustand', '@tanstack/*'],
    message: 'model/ is pure TypeScript: no React, Next, next-intl, UI or browser-bound modules.',
  };
  const rule = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
  // Depth of a file below its feature's folder: 0 for index.ts, 1 for ui/x.tsx, 2 for engines/testing/x.ts…
  const depths = [0, 1, 2, 3];
  const below = (depth) => '*/'.repeat(depth);
  return [
    { files: ['src/**/*.{ts,tsx}'], rules: rule(throughIndex) },
    ...depths.map((depth) => ({ files: [`src/features/*/${below(depth)}*.{ts,tsx}`], rules: rule(throughIndex, climbingOut(depth + 1)) })),
    ...depths.slice(1).map((depth) => ({ files: [`src/features/*/model/${below(depth - 1)}*.{ts,tsx}`], rules: rule(throughIndex, climbingOut(depth + 1), pure) })),
    { files: ['src/lib/text/**'], rules: rule(throughIndex, pure) },
  ];
}

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores(['.next/**', 'out/**', 'coverage/**', 'test-results/**', 'playwright-report/**', '.bench/**', '.build/**', 'next-env.d.ts', 'public/**']),
  ...featureBoundaries(),
  {
    rules: {
      // Flags are tiny static SVGs; next/image adds nothing in a static export.
      '@next/next/no-img-element': 'off',
      // A Pages Router rule: App Router layouts write <head> directly.
      '@next/next/no-head-element': 'off',
    },
  },
]);
