import { defineConfig, devices } from '@playwright/test';
import { browserTestsChromium, chromiumFlags } from './scripts/chromium.mjs';

// Browser tests run in Debian's Chromium, its headless shell where installed
// (scripts/chromium.mjs); no test tool may download a browser of its own. The server under test is the built product on
// a fresh SQLite database, one per worker (tests/e2e/support/fixtures.ts), on a
// port the system picks: it sets each test's baseURL.
/**
 * Specs that change what the others rely on (the site-wide project): a setting every page states (the
 * cancellation policy), a van taken into maintenance for a day (a failed inspection), where the counter's
 * other specs need Baltimore's 15-passenger vans on the same dates. Playwright never runs two projects'
 * tests in one worker, and each worker has a server and database of its own (support/fixtures.ts): these
 * change only their own server's data, so they run beside the others rather than after them.
 */
const siteWide = /(cancellation-policy|counter-inspection)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // One retry: this 2-core machine is shared, and a test that passes only on its retry is
  // reported as flaky in the summary (scripts/test.mjs) rather than hidden.
  retries: 1,
  timeout: 30_000,
  // A step that waits on the server (a search's answer before the results open) may take longer than
  // expect's default 5 s while both cores are busy; a lost action still fails, 10 s later.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.tmp/e2e-results.json' }]],
  use: {
    launchOptions: { executablePath: browserTestsChromium(), args: [...chromiumFlags] },
    trace: 'off',
  },
  projects: [
    // Tests tagged @phone run on both viewports; @mobile-only ones (the drawer) only on the phone.
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      grepInvert: /@mobile-only/,
      testIgnore: siteWide,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], channel: undefined },
      grep: /@phone|@mobile-only/,
      testIgnore: siteWide,
    },
    // The specs that change what others rely on, in workers (so on servers) of their own.
    {
      name: 'site-wide',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: siteWide,
    },
  ],
});
