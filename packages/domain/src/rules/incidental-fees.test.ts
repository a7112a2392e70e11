import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { IncidentalFee, LocationCharge } from '../contracts/price-book.schema.ts';
import { testSalesTax } from '../test/price-book.ts';
import { FeeChargeError, feeCharges, feeLine } from './incidental-fees.ts';

/**
 * The fee lines and their tax against an independent oracle: amounts by
 * repeated addition, each tax in BigInt decimal arithmetic (rate × 10⁴ as an
 * integer, half-up by adding half the divisor) on the taxable fees it applies to.
 */
function oracleTax(baseCents: number, ratePercent: number): number {
  const scaled = BigInt(Math.round(ratePercent * 10_000));
  return Number((BigInt(baseCents) * scaled * 2n + 1_000_000n) / 2_000_000n);
}

const cleaning: IncidentalFee = {
  id: 'cleaning',
  label: 'Cleaning',
  charge: 'per-occurrence',
  priceCents: 15_000,
  taxable: true,
  active: true,
};
const salesTax = testSalesTax({ locationId: 'baltimore', ratePercent: 6, appliesTo: ['extra', 'fee'] });
const rentalTax: LocationCharge = { ...salesTax, code: 'rental-tax', ratePercent: 11.5, appliesTo: ['base'] };

describe('incidental fee lines', () => {
  it('prices a fee per occurrence, per hour and per item, naming the vehicle and the count', () => {
    expect(feeLine({ fee: cleaning, quantity: 1, vehicle: '15 Passenger Van 1' })).toEqual({
      kind: 'fee',
      code: 'cleaning',
      label: 'Cleaning, 15 Passenger Van 1',
      quantity: 1,
      per: undefined,
      unitCents: 15_000,
      amountCents: 15_000,
      taxable: true,
    });
    const hourly = { ...cleaning, id: 'late-hour', label: 'Late return', charge: 'per-hour' as const };
    expect(feeLine({ fee: { ...hourly, priceCents: 2_500 }, quantity: 3 })).toMatchObject({
      label: 'Late return (3 hours)',
      amountCents: 7_500,
    });
    const item = {
      ...cleaning,
      id: 'missing-equipment',
      label: 'Missing equipment',
      charge: 'per-item' as const,
    };
    expect(feeLine({ fee: item, quantity: 1 })).toMatchObject({
      label: 'Missing equipment (1 item)',
      per: 'item',
    });
  });

  it('taxes the taxable fees with the charges that apply to fees only, rounded once', () => {
    // 3 × $0.05 at 6 %: per line 0.3 ¢ rounds to 0 each; once over 15 ¢ it is 0.9 ¢ → 1 ¢.
    const fee = { ...cleaning, priceCents: 5 };
    const charged = feeCharges(
      [
        { fee, quantity: 1 },
        { fee, quantity: 1 },
        { fee, quantity: 1 },
      ],
      [salesTax, rentalTax],
      null,
    );
    expect(charged.taxes).toEqual([
      { code: 'sales-tax', label: 'Sales tax on fees', rate: 6, baseCents: 15, amountCents: 1 },
    ]);
    expect(charged.totalCents).toBe(16);
  });

  it('keeps an exemptible tax at 0 with the certificate, and leaves out a tax with nothing to tax', () => {
    const exemption = { state: 'MD', certificateNumber: 'EX-1' };
    expect(feeCharges([{ fee: cleaning, quantity: 2 }], [salesTax], exemption).taxes).toEqual([
      {
        code: 'sales-tax',
        label: 'Sales tax on fees',
        rate: 6,
        baseCents: 30_000,
        amountCents: 0,
        exemption,
      },
    ]);
    const untaxed = feeCharges([{ fee: { ...cleaning, taxable: false }, quantity: 1 }], [salesTax], null);
    expect(untaxed).toEqual({
      lines: [expect.objectContaining({ amountCents: 15_000 })],
      taxes: [],
      totalCents: 15_000,
    });
  });

  it('refuses a quantity below one on its field', () => {
    expect(() => feeLine({ fee: cleaning, quantity: 0 })).toThrow(FeeChargeError);
  });

  it('agrees with the oracle on any fees, quantities and rates', () => {
    const feeArb = fc.record({
      id: fc.constantFrom('cleaning', 'smoking', 'pet-hair', 'lost-key'),
      label: fc.constant('Fee'),
      charge: fc.constantFrom('per-occurrence', 'per-hour', 'per-item') as fc.Arbitrary<
        IncidentalFee['charge']
      >,
      priceCents: fc.integer({ min: 0, max: 10_000_000 }),
      taxable: fc.boolean(),
    });
    const chargeArb = fc.record({
      code: fc.constantFrom('sales-tax', 'surcharge', 'airport'),
      rate: fc.integer({ min: 0, max: 1_000_000 }).map((e4) => e4 / 10_000),
      onFees: fc.boolean(),
      percent: fc.boolean(),
      exemptible: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(fc.record({ fee: feeArb, quantity: fc.integer({ min: 1, max: 100 }) }), { maxLength: 8 }),
        fc.uniqueArray(chargeArb, { selector: (c) => c.code, maxLength: 3 }),
        fc.option(fc.constant({ state: 'MD', certificateNumber: 'EX-9' }), { nil: null }),
        (fees, rawCharges, exemption) => {
          const charges: LocationCharge[] = rawCharges.map((c) => ({
            ...salesTax,
            code: c.code,
            basis: c.percent ? 'percent' : 'per-day',
            ratePercent: c.percent ? c.rate : null,
            amountCents: c.percent ? null : 100,
            appliesTo: c.onFees ? ['fee'] : ['base', 'extra'],
            exemptible: c.exemptible,
          }));
          const result = feeCharges(fees, charges, exemption);

          let linesTotal = 0;
          let taxableBase = 0;
          fees.forEach(({ fee, quantity }, i) => {
            let amount = 0;
            for (let n = 0; n < quantity; n++) amount += fee.priceCents;
            expect(result.lines[i]).toMatchObject({
              kind: 'fee',
              code: fee.id,
              quantity,
              unitCents: fee.priceCents,
              amountCents: amount,
              taxable: fee.taxable,
            });
            linesTotal += amount;
            if (fee.taxable) taxableBase += amount;
          });
          const expected = charges
            .filter((c) => c.basis === 'percent' && c.appliesTo.includes('fee') && taxableBase > 0)
            .map((c) => ({
              code: c.code,
              baseCents: taxableBase,
              amountCents: exemption && c.exemptible ? 0 : oracleTax(taxableBase, c.ratePercent ?? 0),
            }));
          expect(
            result.taxes.map(({ code, baseCents, amountCents }) => ({ code, baseCents, amountCents })),
          ).toEqual(expected);
          expect(result.totalCents).toBe(linesTotal + expected.reduce((s, t) => s + t.amountCents, 0));
        },
      ),
      { numRuns: 300 },
    );
  });
});
