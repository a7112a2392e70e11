import { memoize } from './memo.ts';
import { instantToLocal, localToInstant, toIsoWithOffset } from './time.ts';

/**
 * The domain's time-zone conversions (time.ts), remembered: each costs several
 * Intl calls, a search needs about ten, and searches repeat the same locations,
 * dates and times. The results depend only on the arguments and the runtime's
 * time-zone data, which does not change while the process runs.
 */
const instants = memoize(20_000, (key) => {
  const [date, time, zone] = key.split('|') as [string, string, string];
  return localToInstant(date, time, zone).getTime();
});

/** Epoch ms of a wall-clock date and time at a location; throws the domain's TimeError. */
export function zonedInstant(date: string, time: string, zone: string): number {
  return instants(`${date}|${time}|${zone}`);
}

const isoStrings = memoize(20_000, (key) => {
  const at = key.indexOf('|');
  return toIsoWithOffset(Number(key.slice(0, at)), key.slice(at + 1));
});

/** "2026-07-06T09:00:00-04:00": an instant with the location's offset. */
export function zonedIso(ms: number, zone: string): string {
  return isoStrings(`${ms}|${zone}`);
}

/** The day after a local date, "YYYY-MM-DD" (calendar arithmetic, no zone). */
function nextDay(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** Epoch ms of a local midnight, or undefined where the clocks skip it. */
function midnight(date: string, zone: string): number | undefined {
  try {
    return zonedInstant(date, '00:00', zone);
  } catch {
    return undefined;
  }
}

const todays = new Map<string, { date: string; from: number; until: number }>();

/**
 * The date at `zone` at the instant `now`, as `instantToLocal(now, zone).date`
 * gives it, remembered per zone until that day ends there: every search asks
 * for "today" at its location (the booking horizon), and the conversion costs
 * more than the rest of the search's checks together.
 */
export function zonedToday(now: number, zone: string): string {
  const known = todays.get(zone);
  if (known && now >= known.from && now < known.until) return known.date;
  const { date } = instantToLocal(now, zone);
  const from = midnight(date, zone);
  const until = midnight(nextDay(date), zone);
  if (from !== undefined && until !== undefined && now >= from && now < until) {
    todays.set(zone, { date, from, until });
  }
  return date;
}

/** The widest offsets from UTC a location can keep: UTC−12 and UTC+14. */
const westmostOffsetMs = -12 * 3_600_000;
const eastmostOffsetMs = 14 * 3_600_000;

/**
 * Instants that contain every moment of the local days `from`…`to` in any
 * timezone: a date starts earliest where the clock is furthest ahead of UTC
 * and ends latest where it is furthest behind. A query by local date that
 * also bounds the instant with these can read a range of an index on the
 * instant (the exact date test still decides).
 */
export function anyZoneDaysBounds(from?: string, to?: string): { start?: number; end?: number } {
  const midnight = (date: string) => Date.parse(`${date}T00:00:00Z`);
  return {
    ...(from ? { start: midnight(from) - eastmostOffsetMs } : {}),
    ...(to ? { end: midnight(nextDay(to)) - westmostOffsetMs } : {}),
  };
}
