import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createTranslator } from 'next-intl';
import type { Locale } from '../../src/i18n/locales';

export const routes = ['/', '/grammar-checker', '/keyword-density-checker', '/semantic-dictionary'] as const;
export const toolByRoute: Record<(typeof routes)[number], string> = {
  '/': 'textCounter',
  '/grammar-checker': 'grammarChecker',
  '/keyword-density-checker': 'keywordDensity',
  '/semantic-dictionary': 'semanticDictionary',
};

type Tree = { [key: string]: string | Tree };

/** A message of a locale, read from the same files the site was built from. */
export function message(locale: string, path: string): string {
  const tree = JSON.parse(readFileSync(join(process.cwd(), 'messages', `${locale}.json`), 'utf8')) as Tree;
  const value = path.split('.').reduce<string | Tree | undefined>((node, key) => (typeof node === 'object' ? node[key] : undefined), tree);
  if (typeof value !== 'string') throw new Error(`No message ${path} in ${locale}`);
  return value;
}

/** A message of a locale formatted with `values` as the page formats it (ICU plurals included). */
export function formatted(locale: Locale, path: string, values: Record<string, string | number> = {}): string {
  return createTranslator({ locale, messages: { m: message(locale, path) } })('m', values);
}

export function localized(path: string, locale: string): string {
  if (locale === 'en') return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * Waits until the page has loaded whatever it loads once the network is quiet and has had 40
 * idle periods in a row: enough for work it spreads over idle periods (the Text Counter's
 * main-thread counting is warmed up a step per period, then used) to be done.
 */
export async function waitUntilSettled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let periods = 0;
        const next = () => (++periods >= 40 ? resolve() : requestIdleCallback(next));
        requestIdleCallback(next);
      }),
  );
}

/**
 * Time each axe-core analysis adds to the running test's limit: on a page with a long result
 * table or thousands of highlight marks one analysis took 10–15 s on CI's two cores (with two
 * browsers running), and tests that run it twice came within seconds of the 30 s limit.
 */
const axeAllowanceMs = 30_000;

export async function expectNoAxeViolations(page: Page) {
  test.info().setTimeout(test.info().timeout + axeAllowanceMs);
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
  expect(summary).toEqual([]);
}

/**
 * Picks `value` in a stored-choice `<select>` once the page is interactive: a choice made in the
 * static HTML before React hydrates is replaced by the stored (or default) one, so pick until the
 * choice holds.
 */
export async function selectWhenInteractive(select: Locator, value: string) {
  await expect(async () => {
    await select.selectOption(value);
    await select.page().waitForTimeout(300);
    await expect(select).toHaveValue(value, { timeout: 100 });
  }).toPass({ timeout: 15_000 });
}
