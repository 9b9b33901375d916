import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, formatted, selectWhenInteractive } from './helpers';

/** The on-device engine downloads ~8 MB of WASM (gzip) at its first check: allow for it. */
const firstCheckTimeout = 60_000;
const englishSample = 'I has a apple. This is is wrong. teh cat. the dog sat.';
const finished = /\d+ suggestions?$|No suggestions found/;

const fixture = JSON.parse(readFileSync(join(process.cwd(), 'tests', 'fixtures', 'grammar', 'languagetool', 'check-en-US.json'), 'utf8')) as {
  request: { text: string; language: string };
  response: unknown;
};
const errors = JSON.parse(readFileSync(join(process.cwd(), 'tests', 'fixtures', 'grammar', 'languagetool', 'errors.json'), 'utf8')) as {
  rateLimited: { status: number; headers: Record<string, string>; body: string };
};
/** A cross-origin answer must allow the page to read it (and its Retry-After). */
const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'Retry-After' };

/** An English message of the checker, formatted as the page formats it (ICU plurals included). */
const t = (key: string, values: Record<string, string | number> = {}) => formatted('en', `GrammarChecker.${key}`, values);

async function check(page: Page, text?: string, timeout = firstCheckTimeout) {
  if (text !== undefined) await page.getByTestId('grammar-input').fill(text);
  await page.getByTestId('check-button').click();
  await expect(page.getByTestId('grammar-status')).toHaveText(finished, { timeout });
}

const cards = (page: Page) => page.getByTestId('suggestion');


/** The card whose flagged text is exactly `original` (the first one, or the one of `category`). */
function card(page: Page, original: string, category?: string): Locator {
  const matching = cards(page).filter({ has: page.getByTestId('suggestion-original').getByText(original, { exact: true }) });
  return (category ? matching.and(page.locator(`[data-category="${category}"]`)) : matching).first();
}

async function categories(page: Page): Promise<string[]> {
  return cards(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-category') ?? ''));
}

test.describe('Grammar Checker', () => {
  test.describe.configure({ timeout: 120_000 });

  test('checks English on the device: cards by category, marks, accept, reject', async ({ page }) => {
    await page.goto('/grammar-checker');
    await expect(page.getByTestId('grammar-language')).toHaveValue('en-US');
    await expect(page.getByTestId('engine-select')).toHaveValue('local');
    await expect(page.getByTestId('engine-notice')).toHaveText(t('engineLocalHint'));

    await check(page, englishSample);
    expect(await categories(page)).toEqual(expect.arrayContaining(['grammar', 'misspelling', 'style', 'casing']));
    await expect(card(page, 'teh', 'misspelling').getByTestId('suggestion-category')).toHaveText(t('categoryMisspelling'));
    await expect(page.getByTestId('grammar-input-marks').locator('mark').first()).toBeAttached();
    const before = await cards(page).count();

    await card(page, 'has').getByTestId('accept-suggestion').click();
    await expect(page.getByTestId('grammar-input')).toHaveValue(/^I have a apple\. /);
    await expect(cards(page)).toHaveCount(before - 1);
    // The cards after the accepted one still point at their words.
    // A misspelling that starts a sentence is offered with its capital.
    await card(page, 'teh', 'misspelling').getByTestId('accept-suggestion').click();
    await expect(page.getByTestId('grammar-input')).toHaveValue(/ The cat\. the dog sat\.$/);

    const text = await page.getByTestId('grammar-input').inputValue();
    const left = await cards(page).count();
    await card(page, 'is is').getByTestId('reject-suggestion').click();
    await expect(cards(page)).toHaveCount(left - 1);
    await expect(page.getByTestId('grammar-input')).toHaveValue(text);
  });

  test('Ctrl+Z takes an accepted replacement back, in the editor or among the cards, with its card; what was typed before stays undoable', async ({ page }) => {
    await page.goto('/grammar-checker');
    const input = page.getByTestId('grammar-input');
    await input.click();
    await page.keyboard.type('I has a apple.');
    await check(page);
    await card(page, 'has').getByTestId('accept-suggestion').click();
    await expect(input).toHaveValue('I have a apple.');
    await expect(card(page, 'has')).toHaveCount(0);
    // The focus is on the next card: Ctrl+Z there undoes the replacement in the text.
    await expect(page.locator('[data-testid="suggestion"]:focus')).toHaveCount(1);
    await page.keyboard.press('Control+z');
    await expect(input).toHaveValue('I has a apple.');
    await expect(card(page, 'has')).toHaveCount(1);
    // In the editor, the browser's own undo history: redo, undo, then the typing itself.
    await expect(input).toBeFocused();
    await page.keyboard.press('Control+Shift+z');
    await expect(input).toHaveValue('I have a apple.');
    await page.keyboard.press('Control+z');
    await expect(input).toHaveValue('I has a apple.');
    await page.keyboard.press('Control+z');
    await expect(input).not.toHaveValue('I has a apple.');
    expect('I has a apple.'.startsWith(await input.inputValue())).toBe(true);
  });

  test('Accept All from five suggestions; a click on a marked word opens its card', async ({ page }) => {
    await page.goto('/grammar-checker');
    await check(page, englishSample);
    expect(await cards(page).count()).toBeGreaterThanOrEqual(5);

    const misspelling = card(page, 'teh', 'misspelling');
    await expect(misspelling).toHaveAttribute('data-expanded', 'false');
    const mark = page.getByTestId('grammar-input-marks').locator('mark', { hasText: 'teh' });
    const markBox = (await mark.boundingBox())!;
    const areaBox = (await page.getByTestId('grammar-input').boundingBox())!;
    await page.getByTestId('grammar-input').click({ position: { x: markBox.x - areaBox.x + markBox.width / 2, y: markBox.y - areaBox.y + markBox.height / 2 } });
    await expect(misspelling).toHaveAttribute('data-expanded', 'true');
    await expect(misspelling.getByTestId('suggestion-message')).toBeVisible();
    await expect(misspelling).toBeInViewport();

    await page.getByTestId('accept-all').click();
    await expect(page.getByTestId('grammar-input')).toHaveValue(/^I have an apple\. This is wrong\. The cat\. The dog sat\.$/);
    await expect(page.getByTestId('accept-all')).toHaveCount(0);
    // One undo takes all of it back, cards included (the focus is on the status line, among the cards).
    await page.keyboard.press('Control+z');
    await expect(page.getByTestId('grammar-input')).toHaveValue(englishSample);
    await expect(page.getByTestId('accept-all')).toHaveCount(1);
    // Restore swaps with the text before Accept All where no undo can reach (a touch screen).
    await page.getByTestId('accept-all').click();
    await page.getByTestId('restore-button').click();
    await expect(page.getByTestId('grammar-input')).toHaveValue(englishSample);
  });

  test('the personal dictionary: an added word is no longer flagged, and it can be removed', async ({ page }) => {
    await page.goto('/grammar-checker');
    await check(page, 'My friend keeps a zorblat at home.');
    const zorblat = card(page, 'zorblat', 'misspelling');
    await zorblat.getByTestId('toggle-details').click();
    await zorblat.getByRole('button', { name: t('addToDictionary', { word: 'zorblat' }) }).click();
    await expect(card(page, 'zorblat')).toHaveCount(0);
    await expect(page.getByTestId('personal-words')).toHaveText(/zorblat/);

    await page.reload();
    await expect(page.getByTestId('personal-words')).toHaveText(/zorblat/);
    // The text comes back from the last visit: checked again once it is there.
    await expect(page.getByTestId('grammar-input')).toHaveValue('My friend keeps a zorblat at home.');
    await check(page);
    await expect(card(page, 'zorblat')).toHaveCount(0);

    // Export as a file; a file that is not one is refused.
    const download = page.waitForEvent('download');
    await page.getByTestId('export-personal').click();
    const exported = JSON.parse(Buffer.concat(await (await (await download).createReadStream()).toArray()).toString('utf8')) as { words: string[] };
    expect(exported.words).toEqual(['zorblat']);
    await page.getByTestId('import-personal-file').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"words": "zorblat"}') });
    await expect(page.getByTestId('import-personal-error')).toHaveText(t('importPersonalFailed'));
    await expect(page.getByTestId('import-personal-error')).toHaveAttribute('role', 'alert');

    await page.getByRole('button', { name: t('removeWord', { word: 'zorblat' }) }).click();
    await expect(page.getByTestId('personal-words')).toHaveCount(0);
    await check(page);
    await expect(card(page, 'zorblat')).toHaveCount(1);

    // Importing the exported file brings the word back.
    await page.getByTestId('import-personal-file').setInputFiles({ name: 'dictionary.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(exported)) });
    await expect(page.getByTestId('personal-words')).toHaveText(/zorblat/);
    await expect(page.getByTestId('import-personal-error')).toHaveCount(0);
  });

  test('offline: the device checker keeps working; LanguageTool fails with a reason and the device result shows', async ({ page, context }) => {
    await page.goto('/grammar-checker');
    await check(page, englishSample);
    await context.setOffline(true);

    await check(page, 'She go home. teh end.', 15_000);
    await expect(card(page, 'teh', 'misspelling')).toBeVisible();

    await selectWhenInteractive(page.getByTestId('engine-select'), 'remote');
    await expect(page.getByTestId('remote-notice')).toHaveText(t('remoteNotice', { host: 'api.languagetool.org' }));
    await check(page, undefined, 15_000);
    await expect(page.getByTestId('grammar-error')).toContainText(t('errorOffline'));
    await expect(page.getByTestId('grammar-fallback')).toHaveText(t('localFallback'));
    await expect(card(page, 'teh', 'misspelling')).toBeVisible();
  });

  test('LanguageTool: its findings in every category; the choice is remembered', async ({ page }) => {
    const requests: URLSearchParams[] = [];
    await page.route('**/v2/check', async (route) => {
      requests.push(new URLSearchParams(route.request().postData() ?? ''));
      await route.fulfill({ status: 200, headers: cors, contentType: 'application/json', body: JSON.stringify(fixture.response) });
    });
    await page.goto('/grammar-checker');
    await selectWhenInteractive(page.getByTestId('engine-select'), 'remote');
    await page.reload();
    await expect(page.getByTestId('engine-select')).toHaveValue('remote');

    await check(page, fixture.request.text, 15_000);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.get('language')).toBe('en-US');
    expect(requests[0]?.get('text')).toBe(fixture.request.text);
    expect(new Set(await categories(page))).toEqual(new Set(['grammar', 'misspelling', 'style', 'punctuation', 'casing']));
    await expect(page.getByTestId('grammar-error')).toHaveCount(0);

    await card(page, 'Teh').getByTestId('accept-suggestion').click();
    await expect(page.getByTestId('grammar-input')).toHaveValue(/ The cat sat/);
  });

  test('LanguageTool rate limit: the wait is shown and the device result is shown instead', async ({ page }) => {
    const { status, headers, body } = errors.rateLimited;
    await page.route('**/v2/check', (route) => route.fulfill({ status, headers: { ...headers, ...cors }, body }));
    await page.goto('/grammar-checker');
    await selectWhenInteractive(page.getByTestId('engine-select'), 'remote');
    await check(page, englishSample);
    await expect(page.getByTestId('grammar-error')).toContainText(t('errorRateLimited', { seconds: 30 }));
    await expect(page.getByTestId('grammar-fallback')).toHaveText(t('localFallback'));
    await expect(card(page, 'teh', 'misspelling')).toBeVisible();
  });

  test('Polish on the device with Hunspell', async ({ page }) => {
    await page.goto('/grammar-checker');
    await page.getByTestId('grammar-language').selectOption('pl-PL');
    await expect(page.getByTestId('engine-select')).toHaveValue('local');
    await check(page, 'Zażółć gęślą jaźń. To jest smochód.');
    const smochod = card(page, 'smochód', 'misspelling');
    await expect(smochod).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    await smochod.getByTestId('accept-suggestion').click();
    await expect(page.getByTestId('grammar-input')).toHaveValue('Zażółć gęślą jaźń. To jest samochód.');
  });

  test('English loanwords are words of Spanish and Italian technical text; their typos and the languages’ own are not', async ({ page }) => {
    await checkOnDevice(page, '/es/grammar-checker', 'es', 'El hardware del servidor usa un proxy y un kernel nuevo, pero el teclado no funsiona.', 'funsiona', 'misspelling');
    await expect(cards(page)).toHaveCount(1);
    await checkOnDevice(page, '/it/grammar-checker', 'it', 'Il kernel gira sul gateway della rete, ma il kernal no.', 'kernal', 'misspelling');
    await expect(cards(page)).toHaveCount(1);
    // English phrases too (General alone is a typo of "generale"), and "array", though one letter from the rare "arra".
    await checkOnDevice(page, '/it/grammar-checker', 'it', 'Red Hat distribuisce un array di pacchetti sotto la General Public License, ma la licenza General no.', 'General', 'misspelling');
    await expect(cards(page)).toHaveCount(1);
  });

  // Languages LanguageTool does not check: Hunspell dictionaries on the device only.
  const deviceOnly = [
    { language: 'cs-CZ', text: 'Všichni lidé rodí se svobodní. Moje sestra pracuje jako učitlka.', wrong: 'učitlka', right: 'učitelka' },
    { language: 'hu-HU', text: 'Az emberi jogok az egész világon érvényesek, de ma a tanárr beteg.', wrong: 'tanárr', right: 'tanár' },
    { language: 'bg-BG', text: 'Всички хора се раждат свободни, но училището е затворенно.', wrong: 'затворенно', right: 'затворено' },
  ];
  for (const { language, text, wrong, right } of deviceOnly) {
    test(`${language} on the device, also with LanguageTool picked`, async ({ page }) => {
      let sent = 0;
      await page.route('**/v2/check', async (route) => {
        sent++;
        await route.abort();
      });
      await page.goto('/grammar-checker');
      await page.getByTestId('grammar-language').selectOption(language);
      await expect(page.getByTestId('grammar-language').locator('option:checked')).toContainText(t('languageDeviceOnly', { language: '' }).trim());
      await selectWhenInteractive(page.getByTestId('engine-select'), 'remote');
      await expect(page.getByTestId('remote-unsupported')).toBeVisible();
      await check(page, text);
      const finding = card(page, wrong, 'misspelling');
      await expect(finding).toBeVisible();
      await expect(cards(page)).toHaveCount(1);
      await expect(page.getByTestId('grammar-error')).toHaveCount(0);
      expect(sent).toBe(0);
      await finding.getByTestId('accept-suggestion').click();
      await expect(page.getByTestId('grammar-input')).toHaveValue(text.replace(wrong, right));
    });
  }

  test('Japanese on the device by its rules, as you type: ら抜き言葉 and half-width katakana, explained in Japanese', async ({ page }) => {
    let sent = 0;
    await page.route('**/v2/check', async (route) => {
      sent++;
      await route.abort();
    });
    await page.goto('/ja/grammar-checker');
    await selectWhenInteractive(page.getByTestId('grammar-language'), 'ja-JP');
    await expect(page.getByTestId('engine-select')).toHaveValue('local');
    await expect(page.getByTestId('local-rules-only')).toBeVisible();
    await expect(page.getByTestId('local-unavailable')).toHaveCount(0);
    // No button: live checking finds them after the pause.
    await page.getByTestId('grammar-input').fill('朝早く起きれない。ﾃﾞｰﾀを見る。');
    const raNuki = card(page, '起きれない', 'grammar');
    await expect(raNuki).toBeVisible({ timeout: firstCheckTimeout });
    await expect(cards(page)).toHaveCount(2);
    await raNuki.getByTestId('toggle-details').click();
    await expect(raNuki.getByTestId('suggestion-message')).toHaveText(formatted('ja', 'GrammarChecker.rules.raNuki', { expected: '起きられない' }));
    await raNuki.getByTestId('accept-suggestion').click();
    await card(page, 'ﾃﾞｰﾀ', 'punctuation').getByTestId('accept-suggestion').click();
    await expect(page.getByTestId('grammar-input')).toHaveValue('朝早く起きられない。データを見る。');
    expect(sent).toBe(0);
  });

  test('waits while an input method composes, and checks the converted text (Japanese IME through the DevTools protocol)', async ({ page }) => {
    await page.goto('/ja/grammar-checker');
    await selectWhenInteractive(page.getByTestId('grammar-language'), 'ja-JP');
    const field = page.getByTestId('grammar-input');
    await field.click();
    const cdp = await page.context().newCDPSession(page);
    // A candidate shown by the IME, not yet chosen: checked now, it would be flagged.
    await cdp.send('Input.insertText', { text: '映画を' });
    await cdp.send('Input.imeSetComposition', { text: '見れる', selectionStart: 3, selectionEnd: 3 });
    await expect(field).toHaveValue('映画を見れる');
    await page.waitForTimeout(1_500);
    await expect(cards(page)).toHaveCount(0);
    // Converted and committed: the check follows.
    await cdp.send('Input.insertText', { text: '見れる。' });
    await expect(field).toHaveValue('映画を見れる。');
    await expect(card(page, '見れる', 'grammar')).toBeVisible({ timeout: firstCheckTimeout });
  });

  /**
   * Checks `text` in `language` on the device on the page at `path`, and returns the card of
   * `original` once it is shown (on a localized page the status is not in English).
   */
  async function checkOnDevice(page: Page, path: string, language: string, text: string, original: string, category: string): Promise<Locator> {
    await page.goto(path);
    await selectWhenInteractive(page.getByTestId('grammar-language'), language);
    await selectWhenInteractive(page.getByTestId('engine-select'), 'local');
    await page.getByTestId('grammar-input').fill(text);
    await page.getByTestId('check-button').click();
    const found = card(page, original, category);
    await expect(found).toBeVisible({ timeout: firstCheckTimeout });
    return found;
  }

  test('typography of French and German on the device: “Bonjour!” and English quotes in German', async ({ page }) => {
    const bonjour = await checkOnDevice(page, '/grammar-checker', 'fr', 'Bonjour! Comment allez-vous?', 'Bonjour!', 'punctuation');
    await bonjour.getByTestId('accept-suggestion').click();
    await expect(page.getByTestId('grammar-input')).toHaveValue('Bonjour\u202F! Comment allez-vous?');

    // A German page explains the German rule in German, with its placeholder filled in.
    const opening = await checkOnDevice(page, '/de/grammar-checker', 'de-DE', 'Er sagte: “Ich komme morgen.” Dann ging er.', '“', 'punctuation');
    await opening.getByTestId('toggle-details').click();
    await expect(opening.getByTestId('suggestion-message')).toHaveText(formatted('de', 'GrammarChecker.rules.quotes', { expected: '„…“' }));
    await opening.getByTestId('accept-suggestion').click();
    await expect(page.getByTestId('grammar-input')).toHaveValue('Er sagte: „Ich komme morgen.” Dann ging er.');

    // An English paragraph in a French text is English: neither its words nor its typography are flagged, the French paragraph's are.
    await checkOnDevice(page, '/fr/grammar-checker', 'fr', 'Voici le guide! Il explique comment installer le système et configurer le réseau, pas à pas.\n\nI hope this guide helps you: it is a new version!', 'guide!', 'punctuation');
    await expect(cards(page)).toHaveCount(1);
  });

  test('frequent errors of the site’s Hungarian, Romanian, Bulgarian, Greek and Italian on the device, explained in the page’s language', async ({ page }) => {
    for (const [locale, language, text, original, right, corrected] of [
      ['hu', 'hu-HU', 'Kérlek, mondd el mégegyszer!', 'mégegyszer', 'még egyszer', 'Kérlek, mondd el még egyszer!'],
      ['ro', 'ro-RO', 'Deasemenea, am citit cartea.', 'Deasemenea', 'De asemenea', 'De asemenea, am citit cartea.'],
      ['bg', 'bg-BG', 'Аз незнам какво да правя.', 'незнам', 'не знам', 'Аз не знам какво да правя.'],
      ['el', 'el-GR', 'Έμεινε σπίτι εξ αιτίας της βροχής.', 'εξ αιτίας', 'εξαιτίας', 'Έμεινε σπίτι εξαιτίας της βροχής.'],
      ['it', 'it', "E' stato un bel viaggio.", "E'", 'È', 'È stato un bel viaggio.'],
    ] as const) {
      const found = await checkOnDevice(page, `/${locale}/grammar-checker`, language, text, original, 'grammar');
      await found.getByTestId('toggle-details').click();
      await expect(found.getByTestId('suggestion-message')).toHaveText(formatted(locale, 'GrammarChecker.rules.commonError', { wrong: original, right }));
      await found.getByTestId('accept-suggestion').click();
      await expect(page.getByTestId('grammar-input')).toHaveValue(corrected);
    }
  });

  test('proposes the standard form of an older Irish spelling and the Galician word for a Spanish one first', async ({ page }) => {
    for (const [language, text, original, corrected] of [
      ['ga-IE', 'Tá saoirse ó amhgar ag gach duine.', 'amhgar', 'Tá saoirse ó angar ag gach duine.'],
      ['gl-ES', 'Imos alquilar un coche para a viaxe.', 'alquilar', 'Imos alugar un coche para a viaxe.'],
    ] as const) {
      const found = await checkOnDevice(page, '/grammar-checker', language, text, original, 'misspelling');
      await found.getByTestId('accept-suggestion').click();
      await expect(page.getByTestId('grammar-input')).toHaveValue(corrected);
    }
  });

  test('flags a missing space after a comma, not the words it joins, and judges Turkish names by themselves', async ({ page }) => {
    const comma = await checkOnDevice(page, '/de/grammar-checker', 'de-DE', 'Das ist gut,aber teuer.', ',', 'punctuation');
    await expect(cards(page)).toHaveCount(1);
    await comma.getByTestId('toggle-details').click();
    await expect(comma.getByTestId('suggestion-message')).toHaveText(formatted('de', 'GrammarChecker.rules.missingSpaceAfter', { mark: ',' }));
    await comma.getByTestId('accept-suggestion').click();
    await expect(page.getByTestId('grammar-input')).toHaveValue('Das ist gut, aber teuer.');
    // Samba'nın, Google'ın, PDF'ye: names and an abbreviation with their suffixes; gitik is the slip.
    await checkOnDevice(page, '/grammar-checker', 'tr-TR', "Dün Samba'nın evine gitik ve Google'ın dosyasını PDF'ye çevirdik.", 'gitik', 'misspelling');
    await expect(cards(page)).toHaveCount(1);
  });

  test('takes Spanish verbs with their pronouns for words, and still flags a slip beside them', async ({ page }) => {
    await checkOnDevice(page, '/es/grammar-checker', 'es', 'Cómpralo hoy e instálelo mañana, actualícelo y reinícielo, pero no cuando estes cansado.', 'estes', 'misspelling');
    await expect(cards(page)).toHaveCount(1);
  });

  test('takes unknown names inside a sentence for names, in French and in English', async ({ page }) => {
    await checkOnDevice(page, '/fr/grammar-checker', 'fr', 'Le projet a été fondé par Ian Murdock, puis Bruce Perens a écrit une pome.', 'pome', 'misspelling');
    await expect(cards(page)).toHaveCount(1);
    await checkOnDevice(page, '/grammar-checker', 'en-US', 'Ian Murdock and Bruce Perens met in Amercia.', 'Amercia', 'misspelling');
    await expect(cards(page)).toHaveCount(1);
  });

  test('explains on-device findings in the language of the page', async ({ page }) => {
    const spelling = await checkOnDevice(page, '/pl/grammar-checker', 'pl-PL', 'To jest smochód. Ala  ma kota.', 'smochód', 'misspelling');
    await spelling.getByTestId('toggle-details').click();
    await expect(spelling.getByTestId('suggestion-message')).toHaveText(formatted('pl', 'GrammarChecker.rules.spelling', { word: 'smochód' }));
    const space = cards(page).and(page.locator('[data-category="punctuation"]')).first();
    await space.getByTestId('toggle-details').click();
    await expect(space.getByTestId('suggestion-message')).toHaveText(formatted('pl', 'GrammarChecker.rules.doubleSpace'));
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`has no accessibility violations with cards shown (${scheme})`, async ({ page }) => {
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), scheme);
      await page.goto('/grammar-checker');
      await check(page, englishSample);
      await card(page, 'teh', 'misspelling').getByTestId('toggle-details').click();
      await expectNoAxeViolations(page);
    });
  }
});
