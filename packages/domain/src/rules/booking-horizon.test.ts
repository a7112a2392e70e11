import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { beyondHorizonMessage, lastPickupDate } from './booking-horizon.ts';
import { daysInMonth, monthsLater } from './local-date.ts';

describe('the booking horizon', () => {
  it('ends the same day of the month, clamped to a shorter month', () => {
    expect(lastPickupDate('2026-07-01', 18)).toBe('2028-01-01');
    expect(lastPickupDate('2026-08-31', 18)).toBe('2028-02-29');
    expect(lastPickupDate('2027-08-31', 18)).toBe('2029-02-28');
    expect(beyondHorizonMessage(6, '2027-01-01')).toBe(
      'We take bookings up to 6 months ahead. Choose a pickup date on or before 2027-01-01.',
    );
  });

  it('agrees with the calendar of Date for any day and horizon', () => {
    const day = fc.date({
      min: new Date('1990-01-01T00:00:00Z'),
      max: new Date('2090-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(day, fc.integer({ min: -120, max: 120 }), (date, months) => {
        const start = date.toISOString().slice(0, 10);
        // Oracle: first of the target month from Date, then the day clamped by Date's own month length.
        const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
        const length = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
        first.setUTCDate(Math.min(date.getUTCDate(), length));
        expect(monthsLater(start, months)).toBe(first.toISOString().slice(0, 10));
        expect(daysInMonth(first.getUTCFullYear(), first.getUTCMonth() + 1)).toBe(length);
      }),
    );
  });
});
