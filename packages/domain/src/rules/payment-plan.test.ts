import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collectModes, paymentMethods } from '../contracts/payment.schema.ts';
import { amountAtBooking, paymentPlan } from './payment-plan.ts';

describe('paymentPlan', () => {
  it('takes the deposit, the total or nothing at booking, and leaves the rest for pickup (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom(...paymentMethods),
        fc.constantFrom(...collectModes),
        (total, deposit, method, collect) => {
          const plan = paymentPlan(total, deposit, method, collect);
          // What each method and setting promise, written out.
          const expected =
            method === 'invoice'
              ? [null, 0, 0]
              : method === 'card' && collect === 'full'
                ? ['full', total, 0]
                : method === 'card' && collect === 'deposit'
                  ? ['deposit', deposit, total]
                  : [null, 0, total];
          expect([plan.collect, plan.dueNowCents, plan.dueAtPickupCents]).toEqual(expected);
          expect(amountAtBooking(plan)).toBe(plan.collect === null ? 0 : (expected[1] as number));
        },
      ),
    );
  });

  it('charges a $1,234.56 total in full at booking', () => {
    expect(paymentPlan(123_456, 50_000, 'card', 'full')).toEqual({
      collect: 'full',
      dueNowCents: 123_456,
      dueAtPickupCents: 0,
    });
  });
});
