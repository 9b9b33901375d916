import { expect, test } from './fixtures';
import { localized, routes } from './helpers';

const locales = ['en', 'pl', 'ja'];
/** A prefix with entries in the dictionary each locale opens with (Japanese pages open the Japanese one, searched by kana). */
const dictionaryPrefix: Record<string, string> = { en: 'hou', pl: 'do', ja: 'いえ' };

test.describe('Content-Security-Policy', () => {
  for (const locale of locales) {
    test(`${locale}: every tool page carries a hashed policy and headers`, async ({ request }) => {
      for (const route of routes) {
        const response = await request.get(localized(route, locale));
        expect(response.status()).toBe(200);
        const headers = response.headers();
        const html = await response.text();
        const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
        expect(meta, `${route}: <meta> policy`).toBeTruthy();
        // The meta comes before any script.
        expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<script'));
        for (const policy of [meta!, headers['content-security-policy']!]) {
          expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]{44}')+;/);
          expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
          expect(policy).toContain("object-src 'none'");
          expect(policy).toContain("base-uri 'self'");
          expect(policy).toMatch(/connect-src 'self' https:\/\/[^ ;]+;/);
        }
        expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
        expect(headers['x-content-type-options']).toBe('nosniff');
        expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(headers['permissions-policy']).toContain('camera=()');
        expect(headers['strict-transport-security']).toContain('max-age=');
      }
    });
  }

  test('the policy is enforced: a script the build did not hash does not run', async ({ page, cspViolations }) => {
    await page.goto('/');
    await expect(page.getByTestId('counter-input')).toBeEditable();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedScriptRan = true';
      document.head.append(script);
      return (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan === true;
    });
    expect(ran).toBe(false);
    // Nor does the page compile WebAssembly: the engines that need it run in workers.
    const compiled = await page.evaluate(() =>
      WebAssembly.compile(new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00])).then(
        () => true,
        () => false,
      ),
    );
    expect(compiled).toBe(false);
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
    expect(cspViolations.join('\n')).toContain('script-src');
    // This violation was the point of the test; any other still fails it.
    cspViolations.length = 0;
  });

  for (const locale of locales) {
    test(`${locale}: using every tool breaks no directive`, async ({ page }) => {
      await page.goto(localized('/', locale));
      await page.getByTestId('counter-input').fill('Zażółć gęślą jaźń. 私は東京に住んでいます。');
      await expect(page.getByTestId('stat-words')).not.toHaveText('0');

      await page.goto(localized('/keyword-density-checker', locale));
      await page.getByTestId('keyword-input').fill('Kot i pies. Kot śpi, pies biega. Kot je.');
      await page.getByTestId('analyze-button').click();
      await expect(page.getByTestId('keyword-table-1')).toBeVisible();

      await page.goto(localized('/semantic-dictionary', locale));
      await page.getByTestId('dictionary-search').fill(dictionaryPrefix[locale]!);
      await expect(page.getByTestId('dictionary-autocomplete').getByRole('option').first()).toBeVisible();

      // The remote engine, answered here: the request itself must pass connect-src.
      await page.route('https://api.languagetool.org/**', (route) =>
        route.fulfill({ json: { matches: [] }, headers: { 'Access-Control-Allow-Origin': '*' } }),
      );
      await page.goto(localized('/grammar-checker', locale));
      await page.getByTestId('grammar-language').selectOption('zh-CN');
      await expect(page.getByTestId('engine-select')).toHaveValue('remote');
      await page.getByTestId('grammar-input').fill('我住在东京。');
      await page.getByTestId('check-button').click();
      await expect(page.getByTestId('grammar-status')).toHaveText(/\S/);
    });
  }
});
