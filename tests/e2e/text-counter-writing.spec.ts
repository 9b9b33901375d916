import { expect, test } from './fixtures';
import { expectNoAxeViolations, message } from './helpers';

// Public-domain prose: the opening of the US Declaration of Independence (1776).
const declaration =
  'When in the Course of human events, it becomes necessary for one people to dissolve the political bands which have connected them with another, ' +
  'and to assume among the powers of the earth, the separate and equal station to which the Laws of Nature and of Nature’s God entitle them, ' +
  'a decent respect to the opinions of mankind requires that they should declare the causes which impel them to the separation. ' +
  'We hold these truths to be self-evident, that all men are created equal, that they are endowed by their Creator with certain unalienable Rights, ' +
  'that among these are Life, Liberty and the pursuit of Happiness.';

test.describe('Text Counter: writing targets', () => {
  test('a word target says under, within and over, and survives a reload', async ({ page }) => {
    await page.goto('/');
    const input = page.getByTestId('counter-input');
    await input.fill('one two three four five');
    await page.getByTestId('word-target-min').fill('4');
    await page.getByTestId('word-target-max').fill('6');
    await expect(page.getByTestId('word-target-status')).toHaveAttribute('data-status', 'within');
    await input.fill('one two three');
    await expect(page.getByTestId('word-target-status')).toHaveAttribute('data-status', 'under');
    await expect(page.getByTestId('word-target-status')).toHaveText('1 more word to reach the target');
    await input.fill('one two three four five six seven eight');
    await expect(page.getByTestId('word-target-status')).toHaveAttribute('data-status', 'over');
    await expect(page.getByTestId('word-target-status')).toHaveText('2 words over the target');

    // A bad value gets a message; the target in force stays and the typed value is kept.
    await page.getByTestId('word-target-max').fill('2.5');
    await expect(page.getByRole('alert').filter({ hasText: message('en', 'TextCounter.wordTargetInvalid') })).toBeVisible();
    await expect(page.getByTestId('word-target-max')).toHaveValue('2.5');
    await expect(page.getByTestId('word-target-status')).toHaveAttribute('data-status', 'over');
    await page.getByTestId('word-target-max').fill('3');
    await expect(page.getByRole('alert').filter({ hasText: message('en', 'TextCounter.wordTargetMinAboveMax') })).toBeVisible();
    await page.getByTestId('word-target-max').fill('10');
    await expect(page.getByTestId('word-target-status')).toHaveAttribute('data-status', 'within');

    await page.waitForTimeout(500);
    await page.reload();
    await expect(page.getByTestId('word-target-max')).toHaveValue('10');
    await expect(page.getByTestId('word-target-status')).toHaveAttribute('data-status', 'within');
  });

  test('selecting a sentence shows its counts beside the whole text', async ({ page }) => {
    await page.goto('/');
    const input = page.getByTestId('counter-input');
    await input.fill('First sentence here. The second one has six words. Third.');
    await expect(page.getByTestId('selection-stats')).toHaveCount(0);
    await input.evaluate((area: HTMLTextAreaElement) => {
      area.focus();
      area.setSelectionRange(21, 50);
    });
    await expect(page.getByTestId('selection-stats')).toHaveAttribute('data-words', '6');
    await expect(page.getByTestId('selection-stats')).toContainText('1 sentence');
    await expect(page.getByTestId('stat-words')).toHaveText('10');
    // Keyboard selection works too: Shift+Home selects back to the start of the line.
    await input.press('End');
    await expect(page.getByTestId('selection-stats')).toHaveCount(0);
    await input.press('Shift+Home');
    await expect(page.getByTestId('selection-stats')).toHaveAttribute('data-words', '10');
  });

  test('the meta title preset shows pixels and a result preview cut where a result cuts', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('limit-select').selectOption('meta-title');
    await page.getByTestId('counter-input').fill('Free Word Counter – Count Words and Characters Online');
    const preview = page.getByTestId('serp-preview');
    await expect(preview.getByTestId('serp-title')).toHaveText('Free Word Counter – Count Words and Characters Online');
    await expect(preview.getByTestId('serp-title-width')).toHaveAttribute('data-fits', 'true');
    await expect(page.getByTestId('limit-remaining')).toHaveText('7 characters left');

    await page.getByTestId('counter-input').fill('Free Word Counter – Count Words, Characters, Sentences, Paragraphs and Reading Time Online');
    await expect(preview.getByTestId('serp-title-width')).toHaveAttribute('data-fits', 'false');
    await expect(preview.getByTestId('serp-title')).toHaveText(/^Free Word Counter – Count Words, .* …$/);

    await page.getByTestId('limit-select').selectOption('meta-description');
    await page.getByTestId('counter-input').fill(declaration);
    await expect(preview.getByTestId('serp-description')).toHaveText(/^When in the Course of human events, .* …$/);
    await expect(preview.getByTestId('serp-title')).toHaveText(message('en', 'SerpPreview.titlePlaceholder'));
    await expectNoAxeViolations(page);
  });

  test('the language of the text is chosen apart from the page and kept', async ({ page }) => {
    await page.goto('/pl');
    const language = page.getByTestId('readability-language');
    await expect(language).toHaveValue('pl');
    await language.selectOption('en');
    await page.getByTestId('counter-input').fill('Mr. Smith went home. He slept.');
    await page.reload();
    await expect(page.getByTestId('readability-language')).toHaveValue('en');
  });
});
