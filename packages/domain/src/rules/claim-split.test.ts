import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ClaimInput, ClaimSplitError, newDamageMarks, splitClaim } from './claim-split.ts';

const limits = {
  deductibleCents: 50_000,
  lossOfUseMaxDays: 30,
  adminFeeMaxCents: 10_000,
  renterMaxCents: null,
};
const claim: ClaimInput = {
  estimateCents: [120_000, 30_000],
  lossOfUseDays: 3,
  dailyRateCents: 18_900,
  adminFeeCents: 7_500,
  cover: 'none',
  limits,
  depositAvailableCents: 50_000,
};

/**
 * An independent oracle in BigInt: the renter's share is the smallest of what
 * each rule allows (the whole claim, the deductible under the waiver, the
 * state's cap), and the deposit pays a cent at a time in chunks until it or the
 * share runs out.
 */
function oracle(input: ClaimInput) {
  const n = BigInt;
  const days =
    n(input.lossOfUseDays) < n(input.limits.lossOfUseMaxDays)
      ? input.lossOfUseDays
      : input.limits.lossOfUseMaxDays;
  const admin =
    n(input.adminFeeCents) < n(input.limits.adminFeeMaxCents)
      ? input.adminFeeCents
      : input.limits.adminFeeMaxCents;
  let total = n(admin) + n(days) * n(input.dailyRateCents);
  for (const c of input.estimateCents) total += n(c);
  const allowed = [total];
  if (input.cover === 'waiver') allowed.push(n(input.limits.deductibleCents));
  if (input.limits.renterMaxCents !== null) allowed.push(n(input.limits.renterMaxCents));
  const renter = allowed.reduce((a, b) => (b < a ? b : a));
  let deposit = 0n;
  let left = n(input.depositAvailableCents);
  for (const chunk of [1_000_000n, 1_000n, 1n]) {
    while (left >= chunk && renter - deposit >= chunk) {
      deposit += chunk;
      left -= chunk;
    }
  }
  return {
    totalCents: Number(total),
    renterCents: Number(renter),
    coveredCents: Number(total - renter),
    depositCents: Number(deposit),
    invoiceCents: Number(renter - deposit),
  };
}

const cents = fc.integer({ min: 0, max: 10_000_000 });
const inputs = fc.record({
  estimateCents: fc.array(cents, { maxLength: 8 }),
  lossOfUseDays: fc.integer({ min: 0, max: 60 }),
  dailyRateCents: fc.integer({ min: 0, max: 100_000 }),
  adminFeeCents: fc.integer({ min: 0, max: 100_000 }),
  cover: fc.constantFrom('waiver' as const, 'certificate' as const, 'none' as const),
  limits: fc.record({
    deductibleCents: fc.integer({ min: 0, max: 500_000 }),
    lossOfUseMaxDays: fc.integer({ min: 0, max: 60 }),
    adminFeeMaxCents: fc.integer({ min: 0, max: 100_000 }),
    renterMaxCents: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: null }),
  }),
  depositAvailableCents: fc.integer({ min: 0, max: 5_000_000 }),
});

describe('a damage claim split', () => {
  it('charges a renter who declined cover the whole claim, the deposit first and the rest invoiced', () => {
    const split = splitClaim(claim);
    expect(split).toMatchObject({
      repairCents: 150_000,
      lossOfUseCents: 56_700,
      adminFeeCents: 7_500,
      totalCents: 214_200,
      renterCents: 214_200,
      coveredCents: 0,
      depositCents: 50_000,
      invoiceCents: 164_200,
    });
    expect(split.lines.map((l) => l.code)).toEqual(['repair', 'loss-of-use', 'admin-fee']);
  });

  it('charges nothing under the waiver without a deductible, and the deductible at most with one', () => {
    const waived = splitClaim({ ...claim, cover: 'waiver', limits: { ...limits, deductibleCents: 0 } });
    expect(waived).toMatchObject({ renterCents: 0, depositCents: 0, invoiceCents: 0, coveredCents: 214_200 });
    expect(waived.lines).toEqual([]);
    const deductible = splitClaim({ ...claim, cover: 'waiver' });
    expect(deductible).toMatchObject({ renterCents: 50_000, depositCents: 50_000, invoiceCents: 0 });
    expect(deductible.lines).toEqual([{ code: 'deductible', amountCents: 50_000 }]);
  });

  it('caps loss of use, the admin fee and the renter’s share by the state’s limits', () => {
    const capped = splitClaim({
      ...claim,
      lossOfUseDays: 45,
      adminFeeCents: 25_000,
      limits: { ...limits, renterMaxCents: 100_000 },
    });
    expect(capped).toMatchObject({ lossOfUseDays: 30, lossOfUseCents: 567_000, adminFeeCents: 10_000 });
    expect(capped.renterCents).toBe(100_000);
    expect(capped.lines.at(-1)).toEqual({ code: 'state-limit', amountCents: -627_000 });
  });

  it('refuses a negative amount or a fraction of a day', () => {
    expect(() => splitClaim({ ...claim, estimateCents: [-1] })).toThrow(ClaimSplitError);
    expect(() => splitClaim({ ...claim, lossOfUseDays: 1.5 })).toThrow(ClaimSplitError);
  });

  it('agrees with the oracle: sums, never negative, the deposit first, the waiver and the caps', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const split = splitClaim(input);
        expect(split).toMatchObject(oracle(input));
        expect(split.lines.reduce((sum, l) => sum + l.amountCents, 0)).toBe(split.renterCents);
        for (const v of [split.renterCents, split.depositCents, split.invoiceCents, split.coveredCents]) {
          expect(v).toBeGreaterThanOrEqual(0);
        }
        if (split.invoiceCents > 0) expect(split.depositCents).toBe(input.depositAvailableCents);
        if (input.cover === 'waiver')
          expect(split.renterCents).toBeLessThanOrEqual(input.limits.deductibleCents);
      }),
      { numRuns: 500 },
    );
  });
});

describe('new damage marks', () => {
  const out = [{ view: 'left', x: 0.2, y: 0.5, note: 'scratch' }];
  it('finds a mark the check-out did not have, and not one it had (a little off where it was drawn)', () => {
    const dent = { view: 'front', x: 0.5, y: 0.5, note: 'dent' };
    expect(newDamageMarks(out, [{ ...out[0]!, x: 0.22 }, dent])).toEqual([dent]);
    expect(newDamageMarks(out, [{ ...out[0]!, view: 'right' }])).toHaveLength(1);
  });
});
