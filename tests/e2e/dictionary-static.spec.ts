import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { lookupEntry, shardUrlForEntry, type DictionaryEntry, type DictionaryLanguage, type EntryShard, type Manifest } from '../../src/features/dictionary/model';
import { escapeHtml } from '../../scripts/dictionary/static-pages/entry-summary-html';
import { readStaticEntryPagesReport } from '../../scripts/dictionary/static-pages/report';
import { expect, test } from './fixtures';
import { localized, message } from './helpers';

/** The most frequent entry of `language` that got a lean page (the first after Next's), read from out/ as the page reads it. */
function firstLeanEntry(language: DictionaryLanguage): DictionaryEntry {
  const id = readStaticEntryPagesReport()?.languages[language]?.leanIds[0];
  if (!id) throw new Error(`no lean ${language} page in the last build's report`);
  const manifest = JSON.parse(readFileSync('out/dict/manifest.json', 'utf8')) as Manifest;
  const shard = JSON.parse(readFileSync(join('out', shardUrlForEntry(id, manifest)!), 'utf8')) as EntryShard;
  const found = lookupEntry(shard, id);
  if (found?.kind !== 'entry') throw new Error(`${id} is not an entry`);
  return found.entry;
}

const entryUrl = (entry: DictionaryEntry, locale: string) => localized(`/semantic-dictionary/what-is-${entry.id}`, locale);

/** Console errors and uncaught exceptions of the page (a failed hydration shows as one of them). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('Lean static entry pages', () => {
  test('a crawler that runs no scripts gets the entry: title, canonical, JSON-LD and the summary', async ({ request }) => {
    const entry = firstLeanEntry('en');
    // One file, no RSC payload folder beside it (what made Next's pages cost five to seven files).
    expect(existsSync(join('out', `${entryUrl(entry, 'en')}.html`))).toBe(true);
    expect(existsSync(join('out', entryUrl(entry, 'en')))).toBe(false);
    const html = await (await request.get(entryUrl(entry, 'en'))).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<title>${escapeHtml(message('en', 'Dictionary.entryTitle').replace('{word}', entry.lemma))}</title>`);
    expect(head).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/semantic-dictionary/what-is-${entry.id}"`));
    expect(head).toContain('<meta name="description" content=');
    expect(head).not.toContain('noindex');
    const [, jsonLd] = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html) ?? [];
    expect(JSON.parse(jsonLd!)).toMatchObject({ '@type': 'DefinedTerm', name: entry.lemma, inLanguage: 'en' });
    const summary = html.slice(html.indexOf('data-entry-summary'));
    expect(summary).toContain(`>${escapeHtml(entry.lemma)}</h1>`);
    expect(summary).toContain(escapeHtml(entry.meanings[0]!.senses[0]!.definition!));
  });

  test('without scripts the page shows the summary in place of the loading line', async ({ browser }) => {
    const entry = firstLeanEntry('en');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(entryUrl(entry, 'en'));
    await expect(page.locator('h1')).toHaveText(entry.lemma);
    await expect(page.locator('[data-entry-summary] li').first()).toBeVisible();
    await expect(page.getByTestId('dictionary-loading')).toBeHidden();
    await context.close();
  });

  test('hydrates without errors and ends with the interactive entry', async ({ page }) => {
    const entry = firstLeanEntry('en');
    const errors = pageErrors(page);
    await page.goto(entryUrl(entry, 'en'));
    await expect(page.getByTestId('meaning').first()).toBeVisible();
    await expect(page.locator('h1')).toHaveText(entry.lemma);
    await expect(page.locator('[data-entry-summary]')).toHaveCount(0);
    await expect(page.getByTestId('semantic-graph')).toBeVisible();
    await expect(page).toHaveTitle(message('en', 'Dictionary.entryTitle').replace('{word}', entry.lemma));
    // The static head and the one the shell writes are one and the same.
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    // Moving on, in the same document, to an entry Next pre-rendered leaves that entry's head alone.
    const hrefs = await page.locator('[data-relation] a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const href = hrefs.find((h) => existsSync(join('out', `${decodeURIComponent(h)}.txt`)));
    expect(href, 'a related word with a page Next pre-rendered').toBeDefined();
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.locator(`[data-relation] a[href="${href}"]`).first().click();
    await expect(page.locator('h1')).not.toHaveText(entry.lemma);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${href}$`));
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  for (const language of ['pl', 'ru'] as const) {
    test(`a ${language} entry's lean page lives under /${language}/, and other locales keep the shell`, async ({ page, request }) => {
      const entry = firstLeanEntry(language);
      const html = await (await request.get(entryUrl(entry, language))).text();
      expect(html).toContain(`<html lang="${language}"`);
      expect(html).toContain(`<title>${escapeHtml(message(language, 'Dictionary.entryTitle').replace('{word}', entry.lemma))}</title>`);
      expect(html).toContain(`>${escapeHtml(entry.lemma)}</h1>`);
      // The English UI serves the same word through the shell, whose head points to the page above.
      const shell = await (await request.get(entryUrl(entry, 'en'))).text();
      expect(shell).not.toContain('data-entry-summary');

      const errors = pageErrors(page);
      await page.goto(entryUrl(entry, language));
      await expect(page.getByTestId('meaning').first()).toBeVisible();
      await expect(page.locator('h1')).toHaveText(entry.lemma);
      expect(errors).toEqual([]);
    });
  }
});
