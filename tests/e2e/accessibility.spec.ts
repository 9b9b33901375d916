import { expect, test } from './fixtures';
import { expectNoAxeViolations, localized, routes } from './helpers';

const pages = [...routes.flatMap((route) => ['en', 'ja', 'el'].map((locale) => localized(route, locale))), '/no-such-page', '/ru/404'];

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`axe-core in ${scheme} mode`, () => {
    for (const path of pages) {
      test(`${path} has no violations`, async ({ page }) => {
        await page.addInitScript((theme) => localStorage.setItem('theme', theme), scheme);
        await page.goto(path);
        await expect(page.locator('h1')).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(scheme === 'dark');
        await expectNoAxeViolations(page);
      });
    }
  });
}
