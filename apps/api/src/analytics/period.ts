import { adminTimezone } from '@convoy/domain/contracts/admin-lists.schema';
import { DateTime } from 'luxon';

/**
 * Back-office days are calendar days in one timezone (SPEC §9 default,
 * America/New_York): "bookings made on 4 July" means that day there, wherever
 * the server runs. Converts a day range to epoch-millisecond bounds.
 */
export function dayStart(day: string, zone = adminTimezone): number {
  return DateTime.fromISO(day, { zone }).startOf('day').toMillis();
}

/** [start of `from`, start of the day after `to`): half-open, so a whole last day is included. */
export function periodBounds(from: string | undefined, to: string | undefined, zone = adminTimezone) {
  return {
    start: from ? dayStart(from, zone) : undefined,
    end: to ? DateTime.fromISO(to, { zone }).plus({ days: 1 }).startOf('day').toMillis() : undefined,
  };
}

/** The calendar day of an instant there. */
export function dayOf(at: number, zone = adminTimezone): string {
  return DateTime.fromMillis(at, { zone }).toISODate() ?? '1970-01-01';
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  let day = DateTime.fromISO(from, { zone: 'utc' });
  const last = DateTime.fromISO(to, { zone: 'utc' });
  while (day <= last && days.length <= 400) {
    days.push(day.toISODate() ?? from);
    day = day.plus({ days: 1 });
  }
  return days;
}

export const isoOf = (at: number) => new Date(at).toISOString();
export const isoOrNull = (at: number | null) => (at === null ? null : isoOf(at));
