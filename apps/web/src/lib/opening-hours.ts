import { type OpeningHours, type Weekday, weekdayNames, weekdays } from '@convoy/domain/content/locations';

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

/** "07:00" → "7 am", "19:30" → "7:30 pm". */
export function clockTime(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const suffix = h < 12 ? 'am' : 'pm';
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return m === 0 ? `${hour12} ${suffix}` : `${hour12}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** A run in plain words: { label: "Monday to Friday", text: "7 am to 7 pm" }. */
export function describeRun(run: HoursRun): { label: string; text: string } {
  const first = weekdayNames[run.days[0]!];
  const last = weekdayNames[run.days[run.days.length - 1]!];
  const label =
    run.days.length === 1 ? first : run.days.length === 2 ? `${first} and ${last}` : `${first} to ${last}`;
  return {
    label,
    text: run.hours ? `${clockTime(run.hours.open)} to ${clockTime(run.hours.close)}` : 'Closed',
  };
}
