import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { message } from './helpers';

const entryTitle = (word: string, locale = 'en') => message(locale, 'Dictionary.entryTitle').replace('{word}', word);

/** The decoded path of the page's one canonical link. */
async function canonicalPath(page: Page): Promise<string> {
  const canonical = page.locator('link[rel="canonical"]');
  await expect(canonical).toHaveCount(1);
  return decodeURIComponent(new URL((await canonical.getAttribute('href')) ?? '').pathname);
}

/** The page's one structured-data block, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>> {
  const blocks = page.locator('script[type="application/ld+json"]');
  await expect(blocks).toHaveCount(1);
  return JSON.parse((await blocks.textContent()) ?? '{}') as Record<string, unknown>;
}

async function robots(page: Page): Promise<string[]> {
  return page.locator('meta[name="robots"]').evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content') ?? ''));
}

test.describe('Semantic Dictionary entries in search engines', () => {
  for (const [kind, word] of [
    ['pre-rendered', 'person'],
    ['served by the shell', 'zebra'],
  ] as const) {
    test(`an entry ${kind} has its word in the title, one canonical to itself, DefinedTerm data and no noindex`, async ({ page }) => {
      const path = `/semantic-dictionary/what-is-${word}`;
      await page.goto(path);
      await expect(page.locator('h1')).toHaveText(word);
      await expect(page).toHaveTitle(entryTitle(word));
      expect(await canonicalPath(page)).toBe(path);
      expect(await jsonLd(page)).toMatchObject({ '@type': 'DefinedTerm', name: word, inLanguage: 'en' });
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', message('en', 'Dictionary.entryMetaDescription').replace('{word}', word));
      await expect(page.locator('meta[property="og:url"]')).toHaveCount(1);
      expect((await robots(page)).join(' ')).not.toContain('noindex');
    });
  }

  test('a word the dictionary does not have is noindex, with the not-found title and nothing of an entry', async ({ page }) => {
    await page.goto('/semantic-dictionary/what-is-qwertyzzz');
    await expect(page.getByTestId('dictionary-error')).toContainText('qwertyzzz');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page).toHaveTitle(message('en', 'Errors.notFoundTitle'));
    await expect(page.locator('link[rel="canonical"], meta[property^="og:"], script[type="application/ld+json"]')).toHaveCount(0);
  });

  test('an inflected form leads crawlers to its base word but is not indexed itself', async ({ page }) => {
    await page.goto('/semantic-dictionary/what-is-houses');
    await expect(page.getByTestId('dictionary-form').getByRole('link', { name: 'house', exact: true })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await expect(page.locator('link[rel="canonical"], script[type="application/ld+json"]')).toHaveCount(0);
  });

  test('the shell’s static HTML is indexable and holds the placeholder for a static entry', async ({ request }) => {
    for (const path of ['/semantic-dictionary/what-is-zebra', '/pl/semantic-dictionary/what-is-zebra']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).not.toContain('noindex');
      expect(html, path).toContain('<div data-entry-prerender=""></div>');
      expect(html, path).toContain('data-testid="dictionary-loading"');
    }
  });

  test('a Polish entry in the English UI is canonical under /pl/, as its pre-rendered Polish page is', async ({ page, request }) => {
    const polishHtml = await (await request.get('/pl/semantic-dictionary/what-is-część--pl')).text();
    const polishCanonical = /<link rel="canonical" href="([^"]+)"/.exec(polishHtml)?.[1];
    expect(decodeURIComponent(new URL(polishCanonical ?? '').pathname)).toBe('/pl/semantic-dictionary/what-is-część--pl');

    await page.goto('/semantic-dictionary/what-is-część--pl');
    await expect(page.locator('h1')).toHaveText('część');
    await expect(page).toHaveTitle(entryTitle('część'));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', polishCanonical ?? '');
    expect(await jsonLd(page)).toMatchObject({ '@type': 'DefinedTerm', name: 'część', inLanguage: 'pl', inDefinedTermSet: { inLanguage: 'en-US' } });

    await page.goto('/semantic-dictionary/what-is-żółty--pl');
    await expect(page.locator('h1')).toHaveText('żółty');
    expect(await canonicalPath(page)).toBe('/pl/semantic-dictionary/what-is-żółty--pl');
  });

  test('moving between entries in the page leaves exactly one canonical and one DefinedTerm', async ({ page }) => {
    await page.goto('/semantic-dictionary/what-is-individual');
    await expect(page).toHaveTitle(entryTitle('individual'));
    expect(await jsonLd(page)).toMatchObject({ name: 'individual' });
    // From the shell to a pre-rendered entry, without a page load: the shell's head goes, the entry's comes.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.locator('[data-relation="synonyms"]').getByRole('link', { name: 'person', exact: true }).click();
    await expect(page.locator('h1')).toHaveText('person');
    await expect(page).toHaveTitle(entryTitle('person'));
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await canonicalPath(page)).toBe('/semantic-dictionary/what-is-person');
    expect(await jsonLd(page)).toMatchObject({ name: 'person' });
    await expect(page.locator('meta[property="og:url"]')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    // And back: the shell shows its word again, with its head.
    await page.goBack();
    await expect(page.locator('h1')).toHaveText('individual');
    await expect(page).toHaveTitle(entryTitle('individual'));
    expect(await canonicalPath(page)).toBe('/semantic-dictionary/what-is-individual');
    expect(await jsonLd(page)).toMatchObject({ name: 'individual' });
    await expect(page.locator('meta[property="og:url"]')).toHaveCount(1);
  });
});
