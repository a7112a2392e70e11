import type { CatalogSnapshot } from '../catalog/catalog.ts';
import type { BookedSlot, StoredAssignment } from './assignment.repository.ts';
import type { FleetUnitRepository } from './fleet-unit.repository.ts';

/**
 * A reservation's booked vehicles, each with the unit given to it (null while
 * none is) and that assignment: as the counter's day and the assignment screen
 * list them.
 */
export async function bookedVehiclesWithUnits(
  fleetUnits: FleetUnitRepository,
  catalog: CatalogSnapshot,
  slots: readonly BookedSlot[],
  assignments: readonly StoredAssignment[],
) {
  const units = new Map((await fleetUnits.byIds(assignments.map((a) => a.unit_id))).map((u) => [u.id, u]));
  return slots.map((s) => {
    const assignment = assignments.find((a) => a.class_id === s.classId && a.seq === s.seq);
    const unit = assignment ? units.get(assignment.unit_id) : undefined;
    return {
      assignment,
      vehicle: {
        classId: s.classId,
        className: catalog.classById.get(s.classId)?.name ?? s.classId,
        seq: s.seq,
        unit: unit ? { id: unit.id, fleetNumber: unit.fleet_number, plate: unit.plate } : null,
      },
    };
  });
}
