import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  agedReceivables,
  agingBucket,
  daysBetween,
  invoiceBalance,
  invoiceDueOn,
} from './receivables.ts';

/** Calendar arithmetic by hand: day by day through months of the Gregorian calendar. */
function oracleAddDays(date: string, days: number): string {
  let [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const leap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const length = (year: number, month: number) =>
    [31, leap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  for (let i = 0; i < days; i++) {
    d += 1;
    if (d > length(y, m)) {
      d = 1;
      m += 1;
      if (m > 12) {
        m = 1;
        y += 1;
      }
    }
  }
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

const dateArb = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2150-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('due dates and days late against a hand-walked calendar (fast-check)', () => {
  it('adds calendar days across months, leap days and years', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: 0, max: 400 }), (date, days) => {
        expect(addCalendarDays(date, days)).toBe(oracleAddDays(date, days));
        expect(daysBetween(date, oracleAddDays(date, days))).toBe(days);
      }),
      { numRuns: 500 },
    );
  });

  it('puts each open invoice in the bucket its days past due name', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: -60, max: 400 }), (dueOn, late) => {
        const today = late >= 0 ? oracleAddDays(dueOn, late) : addCalendarDays(dueOn, late);
        const expected =
          late <= 0
            ? 'current'
            : late <= 30
              ? 'overdue1to30'
              : late <= 60
                ? 'overdue31to60'
                : late <= 90
                  ? 'overdue61to90'
                  : 'overdue90plus';
        expect(agingBucket(dueOn, today)).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('never shows a balance below zero or more paid than the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: -1_000, max: 20_000_000 }),
        (total, received) => {
          const { paidCents, balanceDueCents } = invoiceBalance(total, received);
          expect(paidCents + balanceDueCents).toBe(total);
          expect(paidCents).toBe(Math.max(0, Math.min(total, received)));
          expect(balanceDueCents).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('receivables: the named cases', () => {
  it('is due net 30 after issue, else on the pickup day', () => {
    expect(invoiceDueOn('2026-12-15', 30, '2027-03-01')).toBe('2027-01-14');
    expect(invoiceDueOn('2026-12-15', null, '2027-03-01')).toBe('2027-03-01');
    // A pickup already past (a late invoice) is due at once.
    expect(invoiceDueOn('2026-12-15', null, '2026-12-01')).toBe('2026-12-15');
  });

  it('ages the boundaries as an accountant does', () => {
    const due = '2026-10-01';
    expect(agingBucket(due, '2026-10-01')).toBe('current');
    expect(agingBucket(due, '2026-10-02')).toBe('overdue1to30');
    expect(agingBucket(due, '2026-10-31')).toBe('overdue1to30');
    expect(agingBucket(due, '2026-11-01')).toBe('overdue31to60');
    expect(agingBucket(due, '2026-11-30')).toBe('overdue31to60');
    expect(agingBucket(due, '2026-12-01')).toBe('overdue61to90');
    expect(agingBucket(due, '2026-12-30')).toBe('overdue61to90');
    expect(agingBucket(due, '2026-12-31')).toBe('overdue90plus');
  });

  it('sums balances per bucket', () => {
    expect(
      agedReceivables(
        [
          { dueOn: '2026-11-30', balanceDueCents: 100 },
          { dueOn: '2026-11-01', balanceDueCents: 250 },
          { dueOn: '2026-08-01', balanceDueCents: 1_000 },
        ],
        '2026-11-26',
      ),
    ).toEqual({ current: 100, overdue1to30: 250, overdue31to60: 0, overdue61to90: 0, overdue90plus: 1_000 });
  });
});
