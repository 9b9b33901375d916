import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, localized, message } from './helpers';

const locales = ['en', 'pl', 'uk', 'cs', 'de', 'es', 'fr', 'hu', 'it', 'nl', 'ro', 'ru', 'sv', 'ja', 'bg', 'el', 'pt'];

/**
 * Desktop widths: where the desktop header starts (lg, 1024), the widest width that still shows
 * the compact, icon-only tool links (1279), where the links get their names (xl, 1280) and beyond
 * the content's maximum width (1440).
 */
const widths = [1024, 1279, 1280, 1440];

interface HeaderLayout {
  /** Visible header links whose visible text is on more than one line. */
  wrapped: { link: string; lines: number }[];
  /** Header elements whose content is wider than their box. */
  overflowing: { element: string; scrollWidth: number; clientWidth: number }[];
  /** Visible header links that stick out of the viewport. */
  outside: string[];
  /** How many header links are visible (the check must have looked at something). */
  visibleLinks: number;
}

/** Where the header's links and text are; visually hidden text (sr-only, invisible tooltips) does not count. */
function measureHeader(page: Page): Promise<HeaderLayout> {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    if (!header) throw new Error('no <header>');
    // Not seen: not rendered, transparent or invisible, or clipped away the sr-only way.
    const visuallyHidden = (element: Element) => {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return true;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)' || (box.width <= 1 && box.height <= 1);
    };
    const describe = (element: Element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;

    const result: HeaderLayout = { wrapped: [], overflowing: [], outside: [], visibleLinks: 0 };
    for (const link of Array.from(header.querySelectorAll('a'))) {
      if (visuallyHidden(link)) continue;
      result.visibleLinks++;
      const box = link.getBoundingClientRect();
      if (box.left < 0 || box.right > document.documentElement.clientWidth) result.outside.push(describe(link));
      // The line boxes of the link's visible text: all on one line means one distinct top.
      const tops = new Set<number>();
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!node.textContent?.trim() || !parent) continue;
        let hidden = false;
        for (let element: Element | null = parent; element && element !== link.parentElement; element = element.parentElement) {
          if (visuallyHidden(element)) hidden = true;
        }
        if (hidden) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of Array.from(range.getClientRects())) if (rect.width > 0) tops.add(Math.round(rect.top));
      }
      // Rects of one line may differ by a pixel (mixed scripts, rounding): count lines, not pixels.
      let lines = 0;
      let lastTop = -Infinity;
      for (const top of Array.from(tops).sort((a, b) => a - b)) {
        if (top - lastTop > 4) lines++;
        lastTop = top;
      }
      if (lines > 1) result.wrapped.push({ link: describe(link), lines });
    }
    // The page itself must not scroll sideways because of the header either.
    for (const element of [document.documentElement, header, ...Array.from(header.querySelectorAll('div, nav, ul'))]) {
      if (visuallyHidden(element)) continue;
      if (element.scrollWidth > element.clientWidth) {
        result.overflowing.push({
          element: `${element.tagName.toLowerCase()}.${element.className.toString().split(' ').slice(0, 3).join('.')}`,
          scrollWidth: element.scrollWidth,
          clientWidth: element.clientWidth,
        });
      }
    }
    return result;
  });
}

async function expectOneLineHeader(page: Page, what: string) {
  const layout = await measureHeader(page);
  expect(layout.visibleLinks, `${what}: visible header links`).toBeGreaterThan(1);
  expect(layout.wrapped, `${what}: header links on more than one line`).toEqual([]);
  expect(layout.overflowing, `${what}: header overflows`).toEqual([]);
  expect(layout.outside, `${what}: header links outside the viewport`).toEqual([]);
}

// One page per locale, resized through the widths: a media query answers a resize as it does a
// load, and 17 loads instead of 68 take minutes off a CI run.
test.describe('desktop header', () => {
  for (const locale of locales) {
    test(`${locale}: at ${widths.join(', ')} px the tool links stay on one line and the header does not overflow, online and offline`, async ({ page, context }) => {
      await page.setViewportSize({ width: widths[0]!, height: 768 });
      await page.goto(localized('/', locale));
      await expect(page.locator('header nav')).toBeVisible();
      // Web fonts or late styles must not change the outcome: measure once everything is in.
      await page.evaluate(() => document.fonts.ready);
      const atEveryWidth = async (what: string) => {
        for (const width of widths) {
          await page.setViewportSize({ width, height: 768 });
          await expect(page.getByTestId('menu-button')).toBeHidden();
          await expectOneLineHeader(page, `${locale} at ${width} px${what}`);
        }
      };
      await atEveryWidth('');
      // The offline badge takes room in the header too.
      await context.setOffline(true);
      await expect(page.getByTestId('offline-indicator')).toBeVisible();
      await atEveryWidth(', offline');
      await context.setOffline(false);
    });
  }
});

test.describe('icon-only tool links below xl', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  for (const locale of ['en', 'ru']) {
    test(`${locale}: each link is named by its tool and shows the name as a tooltip on keyboard focus`, async ({ page }) => {
      await page.goto(localized('/grammar-checker', locale));
      const nav = page.locator('header nav');
      // Keyboard order: the home link, then the tool links.
      await page.getByRole('banner').getByRole('link', { name: message(locale, 'Common.homeLink'), exact: true }).focus();
      for (const tool of ['textCounter', 'grammarChecker', 'keywordDensity', 'semanticDictionary']) {
        const label = message(locale, `Tools.${tool}.label`);
        const link = nav.getByRole('link', { name: label, exact: true });
        await expect(link).toBeVisible();
        await page.keyboard.press('Tab');
        await expect(link).toBeFocused();
        const tooltip = link.locator('[aria-hidden="true"]', { hasText: label });
        await expect(tooltip).toBeVisible();
        // The tooltip stays inside the viewport.
        const box = await tooltip.boundingBox();
        expect(box, `${tool} tooltip`).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(1024);
      }
      await expect(nav.locator('[aria-current="page"]')).toHaveAccessibleName(message(locale, 'Tools.grammarChecker.label'));
      await expectNoAxeViolations(page);
    });
  }
});
