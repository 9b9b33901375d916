import { expect, test } from './fixtures';
import { expectNoAxeViolations, message } from './helpers';

test.describe('Semantic Dictionary', () => {
  test('search with autocomplete, filters, results, load more', async ({ page }) => {
    await page.goto('/semantic-dictionary');
    const search = page.getByTestId('dictionary-search');
    await search.fill('hou');
    await expect(page.getByTestId('dictionary-autocomplete').getByRole('option').first()).toHaveText('house');
    await search.press('ArrowDown');
    await expect(page.getByTestId('dictionary-autocomplete').getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await search.press('Escape');
    await search.fill('ca');
    await search.press('Enter');
    await expect(page.getByTestId('search-result').first()).toBeVisible();
    const before = await page.getByTestId('search-result').count();
    expect(before).toBe(20);
    await page.getByTestId('load-more').click();
    await expect(page.getByTestId('search-result')).toHaveCount(40);
    // The part-of-speech filter narrows the results.
    await page.getByTestId('dictionary-pos').selectOption('verb');
    await expect(page.getByTestId('search-result').first()).toBeVisible();
    const verbs = await page.getByTestId('search-result').allTextContents();
    expect(verbs).not.toContain('car');
    expect(page.url()).toContain('q=ca');
  });

  test('no results, with a spelling suggestion', async ({ page }) => {
    await page.goto('/semantic-dictionary');
    await page.getByTestId('dictionary-search').fill('elephnt');
    await page.getByTestId('dictionary-search').press('Enter');
    await expect(page.getByTestId('dictionary-no-results')).toContainText('No results found for “elephnt”');
    await expect(page.getByTestId('dictionary-no-results')).toContainText(message('en', 'Dictionary.noResultsHint'));
    await expect(page.getByTestId('did-you-mean').first()).toHaveText('elephant');
  });

  test('search ignores diacritics and case in Polish', async ({ page }) => {
    await page.goto('/pl/semantic-dictionary');
    await expect(page.getByTestId('dictionary-language')).toHaveValue('pl');
    await page.getByTestId('dictionary-search').fill('zolw');
    await expect(page.getByTestId('dictionary-autocomplete').getByRole('option').first()).toContainText('żółw');
  });

  test('search failed when the index cannot be fetched', async ({ page }) => {
    await page.route('**/dict/en/**/s/**', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/semantic-dictionary');
    await page.getByTestId('dictionary-search').fill('house');
    await page.getByTestId('dictionary-search').press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Search failed' })).toBeVisible({ timeout: 10_000 });
  });

  test('a pre-rendered entry: meanings, relations, graph navigation', async ({ page, request }) => {
    const html = await (await request.get('/semantic-dictionary/what-is-person')).text();
    // Crawlers get the entry in the HTML, with DefinedTerm data.
    expect(html).toContain('data-testid="meaning"');
    expect(html).toContain('"@type":"DefinedTerm"');
    await page.goto('/semantic-dictionary/what-is-person');
    await expect(page.locator('h1')).toHaveText('person');
    await expect(page.getByTestId('meaning').first()).toHaveAttribute('data-pos', 'noun');
    await expect(page.locator('[data-relation="hyponyms"] a').first()).toBeVisible();
    const graph = page.getByTestId('semantic-graph');
    await expect(graph.getByTestId('graph-node').first()).toBeVisible();
    // Depth 2 adds the neighbours' neighbours (their shards are fetched); a filter removes a group.
    const depthOne = await graph.getByTestId('graph-node').count();
    await graph.getByTestId('graph-depth').selectOption('2');
    await expect.poll(() => graph.getByTestId('graph-node').count()).toBeGreaterThan(depthOne);
    // Counted once every shard of depth 2 has arrived (two dozen, a few seconds): before that
    // the list is still growing.
    await expect(graph).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
    const withHyponyms = await graph.getByTestId('graph-list').locator('li').count();
    await graph.getByTestId('graph-filter-hyponyms').uncheck();
    await expect(graph).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
    await expect.poll(() => graph.getByTestId('graph-list').locator('li').count()).toBeLessThan(withHyponyms);
    // Keyboard: a graph word is a link that opens its entry.
    await graph.getByTestId('graph-depth').selectOption('1');
    const node = graph.getByTestId('graph-node').filter({ hasText: /^individual$/ });
    await node.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('h1')).toHaveText('individual');
  });

  test('facts from the sources, through the shell for words not pre-rendered', async ({ page }) => {
    await page.goto('/semantic-dictionary/what-is-car');
    await expect(page.locator('h1')).toHaveText('car');
    await expect(page.getByTestId('meaning').first()).toContainText('motor vehicle with four wheels');
    // WordNet's file "noun.artifact" is shown as the meaning's subject area, never as the file name.
    await expect(page.getByTestId('meaning').first().getByTestId('sense-labels')).toHaveText(/\(.*artifact\)$/);
    await expect(page.getByTestId('dictionary-entry')).not.toContainText('noun.');
    await expect(page.locator('[data-relation="synonyms"]')).toContainText('automobile');
    await expect(page.locator('[data-relation="hypernyms"]')).toContainText('motor vehicle');
    await page.goto('/semantic-dictionary/what-is-good');
    await expect(page.locator('[data-relation="antonyms"]')).toContainText('bad');
    await page.goto('/de/semantic-dictionary/what-is-haus--de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('[data-relation="hypernyms"]')).toContainText('Gebäude');
    // An inflected form leads to its base word.
    await page.goto('/semantic-dictionary/what-is-geese');
    await expect(page.getByTestId('dictionary-form').getByRole('link', { name: 'goose' })).toBeVisible();
  });

  test('an unknown word shows the error with its id', async ({ page }) => {
    await page.goto('/semantic-dictionary/what-is-qwxzzy');
    await expect(page.getByTestId('dictionary-error')).toContainText(`${message('en', 'Dictionary.couldNotLoad')} qwxzzy`);
  });

  test('letter pages in several alphabets, paginated, with a way back', async ({ page }) => {
    await page.goto('/semantic-dictionary');
    await page.getByTestId('letter-index').getByRole('link', { name: 'b', exact: true }).click();
    await expect(page).toHaveURL(/\/semantic-dictionary\/letter\/b$/);
    await expect(page.getByTestId('letter-words').locator('li').first()).toBeVisible();
    await page.getByTestId('letter-next').click();
    await expect(page.getByText(/Page 2 of/)).toBeVisible();
    await page.getByTestId('back-to-index').click();
    await expect(page).toHaveURL(/\/semantic-dictionary$/);

    await page.goto('/pl/semantic-dictionary/letter/ł--pl');
    await expect(page.locator('h1')).toContainText('Ł');
    await expect(page.getByTestId('letter-words').locator('li').first()).toHaveText(/^ł/);
    // Cyrillic, through the shell (not pre-rendered for the English site).
    await page.goto('/semantic-dictionary/letter/ж--ru');
    await expect(page.getByTestId('letter-words').locator('li').first()).toHaveText(/^ж/i);
  });

  test('a letter with no words says so', async ({ page }) => {
    await page.goto('/pl/semantic-dictionary/letter/ą--pl');
    await expect(page.getByTestId('letter-empty')).toHaveText(message('pl', 'Dictionary.noWordsForLetter').replace('{letter}', 'ą'));
  });

  test('an entry page needs its shard, one request for its translations and one for its sounds besides the page', async ({ page }) => {
    const dict: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/dict/')) dict.push(new URL(r.url()).pathname);
    });
    await page.goto('/semantic-dictionary/what-is-car');
    await expect(page.getByTestId('meaning').first()).toBeVisible();
    await expect(page.getByTestId('translation').first()).toBeVisible();
    await expect(page.getByTestId('pronunciation')).toBeVisible();
    expect(dict.filter((p) => p.includes('/e/'))).toHaveLength(1);
    expect(dict.filter((p) => p.includes('/t/'))).toHaveLength(1);
    expect(dict.filter((p) => p.includes('/p/'))).toHaveLength(1);
    expect(dict.filter((p) => !/\/(e|t|p)\//.test(p))).toEqual(['/dict/manifest.json']);
  });

  test('translations join the languages: house in German and Polish, and back', async ({ page }) => {
    await page.goto('/semantic-dictionary/what-is-house');
    const translations = page.getByTestId('translations');
    await expect(translations.locator('[data-testid="translation"][data-language="de"]').filter({ hasText: /^Haus$/ }).first()).toBeVisible();
    await expect(translations.locator('[data-testid="translation"][data-language="pl"]').filter({ hasText: /^dom$/ }).first()).toBeVisible();
    await translations.locator('[data-testid="translation"][data-language="de"]').getByRole('link', { name: 'Haus', exact: true }).first().click();
    await expect(page).toHaveURL(/what-is-haus--de$/);
    await expect(page.locator('h1')).toHaveText('Haus');
    const back = page.getByTestId('translations').locator('[data-testid="translation"][data-language="en"]').getByRole('link', { name: 'house', exact: true });
    await expect(back.first()).toBeVisible();
    await back.first().click();
    await expect(page).toHaveURL(/what-is-house$/);
  });

  test('a language without a dictionary with English says so', async ({ page }) => {
    await page.goto('/ro/semantic-dictionary/what-is-casă--ro');
    await expect(page.getByTestId('translations')).toContainText(message('ro', 'Dictionary.noTranslationDictionary').replace('{language}', 'română'));
    await expect(page.getByTestId('translation')).toHaveCount(0);
  });

  for (const { language, query, lemma } of [
    { language: 'nl', query: 'huis', lemma: 'huis' },
    { language: 'el', query: 'σπιτι', lemma: 'σπίτι' },
    { language: 'ja', query: 'ｲｴ', lemma: '家' },
  ]) {
    test(`a ${language} entry opens from search (${query})`, async ({ page }) => {
      await page.goto(`/${language}/semantic-dictionary`);
      await expect(page.getByTestId('dictionary-language')).toHaveValue(language);
      await page.getByTestId('dictionary-search').fill(query);
      const option = page.getByTestId('dictionary-autocomplete').getByRole('option').filter({ hasText: lemma }).first();
      await expect(option).toBeVisible();
      await option.click();
      await expect(page.locator('h1')).toHaveText(lemma);
      await expect(page.getByTestId('meaning').first()).toBeVisible();
      await expect(page.locator('[data-testid="translation"][data-language="en"]').first()).toBeVisible();
    });
  }

  test('Japanese letter pages list words by kana row', async ({ page }) => {
    await page.goto('/ja/semantic-dictionary/letter/か--ja');
    await expect(page.getByTestId('letter-words').locator('li').first()).toBeVisible();
  });

  test('has no accessibility violations', async ({ page }) => {
    // Several axe scans of full entry pages: about 25 s alone on 2 cores, more in a full run.
    test.slow();
    await page.goto('/semantic-dictionary/what-is-person');
    await expect(page.getByTestId('semantic-graph')).toBeVisible();
    await expect(page.getByTestId('translation').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/ja/semantic-dictionary/what-is-家--ja');
    await expect(page.getByTestId('translation').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/semantic-dictionary');
    await page.getByTestId('dictionary-search').fill('house');
    await page.getByTestId('dictionary-search').press('Enter');
    await expect(page.getByTestId('search-result').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
