/** The calendar's day columns: their labels, weekends, and today at the location. */

export interface CalendarDay {
  date: string;
  weekday: string;
  label: string;
  weekend: boolean;
}

const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** `days` days from `from` (YYYY-MM-DD); dates are calendar days, so UTC is only the arithmetic. */
export function calendarDays(from: string, days: number): CalendarDay[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => {
    const at = new Date(start + i * 86_400_000);
    const dow = at.getUTCDay();
    return {
      date: at.toISOString().slice(0, 10),
      weekday: weekday.format(at),
      label: monthDay.format(at),
      weekend: dow === 0 || dow === 6,
    };
  });
}

/** Today's date (YYYY-MM-DD) in a time zone; the browser's own when none is given. */
export function todayIn(timeZone?: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(now);
}

// Made once: a formatter costs far more to build than to use, and a scroll formats hundreds of bars.
const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** "Dec 3, 9:00 AM" from an instant with the location's offset, read at its wall-clock time. */
export function wallTime(instant: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(instant);
  if (!m) return instant;
  return dateTime.format(new Date(`${m[1]}T${m[2]}:${m[3]}:00Z`));
}
