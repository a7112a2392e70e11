import { randomUUID } from 'node:crypto';
import { zonedIso } from '@convoy/domain/rules/zoned-time';
import { currentActor } from '../async-context.ts';
import { recordAudit } from '../audit/audit-trail.ts';
import type { CatalogSnapshot } from '../catalog/catalog.ts';
import type { Executor } from '../db/database.ts';
import type { Repositories } from '../repositories.ts';
import type { UnitAssignments } from './assignment.service.ts';
import { lowestFrom, noPending, type Pending } from './relocation-ledger.ts';

/** How long before the arrival a relocation made for a one-way rental leaves (staff may change it). */
export const replacementLeadMs = 24 * 3_600_000;

/**
 * The places to take a unit from, in the order they are asked (decision
 * 031): the one-way rental's pickup location first (where the vehicle came
 * from), then every other location by id; never the destination itself.
 */
export function sourceOrder(
  pickupLocationId: string,
  destinationId: string,
  all: readonly string[],
): string[] {
  return [pickupLocationId, ...[...all].sort().filter((id) => id !== pickupLocationId)].filter(
    (id, i, list) => id !== destinationId && list.indexOf(id) === i,
  );
}

/** A one-way line's arrival taken away (by a cancellation or a change), to be replaced where the destination relied on it. */
export interface LostArrival {
  classId: string;
  fromLocationId: string;
  toLocationId: string;
  /** The rental's return: the relocation arrives then too, and counts from the same instant. */
  returnAt: number;
  quantity: number;
}

export interface ReplacementOutcome {
  /** The relocations made. */
  made: { id: string; classId: string; fromLocationId: string; toLocationId: string }[];
  /** Units of a class the destination is still short of: staff see it on the relocation view. */
  stillShort: { classId: string; locationId: string; units: number }[];
}

/**
 * Inside the transaction that took the arrivals away (the stock rows of
 * their classes locked at every location, `claimEveryLocation`): for each
 * destination left short at any instant from now on, a relocation for the
 * same arrival, one unit at a time, from the first location (`sourceOrder`)
 * that can spare one of the class from its leaving on and has a unit of the
 * class free to drive. What no location can spare stays short and is
 * answered (the cancellation still succeeds).
 */
export async function replaceLostArrivals(
  repos: Repositories,
  trx: Executor,
  deps: { catalog: CatalogSnapshot; assignments: UnitAssignments; now: number; turnaroundMs: number },
  reservation: { id: string; code: string; locationId: string },
  lost: readonly LostArrival[],
  /** The changed reservation's new lines (not yet written). */
  pending: Pending = noPending,
): Promise<ReplacementOutcome> {
  const outcome: ReplacementOutcome = { made: [], stillShort: [] };
  const { catalog, now, turnaroundMs } = deps;
  for (const arrival of lost) {
    const destination = arrival.toLocationId;
    // Only what this arrival brought: a shortfall of another cause is not this reservation's to cover.
    let short = Math.min(
      arrival.quantity,
      -(await lowestFrom(repos, destination, arrival.classId, now, turnaroundMs, pending)),
    );
    const arriveAt = Math.max(arrival.returnAt, now + 1);
    const leaveAt = Math.max(now, arriveAt - replacementLeadMs);
    const sources = sourceOrder(
      reservation.locationId,
      destination,
      catalog.locations.map((l) => l.id),
    );
    for (const source of sources) {
      while (short > 0) {
        const spare = await lowestFrom(repos, source, arrival.classId, leaveAt, turnaroundMs, pending);
        if (spare < 1) break;
        const unit = await freeUnitAt(repos, source, arrival.classId, leaveAt);
        if (!unit) break;
        const id = randomUUID();
        const from = catalog.locationById.get(source)!;
        const to = catalog.locationById.get(destination)!;
        const leaves = zonedIso(leaveAt, from.timezone);
        const arrives = zonedIso(arriveAt, to.timezone);
        await repos.relocations.insert({
          id,
          unit_id: unit.id,
          class_id: arrival.classId,
          from_location_id: source,
          to_location_id: destination,
          leave_at: leaveAt,
          arrive_at: arriveAt,
          leave_date: leaves.slice(0, 10),
          leave_time: leaves.slice(11, 16),
          arrive_date: arrives.slice(0, 10),
          arrive_time: arrives.slice(11, 16),
          driver_name: 'To be named',
          status: 'scheduled',
          reason: 'replaces_one_way',
          reservation_id: reservation.id,
          created_by: `reservation ${reservation.code}`,
          created_at: now,
          updated_at: now,
          done_at: null,
        });
        // Its own entry, as one staff schedule has: the reservation's entry says why.
        await recordAudit(
          trx,
          {
            action: 'relocation scheduled',
            entityType: 'relocation',
            entityId: id,
            summary: `${currentActor().name}: ${unit.fleet_number} ${from.name} → ${to.name}, replacing ${reservation.code}'s one-way arrival`,
            before: null,
            after: {
              id,
              unitId: unit.id,
              fromLocationId: source,
              toLocationId: destination,
              leavesAt: leaves,
              arrivesAt: arrives,
              reason: 'replaces_one_way',
              reservationCode: reservation.code,
            },
          },
          now,
        );
        await deps.assignments.reseat(trx, unit, leaveAt, Date.UTC(2199, 11, 31));
        outcome.made.push({
          id,
          classId: arrival.classId,
          fromLocationId: source,
          toLocationId: destination,
        });
        short -= 1;
      }
      if (short <= 0) break;
    }
    if (short > 0)
      outcome.stillShort.push({ classId: arrival.classId, locationId: destination, units: short });
  }
  return outcome;
}

/**
 * An active unit of the class at the location, on no scheduled relocation
 * and with no maintenance from `from` on: one a relocation may drive.
 */
async function freeUnitAt(repos: Repositories, locationId: string, classId: string, from: number) {
  const units = await repos.fleetUnits.list({ locationId, classId, status: 'active' });
  const away = new Set(await repos.relocations.unitsAway(classId, 0, Number.MAX_SAFE_INTEGER));
  for (const unit of units) {
    if (away.has(unit.id)) continue;
    if ((await repos.fleetUnits.blocksMeeting(unit.id, from, Number.MAX_SAFE_INTEGER)).length > 0) continue;
    return unit;
  }
  return undefined;
}
