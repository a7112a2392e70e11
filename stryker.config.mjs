// @ts-check
// Mutation testing of the pure business rules: `npm run test:mutation`, by hand,
// never in CI or `npm test` (a first run takes about 40 minutes). How to read the result
// and the last score: docs/benchmarks/mutation.md.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate: ['packages/domain/src/rules/**/*.ts', '!packages/domain/src/rules/**/*.test.ts'],
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  coverageAnalysis: 'perTest',
  // A static mutant (a module-level constant or table) can only be tested by
  // reloading every module and running all the domain's tests: 17 % of the
  // mutants and over two thirds of the time. They are reported as ignored and
  // left out of the score (docs/benchmarks/mutation.md).
  ignoreStatic: true,
  // The machine has 2 cores shared with other work.
  concurrency: 2,
  // The sandbox needs the domain package and the root configs only.
  ignorePatterns: ['/apps', '/docs', '/deploy', '/scripts', '/tests', '/reports', '/.tmp'],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  tempDirName: '.tmp/stryker',
  cleanTempDir: true,
};
