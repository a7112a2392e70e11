import { defineConfig } from 'vitest/config';

// One Vitest run for every workspace (STYLE "Tests"): unit tests sit beside the
// code; *.integration.test.ts need a database and run per dialect.
export default defineConfig({
  test: {
    // Every core (Vitest's default leaves one free: one worker on a 2-core machine). Each file
    // still runs alone in its process, on databases of its own (apps/api/test/dialects.ts).
    maxWorkers: '100%',
    projects: [
      // 30 s: the property tests' ceiling on a loaded machine (two took over 5 s at load 15), not a speed check.
      { test: { name: 'domain', root: 'packages/domain', environment: 'node', testTimeout: 30_000 } },
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
          // A worker imports the server's modules once for all its files, not once per file (import was
          // most of an API file's time). Each file still builds its own apps on databases of its own;
          // the server keeps no state in its modules but caches keyed by database (WeakMap).
          isolate: false,
          // One migrated and seeded database per run, which each test file copies.
          globalSetup: ['test/global-setup.ts'],
          setupFiles: ['test/transaction-guard.setup.ts'],
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        // 30 s as the API's: the ceiling of a test that renders the whole app on a loaded machine, not a speed check.
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'happy-dom',
          testTimeout: 30_000,
          // Each file still gets a module graph and a happy-dom window of its own, in a VM context of a
          // worker thread kept for the run, not in a new process: half the CPU time of the default pool's
          // (docs/benchmarks/test-suite.md).
          pool: 'vmThreads',
        },
      },
    ],
  },
});
