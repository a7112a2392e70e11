import type { HolidayHours } from '@convoy/domain/content/locations';
import { clockTime } from '../../lib/opening-hours';

// A local date is formatted as written: never moved into the visitor's own time zone (SPEC Part B §4).
const localDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2026-12-24" → "Thursday, December 24, 2026": a date at the location, whatever the reader's zone. */
export function localDate(date: string): string {
  return localDay.format(new Date(`${date}T00:00:00Z`));
}

/** A holiday in plain words: { label: "Christmas Day, Friday, December 25, 2026", text: "Closed" }. */
export function describeHoliday(holiday: HolidayHours): { label: string; text: string } {
  return {
    label: `${holiday.name}, ${localDate(holiday.date)}`,
    text: holiday.hours ? `${clockTime(holiday.hours.open)} to ${clockTime(holiday.hours.close)}` : 'Closed',
  };
}

/** The holidays on or after `today` (the date at the location, lib/format.ts `todayIn`). */
export function upcomingHolidays(holidays: readonly HolidayHours[], today: string): HolidayHours[] {
  return holidays.filter((h) => h.date >= today);
}
