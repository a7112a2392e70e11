import { DateTime, IANAZone } from 'luxon';
import { type HolidayHours, type OpeningHours, type Weekday, weekdays } from '../content/locations.ts';
import { DomainError } from '../contracts/error.schema.ts';
import { daysInMonth, monthsLater } from './local-date.ts';

/**
 * Wall-clock time at a pickup location ↔ instants (SPEC Part B §4: dates and
 * times are local to the location, in its IANA timezone). Local dates are
 * "YYYY-MM-DD" and times "HH:mm" (24-hour), as the request schemas accept them.
 *
 * Times that do not map to exactly one instant:
 * - **Nonexistent** (the spring-forward gap, e.g. 02:30 on 2026-03-08 in New
 *   York): rejected with `nonexistent_local_time`. Shifting it silently would
 *   book a time the renter never chose; no location is open then anyway.
 * - **Ambiguous** (the fall-back hour, e.g. 01:30 on 2026-11-01 in New York):
 *   the earlier instant, i.e. the offset in force before the change (EDT).
 */
export type TimeErrorCode = 'invalid_date' | 'invalid_time' | 'invalid_timezone' | 'nonexistent_local_time';

export class TimeError extends DomainError<TimeErrorCode> {}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Epoch ms of a wall-clock reading taken as if it were UTC (Date.UTC maps years 0–99 to 19xx). */
function wallClockAsUtc(year: number, month: number, day: number, hour = 0, minute = 0): number {
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute));
  date.setUTCFullYear(year);
  return date.getTime();
}

/** Splits a "YYYY-MM-DD" that names a real day, or throws `invalid_date`. */
export function parseLocalDate(date: string): { year: number; month: number; day: number } {
  const match = datePattern.exec(date);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  if (!match || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new TimeError('invalid_date', `"${date.slice(0, 20)}" is not a date like 2026-07-04.`);
  }
  return { year, month, day };
}

/** Splits an "HH:mm" (00:00–23:59), or throws `invalid_time`. */
export function parseLocalTime(time: string): { hour: number; minute: number } {
  const match = timePattern.exec(time);
  if (!match) throw new TimeError('invalid_time', `"${time.slice(0, 20)}" is not a time like 09:30.`);
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

/** True for a zone name the runtime's time-zone database knows (e.g. America/Phoenix). */
export function isValidTimezone(zone: string): boolean {
  // Luxon keeps one zone object per name, its validity known: every search converts times.
  return IANAZone.create(zone).isValid;
}

function requireZone(zone: string): void {
  if (!isValidTimezone(zone))
    throw new TimeError('invalid_timezone', `Unknown timezone "${zone.slice(0, 64)}".`);
}

/** UTC offset in minutes in force in `zone` at an instant. */
function offsetMinutes(ms: number, zone: string): number {
  return DateTime.fromMillis(ms, { zone }).offset;
}

/**
 * The instant of a local date and time at a location. Candidate offsets are
 * those in force a day either side; a candidate is right when the zone really
 * has that offset at the resulting instant. None → the time falls in a gap;
 * two → it is ambiguous and the earlier instant wins (see the file header).
 */
export function localToInstant(date: string, time: string, zone: string): Date {
  const { year, month, day } = parseLocalDate(date);
  const { hour, minute } = parseLocalTime(time);
  requireZone(zone);
  const wall = wallClockAsUtc(year, month, day, hour, minute);
  const offsets = new Set([wall - DAY_MS, wall, wall + DAY_MS].map((ms) => offsetMinutes(ms, zone)));
  const matches = [...offsets]
    .map((offset) => wall - offset * MINUTE_MS)
    .filter((ms) => offsetMinutes(ms, zone) * MINUTE_MS === wall - ms)
    .sort((a, b) => a - b);
  const earliest = matches[0];
  if (earliest === undefined) {
    throw new TimeError(
      'nonexistent_local_time',
      `${time} does not exist on ${date} in ${zone}: the clocks move forward then. Choose another time.`,
    );
  }
  return new Date(earliest);
}

/** The local date and time ("HH:mm", seconds dropped) of an instant at a location. */
export function instantToLocal(instant: Date | number, zone: string): { date: string; time: string } {
  requireZone(zone);
  const local = DateTime.fromMillis(typeof instant === 'number' ? instant : instant.getTime(), { zone });
  return { date: local.toFormat('yyyy-MM-dd'), time: local.toFormat('HH:mm') };
}

/**
 * ISO 8601 with the location's offset, e.g. "2026-03-08T09:00:00-04:00" (the API's
 * pickupAt/returnAt). Its first 10 characters are the local date at the location.
 */
export function toIsoWithOffset(instant: Date | number, zone: string): string {
  requireZone(zone);
  const local = DateTime.fromMillis(typeof instant === 'number' ? instant : instant.getTime(), { zone });
  return local.toISO({ suppressMilliseconds: true, includeOffset: true }) ?? '';
}

/** Today's date at a location ("YYYY-MM-DD"), e.g. the earliest pickup date a form offers. */
export function localToday(zone: string, now: Date | number = Date.now()): string {
  return instantToLocal(now, zone).date;
}

/** Day of the week of a local date, as the keys of `OpeningHours`. */
export function weekdayOf(date: string): Weekday {
  const { year, month, day } = parseLocalDate(date);
  const sundayFirst = new Date(wallClockAsUtc(year, month, day)).getUTCDay();
  return weekdays[(sundayFirst + 6) % 7] as Weekday;
}

export type OpeningHoursCheck =
  | { open: true; weekday: Weekday; hours: { open: string; close: string }; holiday?: string }
  | {
      open: false;
      reason: 'closed_all_day' | 'before_opening' | 'after_closing';
      weekday: Weekday;
      hours: { open: string; close: string } | null;
      /** The holiday whose hours applied that day, by name. */
      holiday?: string;
    };

/**
 * Whether a location is open at a local date and time. Both ends count as open
 * (a 19:00 return at a desk that closes at 19:00 is fine). Hours are assumed not
 * to run past midnight, as in every seeded location. A holiday on that date
 * replaces the weekday's hours (null: closed all day).
 */
export function checkOpeningHours(
  openingHours: OpeningHours,
  date: string,
  time: string,
  holidays: readonly HolidayHours[] = [],
): OpeningHoursCheck {
  parseLocalTime(time);
  const weekday = weekdayOf(date);
  const holiday = holidays.find((h) => h.date === date);
  const hours = holiday ? holiday.hours : openingHours[weekday];
  const named = holiday ? { holiday: holiday.name } : {};
  if (!hours) return { open: false, reason: 'closed_all_day', weekday, hours: null, ...named };
  // "HH:mm" strings compare in time order.
  if (time < hours.open) return { open: false, reason: 'before_opening', weekday, hours, ...named };
  if (time > hours.close) return { open: false, reason: 'after_closing', weekday, hours, ...named };
  return { open: true, weekday, hours, ...named };
}

/** Boolean form of `checkOpeningHours`. */
export function isWithinOpeningHours(openingHours: OpeningHours, date: string, time: string): boolean {
  return checkOpeningHours(openingHours, date, time).open;
}

/**
 * The same day of the month `months` later, for a monthly rental's return.
 * When that month is shorter the day is clamped to its last day:
 * 2026-01-31 + 1 month → 2026-02-28; 2028-01-31 + 1 → 2028-02-29; 2026-03-31 + 1 → 2026-04-30.
 * Each result is computed from the start date, so 2026-01-31 + 2 → 2026-03-31.
 */
export function addMonthsSameDay(date: string, months: number): string {
  if (!Number.isSafeInteger(months)) throw new TimeError('invalid_date', 'Months must be a whole number.');
  parseLocalDate(date);
  const later = monthsLater(date, months);
  if (later === undefined) throw new TimeError('invalid_date', 'The date is out of range.');
  return later;
}
