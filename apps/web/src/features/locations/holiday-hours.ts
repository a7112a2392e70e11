import type { HolidayHours } from '@convoy/domain/content/locations';
import { formatDate } from '../../lib/format';
import { clockTime } from '../../lib/opening-hours';
import m from './location.messages';

/**
 * "2026-12-24" → "Thursday, December 24, 2026": a date at the location, whatever the reader's zone
 * (lib/format.ts formats a local date as written, never moved into the visitor's own zone: SPEC Part B §4).
 */
export function localDate(date: string): string {
  return formatDate(date, 'long');
}

/** A holiday in plain words: { label: "Christmas Day, Friday, December 25, 2026", text: "Closed" }. */
export function describeHoliday(holiday: HolidayHours): { label: string; text: string } {
  return {
    label: `${holiday.name}, ${localDate(holiday.date)}`,
    text: holiday.hours
      ? m.hours({ open: clockTime(holiday.hours.open), close: clockTime(holiday.hours.close) })
      : m.closed(),
  };
}

/** The holidays on or after `today` (the date at the location, lib/format.ts `todayIn`). */
export function upcomingHolidays(holidays: readonly HolidayHours[], today: string): HolidayHours[] {
  return holidays.filter((h) => h.date >= today);
}
