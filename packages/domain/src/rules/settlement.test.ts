import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type SettledPayment, settle } from './settlement.ts';

/**
 * The settlement against an oracle that moves one cent at a time: refunds
 * take a cent from the newest payment with money left, captures a cent from
 * the oldest hold with money left, until what was received equals what is owed
 * or nothing is left to move.
 */
function oracle(payments: readonly SettledPayment[], owed: number) {
  const net = payments.map((p) => p.netReceivedCents);
  const held = payments.map((p) => p.heldCents);
  const refunded = payments.map(() => 0);
  const captured = payments.map(() => 0);
  const received = () => net.reduce((a, b) => a + b, 0);
  while (received() > owed) {
    const i = net.findLastIndex((n) => n > 0);
    net[i]! -= 1;
    refunded[i]! += 1;
  }
  let short = owed - received();
  while (short > 0) {
    const i = held.findIndex((h) => h > 0);
    if (i < 0) break;
    held[i]! -= 1;
    captured[i]! += 1;
    short -= 1;
  }
  return {
    refunds: payments.flatMap((p, i) =>
      refunded[i]! > 0 ? [{ paymentId: p.id, amountCents: refunded[i]! }] : [],
    ),
    captures: payments.flatMap((p, i) =>
      captured[i]! > 0 ? [{ paymentId: p.id, amountCents: captured[i]! }] : [],
    ),
    releases: payments.flatMap((p, i) => (p.heldCents > 0 && captured[i] === 0 ? [p.id] : [])),
    stillOwedCents: short,
  };
}

const paymentsArb = fc
  .array(
    fc.record({
      netReceivedCents: fc.integer({ min: 0, max: 400 }),
      heldCents: fc.integer({ min: 0, max: 400 }),
    }),
    {
      maxLength: 5,
    },
  )
  .map((ps) => ps.map((p, i) => ({ id: `p${i}`, ...p })));

describe('settle against a cent-by-cent oracle (fast-check)', () => {
  it('refunds newest first, captures holds oldest first, releases the rest, and says what is still owed', () => {
    fc.assert(
      fc.property(paymentsArb, fc.integer({ min: 0, max: 1_500 }), (payments, owed) => {
        expect(settle(payments, owed)).toEqual(oracle(payments, owed));
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('settle: the named cases', () => {
  it('refunds a full payment less a cancellation fee', () => {
    const s = settle([{ id: 'full', netReceivedCents: 120_000, heldCents: 0 }], 30_000);
    expect(s).toEqual({
      refunds: [{ paymentId: 'full', amountCents: 90_000 }],
      captures: [],
      releases: [],
      stillOwedCents: 0,
    });
  });

  it('takes a fee from a held deposit and releases the rest of it', () => {
    const s = settle([{ id: 'deposit', netReceivedCents: 0, heldCents: 50_000 }], 20_000);
    expect(s.captures).toEqual([{ paymentId: 'deposit', amountCents: 20_000 }]);
    expect(s.releases).toEqual([]);
    expect(s.stillOwedCents).toBe(0);
  });

  it('releases a held deposit in whole when canceling is free', () => {
    const s = settle([{ id: 'deposit', netReceivedCents: 0, heldCents: 50_000 }], 0);
    expect(s).toEqual({ refunds: [], captures: [], releases: ['deposit'], stillOwedCents: 0 });
  });

  it('says what is still owed when the fee is more than was received and held', () => {
    expect(settle([{ id: 'deposit', netReceivedCents: 0, heldCents: 10_000 }], 25_000).stillOwedCents).toBe(
      15_000,
    );
  });
});

describe('settle: the edges', () => {
  it('refunds nothing from a newer payment that received nothing', () => {
    const s = settle(
      [
        { id: 'card', netReceivedCents: 10_000, heldCents: 0 },
        { id: 'declined', netReceivedCents: 0, heldCents: 0 },
      ],
      4_000,
    );
    expect(s.refunds).toEqual([{ paymentId: 'card', amountCents: 6_000 }]);
  });
});
