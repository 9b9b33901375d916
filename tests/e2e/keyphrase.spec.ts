import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './helpers';

const prose =
  'A water filter makes tap water taste better. Our water filters remove chlorine and lead. ' +
  'Change the filter every two months, or the water filter stops working. ' +
  'Pitchers, taps and sinks each need their own kind of filter.';

const page = `<!DOCTYPE html>
<html lang="en">
<head>
  <title>Water Filter Guide: How to Choose One</title>
  <meta name="description" content="How to choose a water filter for your kitchen.">
  <link rel="canonical" href="https://www.example.com/guides/water-filter">
</head>
<body>
  <h1>Choosing a water filter</h1>
  <p>A water filter removes chlorine and lead from tap water.</p>
  <img src="pitcher.jpg" alt="Water filter pitcher">
  <h2>A water filter in a pitcher</h2>
  <p>Pitchers are cheap. See <a href="/shop">our shop</a> or <a href="https://www.epa.gov/">the EPA</a>.</p>
  <h4>Cleaning</h4>
</body>
</html>`;

test.describe('Keyword Density Checker: keyphrases and on-page checks', () => {
  test('counts a focus keyphrase, judges its density and highlights every use', async ({ page: browser }) => {
    await browser.goto('/keyword-density-checker');
    await browser.getByTestId('keyword-input').fill(prose);
    await browser.getByTestId('keyphrase-input').fill('water filter');
    await browser.getByTestId('analyze-button').click();
    await expect(browser.getByTestId('keyphrase-count')).toHaveText('2');
    // Two sentences hold both words (the second has "filters", another word without word forms):
    // 2 uses in 38 words, 5.26 %, weighted by 0.7 + 2/3 for a two-word keyphrase: above Yoast's 4 %.
    await expect(browser.getByTestId('keyphrase-density')).toContainText('5.26');
    await expect(browser.getByTestId('keyphrase-verdict')).toHaveAttribute('data-band', 'high');
    await expect(browser.getByTestId('keyword-input-marks').locator('mark')).toHaveText(['water', 'filter', 'water', 'filter', 'water', 'filter']);

    // In a row instead of anywhere in the sentence.
    await browser.getByLabel('Words in any order within a sentence').uncheck();
    await expect(browser.getByTestId('keyword-input-marks').locator('mark')).toHaveText(['water filter', 'water filter']);

    await browser.getByTestId('word-forms-toggle').check();
    await expect(browser.getByTestId('keyphrase-count')).toHaveText('3');
    await expect(browser.getByTestId('keyphrase-forms')).toHaveText('Forms: water filter, water filters');
    await expect(browser.getByTestId('keyword-table-2').getByTestId('keyword-forms').first()).toContainText('water filter, water filters');
    await expectNoAxeViolations(browser);
  });

  test('analyses while typing, without pressing Analyze', async ({ page: browser }) => {
    await browser.goto('/keyword-density-checker');
    await browser.getByTestId('keyphrase-input').fill('lead');
    await browser.getByTestId('keyword-input').pressSequentially('Lead pipes. Lead paint.', { delay: 20 });
    await expect(browser.getByTestId('keyphrase-count')).toHaveText('2');
    await expect(browser.getByTestId('keyphrase-verdict')).toHaveAttribute('data-band', 'high');
  });

  test('runs every on-page check on pasted HTML source', async ({ page: browser }) => {
    await browser.goto('/keyword-density-checker');
    await browser.getByTestId('keyphrase-input').fill('water filter');
    await browser.getByTestId('keyword-input').fill(page);
    await browser.getByTestId('analyze-button').click();
    const status = (check: string) => browser.locator(`[data-testid="seo-check"][data-check="${check}"]`);
    await expect(browser.getByTestId('seo-check')).toHaveCount(10);
    await expect(status('title')).toHaveAttribute('data-status', 'good');
    await expect(status('meta-description')).toHaveAttribute('data-status', 'good');
    await expect(status('h1')).toHaveAttribute('data-status', 'good');
    await expect(status('first-paragraph')).toHaveAttribute('data-status', 'good');
    await expect(status('subheadings')).toHaveAttribute('data-status', 'good');
    await expect(status('image-alt')).toHaveAttribute('data-status', 'good');
    await expect(status('slug')).toHaveAttribute('data-status', 'good');
    await expect(status('title-length')).toHaveAttribute('data-status', 'improve');
    await expect(status('description-length')).toHaveAttribute('data-status', 'improve');
    await expect(status('heading-outline')).toHaveAttribute('data-status', 'improve');
    await expect(status('heading-outline')).toContainText('An H2 is followed by an H4');
    await expect(browser.getByTestId('page-links')).toHaveText('Links: 1 internal, 1 external');
    await expect(browser.getByTestId('serp-title')).toHaveText('Water Filter Guide: How to Choose One');
    // Words come from the visible text: the title in <head> is not counted.
    await expect(browser.getByTestId('summary-totalWords')).toHaveText('30');
    await expectNoAxeViolations(browser);
  });

  test('an uploaded .html file goes in as its source, so the checks read the page', async ({ page: browser }) => {
    await browser.goto('/keyword-density-checker');
    await browser.getByTestId('keyphrase-input').fill('water filter');
    await browser.getByTestId('file-input').setInputFiles({ name: 'guide.html', mimeType: 'text/html', buffer: Buffer.from(page, 'utf8') });
    await expect(browser.getByTestId('keyword-input')).toHaveValue(page);
    await expect(browser.getByTestId('seo-check')).toHaveCount(10);
    await expect(browser.locator('[data-testid="seo-check"][data-check="slug"]')).toHaveAttribute('data-status', 'good');
  });

  test('your stop words survive a reload and can be downloaded; a bad entry is kept and explained', async ({ page: browser }) => {
    await browser.goto('/keyword-density-checker');
    await browser.getByTestId('custom-stop-words').fill('pitchers, New York');
    await browser.getByTestId('keyword-input').fill(prose);
    await browser.getByLabel('Ignore stop words').check();
    await browser.getByTestId('analyze-button').click();
    await expect(browser.getByTestId('custom-stop-words-rejected')).toContainText('New York');
    await expect(browser.getByTestId('keyword-table-1')).not.toContainText('Pitchers');

    await browser.reload();
    await expect(browser.getByTestId('custom-stop-words')).toHaveValue('pitchers, New York');
    const download = browser.waitForEvent('download');
    await browser.getByTestId('export-stop-words').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('stop-words.txt');
    const content = Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8');
    expect(content).toBe('pitchers\nNew York\n');
  });
});
