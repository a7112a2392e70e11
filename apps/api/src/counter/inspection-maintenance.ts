import type { MaintenanceNotice } from '@convoy/domain/contracts/counter.schema';
import { zonedIso } from '@convoy/domain/rules/zoned-time';
import type { CatalogSnapshot } from '../catalog/catalog.ts';
import { ApiError } from '../errors.ts';
import type { FleetService } from '../fleet/fleet.service.ts';
import type { StoredUnit } from '../fleet/fleet-unit.repository.ts';
import type { StoredInspection } from './inspection.repository.ts';

/** How the counter opens a maintenance block: the fleet's own path, which locks the class's count (decision 015). */
export type InspectionMaintenance = Pick<FleetService, 'addBlock'>;

/**
 * How long a block opened by a failed safety item lasts: a day, which staff
 * end early once the vehicle is fixed (the unit's maintenance on the fleet
 * screen) or follow with a block of the shop's own dates (decision 034).
 */
export const inspectionBlockHours = 24;

export interface FailedUnit {
  unitId: string;
  fleetNumber: string;
  /** The labels of the safety items that failed. */
  failed: readonly string[];
}

/**
 * Opens a block on the unit from `from` for a day, after the transaction that
 * recorded the inspection (the block's own transaction locks the class's count
 * row, so it runs after the reservation's). Refused (the class's bookings need
 * every unit then, another block already covers it), it says why instead.
 */
export async function openInspectionBlock(
  fleet: InspectionMaintenance,
  unit: FailedUnit,
  at: { from: number; timezone: string; side: 'check-out' | 'return'; code: string; by: string },
): Promise<MaintenanceNotice> {
  const local = (ms: number) => zonedIso(ms, at.timezone);
  const start = local(at.from);
  const end = local(at.from + inspectionBlockHours * 3_600_000);
  const reason = `Failed ${at.side} inspection (${at.code}): ${unit.failed.join('; ')}`.slice(0, 200);
  try {
    await fleet.addBlock(
      unit.unitId,
      {
        startDate: start.slice(0, 10),
        startTime: start.slice(11, 16),
        endDate: end.slice(0, 10),
        endTime: end.slice(11, 16),
        reason,
      },
      at.by,
    );
    return {
      fleetNumber: unit.fleetNumber,
      opened: true,
      message: `${unit.fleetNumber} is in maintenance from ${start.slice(0, 10)} ${start.slice(11, 16)} for ${inspectionBlockHours} hours: ${unit.failed.join('; ')}.`,
    };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      fleetNumber: unit.fleetNumber,
      opened: false,
      message: `${unit.fleetNumber} could not be taken into maintenance: ${error.message}`.slice(0, 600),
    };
  }
}

/** Opens a block on each unit whose inspection failed a safety item, in words for staff (see openInspectionBlock). */
export async function openInspectionBlocks(
  fleet: InspectionMaintenance,
  catalog: CatalogSnapshot,
  units: readonly StoredUnit[],
  failed: readonly StoredInspection[],
  at: { from: number; side: 'check-out' | 'return'; code: string; by: string },
): Promise<MaintenanceNotice[]> {
  const notices: MaintenanceNotice[] = [];
  for (const f of failed) {
    const unit = units.find((u) => u.id === f.unitId);
    const location = unit && catalog.locationById.get(unit.location_id);
    if (!unit || !location) continue;
    const failedUnit = { unitId: unit.id, fleetNumber: unit.fleet_number, failed: f.failedSafety };
    notices.push(await openInspectionBlock(fleet, failedUnit, { ...at, timezone: location.timezone }));
  }
  return notices;
}
