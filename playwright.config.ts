import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * End-to-end tests against the exported site in out/, served by the same server as `npm start`,
 * in Debian's Chromium (browsers cannot be downloaded here; scripts/ensure-chromium.mjs installs it).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  // CI runs two browsers on two cores beside the server: a page whose content comes in a chain of
  // requests (an entry page: scripts, manifest, entry shard, then its pronunciation file) was seen
  // taking over 5 s there. A longer wait only slows down a test that fails anyway.
  expect: { timeout: process.env.CI ? 12_000 : 5_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Desktop Chrome'],
    locale: 'en-US',
    // A service worker answers requests before page.route() can see them; the offline tests
    // allow it where they need it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `npx tsx scripts/serve.ts out`,
    env: { PORT: String(port), HOST: '127.0.0.1' },
    url: `http://127.0.0.1:${port}/version.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
