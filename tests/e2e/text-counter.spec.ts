import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, message, waitUntilSettled } from './helpers';

const statIds = ['stat-characters', 'stat-characters-no-spaces', 'stat-words', 'stat-sentences', 'stat-paragraphs'] as const;

async function readStats(page: Page) {
  const values: Record<string, number> = {};
  for (const id of statIds) values[id] = Number((await page.getByTestId(id).textContent())?.replace(/[^\d]/g, ''));
  return values;
}

async function expectStats(page: Page, expected: Partial<Record<(typeof statIds)[number], number>>) {
  await expect.poll(async () => {
    const stats = await readStats(page);
    return Object.fromEntries(Object.keys(expected).map((k) => [k, stats[k]]));
  }).toEqual(expected);
}


/** The draft `key` as stored in the page's IndexedDB (src/lib/draft-store.ts), or null. */
function savedDraft(page: Page, key: string): Promise<string | null> {
  return page.evaluate(
    (draftKey) =>
      new Promise<string | null>((resolve) => {
        const open = indexedDB.open('writekit');
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('drafts')) {
            db.close();
            resolve(null);
            return;
          }
          const read = db.transaction('drafts').objectStore('drafts').get(draftKey);
          read.onsuccess = () => {
            db.close();
            resolve(typeof read.result === 'string' ? read.result : null);
          };
          read.onerror = () => {
            db.close();
            resolve(null);
          };
        };
      }),
    key,
  );
}

test.describe('Text Counter', () => {
  test('counts as the user types and pastes, in every script', async ({ page }) => {
    await page.goto('/');
    const input = page.getByTestId('counter-input');
    await input.click();
    await page.keyboard.type('Hello well-known world. ');
    await expectStats(page, { 'stat-characters': 24, 'stat-words': 3, 'stat-sentences': 1, 'stat-paragraphs': 1 });
    await input.fill('Zażółć gęślą jaźń.\r\nΚαλημέρα κόσμε! Привет, мир.\n\n😀🇵🇱 e\u0301');
    await expectStats(page, {
      'stat-characters': 53,
      'stat-characters-no-spaces': 44,
      'stat-words': 8,
      'stat-sentences': 4,
      'stat-paragraphs': 3,
    });
    await input.fill('私は東京に住んでいます。毎日日本語を勉強しています。');
    // Dictionary-based segmentation: about one word per morpheme, never one per line.
    await expect.poll(async () => (await readStats(page))['stat-words']).toBeGreaterThanOrEqual(8);
    expect((await readStats(page))['stat-words']).toBeLessThanOrEqual(16);
    expect((await readStats(page))['stat-sentences']).toBe(2);
    expect((await readStats(page))['stat-characters']).toBe(26);
  });

  test('a keystroke updates the counts before the browser runs any other task (no wait for the worker)', async ({ page }) => {
    // Counts the texts posted to the counting worker.
    await page.addInitScript(() => {
      const w = window as unknown as { __posted: number };
      w.__posted = 0;
      const post = Worker.prototype.postMessage;
      Worker.prototype.postMessage = function (this: Worker, ...args: Parameters<Worker['postMessage']>) {
        if ((args[0] as { method?: string } | null)?.method === 'count') w.__posted++;
        return post.apply(this, args);
      } as Worker['postMessage'];
    });
    await page.goto('/');
    const paragraph = 'Mr. Smith went home. He slept for a long time, and nobody woke him.\n';
    const input = page.getByTestId('counter-input');
    await input.fill(paragraph.repeat(300));
    await expectStats(page, { 'stat-characters': paragraph.length * 300, 'stat-sentences': 600 });
    // The main-thread counting is loaded after the worker's first answer and warmed up in idle periods.
    await waitUntilSettled(page);
    await input.press('Control+End');
    // Read the counts at the end of the keystroke's own task, after React's work in it: the worker's answer can only come in a later task.
    await page.evaluate(() => {
      const w = window as unknown as { __seen: string[] };
      w.__seen = [];
      document.addEventListener('input', () => {
        const posted = (window as unknown as { __posted: number }).__posted;
        queueMicrotask(() => {
          w.__seen.push(['stat-characters', 'stat-words', 'stat-sentences'].map((id) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.replace(/\D/g, '')).join('/'));
          // Copying 100 KB into the worker's message is left to a later task.
          if ((window as unknown as { __posted: number }).__posted !== posted) w.__seen.push('posted in the keystroke');
        });
      });
    });
    const posted = () => page.evaluate(() => (window as unknown as { __posted: number }).__posted);
    const postedBefore = await posted();
    await page.keyboard.type('Z');
    await page.keyboard.type('.');
    const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
    // …but it is sent.
    await expect.poll(posted).toBeGreaterThan(postedBefore);
    // A new line with a word is a sentence and a paragraph of its own, with or without its full stop.
    expect(seen).toEqual([`${paragraph.length * 300 + 1}/${14 * 300 + 1}/601`, `${paragraph.length * 300 + 2}/${14 * 300 + 1}/601`]);
    await expectStats(page, { 'stat-characters': paragraph.length * 300 + 2, 'stat-words': 14 * 300 + 1, 'stat-sentences': 601 });
  });

  test('typing on past a limit keeps the overflow marked in every keystroke', async ({ page }) => {
    await page.goto('/');
    const input = page.getByTestId('counter-input');
    await input.fill(`${'Zażółć gęślą jaźń. '.repeat(15)}`);
    await page.getByTestId('limit-select').selectOption('x');
    const marks = page.getByTestId('counter-input-marks').locator('mark');
    await expect(marks).toHaveText('Zażółć gęślą jaźń. '.repeat(15).slice(280));
    await input.press('Control+End');
    // The mark as it is at the end of each keystroke's own task, before the worker can answer.
    await page.evaluate(() => {
      const w = window as unknown as { __marked: string[] };
      w.__marked = [];
      document.addEventListener('input', () => queueMicrotask(() => w.__marked.push(document.querySelector('[data-testid="counter-input-marks"] mark')?.textContent ?? '')));
    });
    await page.keyboard.type('abc');
    const marked = await page.evaluate(() => (window as unknown as { __marked: string[] }).__marked);
    const over = 'Zażółć gęślą jaźń. '.repeat(15).slice(280);
    expect(marked).toEqual([`${over}a`, `${over}ab`, `${over}abc`]);
    await expect(page.getByTestId('limit-remaining')).toHaveText('8 characters over the limit');
  });

  test('numbers are formatted for the locale', async ({ page }) => {
    await page.goto('/de');
    await page.getByTestId('counter-input').fill('Wort '.repeat(1200));
    await expect(page.getByTestId('stat-words')).toHaveText('1.200');
    await expect(page.getByTestId('stat-characters')).toHaveText('6.000');
  });

  test('presets, custom limit validation, overflow marking', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('counter-input').fill('a'.repeat(290));
    await page.getByTestId('limit-select').selectOption('x');
    await expect(page.getByTestId('limit-remaining')).toHaveText('10 characters over the limit');
    await expect(page.getByTestId('counter-input-marks').locator('mark')).toHaveText('a'.repeat(10));
    // X weighs CJK characters as 2.
    await page.getByTestId('counter-input').fill('日'.repeat(141));
    await expect(page.getByTestId('limit-remaining')).toHaveText('2 characters over the limit');
    await page.getByTestId('limit-select').selectOption('threads');
    await expect(page.getByTestId('limit-remaining')).toHaveText('359 characters left');

    await page.getByTestId('limit-select').selectOption('custom');
    for (const bad of ['abc', '12.5', '0', '-3']) {
      await page.getByTestId('limit-custom').fill(bad);
      await page.getByTestId('limit-custom-apply').click();
      await expect(page.getByRole('alert').filter({ hasText: message('en', 'TextCounter.customInvalid') })).toBeVisible();
      // The previous limit (Threads, 500) stays in force.
      await expect(page.getByTestId('limit-remaining')).toHaveText('359 characters left');
    }
    await page.getByTestId('limit-custom').fill('100');
    await page.getByTestId('limit-custom').press('Enter');
    await expect(page.getByTestId('limit-remaining')).toHaveText('41 characters over the limit');
    // The choice survives a reload, and so does the text (the draft): each checked on its own,
    // so that a failure says which of the two was lost. The draft is saved 300 ms after typing;
    // a reload before its IndexedDB write has committed aborts the write (on a busy machine the
    // write can take longer than the test takes to get here), so the test waits for it.
    await expect.poll(() => savedDraft(page, 'textCounter.text'), { timeout: 10_000 }).toBe('日'.repeat(141));
    await page.reload();
    await expect(page.getByTestId('limit-select')).toHaveValue('custom');
    await expect(page.getByTestId('counter-input')).toHaveValue('日'.repeat(141));
    await expect(page.getByTestId('limit-remaining')).toHaveText('41 characters over the limit');
  });

  test('text typed and a limit picked before the page is interactive are kept', async ({ page }) => {
    // The page's scripts are held back, so the visitor types into the static HTML, as on a slow phone.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const typed = 'Typed before the scripts ran. Zażółć gęślą jaźń.';
    await page.getByTestId('counter-input').fill(typed);
    await page.getByTestId('limit-select').selectOption('threads');
    release();
    await expectStats(page, { 'stat-characters': typed.length, 'stat-words': 8, 'stat-sentences': 2 });
    await expect(page.getByTestId('limit-remaining')).toHaveText(`${500 - typed.length} characters left`);
    await expect(page.getByTestId('counter-input')).toHaveValue(typed);
    await expect(page.getByTestId('limit-select')).toHaveValue('threads');
    // Kept as the draft and the stored limit too.
    await page.waitForTimeout(600);
    await page.unrouteAll();
    await page.reload();
    await expect(page.getByTestId('counter-input')).toHaveValue(typed);
    await expect(page.getByTestId('limit-remaining')).toHaveText(`${500 - typed.length} characters left`);
  });

  test('copy shows the toast; clear then restore; reload keeps the text', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    const input = page.getByTestId('counter-input');
    await expect(page.getByTestId('restore-button')).toBeDisabled();
    await input.fill('Keep this text, please.');
    await page.getByTestId('copy-button').click();
    await expect(page.getByTestId('counter-status')).toHaveText('Successfully copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Keep this text, please.');

    await page.getByTestId('clear-button').click();
    await expect(input).toHaveValue('');
    await expectStats(page, { 'stat-words': 0 });
    await page.getByTestId('restore-button').click();
    await expect(input).toHaveValue('Keep this text, please.');
    await expect(page.getByTestId('restore-button')).toBeDisabled();

    await input.fill('Typed before reload. Zażółć.');
    await page.waitForTimeout(600);
    await page.reload();
    await expect(page.getByTestId('counter-input')).toHaveValue('Typed before reload. Zażółć.');
    await expectStats(page, { 'stat-words': 4 });
  });

  test('a crashed tab keeps the text (saved while typing, no unload needed)', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('counter-input').fill('Survives a crash.');
    await page.waitForTimeout(800);
    const second = await context.newPage();
    // Close without running unload handlers, like a crash.
    await page.close({ runBeforeUnload: false });
    await second.goto('/');
    await expect(second.getByTestId('counter-input')).toHaveValue('Survives a crash.');
    await context.close();
  });

  test('a reload right after typing keeps the text (the save still pending goes with the page)', async ({ page }) => {
    await page.goto('/');
    await waitUntilSettled(page);
    for (const [round, text] of ['Typed, then reloaded at once.', 'Και ξανά, πιο γρήγορα.'].entries()) {
      await page.getByTestId('counter-input').fill(text);
      if (round === 1) await page.waitForTimeout(100);
      await page.reload();
      await expect(page.getByTestId('counter-input')).toHaveValue(text);
    }
  });

  test('has no accessibility violations with text and a limit', async ({ page }) => {
    await page.goto('/pl');
    await page.getByTestId('counter-input').fill('Zażółć gęślą jaźń. '.repeat(30));
    await page.getByTestId('limit-select').selectOption('x');
    await expect(page.getByTestId('counter-input-marks')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
