import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { message } from './helpers';

test.use({ serviceWorkers: 'allow' });

const pl = (key: string) => message('pl', key);
const toolPages = ['/pl', '/pl/grammar-checker', '/pl/keyword-density-checker', '/pl/semantic-dictionary', '/pl/offline'];
const dictionaryEntry = '/pl/semantic-dictionary/what-is-dom--pl';

/** Resolves once the service worker controls the page and has cached `paths` in the pages cache. */
async function waitForOfflineReady(page: Page, paths: string[]) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const keys = await (await caches.open('pages')).keys();
          return keys.map((request) => new URL(request.url).pathname);
        }),
      { timeout: 20_000 },
    )
    .toEqual(expect.arrayContaining(paths));
}

/**
 * A server in front of the site whose answers pass through `respond` (by path, content type and
 * body): it plays a deployment or a slow network. Its address is `originOf(server)`.
 */
async function startProxy(baseURL: string, respond: (path: string, type: string, body: Buffer) => Promise<Buffer | string>): Promise<Server> {
  const server = createServer(async (req, res) => {
    const upstream = await fetch(new URL(req.url ?? '/', baseURL), { headers: { 'accept-encoding': 'identity' }, redirect: 'manual' });
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const body = await respond(path, upstream.headers.get('content-type') ?? '', Buffer.from(await upstream.arrayBuffer()));
    const headers = Object.fromEntries([...upstream.headers].filter(([name]) => !['content-length', 'content-encoding', 'etag'].includes(name)));
    res.writeHead(upstream.status, headers).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

const originOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

async function goOffline(context: BrowserContext, page: Page, locale = 'pl') {
  await context.setOffline(true);
  await expect(page.getByTestId('offline-indicator')).toBeVisible();
  await expect(page.getByTestId('offline-indicator')).toContainText(message(locale, 'Common.offline'));
}

test.describe('offline repeat visits', () => {
  test.setTimeout(120_000);

  test('after one visit, every tool page of the locale opens and works offline', async ({ page, context }) => {
    await page.goto('/pl');
    await waitForOfflineReady(page, toolPages);

    // What a visit to the grammar checker and the dictionary loaded stays available.
    await page.goto('/pl/grammar-checker');
    await page.getByTestId('grammar-input').fill('To jest smochód.');
    await page.getByTestId('check-button').click();
    await expect(page.getByTestId('suggestion')).toHaveCount(1, { timeout: 60_000 });
    await page.goto(dictionaryEntry);
    await expect(page.locator('h1')).toContainText('dom');
    await expect(page.locator('[data-relation="hypernyms"]')).toContainText('budynek');

    await goOffline(context, page);

    await page.goto('/pl');
    await page.getByTestId('counter-input').fill('Zażółć gęślą jaźń. Καλημέρα κόσμε!');
    await expect(page.getByTestId('stat-words')).toHaveText('5');
    await page.getByTestId('file-input').setInputFiles(join(process.cwd(), 'tests', 'fixtures', 'documents', 'pl.docx'));
    await expect(page.getByTestId('counter-input')).toHaveValue(/ą|ę|ł|ó|ś|ż/, { timeout: 15_000 });

    await page.goto('/pl/keyword-density-checker');
    await page.getByTestId('keyword-input').fill('Kot i pies. Kot śpi, pies biega. Kot je.');
    await page.getByTestId('analyze-button').click();
    await expect(page.getByTestId('keyword-table-1').getByTestId('keyword-row').first()).toContainText('Kot');

    await page.goto('/pl/grammar-checker');
    // The text of the earlier visit comes back first: replaced once it is there.
    await expect(page.getByTestId('grammar-input')).toHaveValue('To jest smochód.');
    await page.getByTestId('grammar-input').fill('Mam ładny smochód.');
    await page.getByTestId('check-button').click();
    await expect(page.getByTestId('suggestion')).toHaveCount(1, { timeout: 30_000 });
    await expect(page.getByTestId('suggestion').first()).toHaveAttribute('data-category', 'misspelling');

    await page.goto(dictionaryEntry);
    await expect(page.locator('h1')).toContainText('dom');
    await expect(page.locator('[data-relation="hypernyms"]')).toContainText('budynek');

    // Links between pages work too, whether the app or the browser navigates.
    await page.getByRole('navigation').first().getByRole('link', { name: message('pl', 'Tools.textCounter.label') }).click();
    await expect(page).toHaveURL(/\/pl$/);
    await expect(page.getByTestId('counter-input')).toBeEditable();
    await expect(page.getByTestId('offline-indicator')).toBeVisible();

    // A page this device never saw says why it cannot open, in the visitor's language, and
    // links to what works.
    await page.goto('/pl/semantic-dictionary/what-is-kot--pl');
    await expect(page.getByTestId('offline-page').locator('h1')).toHaveText(pl('Errors.offlineTitle'));
    await page.getByTestId('offline-page').getByRole('link', { name: message('pl', 'Tools.keywordDensity.label') }).click();
    await expect(page.getByTestId('keyword-input')).toBeEditable();

    await context.setOffline(false);
    await expect(page.getByTestId('offline-indicator')).toHaveCount(0);
  });

  test('English checked once online is checked offline by harper, in its own worker, after a reload', async ({ page, context }) => {
    await page.goto('/grammar-checker');
    await waitForOfflineReady(page, ['/grammar-checker']);
    await page.getByTestId('grammar-input').fill('I has a apple.');
    await page.getByTestId('check-button').click();
    await expect(page.getByTestId('suggestion').filter({ hasText: 'has' })).toHaveCount(1, { timeout: 60_000 });

    await goOffline(context, page, 'en');
    await page.reload();
    // harper's worker is a script of its own: offline it must come from the service worker's cache too.
    const workers: string[] = [];
    page.on('worker', (worker) => worker.url().includes('/_next/static/') && workers.push(worker.url()));
    // The text of the last visit comes back (and is checked): replaced only once it is there, or
    // the restored draft would land in the middle of the typing.
    await expect(page.getByTestId('grammar-input')).toHaveValue('I has a apple.');
    await page.getByTestId('grammar-input').fill('She go to school yesterday. I has a apple.');
    await page.getByTestId('check-button').click();
    await expect(page.getByTestId('suggestion').filter({ hasText: 'has' })).toHaveCount(1, { timeout: 60_000 });
    expect(workers).toHaveLength(2);
  });

  test('on a first visit, the worker installs when typing pauses, not while the visitor types', async ({ page }) => {
    await page.goto('/pl');
    await page.waitForLoadState('load');
    const input = page.getByTestId('counter-input');
    await input.click();
    // Five seconds of typing, a key every 150 ms: longer than the worker would wait on an idle page.
    for (let i = 0; i < 33; i++) await input.press(i % 6 === 5 ? 'Space' : 'KeyA', { delay: 0 }).then(() => page.waitForTimeout(150));
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) === undefined)).toBe(true);
    // Once typing stops, the worker installs and the locale's pages are saved for offline use.
    await waitForOfflineReady(page, toolPages);
  });

  test('a worker that began installing waits while the visitor types, and finishes once typing stops', async ({ page, baseURL }) => {
    // Every script takes 100 ms more: an install that did not wait would go on through the typing below.
    const slow = await startProxy(baseURL!, async (path, _, body) => {
      if (path.startsWith('/_next/static/')) await new Promise((resolve) => setTimeout(resolve, 100));
      return body;
    });
    try {
      await page.goto(`${originOf(slow)}/pl`);
      // The page has not been typed in: the worker registers and starts installing.
      await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.installing?.state), { timeout: 20_000, intervals: [50] }).toBe('installing');
      const input = page.getByTestId('counter-input');
      await input.click();
      const typeFor = async (ms: number) => {
        for (const end = Date.now() + ms; Date.now() < end; ) await input.press('KeyA').then(() => page.waitForTimeout(150));
      };
      const precached = () =>
        page.evaluate(async () => {
          const name = (await caches.keys()).find((key) => key.includes('precache'));
          return name ? (await (await caches.open(name)).keys()).length : 0;
        });
      // The fetches under way when typing began may end (two at most, within the first 2.5 s even
      // on a loaded machine); then nothing more is stored while typing goes on.
      await typeFor(2500);
      const stored = await precached();
      await typeFor(3000);
      expect(await precached()).toBe(stored);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.installing?.state)).toBe('installing');
      // Once typing stops, the install goes on and the locale's pages are saved for offline use.
      await waitForOfflineReady(page, toolPages);
    } finally {
      slow.closeAllConnections();
      await new Promise<void>((resolve) => slow.close(() => resolve()));
    }
  });

  test.describe('a new build', () => {
    // A proxy in front of the site plays the deployment of a new build: a new version.json,
    // a changed service worker and pages that carry a mark.
    let proxy: Server;
    let deployed = false;

    test.beforeAll(async ({ baseURL }) => {
      proxy = await startProxy(baseURL!, async (path, type, body) => {
        if (deployed && path === '/version.json') return JSON.stringify({ buildId: 'the-next-build' });
        if (deployed && path === '/sw.js') return `${body.toString()}\n// the next build\n`;
        if (deployed && type.startsWith('text/html')) return body.toString().replace('<html ', '<html data-next-build="yes" ');
        return body;
      });
    });

    test.afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())));

    test('coming back online after a deployment gets the new version, without a reload loop', async ({ page, context }) => {
      const origin = originOf(proxy);
      await page.goto(`${origin}/pl/keyword-density-checker`);
      await waitForOfflineReady(page, toolPages);

      await goOffline(context, page);
      await page.goto(`${origin}/pl/grammar-checker`);
      await expect(page.getByTestId('grammar-input')).toBeVisible();

      deployed = true;
      await context.setOffline(false);
      await page.evaluate(() => {
        (window as unknown as { controllerChanged: boolean }).controllerChanged = false;
        navigator.serviceWorker.addEventListener('controllerchange', () => {
          (window as unknown as { controllerChanged: boolean }).controllerChanged = true;
        });
      });
      // The update watcher looks again when the tab becomes visible, sees the new build and
      // fetches its worker, which installs. (Here both builds share an id, so this page may hand
      // over at once; between real builds the worker waits for a page of its own build.)
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect.poll(() => page.evaluate(() => (window as unknown as { controllerChanged: boolean }).controllerChanged)).toBe(true);

      // The next link is a full load of the new build.
      const loads: string[] = [];
      page.on('load', () => loads.push(page.url()));
      await page.getByRole('navigation').first().getByRole('link', { name: message('pl', 'Tools.keywordDensity.label') }).click();
      await expect(page.locator('html')).toHaveAttribute('data-next-build', 'yes');
      await expect(page).toHaveURL(`${origin}/pl/keyword-density-checker`);

      // One load, no loop.
      await page.waitForTimeout(1500);
      expect(loads).toEqual([`${origin}/pl/keyword-density-checker`]);
    });
  });
});
