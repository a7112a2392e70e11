import type { CounterReturnLocation } from '@convoy/domain/contracts/counter.schema';
import type { CatalogSnapshot } from '../catalog/catalog.ts';
import { returnToWords } from '../mail/format.ts';
import type { StoredReservation } from '../reservations/reservation.ts';

/**
 * A one-way rental's return location as the counter shows it (decision 028):
 * its zone and the return, wall-clock there, in words; null for a round trip
 * (or a location no longer offered).
 */
export function counterReturnLocation(
  catalog: Pick<CatalogSnapshot, 'locationById'>,
  r: Pick<StoredReservation, 'locationId' | 'returnLocationId' | 'returnAt'>,
): CounterReturnLocation | null {
  const there = r.returnLocationId ? catalog.locationById.get(r.returnLocationId) : undefined;
  if (!there || there.id === r.locationId) return null;
  return {
    id: there.id,
    name: there.name,
    timezone: there.timezone,
    words: returnToWords(there.name, r.returnAt, there.timezone),
  };
}
