import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { countWords } from '../../src/lib/text/tokenize';
import { message } from './helpers';

const fixtures = join(process.cwd(), 'tests', 'fixtures', 'documents');
/** A fixture's text, by its path under tests/fixtures/documents. */
const source = (path: string) => readFileSync(join(fixtures, path), 'utf8');
const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
/** The upload's own alert (Next keeps an empty route announcer with role=alert too). */
const uploadAlert = (page: Page) => page.locator('[role="alert"]:not(#__next-route-announcer__)');

async function words(page: Page): Promise<number> {
  return Number((await page.getByTestId('stat-words').textContent())?.replace(/[^\d]/g, ''));
}

/**
 * Every format, imported in the browser through the exported site, gives the source's text.
 * Markdown is imported as written; the Pages fixture also has a text box beside the body.
 */
const cases: Array<[file: string, sourceName: string, locale: string]> = [
  ['en.utf8.txt', 'source/en.txt', 'en'],
  ['en.md', 'en.md', 'en'],
  ['en.html', 'source/en.txt', 'en'],
  ['en.docx', 'source/en.txt', 'en'],
  ['en.doc', 'source/en.txt', 'en'],
  ['en.odt', 'source/en.txt', 'en'],
  ['en.pdf', 'source/en.txt', 'en'],
  ['en.pages09.pages', 'source/en.txt', 'en'],
  ['pl.pages', 'source/pl.txt', 'pl'],
  ['pl.docx', 'source/pl.txt', 'pl'],
  ['pl.cp1250.txt', 'source/pl.txt', 'pl'],
  ['pl.pdf', 'source/pl.txt', 'pl'],
  ['ru.cp1251.txt', 'source/ru.txt', 'ru'],
  ['ja.odt', 'source/ja.txt', 'ja'],
  ['ja.doc', 'source/ja.txt', 'ja'],
];

test.describe('document import into the Text Counter', () => {
  for (const [file, sourceName, locale] of cases) {
    test(`${file}`, async ({ page }) => {
      await page.goto(locale === 'en' ? '/' : `/${locale}`);
      const expected = source(sourceName);
      await page.getByTestId('file-input').setInputFiles(join(fixtures, file));
      await expect(page.getByTestId('counter-input')).not.toHaveValue('', { timeout: 15_000 });
      const value = await page.getByTestId('counter-input').inputValue();
      expect(normalise(value)).toContain(normalise(expected));
      await expect.poll(() => words(page)).toBe(countWords(value, locale));
      expect(await words(page)).toBeGreaterThanOrEqual(countWords(expected, locale));
    });
  }

  test('spreadsheet and slides import their cell and slide texts', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('file-input').setInputFiles(join(fixtures, 'spreadsheet.ods'));
    await expect.poll(() => words(page)).toBeGreaterThan(5);
    await page.getByTestId('file-input').setInputFiles(join(fixtures, 'slides.odp'));
    await expect(page.getByTestId('counter-input')).not.toHaveValue('');
  });

  const errors: Array<[file: string, key: string]> = [
    ['png-renamed.pdf', 'invalidType'],
    ['zip-renamed.txt', 'invalidType'],
    ['empty.txt', 'empty'],
    ['whitespace.txt', 'empty'],
    ['image-only.pdf', 'empty'],
    ['truncated.docx', 'readContent'],
    ['corrupt.pdf', 'readContent'],
    ['bomb.odt', 'tooComplex'],
  ];
  for (const [file, key] of errors) {
    test(`${file} shows its message and keeps the text`, async ({ page }) => {
      await page.goto('/');
      await page.getByTestId('counter-input').fill('My precious draft.');
      await page.getByTestId('file-input').setInputFiles(join(fixtures, file));
      await expect(uploadAlert(page)).toHaveText(message('en', `DocumentImport.errors.${key}`), { timeout: 15_000 });
      await expect(page.getByTestId('counter-input')).toHaveValue('My precious draft.');
    });
  }

  test('a file of 10 MB or more is refused, in the page language', async ({ page }) => {
    await page.goto('/fr');
    await page.getByTestId('counter-input').fill('Mon brouillon.');
    await page.getByTestId('file-input').setInputFiles({ name: 'big.txt', mimeType: 'text/plain', buffer: Buffer.alloc(10 * 1024 * 1024, 0x61) });
    await expect(uploadAlert(page)).toHaveText(message('fr', 'DocumentImport.errors.tooLarge'));
    await expect(page.getByTestId('counter-input')).toHaveValue('Mon brouillon.');
  });

  test('an import replacing text can be undone with Restore', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('counter-input').fill('Text before the import.');
    await page.getByTestId('file-input').setInputFiles(join(fixtures, 'en.odt'));
    await expect(page.getByTestId('counter-input')).toHaveValue(/Lighthouse Keeper/);
    await page.getByTestId('restore-button').click();
    await expect(page.getByTestId('counter-input')).toHaveValue('Text before the import.');
  });
});

test.describe('document import into the other editors', () => {
  const editors: Array<[path: string, input: string]> = [
    ['/grammar-checker', 'grammar-input'],
    ['/keyword-density-checker', 'keyword-input'],
  ];
  for (const [path, input] of editors) {
    test(`an import replacing text in ${path} can be undone with Restore`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByTestId('restore-button')).toBeDisabled();
      await page.getByTestId(input).fill('Text before the import.');
      await page.getByTestId('file-input').setInputFiles(join(fixtures, 'en.odt'));
      await expect(page.getByTestId(input)).toHaveValue(/Lighthouse Keeper/);
      await expect(page.getByTestId('restore-button')).toHaveAttribute('title', message('en', path === '/grammar-checker' ? 'GrammarChecker.restoreHint' : 'DocumentImport.restoreHint'));
      await page.getByTestId('restore-button').click();
      await expect(page.getByTestId(input)).toHaveValue('Text before the import.');
      // Restoring swaps: the imported text is not lost either.
      await page.getByTestId('restore-button').click();
      await expect(page.getByTestId(input)).toHaveValue(/Lighthouse Keeper/);
    });
  }
});
