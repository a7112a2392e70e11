import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatDate,
  formatDateTime,
  formatDeadline,
  formatInstant,
  formatMoney,
  formatTime,
  plural,
  timezoneLabel,
  todayIn,
} from './format';

describe('format', () => {
  it('formats integer cents as dollars', () => {
    expect(formatMoney(107400)).toBe('$1,074.00');
    expect(formatMoney(5)).toBe('$0.05');
  });

  it('shows wall-clock dates and times as written, whatever the visitor’s own zone', () => {
    expect(formatDate('2026-07-04', 'long')).toBe('Saturday, July 4, 2026');
    expect(formatDate('2026-01-01')).toBe('Thu, Jan 1, 2026');
    expect(formatTime('00:30')).toBe('12:30 AM');
    expect(formatTime('14:05')).toBe('2:05 PM');
    expect(formatDateTime('2026-07-04', '09:30')).toBe('Sat, Jul 4, 2026 at 9:30 AM');
  });

  it('shows an instant at a location’s wall clock', () => {
    expect(formatInstant('2026-07-04T18:30:00Z', 'America/Chicago')).toBe('Sat, Jul 4, 2026 at 1:30 PM');
  });

  it('gives a deadline its zone, summer or winter', () => {
    expect(formatDeadline('2027-07-06T10:00:00-04:00', 'America/New_York')).toBe(
      'Tue, Jul 6, 2027 at 10:00 AM EDT',
    );
    expect(formatDeadline('2027-01-05T10:00:00-05:00', 'America/New_York')).toBe(
      'Tue, Jan 5, 2027 at 10:00 AM EST',
    );
  });

  it('tells today’s date at a location, which differs across zones near midnight', () => {
    const instant = Date.UTC(2026, 6, 4, 3, 0); // 23:00 on 3 July in New York, 20:00 in Los Angeles
    expect(todayIn('America/New_York', instant)).toBe('2026-07-03');
    expect(todayIn('Europe/Berlin', instant)).toBe('2026-07-04');
  });

  it('adds calendar days across month and year ends', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('names a timezone in words and falls back to its id', () => {
    expect(timezoneLabel('America/New_York')).toBe('Eastern Time');
    expect(timezoneLabel('Not/AZone')).toBe('Not/AZone');
  });

  it('pluralises', () => {
    expect(plural(1, 'day')).toBe('1 day');
    expect(plural(3, 'day')).toBe('3 days');
    expect(plural(2, 'bus', 'buses')).toBe('2 buses');
  });
});
