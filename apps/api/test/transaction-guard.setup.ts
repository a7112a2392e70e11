import { afterEach, expect } from 'vitest';
import { takeGuardViolations } from '../src/db/transaction-guard.ts';

// The whole API suite runs with the transaction guard on (decision 003): a
// query through the root database inside a transaction fails the test it ran
// in, even where the code under test caught the error and carried on.
afterEach(() => {
  const violations = takeGuardViolations();
  expect(
    violations.map((v) => v.stack),
    'queries through the root database inside a transaction',
  ).toEqual([]);
});
