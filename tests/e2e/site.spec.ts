import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { localized, message, routes, toolByRoute } from './helpers';

/** The one banner the visitor sees (the page holds one per locale, all but one hidden). */
const visibleBanner = (page: Page) => page.locator('[data-testid="language-banner"]:visible');

const locales = ['en', 'pl', 'uk', 'cs', 'de', 'es', 'fr', 'hu', 'it', 'nl', 'ro', 'ru', 'sv', 'ja', 'bg', 'el', 'pt'];

test.describe('every route in every locale', () => {
  for (const locale of locales) {
    test(`${locale}: 200, lang and translated title`, async ({ request }) => {
      for (const route of routes) {
        const path = localized(route, locale);
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        expect(html, path).toMatch(new RegExp(`<html[^>]* lang="${locale}"`));
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
        const expected = message(locale, `Tools.${toolByRoute[route]}.title`);
        expect(title, path).toBe(expected.replace(/&/g, '&amp;'));
        if (locale !== 'en') expect(title).not.toBe(message('en', `Tools.${toolByRoute[route]}.title`));
        // Canonical, 17 hreflang alternates plus x-default, og:locale.
        const canonicalHref = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
        expect(canonicalHref, path).toMatch(new RegExp(`${path === '/' ? '' : path.replace(/\//g, '\\/')}$`));
        expect(html.match(/<link rel="alternate" hrefLang="[^"]+"/g)?.length, path).toBe(18);
        expect(html).toContain('hrefLang="x-default"');
        expect(html).toMatch(/<meta property="og:locale" content="[a-z]{2}_[A-Z]{2}"/);
        const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
        expect(JSON.parse(jsonLd ?? '{}')['@type'], path).toBe('WebApplication');
      }
    });
  }
});

test('sitemap lists every page with alternates, robots points to it', async ({ request }) => {
  // /sitemap.xml is an index; the site's pages are in its pages sitemap, entries in per-language ones.
  const index = await (await request.get('/sitemap.xml')).text();
  const children = [...index.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
  const pagesPath = children.find((path) => path.includes('sitemap-pages'));
  const englishPath = children.find((path) => path.includes('sitemap-dictionary-en'));
  const sitemap = await (await request.get(pagesPath ?? '', { headers: { 'Accept-Encoding': 'gzip' } })).text();
  const tools = sitemap.split('<url>').filter((u) => u.includes('hreflang="x-default"'));
  expect(tools).toHaveLength(routes.length * locales.length);
  expect(sitemap).toContain('hreflang="pl"');
  expect(sitemap).toMatch(/\/pl\/semantic-dictionary\/letter\//);
  // Dictionary entries are listed too, and answer 200.
  const entries = await (await request.get(englishPath ?? '', { headers: { 'Accept-Encoding': 'gzip' } })).text();
  const entry = /<loc>https?:\/\/[^/]+(\/semantic-dictionary\/what-is-[^<]+)<\/loc>/.exec(entries)?.[1];
  expect(entry).toBeDefined();
  expect((await request.get(entry ?? '')).status()).toBe(200);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
});

test('language switch moves between /grammar-checker and /pl/grammar-checker and stores the choice', async ({ page, context }) => {
  await page.goto('/grammar-checker');
  await page.getByTestId('language-menu').click();
  await page.getByRole('link', { name: 'Polski', exact: true }).click();
  await expect(page).toHaveURL(/\/pl\/grammar-checker$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.locator('h1')).toHaveText(message('pl', 'Tools.grammarChecker.heading'));

  const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
  expect(cookie?.value).toBe('pl');
  expect(cookie?.path).toBe('/');
  expect(cookie?.sameSite).toBe('Lax');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('pl');

  await page.getByTestId('language-menu').click();
  await page.getByRole('link', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/grammar-checker$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('first load at the site root', () => {
  test.use({ locale: 'de-DE' });

  test('follows the browser language (exact match)', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('a stored preference wins over the browser language', async ({ page }) => {
    await page.goto('/grammar-checker');
    await page.evaluate(() => localStorage.setItem('locale', 'en'));
    await page.goto('/');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.evaluate(() => localStorage.setItem('locale', 'ja'));
    await page.goto('/');
    await expect(page).toHaveURL(/\/ja$/);
  });

  test('other pages never redirect', async ({ page }) => {
    await page.goto('/keyword-density-checker');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/keyword-density-checker$/);
  });
});

test.describe('base-language match and fallback', () => {
  test.describe('pt-BR', () => {
    test.use({ locale: 'pt-BR' });
    test('goes to Portuguese', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/pt$/);
    });
  });
  test.describe('zh-CN', () => {
    test.use({ locale: 'zh-CN' });
    test('stays in English', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
      await expect(visibleBanner(page)).toHaveCount(0);
    });
  });
});

test.describe('language banner', () => {
  test.use({ locale: 'de-DE' });

  test('suggests German on an English page, hides after dismiss, stays hidden after reload', async ({ page }) => {
    await page.goto('/grammar-checker');
    const banner = visibleBanner(page);
    await expect(banner).toHaveCount(1);
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(message('de', 'LanguageBanner.message'));
    await banner.getByTestId('language-banner-dismiss').click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('languageBarDismissed'))).toBe('true');
    await page.reload();
    await expect(page.locator('h1')).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test('accepting switches to the same page in German', async ({ page }) => {
    await page.goto('/semantic-dictionary');
    await visibleBanner(page).getByRole('link').click();
    await expect(page).toHaveURL(/\/de\/semantic-dictionary$/);
    await expect(visibleBanner(page)).toHaveCount(0);
  });

  test('is there from the first paint: the page never shifts under it', async ({ page }) => {
    // Where the header is as soon as the document is parsed (before any script of the app ran).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { headerTop: number }).headerTop = document.querySelector('header')!.getBoundingClientRect().top;
      });
    });
    await page.goto('/keyword-density-checker');
    await expect(visibleBanner(page)).toBeVisible();
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
    const { before, after } = await page.evaluate(() => ({
      before: (window as unknown as { headerTop: number }).headerTop,
      after: document.querySelector('header')!.getBoundingClientRect().top,
    }));
    expect(before).toBeGreaterThan(0);
    expect(after).toBe(before);
  });
});

test('the boot script warms ICU in a short-lived worker, allowed by the page policy', async ({ page }) => {
  // The first Intl formatter of a page costs 10–40 ms of ICU set-up; a blob worker started from
  // <head> pays it off the main thread. It must run (no CSP violation: the fixture fails on one)
  // and close itself once done.
  const closed = new Promise<string>((resolve) => {
    page.on('worker', (worker) => {
      if (worker.url().startsWith('blob:')) worker.on('close', () => resolve(worker.url()));
    });
  });
  await page.goto('/pl/grammar-checker');
  expect(await closed).toMatch(/^blob:http:\/\/[^/]+\//);
});

test('theme persists across reload and is applied before the body is parsed (no flash)', async ({ page }) => {
  await page.addInitScript(() => {
    // Init scripts run before the document has any element: watch the whole document for <body>.
    new MutationObserver((_, observer) => {
      if (document.body) {
        (window as unknown as { darkAtBody: boolean }).darkAtBody = document.documentElement.classList.contains('dark');
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/keyword-density-checker');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { darkAtBody: boolean }).darkAtBody)).toBe(true);
  await expect(page.getByTestId('theme-toggle')).toHaveAttribute('data-theme-preference', 'dark');
  // dark → system (follows the OS: light here) → light
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('system');
});

test.describe('system theme', () => {
  test.use({ colorScheme: 'dark' });
  test('follows the OS when the preference is system, and is light by default', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.evaluate(() => localStorage.setItem('theme', 'system'));
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('opens, traps focus, closes on Escape and on the overlay, returns focus', async ({ page }) => {
    await page.goto('/grammar-checker');
    const button = page.getByTestId('menu-button');
    await button.click();
    const panel = page.getByTestId('menu-panel');
    await expect(panel).toBeVisible();
    const width = await panel.evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeCloseTo(390 * 0.8, 0);
    await expect(panel.getByRole('link', { name: /Grammar Checker/ }).locator('span.font-bold')).toHaveCount(1);
    await expect(panel.getByRole('link', { name: /Text Counter/ }).locator('span.underline')).toHaveCount(1);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(button).toBeFocused();

    await button.click();
    await page.mouse.click(370, 400);
    await expect(panel).toHaveCount(0);
    await expect(button).toBeFocused();

    await button.click();
    await panel.getByRole('link', { name: /Keyword Density Checker/ }).click();
    await expect(page).toHaveURL(/\/keyword-density-checker$/);
    await expect(page.getByTestId('menu-panel')).toHaveCount(0);
  });
});

test.describe('404 page', () => {
  test('English: Page Not Found with the path', async ({ page }) => {
    const response = await page.goto('/no-such-page?x=1');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page Not Found');
    await expect(page.getByTestId('requested-path')).toHaveText('/no-such-page?x=1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('Polish: in the locale of the path', async ({ page }) => {
    const response = await page.goto('/pl/nie-ma-takiej-strony');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.locator('h1')).toHaveText(message('pl', 'Errors.notFoundTitle'));
    await expect(page.getByTestId('requested-path')).toHaveText('/pl/nie-ma-takiej-strony');
  });
});

test('a newer build makes the next navigation a full load, at most once per page within 10 s', async ({ page }) => {
  await page.route('**/version.json', (route) => route.fulfill({ json: { buildId: 'a-newer-build' }, headers: { 'cache-control': 'no-store' } }));
  // The watcher checks on load; wait until it has seen the new build.
  const versionSeen = page.waitForResponse('**/version.json');
  await page.goto('/grammar-checker');
  await versionSeen;
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.waitForTimeout(300);

  await page.locator('header nav').getByRole('link', { name: 'Keyword Density Checker' }).click();
  await expect(page).toHaveURL(/\/keyword-density-checker$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();

  // Back to a page loaded fully just now? Not yet: grammar-checker was not force-loaded, so it is.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 2));
  await page.waitForTimeout(300);
  await page.locator('header nav').getByRole('link', { name: 'Grammar Checker' }).click();
  await expect(page).toHaveURL(/\/grammar-checker$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();

  // Within 10 s, the same page is not force-loaded again: client-side navigation keeps the marker.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 3));
  await page.waitForTimeout(300);
  await page.locator('header nav').getByRole('link', { name: 'Keyword Density Checker' }).click();
  await expect(page).toHaveURL(/\/keyword-density-checker$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(3);
});
