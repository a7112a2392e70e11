import type { OpeningHours, Weekday } from '@convoy/domain/content/locations';
import { formatTime } from '../../../lib/format';

/**
 * A location's week as a few lines: consecutive days with the same hours
 * share one ("Mon–Fri 7:00 AM–7:00 PM").
 */
const order: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const names: Record<Weekday, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};

export interface HoursLine {
  days: string;
  /** null when closed. */
  hours: string | null;
}

export function hoursLines(week: OpeningHours): HoursLine[] {
  const lines: { first: Weekday; last: Weekday; hours: string | null }[] = [];
  for (const day of order) {
    const slot = week[day];
    const hours = slot ? `${formatTime(slot.open)}–${formatTime(slot.close)}` : null;
    const previous = lines[lines.length - 1];
    if (previous && previous.hours === hours) previous.last = day;
    else lines.push({ first: day, last: day, hours });
  }
  return lines.map(({ first, last, hours }) => ({
    days: first === last ? names[first] : `${names[first]}–${names[last]}`,
    hours,
  }));
}
