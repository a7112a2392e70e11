import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkShares,
  equalShares,
  refundShares,
  SplitPaymentError,
  splitAmong,
  splitRefunds,
} from './split-payment.ts';

/**
 * Independent oracles in BigInt. Equal shares: the organiser pays the total less everyone else's floor.
 * A refund: every way of adding one cent to the floors is ranked by the exact fractions, ties to the
 * earliest payer; the oracle compares each part with its exact rational share, a cent at a time.
 */
function equalOracle(total: number, count: number): bigint[] {
  const each = BigInt(total) / BigInt(count);
  return Array.from({ length: count }, (_, i) => (i === 0 ? BigInt(total) - each * BigInt(count - 1) : each));
}

/** |part − exact share| < 1 cent for every payer, written as |part × paid total − refund × paid| < paid total. */
function withinACent(paid: readonly number[], refund: number, parts: readonly number[]) {
  const total = paid.reduce((a, b) => a + BigInt(b), 0n);
  // Nothing paid: nothing to refund to anyone.
  if (total === 0n) return parts.every((p) => p === 0);
  return parts.every((part, i) => {
    const diff = BigInt(part) * total - BigInt(refund) * BigInt(paid[i] as number);
    return (diff < 0n ? -diff : diff) < total;
  });
}

/** Each cent above a payer's floor went to a fraction at least as large as any payer given none (ties: the earlier). */
function centsToLargestFractions(paid: readonly number[], refund: number, parts: readonly number[]) {
  const total = paid.reduce((a, b) => a + BigInt(b), 0n);
  if (total === 0n) return parts.every((p) => p === 0);
  const exact = paid.map((p) => BigInt(refund) * BigInt(p));
  const extra = parts.map((part, i) => BigInt(part) - (exact[i] as bigint) / total);
  if (!extra.every((e) => e === 0n || e === 1n)) return false;
  const left = exact.map((e) => e % total);
  return extra.every(
    (e, i) =>
      e === 0n ||
      extra.every(
        (f, j) => f === 1n || (left[i] as bigint) > (left[j] as bigint) || (left[i] === left[j] && i < j),
      ),
  );
}

describe('equal shares', () => {
  it('gives the odd cents to the organiser, the first', () => {
    expect(equalShares(100_001, 4)).toEqual([25_001, 25_000, 25_000, 25_000]);
    expect(equalShares(100_003, 4)).toEqual([25_003, 25_000, 25_000, 25_000]);
    expect(equalShares(99, 1)).toEqual([99]);
  });

  it('refuses no payer, or more payers than cents', () => {
    expect(() => equalShares(100, 0)).toThrow(SplitPaymentError);
    expect(() => equalShares(3, 4)).toThrow(/a cent each/);
  });

  it('always adds up to the total, the others equal, the organiser within their count of cents above (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (count, extra) => {
          const total = count + extra;
          const shares = equalShares(total, count);
          expect(shares.map(BigInt)).toEqual(equalOracle(total, count));
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          expect(new Set(shares.slice(1)).size).toBeLessThanOrEqual(1);
          expect((shares[0] as number) - (shares[1] ?? (shares[0] as number))).toBeLessThan(count);
        },
      ),
    );
  });
});

describe('named shares', () => {
  it('takes whole cents that add up to the total', () => {
    expect(checkShares(1000, [400, 300, 300])).toEqual([400, 300, 300]);
  });

  it('refuses shares that miss the total, a share of nothing, a fraction of a cent, no payer', () => {
    expect(() => checkShares(1000, [400, 300, 299])).toThrow(
      /add up to 999 ¢, not the booking's total of 1000 ¢/,
    );
    expect(() => checkShares(1000, [1000, 0])).toThrow(/one cent or more/);
    expect(() => checkShares(1000, [500.5, 499.5])).toThrow(/whole number of cents/);
    expect(() => checkShares(1000, [])).toThrow(/at least one payer/);
  });
});

describe('a refund among the payers', () => {
  it('goes back in proportion to what each paid, the cents left to the largest fractions', () => {
    // Thirds of 100 ¢: 33.33 each; the cent left to the organiser (equal fractions: the earliest).
    expect(refundShares([300, 300, 300], 100)).toEqual([34, 33, 33]);
    // 2/3 and 1/3 of 100: 66.67 and 33.33: the larger fraction takes the cent.
    expect(refundShares([200, 100], 100)).toEqual([67, 33]);
    expect(refundShares([500, 0, 500], 1000)).toEqual([500, 0, 500]);
    expect(refundShares([250, 750], 0)).toEqual([0, 0]);
  });

  it('never gives back more than was paid', () => {
    expect(() => refundShares([100, 100], 201)).toThrow(/passes the 200 ¢ paid/);
  });

  it('adds up to the refund, each part within a cent of its exact share and no more than its payer paid (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50_000_000 }), { minLength: 1, maxLength: 12 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (paid, fraction) => {
          const paidTotal = paid.reduce((a, b) => a + b, 0);
          const refund = Math.floor(paidTotal * fraction);
          const parts = refundShares(paid, refund);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(refund);
          expect(parts.every((p, i) => Number.isInteger(p) && p >= 0 && p <= (paid[i] as number))).toBe(true);
          expect(withinACent(paid, refund, parts)).toBe(true);
          expect(centsToLargestFractions(paid, refund, parts)).toBe(true);
        },
      ),
    );
  });

  it('gives the whole of each payment back when the whole is refunded (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 12 }),
        (paid) => {
          expect(
            refundShares(
              paid,
              paid.reduce((a, b) => a + b, 0),
            ),
          ).toEqual(paid);
        },
      ),
    );
  });
});

describe('splitRefunds', () => {
  const paymentsArb = fc.array(
    fc.record({
      payer: fc.integer({ min: 0, max: 4 }),
      netReceivedCents: fc.integer({ min: 0, max: 500_000 }),
    }),
    { minLength: 1, maxLength: 8 },
  );

  it('refunds each payer their largest-remainder part, from their own payments, adding up to the refund', () => {
    fc.assert(
      fc.property(paymentsArb, fc.double({ min: 0, max: 1, noNaN: true }), (raw, fraction) => {
        const payments = raw.map((p, i) => ({ paymentId: `p${i}`, ...p }));
        const paidTotal = payments.reduce((a, p) => a + p.netReceivedCents, 0);
        const refund = Math.floor(paidTotal * fraction);
        const refunds = splitRefunds(payments, refund);
        // Oracle: per payer, in the payers' order, what they paid; their part by the BigInt oracles above.
        const payers = [...new Set(payments.map((p) => p.payer))].sort((a, b) => a - b);
        const paid = payers.map((payer) =>
          payments.filter((p) => p.payer === payer).reduce((a, p) => a + p.netReceivedCents, 0),
        );
        const byPayer = payers.map((payer) =>
          refunds
            .filter((r) => payments.find((p) => p.paymentId === r.paymentId)?.payer === payer)
            .reduce((a, r) => a + r.amountCents, 0),
        );
        expect(byPayer.reduce((a, b) => a + b, 0)).toBe(refund);
        expect(withinACent(paid, refund, byPayer)).toBe(true);
        expect(centsToLargestFractions(paid, refund, byPayer)).toBe(true);
        for (const r of refunds) {
          const p = payments.find((x) => x.paymentId === r.paymentId);
          expect(r.amountCents).toBeGreaterThan(0);
          expect(r.amountCents).toBeLessThanOrEqual(p?.netReceivedCents ?? 0);
        }
        expect(new Set(refunds.map((r) => r.paymentId)).size).toBe(refunds.length);
      }),
    );
  });

  it('takes a payer’s part from their newest payment first', () => {
    const refunds = splitRefunds(
      [
        { paymentId: 'deposit', payer: 0, netReceivedCents: 10_000 },
        { paymentId: 'ana', payer: 1, netReceivedCents: 10_000 },
        { paymentId: 'balance', payer: 0, netReceivedCents: 10_000 },
      ],
      15_000,
    );
    expect(refunds).toEqual([
      { paymentId: 'balance', amountCents: 10_000 },
      { paymentId: 'ana', amountCents: 5_000 },
    ]);
  });
});

describe('splitAmong', () => {
  const people = fc.uniqueArray(fc.emailAddress(), { minLength: 1, maxLength: 6 });

  it('gives equal shares adding up to the total, the odd cents to the organiser, listed or not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 10_000_000 }), people, fc.boolean(), (total, emails, listed) => {
        const organiser = 'org@example.com';
        const payers = [
          ...(listed ? [{ name: 'Org', email: organiser }] : []),
          ...emails.map((email) => ({ name: 'M', email })),
        ];
        const { organiserCents, members } = splitAmong(total, organiser, payers);
        const oracle = equalOracle(total, emails.length + 1);
        expect(BigInt(organiserCents)).toBe(oracle[0]);
        expect(members.map((m) => BigInt(m.amountCents))).toEqual(oracle.slice(1));
        expect(members.map((m) => m.email)).toEqual(emails);
      }),
    );
  });

  it('leaves the organiser what the named shares do not cover, and refuses shares past the total', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 100_000 }),
        (shares, extra) => {
          const named = shares.reduce((a, b) => a + b, 0);
          const payers = shares.map((amountCents, i) => ({
            name: 'M',
            email: `m${i}@example.com`,
            amountCents,
          }));
          const { organiserCents, members } = splitAmong(named + extra, 'org@example.com', payers);
          expect(organiserCents).toBe(extra);
          expect(organiserCents + members.reduce((a, m) => a + m.amountCents, 0)).toBe(named + extra);
          if (named > 1) {
            expect(() => splitAmong(named - 1, 'org@example.com', payers)).toThrow(SplitPaymentError);
          }
        },
      ),
    );
  });
});
