import type { CatalogSnapshot } from '../catalog/catalog.ts';
import type { StoredUnit } from '../fleet/fleet-unit.repository.ts';

/** A unit as the counter's screens name it (the calendar's rows, a swap's choices): its numbers and its class in words. */
export function unitFacts(
  catalog: CatalogSnapshot,
  u: Pick<StoredUnit, 'id' | 'fleet_number' | 'plate' | 'class_id'>,
) {
  return {
    id: u.id,
    fleetNumber: u.fleet_number,
    plate: u.plate,
    classId: u.class_id,
    className: catalog.classById.get(u.class_id)?.name ?? u.class_id,
  };
}
