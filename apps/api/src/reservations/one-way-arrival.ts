import type { CatalogSnapshot } from '../catalog/catalog.ts';
import type { Executor } from '../db/database.ts';
import type { UnitAssignments } from '../fleet/assignment.service.ts';
import { claimEveryLocation } from '../fleet/relocation-ledger.ts';
import { type ReplacementOutcome, replaceLostArrivals } from '../fleet/replace-arrival.ts';
import type { Repositories } from '../repositories.ts';
import type { StoredReservation } from './reservation.ts';

/**
 * Where a one-way rental's vehicles arrive, when that is not where they left: an arrival a later
 * booking there may rely on (decision 031). Null for a round trip.
 */
export function arrivalLocationOf(
  r: Pick<StoredReservation, 'locationId' | 'returnLocationId'>,
): string | null {
  return r.returnLocationId && r.returnLocationId !== r.locationId ? r.returnLocationId : null;
}

/**
 * Before a one-way rental's arrival is taken away (cancelled, expired unpaid): every location's
 * stock rows of its classes, locked in the bookings' order after the reservation's own row.
 */
export function lockEveryLocationOf(repos: Repositories, catalog: CatalogSnapshot, r: StoredReservation) {
  return claimEveryLocation(
    repos,
    catalog.locations.map((l) => l.id),
    r.lines.map((l) => l.classId),
  );
}

/**
 * The arrival of a one-way rental that will no longer travel, replaced where its destination
 * relied on it: a relocation per unit short (`replaceLostArrivals`), in the same transaction.
 */
export function replaceArrivalOf(
  repos: Repositories,
  trx: Executor,
  deps: { catalog: CatalogSnapshot; assignments: UnitAssignments; now: number; turnaroundMs: number },
  r: StoredReservation,
  arrivesAt: string,
): Promise<ReplacementOutcome> {
  return replaceLostArrivals(
    repos,
    trx,
    deps,
    r,
    r.lines.map((l) => ({
      classId: l.classId,
      fromLocationId: r.locationId,
      toLocationId: arrivesAt,
      returnAt: r.returnAt,
      quantity: l.quantity,
    })),
  );
}
