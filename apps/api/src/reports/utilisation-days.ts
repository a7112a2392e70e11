import { DateTime } from 'luxon';
import type { Executor } from '../db/database.ts';
import type { RepositoryFactory } from '../repositories.ts';
import type { HeldLine, StaleStretch, UtilisationDay } from './utilisation-days.repository.ts';

/**
 * The utilisation report's daily roll-up (decision 044, migration 0061):
 * vehicle-time on rent per location, local day and class, brought up to date
 * from the stretches the database's triggers mark stale, before a report reads
 * it. A day is [00:00, next 00:00) in the location's own zone, so every bucket
 * a report asks for (a period, a week from Monday) is whole days, and the sum
 * of a line's daily pieces is exactly its time inside the bucket.
 */

/** Stale stretches read at a time. */
const staleBatch = 500;
/** Days written in one transaction: a few thousand lines read at 100× data, a short hold on the writer. */
const daysPerWrite = 62;
/** A stretch that ends here or later is "every day of the location" (a time zone changed). */
const everyDay = Number.MAX_SAFE_INTEGER;

/**
 * The local midnights at `zone` from the one starting the day that holds
 * `start` to the first at or after `end`: day i is [m[i], m[i + 1]).
 */
export function localMidnights(zone: string, start: number, end: number): number[] {
  let day = DateTime.fromMillis(start, { zone }).startOf('day');
  const midnights = [day.toMillis()];
  while (day.toMillis() < end) {
    day = day.plus({ days: 1 }).startOf('day');
    midnights.push(day.toMillis());
  }
  return midnights;
}

/**
 * Each line's quantity × its time cut at the midnights, summed per day and
 * class; only the days the midnights bound (a line reaching past them counts
 * its part inside). Days with nothing on rent are left out.
 */
export function dailyOnRent(lines: readonly HeldLine[], midnights: readonly number[]): UtilisationDay[] {
  const sums = new Map<string, UtilisationDay>();
  const last = midnights.length - 1;
  for (const line of lines) {
    // The first day that ends after the pickup (binary search).
    let lo = 0;
    let hi = last;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (midnights[mid + 1]! > line.pickupAt) hi = mid;
      else lo = mid + 1;
    }
    for (let i = lo; i < last && midnights[i]! < line.returnAt; i++) {
      const ms = Math.min(line.returnAt, midnights[i + 1]!) - Math.max(line.pickupAt, midnights[i]!);
      if (ms <= 0) continue;
      const key = `${i} ${line.classId}`;
      const day = sums.get(key);
      if (day) day.onRentMs += ms * line.quantity;
      else sums.set(key, { dayStart: midnights[i]!, classId: line.classId, onRentMs: ms * line.quantity });
    }
  }
  return [...sums.values()];
}

/** Stretches as whole local days, overlapping or touching ones merged: [start, end) pairs in time order. */
export function mergedDays(zone: string, stretches: readonly { starts: number; ends: number }[]) {
  const days = stretches
    .map((s) => {
      const midnights = localMidnights(zone, s.starts, s.ends);
      return { start: midnights[0]!, end: midnights.at(-1)! };
    })
    .sort((a, b) => a.start - b.start);
  const merged: { start: number; end: number }[] = [];
  for (const d of days) {
    const previous = merged.at(-1);
    if (previous && d.start <= previous.end) previous.end = Math.max(previous.end, d.end);
    else merged.push({ ...d });
  }
  return merged;
}

/**
 * Brings every stale day up to date: per location, the stale stretches merged
 * into whole local days, written again from the held lines a few weeks per
 * transaction (on PostgreSQL under the location's row lock, so instances
 * settling at once write in turn), then the stretches forgotten. Only the
 * stretches read are forgotten: one a writer adds meanwhile stays for the next
 * settle. Returns the number of stretches settled.
 */
export async function settleUtilisationDays(
  db: Executor,
  repositories: RepositoryFactory,
  zones: ReadonlyMap<string, string>,
): Promise<number> {
  let settled = 0;
  for (;;) {
    const stale = await repositories(db).utilisationDays.stale(staleBatch);
    const byLocation = new Map<string, StaleStretch[]>();
    for (const s of stale) byLocation.set(s.locationId, [...(byLocation.get(s.locationId) ?? []), s]);
    for (const [locationId, stretches] of byLocation) {
      const zone = zones.get(locationId);
      if (zone) await settleLocation(db, repositories, locationId, zone, stretches);
    }
    await repositories(db).utilisationDays.forgetStale(stale.map((s) => s.id));
    settled += stale.length;
    if (stale.length < staleBatch) return settled;
  }
}

async function settleLocation(
  db: Executor,
  repositories: RepositoryFactory,
  locationId: string,
  zone: string,
  stretches: readonly StaleStretch[],
): Promise<void> {
  const write = (from: number, to: number, midnights: readonly number[] | null) =>
    db.transaction().execute(async (trx) => {
      const repo = repositories(trx).utilisationDays;
      await repo.lockLocation(locationId);
      const days = midnights ? dailyOnRent(await repo.heldLines(locationId, from, to), midnights) : [];
      await repo.replaceDays(locationId, from, to, days);
    });
  let wanted = stretches;
  if (stretches.some((s) => s.ends >= everyDay)) {
    // Every day: those written under another zone go, and the days of every held line are written again.
    await write(0, everyDay, null);
    const bounds = await repositories(db).utilisationDays.heldBounds(locationId);
    wanted = bounds ? [{ id: 0, locationId, starts: bounds.first, ends: bounds.last }] : [];
  }
  for (const { start, end } of mergedDays(zone, wanted)) {
    const midnights = localMidnights(zone, start, end);
    for (let i = 0; i < midnights.length - 1; i += daysPerWrite) {
      const part = midnights.slice(i, i + daysPerWrite + 1);
      await write(part[0]!, part.at(-1)!, part);
    }
  }
}
