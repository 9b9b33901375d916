import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores(['.next/**', 'out/**', 'coverage/**', 'test-results/**', 'playwright-report/**', '.bench/**', 'next-env.d.ts', 'public/**']),
  {
    // Pure models stay framework-free so they run in workers, Node scripts and tests alike.
    files: ['src/features/*/model/**', 'src/lib/text/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', 'next', 'next/*', 'next-intl', 'next-intl/*', '@/components/*', '*/ui/*'] }],
    },
  },
  {
    rules: {
      // Flags are tiny static SVGs; next/image adds nothing in a static export.
      '@next/next/no-img-element': 'off',
      // A Pages Router rule: App Router layouts write <head> directly.
      '@next/next/no-head-element': 'off',
    },
  },
]);
