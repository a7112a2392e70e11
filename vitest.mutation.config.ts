import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The `domain` project of vitest.config.ts alone, for `npm run test:mutation`:
// Stryker runs this config once per mutant, so it must not start the API's or
// the web's suites (docs/benchmarks/mutation.md).
export default defineConfig({
  test: {
    name: 'domain',
    root: 'packages/domain',
    environment: 'node',
    // A ceiling, not a speed check: the price oracles' 1500 runs take about 5 s
    // instrumented on a loaded machine.
    testTimeout: 30_000,
    setupFiles: [fileURLToPath(new URL('./vitest.mutation.setup.ts', import.meta.url))],
  },
});
