/**
 * The counter in the browser tests (decision 015). The server runs on the real
 * clock, so a booking "for the counter" is for today at Baltimore when enough
 * of its opening hours are left, else for tomorrow.
 */

const zone = 'America/New_York';
/** Baltimore's closing hours (packages/domain/src/content/locations.ts): 19:00 but Saturday 17:00, Sunday 15:00. */
const closes: Record<string, number> = { Sat: 17, Sun: 15 };

/** Now at Baltimore: its date, weekday and hour. */
export function baltimoreNow(at = new Date()) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: parts.weekday ?? '',
    hour: Number(parts.hour),
  };
}

export const plusDays = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const weekdayOf = (date: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short' }).format(
    new Date(`${date}T12:00:00Z`),
  );

/** Whether Baltimore is open at `hour`:00 on `date` with an hour to spare. */
export const openAt = (date: string, hour: number) => hour <= (closes[weekdayOf(date)] ?? 19) - 1;

/**
 * A pickup for the counter two hours from now at Baltimore (10:00 at the
 * earliest) when it is still open then, else tomorrow at 10:00; `today` says which.
 */
export function counterPickup() {
  const now = baltimoreNow();
  const hour = Math.max(now.hour + 2, 10);
  const today = openAt(now.date, hour);
  return {
    today,
    date: today ? now.date : plusDays(now.date, 1),
    hour: today ? hour : 10,
  };
}
