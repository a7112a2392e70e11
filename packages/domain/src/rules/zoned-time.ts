import { memoize } from './memo.ts';
import { localToInstant, toIsoWithOffset } from './time.ts';

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
