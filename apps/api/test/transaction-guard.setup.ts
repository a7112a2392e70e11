import { afterAll, afterEach, expect } from 'vitest';
import { takeGuardViolations } from '../src/db/transaction-guard.ts';

// The whole API suite runs with the transaction guard on (decision 003): a
// query through the root database inside a transaction fails the test it ran
// in, even where the code under test caught the error and carried on.
const noViolations = () => {
  const violations = takeGuardViolations();
  expect(
    violations.map((v) => v.stack),
    'queries through the root database inside a transaction',
  ).toEqual([]);
};
afterEach(noViolations);
// And after the file's own teardown (its apps closing), which runs after the last test: the next
// file in this worker must not inherit a violation (the API files share a worker's modules).
afterAll(noViolations);
