import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type MoneyOperation, type RefundablePayment, stillRefundableCents } from './refundable.ts';

const refund = (amountCents: number, status: MoneyOperation['status'] = 'pending'): MoneyOperation => ({
  kind: 'refund',
  status,
  amountCents,
});

describe('stillRefundableCents', () => {
  it('is all that was received when nothing was refunded', () => {
    expect(stillRefundableCents({ capturedCents: 30_000, refundedCents: 0 }, [])).toBe(30_000);
  });

  it('takes out refunds made and refunds on their way', () => {
    const payment = { capturedCents: 30_000, refundedCents: 5_000 };
    expect(stillRefundableCents(payment, [refund(5_000, 'done'), refund(10_000)])).toBe(15_000);
  });

  it('counts a failed refund as nothing given back', () => {
    expect(stillRefundableCents({ capturedCents: 30_000, refundedCents: 0 }, [refund(7_000, 'failed')])).toBe(
      30_000,
    );
  });

  it('is not changed by a capture or release on its way (a hold is not money received)', () => {
    const ops: MoneyOperation[] = [
      { kind: 'capture', status: 'pending', amountCents: 5_000 },
      { kind: 'release', status: 'pending', amountCents: 45_000 },
    ];
    expect(stillRefundableCents({ capturedCents: 10_000, refundedCents: 0 }, ops)).toBe(10_000);
    expect(stillRefundableCents({ capturedCents: 0, refundedCents: 0 }, ops)).toBe(0);
  });

  it('is never below zero', () => {
    expect(stillRefundableCents({ capturedCents: 10_000, refundedCents: 10_000 }, [refund(1_000)])).toBe(0);
  });
});

/**
 * The oracle asks the question staff ask: the largest refund, counted down
 * from all that was received, after which the payment would not have given
 * back more than it received, counting each refund made or on its way.
 */
function oracle(payment: RefundablePayment, operations: readonly MoneyOperation[]): number {
  const onTheirWay = operations
    .filter((o) => o.kind === 'refund' && o.status === 'pending')
    .map((o) => o.amountCents);
  const givenBack = (extra: number) =>
    [payment.refundedCents, ...onTheirWay, extra].reduce((a, b) => a + b, 0);
  for (let x = payment.capturedCents; x > 0; x--) if (givenBack(x) <= payment.capturedCents) return x;
  return 0;
}

const cents = (max: number) => fc.integer({ min: 0, max });
const operationArb: fc.Arbitrary<MoneyOperation> = fc.record({
  kind: fc.constantFrom('capture', 'release', 'refund'),
  status: fc.constantFrom('pending', 'done', 'failed'),
  amountCents: cents(20_000),
});
const paymentArb: fc.Arbitrary<RefundablePayment> = cents(20_000).chain((captured) =>
  fc.record({ capturedCents: fc.constant(captured), refundedCents: cents(captured) }),
);

describe('stillRefundableCents against the largest refund that fits (fast-check)', () => {
  it('agrees with the oracle, and never exceeds what was received', () => {
    fc.assert(
      fc.property(paymentArb, fc.array(operationArb, { maxLength: 6 }), (payment, operations) => {
        const left = stillRefundableCents(payment, operations);
        expect(left).toBe(oracle(payment, operations));
        expect(Number.isInteger(left) && left >= 0 && left <= payment.capturedCents).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
