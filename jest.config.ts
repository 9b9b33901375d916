import type { Config } from 'jest';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// next-intl and its dependencies ship ES modules only; Jest must transform them (next-intl docs).
// So do syllable (the Text Counter's English syllables), eld (language detection) and stemmer.
const esmPackages = ['next-intl', 'use-intl', 'icu-minify', '@formatjs', 'intl-messageformat', '@schummar', 'syllable', 'eld', 'stemmer'];
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];

const shared: Config = {
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@messages/(.*)$': '<rootDir>/messages/$1',
    // eld exports its entries under the `import` condition only, which Jest's resolver does not use.
    '^eld/extrasmall$': '<rootDir>/node_modules/eld/src/entries/static.extrasmall.js',
  },
  testPathIgnorePatterns: ['/node_modules/', '/tests/e2e/', '/out/', '/.next/'],
};

/** Pure logic runs in Node (`*.test.ts`); React components in jsdom (`*.test.tsx`). */
export default async function config(): Promise<Config> {
  const unit = await createJestConfig({ ...shared, displayName: 'unit', testEnvironment: 'node', testMatch: ['<rootDir>/{src,scripts}/**/*.test.ts'] })();
  const components = await createJestConfig({
    ...shared,
    displayName: 'components',
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.tsx'],
    setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  })();
  return {
    // A worker per core: with Jest's default (cores − 1) CI's two cores ran the suites one after
    // another (about 300 s, of which the dictionary build's two full builds take 140 s).
    maxWorkers: '100%',
    projects: [
      { ...unit, transformIgnorePatterns },
      { ...components, transformIgnorePatterns },
    ],
  };
}
