import { DateTime } from 'luxon';
import type { ReportBucket } from './business-reports.repository.ts';

/**
 * The stretches of time utilisation counts at one location (decision 044):
 * [start of `from`, start of the day after `to`) in the location's own time
 * zone, whole or cut at each Monday 00:00 there. Half-open, so a rental that
 * returns at midnight counts nothing in the next bucket.
 */
export function locationBuckets(
  locationId: string,
  zone: string,
  from: string,
  to: string,
  byWeek: boolean,
): ReportBucket[] {
  const first = DateTime.fromISO(from, { zone }).startOf('day');
  const end = DateTime.fromISO(to, { zone }).plus({ days: 1 }).startOf('day');
  if (!byWeek) return [{ bucket: '', locationId, start: first.toMillis(), end: end.toMillis() }];
  const buckets: ReportBucket[] = [];
  let monday = first.startOf('week');
  while (monday < end) {
    const next = monday.plus({ weeks: 1 });
    buckets.push({
      bucket: monday.toISODate() ?? from,
      locationId,
      start: Math.max(monday.toMillis(), first.toMillis()),
      end: Math.min(next.toMillis(), end.toMillis()),
    });
    monday = next;
  }
  return buckets;
}

/** "Week of 6 July 2026": a week named by its Monday. */
export const weekLabel = (monday: string) =>
  `Week of ${DateTime.fromISO(monday, { zone: 'utc' }).setLocale('en-GB').toFormat('d MMMM yyyy')}`;

export const msPerDay = 86_400_000;

/** Vehicle-milliseconds as vehicle-days to two decimals. */
export const vehicleDaysOf = (ms: number) => Math.round((ms / msPerDay) * 100) / 100;
