import { defineConfig } from 'vitest/config';

// One Vitest run for every workspace (STYLE "Tests"): unit tests sit beside the
// code; *.integration.test.ts need a database and run per dialect.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', environment: 'node' } },
      // The pure parts of the repository's scripts (the rig's templates, the benchmarks' route selection and charts); never a rig or bench run itself.
      { test: { name: 'scripts', root: 'scripts', environment: 'node' } },
      // The repository's own rules: the layers `npm run lint` enforces (docs/architecture.md), and comments that
      // point inside the repository, citing sections the SPEC has (comments.test.ts).
      { test: { name: 'repo', root: 'tests/lint', environment: 'node', testTimeout: 30_000 } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          setupFiles: ['test/transaction-guard.setup.ts'],
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        // 30 s as the API's: the ceiling of a test that renders the whole app on a loaded machine, not a speed check.
        test: { name: 'web', root: 'apps/web', environment: 'happy-dom', testTimeout: 30_000 },
      },
    ],
  },
});
