import type { Repositories } from '../repositories.ts';
import type { HeldUnits, OneWayMove } from './inventory.repository.ts';
import { ledgerAt, lowestStock } from './stock-over-time.ts';

/** Lines a change is about to write: their holds at their pickup location and their one-way moves. */
export interface Pending {
  held: readonly (HeldUnits & { locationId: string })[];
  moves: readonly OneWayMove[];
}
export const noPending: Pending = { held: [], moves: [] };

/**
 * The fewest units of a class at a location at any instant from `from` on
 * (decision 028's count over time, decision 031's relocations in it), read
 * inside the transaction that locked the class's stock row there. Negative:
 * something held from then on would be left without a unit.
 */
export async function lowestFrom(
  repos: Repositories,
  locationId: string,
  classId: string,
  from: number,
  turnaroundMs: number,
  /** What is not written yet (a change's new lines) counted as if it were. */
  pending: Pending = noPending,
): Promise<number> {
  const units = (await repos.units.find(locationId, classId))?.count ?? 0;
  const held = [
    ...(await repos.inventory.heldBetween(locationId, classId, from - turnaroundMs, Number.MAX_SAFE_INTEGER)),
    ...pending.held.filter((h) => h.locationId === locationId && h.classId === classId),
  ];
  const moves = [
    ...(await repos.inventory.oneWayMovesBefore(locationId, classId, Number.MAX_SAFE_INTEGER)),
    ...pending.moves.filter(
      (m) => m.classId === classId && (m.fromLocationId === locationId || m.toLocationId === locationId),
    ),
  ];
  const ledger = ledgerAt(locationId, held, moves, turnaroundMs);
  return lowestStock(units, ledger.moves, ledger.holds, from, Number.POSITIVE_INFINITY);
}

/** Locks the class's stock rows at these locations (made when missing), in the bookings' order: by location id. */
export async function claimRows(
  repos: Repositories,
  locationIds: readonly string[],
  classId: string,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const id of [...new Set(locationIds)].sort()) {
    counts.set(id, await repos.units.claimOrCreate(id, classId));
  }
  return counts;
}

/**
 * Locks the stock rows of these classes at every location that has one, in
 * the global order (location id, then class id): a superset of what a
 * booking or a change of it locks (`claimStock`), taken before it, so that
 * a relocation from any location may be made in the same transaction
 * without waiting on a booking in a cycle (decision 031). `madeAt`: the
 * locations whose rows the caller's `claimStock` makes when missing, made
 * here in their turn; made later, after the rows past them were locked, a
 * booking making the same row in between would wait on us while we wait on it.
 */
export async function claimEveryLocation(
  repos: Repositories,
  locationIds: readonly string[],
  classIds: readonly string[],
  madeAt: readonly (string | null | undefined)[] = [],
): Promise<void> {
  const classes = [...new Set(classIds)].sort();
  const made = new Set(madeAt.filter((id): id is string => !!id));
  for (const locationId of [...new Set([...locationIds, ...made])].sort()) {
    for (const classId of classes) {
      if (made.has(locationId)) await repos.units.claimOrCreate(locationId, classId);
      else await repos.units.claim(locationId, classId);
    }
  }
}
