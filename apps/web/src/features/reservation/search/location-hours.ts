import { type OpeningHours, type Weekday, weekdayNames, weekdays } from '@convoy/domain/content/locations';
import { formatTime } from '../../../lib/format';

/**
 * A location's week as a few lines: consecutive days with the same hours
 * share one ("Mon–Fri 7:00 AM–7:00 PM").
 */
// "Mon", "Tue"…: the first three letters of the content's weekday names.
const short = (day: Weekday) => weekdayNames[day].slice(0, 3);

export interface HoursLine {
  days: string;
  /** null when closed. */
  hours: string | null;
}

export function hoursLines(week: OpeningHours): HoursLine[] {
  const lines: { first: Weekday; last: Weekday; hours: string | null }[] = [];
  for (const day of weekdays) {
    const slot = week[day];
    const hours = slot ? `${formatTime(slot.open)}–${formatTime(slot.close)}` : null;
    const previous = lines[lines.length - 1];
    if (previous && previous.hours === hours) previous.last = day;
    else lines.push({ first: day, last: day, hours });
  }
  return lines.map(({ first, last, hours }) => ({
    days: first === last ? short(first) : `${short(first)}–${short(last)}`,
    hours,
  }));
}
