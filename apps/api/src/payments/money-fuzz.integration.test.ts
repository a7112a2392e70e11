import { expect, it } from 'vitest';
import { describeEachDialect } from '../../test/dialects.ts';
import { runMoneyFuzz } from '../../test/money-fuzz/run.ts';

/**
 * The stateful money test, short (SPEC Part B §15): random sequences of
 * bookings, payments (some declined), changes, cancellations, staff's
 * captures, releases, refunds and charges of the balance (several clicks at
 * once), bank transfers, webhooks duplicated or out of order, the catalogue
 * invalidated, worker rounds, the clock moved and restarts, some at once;
 * every command checked against the invariants. `npm run fuzz:money` runs
 * the long one (docs/benchmarks/money-fuzz.md).
 */
describeEachDialect('the money of many reservations under random use on $name', (dialect) => {
  it('keeps every invariant through random sequences of commands', { timeout: 90_000 }, async () => {
    const seed = Number(process.env.MONEY_FUZZ_SEED ?? Date.now() % 2 ** 31);
    // Sequences until 80 commands have run: a sequence's length is random (some are short).
    const report = await runMoneyFuzz(dialect, {
      runs: 100,
      targetCommands: 80,
      maxCommands: 40,
      seed,
      restarts: true,
    });
    expect(report.commands).toBeGreaterThanOrEqual(80);
    expect(report.sequences).toBeGreaterThanOrEqual(2);
    expect(report.bookings).toBeGreaterThan(0);
  });
});
