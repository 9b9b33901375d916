import { expect, test } from './fixtures';
import { expectNoAxeViolations, message, selectWhenInteractive, waitUntilSettled } from './helpers';

// Public-domain prose: the opening of the US Declaration of Independence (1776).
const declaration =
  'When in the Course of human events, it becomes necessary for one people to dissolve the political bands which have connected them with another, ' +
  'and to assume among the powers of the earth, the separate and equal station to which the Laws of Nature and of Nature’s God entitle them, ' +
  'a decent respect to the opinions of mankind requires that they should declare the causes which impel them to the separation. ' +
  'We hold these truths to be self-evident, that all men are created equal, that they are endowed by their Creator with certain unalienable Rights, ' +
  'that among these are Life, Liberty and the pursuit of Happiness.';

// Public domain: Kafka, "Die Verwandlung" (1915), the opening.
const kafka =
  'Als Gregor Samsa eines Morgens aus unruhigen Träumen erwachte, fand er sich in seinem Bett zu einem ungeheueren Ungeziefer verwandelt. ' +
  'Er lag auf seinem panzerartig harten Rücken und sah, wenn er den Kopf ein wenig hob, seinen gewölbten, braunen, von bogenförmigen Versteifungen geteilten Bauch, ' +
  'auf dessen Höhe sich die Bettdecke, zum gänzlichen Niedergleiten bereit, kaum noch erhalten konnte. ' +
  'Seine vielen, im Vergleich zu seinem sonstigen Umfang kläglich dünnen Beine flimmerten ihm hilflos vor den Augen.';

// Public domain: Natsume Sōseki, 吾輩は猫である (1905), the opening.
const soseki =
  '吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。何でも薄暗いじめじめした所でニャーニャー泣いていた事だけは記憶している。' +
  '吾輩はここで始めて人間というものを見た。しかもあとで聞くとそれは書生という人間中で一番獰悪な種族であったそうだ。';

test.describe('Text Counter: readability and highlights', () => {
  test('English prose shows Flesch Reading Ease and the grade; German shows Amstad; Japanese its own measure', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('counter-input').fill('Short text.');
    await expect(page.getByTestId('readability')).toContainText(message('en', 'TextCounter.readability.tooShort').replace('{minimum}', '30'));
    await page.getByTestId('counter-input').fill(declaration);
    const ease = page.locator('[data-testid="readability-score"][data-formula="flesch-reading-ease"]');
    await expect(ease).toBeVisible();
    const score = Number((await ease.textContent())?.match(/-?\d+\.\d/)?.[0]);
    // Two very long sentences: hard to read (Flesch below 50), a college-level grade.
    expect(score).toBeLessThan(50);
    const grade = page.locator('[data-testid="readability-score"][data-formula="flesch-kincaid-grade"]');
    expect(Number((await grade.textContent())?.match(/\d+\.\d/)?.[0])).toBeGreaterThan(12);

    await page.getByTestId('readability-language').selectOption('de');
    await page.getByTestId('counter-input').fill(kafka);
    await expect(page.locator('[data-testid="readability-score"][data-formula="amstad"]')).toBeVisible();
    await expect(page.locator('[data-testid="readability-score"][data-formula="wiener-sachtextformel"]')).toBeVisible();
    await expect(page.locator('[data-testid="readability-score"][data-formula="flesch-reading-ease"]')).toHaveCount(0);

    await page.getByTestId('readability-language').selectOption('ja');
    await page.getByTestId('counter-input').fill(soseki.repeat(2));
    await expect(page.locator('[data-testid="readability-score"][data-formula="tateisi"]')).toBeVisible();
  });

  test('highlights mark long sentences, passive voice and adverbs, and go away when switched off', async ({ page }) => {
    await page.goto('/');
    await selectWhenInteractive(page.getByTestId('readability-language'), 'en');
    await page.getByTestId('counter-input').fill(`${declaration}\nThe letter was quickly signed.`);
    await expect(page.locator('[data-highlight]')).toHaveCount(0);
    await page.getByTestId('highlight-toggle').click();
    await expect(page.getByTestId('highlight-toggle')).toHaveAttribute('aria-pressed', 'true');
    const marks = page.getByTestId('counter-input-marks');
    await expect(marks.locator('[data-highlight="very-long-sentence"]').first()).toBeAttached();
    await expect(marks.locator('[data-highlight="passive"]').first()).toBeAttached();
    await expect(marks.locator('[data-highlight="adverb"]')).toHaveText('quickly');
    await expect(page.getByTestId('highlight-legend')).toContainText('Adverbs: 1');
    await expectNoAxeViolations(page);

    // The marks lie over their words: the mirror under the text is laid out line for line as the
    // text area, empty lines and a final line break included.
    await page.getByTestId('counter-input').fill(`${declaration}\n\n\nThe letter was quickly signed.\n`);
    await expect(marks.locator('[data-highlight="adverb"]')).toHaveText('quickly');
    const heights = await page.evaluate(() => {
      const area = document.querySelector('[data-testid="counter-input"]') as HTMLTextAreaElement;
      const mirror = document.querySelector('[data-testid="counter-input-marks"]') as HTMLElement;
      const mark = mirror.querySelector('[data-highlight="adverb"]') as HTMLElement;
      return { area: area.scrollHeight, mirror: mirror.scrollHeight, markBottom: mark.offsetTop + mark.offsetHeight };
    });
    expect(heights.mirror).toBe(heights.area);
    // "quickly" is on the last line of text, one empty line above the bottom padding.
    expect(heights.area - heights.markBottom).toBeGreaterThan(28);
    expect(heights.area - heights.markBottom).toBeLessThan(3 * 28 + 16);

    // The switch is remembered; readability, highlights and legend are clean in dark mode too.
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await expect(page.getByTestId('highlight-toggle')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('[data-testid="readability-score"]').first()).toBeVisible();
    await expect(page.getByTestId('counter-input-marks').locator('[data-highlight="adverb"]')).toHaveText('quickly');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByTestId('highlight-toggle').click();
    await expect(page.locator('[data-highlight]')).toHaveCount(0);
  });

  test('typing moves the highlights with the text in the keystroke itself', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('textCounter.highlights', 'true'));
    await page.reload();
    const input = page.getByTestId('counter-input');
    await input.fill(`${declaration}\nThe letter was quickly signed.\n`);
    const marks = page.getByTestId('counter-input-marks');
    await expect(marks.locator('[data-highlight="adverb"]')).toHaveText('quickly');
    // The main-thread counting is loaded after the worker's first answer and warmed up in idle periods.
    await waitUntilSettled(page);
    const selector = '[data-testid="counter-input-marks"] [data-highlight="adverb"], [data-testid="counter-input-marks"] [data-highlight="passive"]';
    const expected = await page.evaluate((s) => [...document.querySelectorAll(s)].map((m) => m.textContent).join('|'), selector);
    expect(expected).toContain('quickly');
    await input.press('Control+Home');
    // Read the marks at the end of the keystroke's own task: stale offsets would cut them one letter off.
    await page.evaluate((s) => {
      const w = window as unknown as { __marks: string[] };
      w.__marks = [];
      document.addEventListener('input', () => queueMicrotask(() => w.__marks.push([...document.querySelectorAll(s)].map((m) => m.textContent).join('|'))));
    }, selector);
    await page.keyboard.type('Yes ');
    expect(await page.evaluate(() => (window as unknown as { __marks: string[] }).__marks)).toEqual([expected, expected, expected, expected]);
  });

  test('the marked mirror stays line for line under the text while it is edited', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('textCounter.highlights', 'true'));
    await page.reload();
    const input = page.getByTestId('counter-input');
    const text = Array.from({ length: 40 }, (_, i) => `${i + 1}. ${i % 2 ? kafka : declaration}`).join('\n\n');
    await input.fill(text);
    await expect(page.getByTestId('counter-input-marks').locator('mark').first()).toBeAttached();
    await waitUntilSettled(page);
    // Each mirror line must show the text area's line, or every mark below it is misplaced. Read
    // at the end of every keystroke's own task: until the worker answers about an edit too large
    // to count on the page (over 16 KB), the mirror is cut from the text with the earlier marks.
    await page.evaluate(() => {
      const w = window as unknown as { __misaligned: string[] };
      w.__misaligned = [];
      const area = document.querySelector('[data-testid="counter-input"]') as HTMLTextAreaElement;
      document.addEventListener('input', () =>
        queueMicrotask(() => {
          const mirror = [...document.querySelectorAll('[data-testid="counter-input-marks"] > * > *')].map((line) => (line.textContent === '\u200b' ? '' : line.textContent));
          const lines = area.value.split('\n');
          const wrong = mirror.length !== lines.length ? `${mirror.length} mirror lines for ${lines.length}` : lines.findIndex((line, i) => line !== mirror[i]);
          if (wrong !== -1) w.__misaligned.push(`${wrong} after ${area.value.length} characters`);
        }),
      );
    });
    await input.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(100, 20_000));
    await page.keyboard.press('Delete');
    await page.keyboard.type(' Quickly typed words.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('A new line.');
    for (let i = 0; i < 15; i++) await page.keyboard.press('Backspace');
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' And the end.');
    expect(await page.evaluate(() => (window as unknown as { __misaligned: string[] }).__misaligned)).toEqual([]);
    expect(await input.inputValue()).toContain('Quickly typed words.');
  });

  test('Mr. and Dr. do not end sentences', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('counter-input').fill('Mr. Smith went home. He met Dr. Jones, e.g. at noon.');
    await expect(page.getByTestId('stat-sentences')).toHaveText('2');
  });

  test('statistics are copied as text and the top keywords open the keyword checker with the text', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    await page.getByTestId('counter-input').fill('The water filter removes lead. A good water filter lasts a year. Change the filter often.');
    await expect(page.getByTestId('top-keywords')).toContainText('filter');
    await page.getByTestId('copy-statistics').click();
    await expect(page.getByTestId('counter-status')).toHaveText(message('en', 'TextCounter.statisticsCopied'));
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('Words: 16');
    expect(copied).toContain('Sentences: 3');

    const download = page.waitForEvent('download');
    await page.getByTestId('download-statistics').click();
    expect((await download).suggestedFilename()).toBe('text-statistics.csv');

    await page.getByTestId('open-keyword-density').click();
    await expect(page).toHaveURL(/\/keyword-density-checker$/);
    await expect(page.getByTestId('keyword-input')).toHaveValue('The water filter removes lead. A good water filter lasts a year. Change the filter often.');
  });
});

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
    await selectWhenInteractive(page.getByTestId('limit-select'), 'meta-title');
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
    await selectWhenInteractive(language, 'en');
    await page.getByTestId('counter-input').fill('Mr. Smith went home. He slept.');
    await page.reload();
    await expect(page.getByTestId('readability-language')).toHaveValue('en');
  });

  test('English pasted on the Polish page: the counter offers English formulas and switches when asked', async ({ page }) => {
    await page.goto('/pl');
    await expect(page.getByTestId('readability-language')).toHaveValue('pl');
    await page.getByTestId('counter-input').fill(declaration);
    await expect(page.locator('[data-testid="readability-score"][data-formula="fog-pl"]')).toBeVisible();
    const offer = page.getByTestId('language-suggestion');
    await expect(offer).toContainText(message('pl', 'TextCounter.textLooksLike').replace('{language}', 'angielski'));
    await offer.getByTestId('switch-language').click();
    await expect(page.getByTestId('readability-language')).toHaveValue('en');
    await expect(page.locator('[data-testid="readability-score"][data-formula="flesch-reading-ease"]')).toBeVisible();
    await expect(offer).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
