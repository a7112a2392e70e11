import { vi } from 'vitest';

// Under mutation testing a property only has to fail, not explain why, and it
// runs once per mutant that its code holds: a mutant's first counterexample
// kills it, so no shrinking (seconds for the price oracles' inputs), and at
// most fast-check's default of 100 runs a property instead of the 500–2000 the
// suite asks for. The score is so a lower bound of what the whole suite kills
// (docs/benchmarks/mutation.md).
const MAX_RUNS = 100;

vi.mock('fast-check', async (importOriginal) => {
  const fc = await importOriginal<typeof import('fast-check')>();
  const assert: typeof fc.assert = (property, params) =>
    fc.assert(property, {
      ...params,
      numRuns: Math.min(params?.numRuns ?? MAX_RUNS, MAX_RUNS),
      endOnFailure: true,
    } as typeof params);
  return { ...fc, assert, default: { ...fc, assert } };
});
