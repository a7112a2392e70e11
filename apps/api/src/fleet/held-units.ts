import type { Executor } from '../db/database.ts';
import { type HeldUnits, InventoryRepository } from './inventory.repository.ts';
import { peakUnitsHeld } from './peak-usage.ts';

export type { HeldUnits };

/**
 * Units of a class free for a whole period: its units at the location
 * minus the most held at once by reservations and maintenance blocks whose
 * period, widened by the turnaround after each return, meets the requested
 * one, also widened.
 */
export function freeUnits(units: number, held: readonly HeldUnits[], turnaroundMs: number): number {
  const peak = peakUnitsHeld(
    held.map((h) => ({ start: h.pickupAt, end: h.returnAt + turnaroundMs, quantity: h.quantity })),
  );
  return Math.max(0, units - peak);
}

/**
 * What holds units during [pickupAt, returnAt) plus the turnaround: a
 * reservation or a maintenance block holds [its start, its end + turnaround),
 * and so does the new one.
 */
export function heldDuring(
  db: Executor,
  locationId: string,
  classId: string | undefined,
  period: { pickupAt: number; returnAt: number },
  turnaroundMs: number,
): Promise<HeldUnits[]> {
  return new InventoryRepository(db).heldBetween(
    locationId,
    classId,
    period.pickupAt - turnaroundMs,
    period.returnAt + turnaroundMs,
  );
}
