import { locationSeed } from '@convoy/domain/content/locations';
import { describe, expect, it } from 'vitest';
import {
  formatAddress,
  formatClock,
  formatLocalDate,
  formatLocalDateTime,
  formatMoney,
  formatOpeningHours,
} from './format.ts';

describe('e-mail formatting', () => {
  it('writes cents as dollars', () => {
    expect(formatMoney(1234567)).toBe('$12,345.67');
    expect(formatMoney(5)).toBe('$0.05');
  });

  it('writes an instant in the location’s wall-clock time with its zone abbreviation', () => {
    expect(formatLocalDateTime('2026-07-06T09:00:00-04:00', 'America/New_York')).toBe(
      'Monday, July 6, 2026 at 9:00 AM EDT',
    );
    expect(formatLocalDateTime(Date.UTC(2026, 0, 5, 20, 30), 'America/Los_Angeles')).toBe(
      'Monday, January 5, 2026 at 12:30 PM PST',
    );
    // An instant given with another zone's offset is written in the location's zone; midnight and noon read as people say them.
    expect(formatLocalDateTime('2026-07-06T09:00:00-04:00', 'America/Denver')).toBe(
      'Monday, July 6, 2026 at 7:00 AM MDT',
    );
    expect(formatLocalDateTime(Date.UTC(2026, 11, 7, 7, 5), 'America/Phoenix')).toBe(
      'Monday, December 7, 2026 at 12:05 AM MST',
    );
    expect(formatLocalDateTime(Date.UTC(2026, 11, 7, 19, 0), 'America/Phoenix')).toBe(
      'Monday, December 7, 2026 at 12:00 PM MST',
    );
    expect(formatLocalDate('2026-07-04')).toBe('Saturday, July 4, 2026');
  });

  it('writes opening hours compactly, closed days included', () => {
    expect(formatClock('00:05')).toBe('12:05 AM');
    expect(formatClock('12:00')).toBe('12:00 PM');
    const chicago = locationSeed.find((l) => l.id === 'chicago')!;
    expect(formatOpeningHours(chicago.openingHours)).toEqual([
      'Mon–Fri 7:00 AM–7:00 PM',
      'Sat 8:00 AM–5:00 PM',
      'Sun closed',
    ]);
    expect(formatAddress(chicago.address)).toBe('850 West Lake Street, Chicago, IL 60607');
  });
});
