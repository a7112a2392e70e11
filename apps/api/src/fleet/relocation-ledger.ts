import type { Repositories } from '../repositories.ts';
import { ledgerAt, lowestStock } from './stock-over-time.ts';

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
): Promise<number> {
  const units = (await repos.units.find(locationId, classId))?.count ?? 0;
  const held = await repos.inventory.heldBetween(
    locationId,
    classId,
    from - turnaroundMs,
    Number.MAX_SAFE_INTEGER,
  );
  const moves = await repos.inventory.oneWayMovesBefore(locationId, classId, Number.MAX_SAFE_INTEGER);
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
