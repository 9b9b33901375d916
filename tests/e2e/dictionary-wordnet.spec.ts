import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './helpers';

test.describe('Semantic Dictionary: WordNet relations, sounds, patterns, meanings', () => {
  test('car lists its parts under the part-meronym relation of its meaning', async ({ page }) => {
    await page.goto('/semantic-dictionary/what-is-car');
    const parts = page.getByTestId('meaning').first().locator('[data-testid="relation-group"][data-relation="part-meronym"]');
    await expect(parts).toContainText('Has parts');
    await expect(parts.getByRole('link', { name: 'accelerator' })).toBeVisible();
    await expect(page.getByTestId('meaning').first().locator('[data-relation="synonym"]')).toContainText('automobile');
    await expect(page.getByTestId('meaning').first().getByTestId('tag-count')).toBeVisible();
  });

  test('kill shows what it causes; run shows its sentence frames and irregular forms', async ({ page }) => {
    await page.goto('/semantic-dictionary/what-is-kill');
    await expect(page.locator('[data-testid="relation-group"][data-relation="cause"]').first().getByRole('link', { name: 'die' })).toBeVisible();
    await page.goto('/semantic-dictionary/what-is-run');
    await expect(page.getByTestId('verb-frames').first()).toContainText('Somebody ----s');
    await expect(page.getByTestId('inflections')).toContainText('ran');
  });

  test('light shows its pronunciation, rhymes and homophones, and the rhyme list has its own address', async ({ page }) => {
    await page.goto('/semantic-dictionary/what-is-light');
    await expect(page.getByTestId('pronunciation')).toContainText('/ˈlaɪt/');
    await expect(page.getByTestId('rhymes').getByRole('link', { name: 'night', exact: true })).toBeVisible();
    await expect(page.getByTestId('homophones').getByRole('link', { name: 'lite' })).toBeVisible();
    await page.getByTestId('all-rhymes').click();
    await expect(page).toHaveURL(/rhymes=light/);
    await expect(page.getByTestId('rhyme-results').getByTestId('rhymes').getByRole('link', { name: 'bright', exact: true })).toBeVisible();
  });

  test('a pattern finds words: *ight finds night; b?t finds bat', async ({ page }) => {
    await page.goto('/semantic-dictionary');
    const search = page.getByTestId('dictionary-search');
    await search.fill('*ight');
    await search.press('Enter');
    await expect(page.getByTestId('search-result').filter({ hasText: /^night$/ })).toBeVisible();
    expect(page.url()).toContain('q=*ight');
    await page.goto('/semantic-dictionary?q=b%3Ft&lang=en');
    await expect(page.getByTestId('search-result').filter({ hasText: /^bat$/ })).toBeVisible();
    // A pattern of wildcards alone is refused with a message.
    await search.fill('*');
    await search.press('Enter');
    await expect(page.getByTestId('pattern-too-broad')).toBeVisible();
  });

  test('a description finds the word: fear of heights → acrophobia', async ({ page }) => {
    await page.goto('/semantic-dictionary');
    await page.getByTestId('reverse-search').fill('fear of heights');
    await page.getByTestId('reverse-search').press('Enter');
    await expect(page.getByTestId('reverse-results').getByRole('link').first()).toHaveText('acrophobia');
    expect(page.url()).toContain('means=fear+of+heights');
  });

  test('did you mean finds the word beyond its first letters', async ({ page }) => {
    await page.goto('/semantic-dictionary?q=difinately&lang=en');
    await expect(page.getByTestId('did-you-mean').first()).toHaveText('definitely');
    await page.goto('/semantic-dictionary?q=pertend&lang=en');
    await expect(page.getByTestId('did-you-mean').first()).toHaveText('pretend');
  });

  test('the graph colours relations by name, with a legend, and shows one meaning at a time', async ({ page }) => {
    await page.goto('/semantic-dictionary/what-is-car');
    const graph = page.getByTestId('semantic-graph');
    await expect(graph.getByTestId('graph-legend').locator('[data-relation="hypernym"]')).toHaveText('Broader terms');
    await expect(graph.getByTestId('graph-list')).toContainText('car → Synonyms → automobile');
    // The second meaning (railway car) has neither "automobile" nor its hyponyms.
    await graph.getByTestId('graph-meaning').selectOption('1');
    await expect(graph.getByTestId('graph-list')).not.toContainText('automobile');
    await expect(graph.getByTestId('graph-list')).toContainText('railcar');
  });

  test('has no accessibility violations', async ({ page }) => {
    // Several axe scans of full entry pages: about 25 s alone on 2 cores, more in a full run.
    test.slow();
    await page.goto('/semantic-dictionary/what-is-light');
    await expect(page.getByTestId('rhymes')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/semantic-dictionary?means=fear+of+heights&lang=en');
    await expect(page.getByTestId('reverse-results').getByRole('link').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
