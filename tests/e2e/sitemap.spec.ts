import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

/** The `<loc>` values of a sitemap or sitemap index; `&amp;` is the one entity a percent-encoded URL can hold. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

/**
 * A sitemap file as this server answers it: absolute URLs name the deployed site, so fetch by
 * path. Gzip only: the local server compresses a multi-megabyte file with Brotli at its slowest
 * quality, which takes longer than a test may.
 */
async function fetchXml(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(new URL(url, 'http://localhost').pathname, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.status(), url).toBe(200);
  return response.text();
}

test('sitemap.xml is an index of the pages sitemap and one or more sitemaps per dictionary language', async ({ request }) => {
  const index = await fetchXml(request, '/sitemap.xml');
  expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const children = locs(index);
  const paths = children.map((url) => new URL(url).pathname);
  expect(paths).toContain('/sitemap-pages-1.xml');
  for (const language of ['en', 'de', 'pl', 'uk']) expect(paths).toContain(`/sitemap-dictionary-${language}-1.xml`);

  const site = new URL(children[0]!).origin;
  const pages = await fetchXml(request, `${site}/sitemap-pages-1.xml`);
  expect(pages).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  expect(locs(pages)).toEqual(expect.arrayContaining([site, `${site}/grammar-checker`, `${site}/pl/grammar-checker`, `${site}/ja/semantic-dictionary`]));
  expect(pages).toContain(`<loc>${site}/pl/grammar-checker</loc><xhtml:link rel="alternate" hreflang="en" href="${site}/grammar-checker"/>`);
  expect(pages).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${site}/grammar-checker"/>`);
  expect(locs(pages)).toContain(`${site}/pl/semantic-dictionary/letter/%C5%82--pl`);
});

test('the English dictionary sitemaps list every entry, words not pre-rendered too, and their pages show them', async ({ request, page }) => {
  const english = locs(await fetchXml(request, '/sitemap.xml')).filter((url) => /\/sitemap-dictionary-en-\d+\.xml$/.test(url));
  expect(english.length).toBeGreaterThan(1);
  const entries = (await Promise.all(english.map((url) => fetchXml(request, url)))).flatMap(locs);
  const manifest = (await (await request.get('/dict/manifest.json')).json()) as { languages: { en: { entryCount: number } } };
  expect(entries).toHaveLength(manifest.languages.en.entryCount);
  expect(entries.filter((url) => new URL(url).pathname.includes('--'))).toEqual([]);

  // zebra is not among the words `next build` pre-renders (the most useful 100 of each language).
  const zebra = entries.find((url) => new URL(url).pathname === '/semantic-dictionary/what-is-zebra');
  expect(zebra).toBeDefined();
  await page.goto(new URL(zebra!).pathname);
  await expect(page.locator('h1')).toHaveText('zebra');
});

test('robots.txt names the sitemap index', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  const sitemap = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
  expect(sitemap).toMatch(/^https?:\/\/[^/]+\/sitemap\.xml$/);
  const index = await fetchXml(request, sitemap!);
  expect(index).toContain('<sitemapindex');
  expect(new URL(locs(index)[0]!).origin).toBe(new URL(sitemap!).origin);
});
