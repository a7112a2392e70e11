import { test as base } from '@playwright/test';
import { type E2eServer, startE2eServer } from './server';
import { phoneWidths, sidewaysScroll } from './sideways';

export { expect } from '@playwright/test';

/**
 * Playwright's `test` with a server per worker (support/server.ts): each worker's tests
 * run against a server and database of their own, and `baseURL` is that server's. A spec
 * imports `test` and `expect` from here, not from @playwright/test.
 */
export const test = base.extend<{ noSidewaysScroll: undefined }, { workerServer: E2eServer }>({
  workerServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from its first parameter
    async ({}, use) => {
      const server = await startE2eServer();
      // support/mail.ts and attribution.spec.ts read the server's files (e2eDataDir) in this worker.
      process.env.E2E_DATA_DIR = server.dataDir;
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ workerServer }, use) => use(workerServer.url),
  // Every state a test ends in, public or back office, is laid out again at the narrow phones' widths.
  noSidewaysScroll: [
    async ({ page }, use, testInfo) => {
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed()) return;
      const problems = await sidewaysScroll(page, phoneWidths, { restore: false });
      if (problems.length) throw new Error(`${page.url()} scrolls sideways:\n${problems.join('\n')}`);
    },
    { auto: true },
  ],
});
