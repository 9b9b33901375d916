/**
 * Copies static assets that come from npm packages into public/ before a build (they are
 * build inputs, not committed): the flags of the language menu.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { localeInfo, locales } from '../src/i18n/locales';

const require = createRequire(import.meta.url);
const flagsDir = join(dirname(require.resolve('country-flag-icons/package.json')), '3x2');
const target = join(process.cwd(), 'public', 'flags');
mkdirSync(target, { recursive: true });
for (const locale of locales) {
  const flag = localeInfo[locale].flag;
  copyFileSync(join(flagsDir, `${flag.toUpperCase()}.svg`), join(target, `${flag}.svg`));
}
console.log(`copy-assets: ${locales.length} flags → public/flags`);
