import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, message } from './helpers';

const sample =
  'The quick brown fox jumps over the lazy dog. The point of view of the fox is clear. ' +
  'A quick brown dog! The quick fox, 2024 and 2024.';

async function rows(page: Page, n: 1 | 2 | 3) {
  const table = page.getByTestId(`keyword-table-${n}`);
  return table.getByTestId('keyword-row').evaluateAll((trs) =>
    trs.map((tr) => ({
      phrase: tr.querySelector('[data-col="phrase"]')?.textContent?.trim() ?? '',
      count: Number(tr.querySelector('[data-col="count"]')?.textContent),
      density: tr.querySelector('[data-col="density"]')?.textContent?.trim() ?? '',
    })),
  );
}

async function analyze(page: Page, text = sample) {
  await page.getByTestId('keyword-input').fill(text);
  await page.getByTestId('analyze-button').click();
  await expect(page.getByTestId('keyword-table-1')).toBeVisible();
}

test.describe('Keyword Density Checker', () => {
  test('analyzes counts and densities; filters update the results at once', async ({ page }) => {
    await page.goto('/keyword-density-checker');
    await expect(page.getByTestId('keyword-language')).toHaveValue('english');
    await analyze(page);
    await expect(page.getByTestId('summary-totalWords')).toHaveText('28');
    await expect(page.getByTestId('summary-sentences')).toHaveText('4');
    expect((await rows(page, 1))[0]).toEqual({ phrase: 'The', count: 5, density: '17.86%' });

    await page.getByLabel('Ignore stop words').check();
    await expect.poll(async () => (await rows(page, 1)).map((r) => r.phrase)).not.toContain('The');
    // "point of view" keeps its inner stop word; phrases starting or ending with one go.
    await expect.poll(async () => (await rows(page, 3)).map((r) => r.phrase)).toContain('point of view');
    const phrases = [...(await rows(page, 2)), ...(await rows(page, 3))].map((r) => r.phrase);
    expect(phrases.filter((p) => /^(the|of|a|is|and|over) |\s(the|of|a|is|and|over)$/i.test(p))).toEqual([]);
    // Density stays relative to all words.
    await expect(page.getByTestId('summary-totalWords')).toHaveText('28');

    await page.getByLabel('Ignore numbers').check();
    await expect(page.getByTestId('summary-totalWords')).toHaveText('26');
    await expect.poll(async () => (await rows(page, 1)).map((r) => r.phrase)).not.toContain('2024');

    await page.getByLabel('Case sensitive').check();
    await page.getByLabel('Ignore stop words').uncheck();
    await expect.poll(async () => (await rows(page, 1)).find((r) => r.phrase === 'the')?.count).toBe(2);
  });

  test('phrase-length toggles, table/chart switch, show more and less, sorting', async ({ page }) => {
    await page.goto('/keyword-density-checker');
    const long = Array.from({ length: 60 }, (_, i) => `word${i} common`).join(' ') + '.';
    await analyze(page, long);
    await page.getByLabel('2 words').uncheck();
    await page.getByLabel('3 words').uncheck();
    await expect(page.getByTestId('keyword-table-2')).toHaveCount(0);
    expect(await rows(page, 1)).toHaveLength(10);
    await page.getByTestId('show-more-1').click();
    await expect.poll(async () => (await rows(page, 1)).length).toBe(35);
    await page.getByTestId('show-less-1').click();
    await expect.poll(async () => (await rows(page, 1)).length).toBe(10);

    await page.getByTestId('keyword-table-1').getByTestId('sort-phrase').click();
    await expect.poll(async () => (await rows(page, 1))[0]?.phrase).toBe('common');
    await page.getByTestId('keyword-table-1').getByTestId('sort-phrase').click();
    await expect.poll(async () => (await rows(page, 1))[0]?.phrase).toBe('word9');
    await page.getByTestId('keyword-table-1').getByTestId('sort-count').click();
    await expect.poll(async () => (await rows(page, 1))[0]).toEqual({ phrase: 'common', count: 60, density: '50.00%' });

    await page.getByTestId('view-chart').click();
    await expect(page.getByTestId('keyword-chart')).toBeVisible();
    await expect(page.getByTestId('keyword-chart').locator('.recharts-bar-rectangle')).toHaveCount(15);
    await page.getByTestId('view-table').click();
    await expect(page.getByTestId('keyword-table-1')).toBeVisible();
  });

  test('exports CSV, copies the table, highlights a phrase', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/keyword-density-checker');
    await analyze(page, 'Apple, banana; "apple" =cmd apple.');
    const download = page.waitForEvent('download');
    await page.getByTestId('export-csv-1').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('keyword-density-1-word.csv');
    const csv = await (await file.createReadStream()).toArray();
    const content = Buffer.concat(csv).toString('utf8');
    expect(content.split('\r\n')[0]).toBe('phrase,count,density');
    expect(content).toContain('apple,3,60.00');

    await page.getByTestId('copy-table-1').click();
    await expect(page.getByTestId('keyword-status')).toHaveText('Successfully copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('apple,3,60.00');

    await page.getByTestId('keyword-table-1').getByRole('button', { name: 'apple', exact: true }).click();
    await expect(page.getByTestId('keyword-input-marks').locator('mark')).toHaveText(['Apple', 'apple', 'apple']);
    await expect(page.getByTestId('keyword-status')).toContainText('3');
  });

  test('a highlighted phrase far down the text is scrolled into view, under its mark', async ({ page }) => {
    await page.goto('/keyword-density-checker');
    // Lines of words seen once each, so that the phrase (twice, at the end) heads the table.
    const filler = Array.from({ length: 150 }, (_, i) => `Punkt${i}.`).join('\n');
    await analyze(page, `${filler}\nDie Katze jagt. Die Katze schläft.`);
    await page.getByTestId('keyword-table-1').getByRole('button', { name: 'Katze', exact: true }).click();
    const first = page.getByTestId('keyword-input-marks').locator('mark').first();
    await expect(first).toHaveText('Katze');
    // The mark's line is in the text area's visible part, with the text scrolled to it.
    const placement = await page.getByTestId('keyword-input').evaluate((area: HTMLTextAreaElement) => {
      const mark = document.querySelector('[data-testid="keyword-input-marks"] mark') as HTMLElement;
      const box = area.getBoundingClientRect();
      const markBox = mark.getBoundingClientRect();
      return { scrolled: area.scrollTop > 0, inside: markBox.top >= box.top && markBox.bottom <= box.bottom };
    });
    expect(placement).toEqual({ scrolled: true, inside: true });
  });

  test('empty state and empty input', async ({ page }) => {
    await page.goto('/keyword-density-checker');
    await page.getByTestId('analyze-button').click();
    await expect(page.getByRole('alert').filter({ hasText: message('en', 'KeywordDensity.emptyInput') })).toBeVisible();
    await analyze(page, 'the and of.');
    await page.getByLabel('Ignore stop words').check();
    await expect(page.getByTestId('keyword-results-1').getByTestId('keyword-empty')).toHaveText('No data to display.');
  });

  test('Polish page preselects Polish; Turkish folding; Korean words', async ({ page }) => {
    await page.goto('/pl/keyword-density-checker');
    await expect(page.getByTestId('keyword-language')).toHaveValue('polish');
    await page.getByTestId('keyword-language').selectOption('turkish');
    await analyze(page, 'İstanbul istanbul ISTANBUL. Irmak ırmak.');
    // Turkish lower case: İ→i and I→ı, so ISTANBUL is not İstanbul, and Irmak is ırmak.
    await expect.poll(async () => (await rows(page, 1)).map((r) => `${r.phrase}:${r.count}`)).toEqual(['Irmak:2', 'İstanbul:2', 'ISTANBUL:1']);
    await page.getByTestId('keyword-language').selectOption('korean');
    await analyze(page, '나는 학교에 간다. 나는 집에 간다.');
    await expect.poll(async () => (await rows(page, 1))[0]).toMatchObject({ count: 2 });
  });

  test('has no accessibility violations with results', async ({ page }) => {
    await page.goto('/keyword-density-checker');
    await analyze(page);
    await expectNoAxeViolations(page);
    await page.getByTestId('view-chart').click();
    await expect(page.getByTestId('keyword-chart').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('a word links to its Semantic Dictionary entry', async ({ page }) => {
  await page.goto('/keyword-density-checker');
  await analyze(page, 'Houses and houses. A house!');
  const link = page.getByTestId('keyword-table-1').getByTestId('dictionary-link').first();
  await expect(link).toHaveAttribute('href', '/semantic-dictionary/what-is-houses');
  await link.click();
  // An inflected form leads to its base word.
  await expect(page.getByTestId('dictionary-form').getByRole('link', { name: 'house' })).toBeVisible();
});
