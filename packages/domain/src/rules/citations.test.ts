import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { IncidentalFee } from '../contracts/price-book.schema.ts';
import {
  amountToCents,
  citationInstant,
  citationKindOf,
  citationLines,
  normalisePlate,
  readCitationRow,
} from './citations.ts';

/**
 * An agency's amount in cents by an independent oracle: the decimal text as
 * a BigInt of thousandths of a cent's hundredth (the digits shifted by hand),
 * rounded half-up by adding half the divisor.
 */
function oracleCents(dollars: bigint, fraction: string): number {
  const scale = 10n ** BigInt(fraction.length);
  const scaled = dollars * scale + BigInt(fraction === '' ? '0' : fraction);
  return Number((scaled * 100n * 2n + scale) / (2n * scale));
}

const tollAdmin: IncidentalFee = {
  id: 'toll-admin',
  label: 'Toll admin fee',
  charge: 'per-occurrence',
  priceCents: 1_000,
  taxable: false,
  active: true,
};

describe('a notice’s amount', () => {
  it('reads dollars as agencies write them, in cents rounded half-up', () => {
    expect(amountToCents('$12.50')).toBe(1_250);
    expect(amountToCents('1,234.565')).toBe(123_457);
    expect(amountToCents('7')).toBe(700);
    expect(amountToCents('0.004')).toBe(0);
    expect(amountToCents('0.005')).toBe(1);
    for (const bad of ['', 'twelve', '-1.00', '1.2.3', '$100,000.01', '12,34'])
      expect(amountToCents(bad)).toBeNull();
  });

  it('matches the oracle for any amount up to $100,000 with up to 4 decimals', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 99_999n }),
        fc.stringMatching(/^\d{0,4}$/),
        fc.boolean(),
        (dollars, fraction, sign) => {
          const text = `${sign ? '$' : ''}${dollars}${fraction === '' ? '' : `.${fraction}`}`;
          expect(amountToCents(text)).toBe(oracleCents(dollars, fraction));
        },
      ),
    );
  });
});

describe('the lines of a notice', () => {
  it('passes the amount through untaxed beside the admin fee: their sum is what the renter pays', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (amount, fee) => {
          const lines = citationLines(
            { kind: 'toll', agency: 'MDTA', reference: 'R1', amountCents: amount },
            { ...tollAdmin, priceCents: fee },
          );
          expect(lines[0]).toMatchObject({
            code: 'citation-toll',
            amountCents: amount,
            taxable: false,
            quantity: 1,
          });
          expect(lines[1]).toMatchObject({ code: 'toll-admin', amountCents: fee });
          let sum = 0;
          for (const l of lines) sum += l.amountCents;
          expect(sum).toBe(amount + fee);
        },
      ),
    );
  });
});

describe('a row of a file', () => {
  const source = {
    agency: 'Maryland Transportation Authority',
    kind: 'toll' as const,
    timezone: 'America/New_York',
    columns: { plate: 'P', state: 'S', time: 'T', amount: 'A', reference: 'R', kind: 'K' },
  };

  it('reads a plate without case, spaces or dashes, and a local time in the source’s zone', () => {
    expect(normalisePlate('ab-12 3')).toBe('AB123');
    const read = readCitationRow(
      { P: 'tst-101', S: 'md', T: '2026-07-06 10:00', A: '$3.50', R: 'X1', K: '' },
      source,
    );
    expect(read).toEqual({
      row: {
        reference: 'X1',
        agency: 'Maryland Transportation Authority',
        kind: 'toll',
        plate: 'TST101',
        state: 'MD',
        at: Date.parse('2026-07-06T14:00:00Z'),
        place: '',
        amountCents: 350,
      },
    });
    // A time with its own offset keeps it.
    expect(citationInstant('2026-07-06T10:00:00Z', 'America/New_York')).toBe(
      Date.parse('2026-07-06T10:00:00Z'),
    );
  });

  it('names the first wrong field of a row', () => {
    const row = { P: 'TST101', S: 'MD', T: '2026-07-06 10:00', A: '1.00', R: 'X1', K: 'toll' };
    expect(readCitationRow({ ...row, R: '' }, source)).toMatchObject({ field: 'reference' });
    expect(readCitationRow({ ...row, T: 'yesterday' }, source)).toMatchObject({ field: 'time' });
    expect(readCitationRow({ ...row, K: 'towing' }, source)).toMatchObject({ field: 'kind' });
    expect(citationKindOf('Red light camera', 'toll')).toBe('camera');
    expect(citationKindOf('PARKING', 'toll')).toBe('parking');
  });
});
