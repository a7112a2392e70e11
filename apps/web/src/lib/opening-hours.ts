import { type OpeningHours, type Weekday, weekdayNames, weekdays } from '@convoy/domain/content/locations';
import m from './opening-hours.messages';

/** schema.org day URLs for openingHoursSpecification. */
export const schemaDay = Object.fromEntries(
  weekdays.map((day) => [day, `https://schema.org/${weekdayNames[day]}`]),
) as Record<Weekday, string>;

export interface HoursRun {
  days: Weekday[];
  hours: { open: string; close: string } | null;
}

/** Consecutive weekdays with the same hours, Monday first. */
export function hoursRuns(hours: OpeningHours): HoursRun[] {
  const runs: HoursRun[] = [];
  for (const day of weekdays) {
    const today = hours[day];
    const last = runs[runs.length - 1];
    const same = last && JSON.stringify(last.hours) === JSON.stringify(today);
    if (same) last.days.push(day);
    else runs.push({ days: [day], hours: today });
  }
  return runs;
}

/** "07:00" → "7 am", "19:30" → "7:30 pm" (Spanish: "7 a.m.", "7:30 p.m."). */
export function clockTime(time: string): string {
  const [h = 0, min = 0] = time.split(':').map(Number);
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  const clock = { time: min === 0 ? `${hour12}` : `${hour12}:${String(min).padStart(2, '0')}` };
  return h < 12 ? m.am(clock) : m.pm(clock);
}

/** A run in plain words: { label: "Monday to Friday", text: "7 am to 7 pm" }. */
export function describeRun(run: HoursRun): { label: string; text: string } {
  const first = m.day({ day: run.days[0]! });
  const last = m.day({ day: run.days[run.days.length - 1]! });
  const days =
    run.days.length === 1
      ? first
      : run.days.length === 2
        ? m.twoDays({ first, last })
        : m.dayRange({ first, last });
  return {
    // "lunes a viernes" → "Lunes a viernes"; English day names have their capital already.
    label: days.charAt(0).toUpperCase() + days.slice(1),
    text: run.hours
      ? m.hours({ open: clockTime(run.hours.open), close: clockTime(run.hours.close) })
      : m.closed(),
  };
}
