import { randomUUID } from 'node:crypto';
import { swapAddendum } from '@convoy/domain/content/check-out-addendum';
import type { DamageMark, Handover, MaintenanceNotice } from '@convoy/domain/contracts/counter.schema';
import type { SwapRequest, SwapUnit } from '@convoy/domain/contracts/vehicle-swap.schema';
import { driverProblems } from '@convoy/domain/rules/driver-rules';
import type { Inspected } from '@convoy/domain/rules/inspection';
import { instantToLocal } from '@convoy/domain/rules/time';
import type { Catalog, CatalogSnapshot } from '../catalog/catalog.ts';
import type { Executor } from '../db/database.ts';
import { ruleFor } from '../drivers/drivers.ts';
import type { LicenceCipher } from '../drivers/licence-cipher.ts';
import { ApiError } from '../errors.ts';
import type { BookedSlot } from '../fleet/assignment.repository.ts';
import type { UnitAssignments } from '../fleet/assignment.service.ts';
import type { StoredUnit } from '../fleet/fleet-unit.repository.ts';
import { odometerPatch } from '../fleet/service-due.ts';
import type { Repositories, RepositoryFactory } from '../repositories.ts';
import type { StoredReservation } from '../reservations/reservation.ts';
import { validationError } from '../validation-error.ts';
import { refuseChangedText } from './addendum.ts';
import { refuseFields } from './counter-drivers.ts';
import type { DamageClaims, HandoverService } from './handover.service.ts';
import { earlierInspections, lockedReservation, reservationOf } from './handover-guards.ts';
import { type InspectionMaintenance, openInspectionBlock } from './inspection-maintenance.ts';
import { inspectionRow, inspectVehicles } from './inspections.ts';
import { currentLeg, type Leg } from './legs.ts';
import { keepSwapAddendum, vehicleLabel } from './swap-addendum.ts';
import { unitDriver } from './unit-drivers.ts';
import { unitFacts } from './unit-facts.ts';

export interface SwapDependencies {
  db: Executor;
  repositories: RepositoryFactory;
  catalog: Catalog;
  now: () => number;
  assignments: Pick<UnitAssignments, 'freeFrom' | 'moveOnRent'>;
  /** Takes a unit that broke down (or failed a safety item coming back) into maintenance (decision 034). */
  maintenance: InspectionMaintenance;
  cipher: LicenceCipher;
  afterCommit: () => void;
  handovers: Pick<HandoverService, 'view'>;
  /** Damage the old unit came back with opens a claim, as at check-in (decision 036). */
  claims?: DamageClaims;
}

/** A booked vehicle on rent: its slot and the leg it is on. */
interface OnRent {
  slot: BookedSlot;
  leg: Leg;
}

/**
 * A booked vehicle swapped for another unit mid-rental (decision 035): the old
 * unit comes back (a handover `in` of leg n, its return inspection) and the
 * new one goes out (an `out` of leg n + 1, its check-out inspection, the driver
 * who takes it) at the same instant, in one transaction holding the
 * reservation's row and the new unit's class count row; the assignment moves
 * to the new unit from then to the return, and the renter acknowledges an
 * addendum. The booking's price never changes.
 */
export class VehicleSwapService {
  readonly #d: SwapDependencies;

  constructor(deps: SwapDependencies) {
    this.#d = deps;
  }

  /** The units a vehicle on rent may swap to: free from now to its return, of its class or a bigger one. */
  async units(code: string, classId: string, seq: number): Promise<{ units: SwapUnit[] }> {
    const catalog = await this.#d.catalog.get();
    const repos = this.#d.repositories(this.#d.db);
    const r = await reservationOf(repos, code);
    const { slot, leg } = await onRent(repos, catalog, r, { classId, seq });
    const candidates = (
      await repos.fleetUnits.list({ locationId: slot.locationId, status: 'active' })
    ).filter((u) => u.id !== leg.out.unit_id && fits(catalog, classId, u) !== null);
    const free = new Set(
      await this.#d.assignments.freeFrom(
        this.#d.db,
        slot,
        candidates.map((u) => u.id),
        this.#d.now(),
      ),
    );
    const units = candidates
      .filter((u) => free.has(u.id))
      .map((u) => ({
        ...unitFacts(catalog, u),
        upgrade: fits(catalog, classId, u) === 'upgrade',
        odometerMiles: u.odometer_miles,
      }))
      // The booked class first, then the upgrades; each by fleet number.
      .sort((a, b) => Number(a.upgrade) - Number(b.upgrade) || a.fleetNumber.localeCompare(b.fleetNumber));
    return { units };
  }

  /** A swap's addendum PDF; undefined when there is none (or the retention sweep took it). */
  addendumPdf(code: string, classId: string, seq: number, leg: number): Promise<Buffer | undefined> {
    return this.#d.repositories(this.#d.db).handovers.swapPdf(code, classId, seq, leg);
  }

  /**
   * Records the swap. A second submit with the same inspection keys answers as
   * the first did; one with new keys finds the vehicle on another unit than
   * `fromUnitId` and is refused (409 `already_swapped`).
   */
  async swap(code: string, request: SwapRequest, by: string): Promise<Handover> {
    const catalog = await this.#d.catalog.get();
    const now = this.#d.now();
    const outcome = await this.#d.db.transaction().execute(async (trx) => {
      const repos = this.#d.repositories(trx);
      const r = await lockedReservation(repos, code);
      const keys = [
        { key: request.returned.inspection.key, field: 'returned.inspection.key' },
        { key: request.out.inspection.key, field: 'out.inspection.key' },
      ];
      if ((await earlierInspections(repos, r, keys)).length > 0) return { r, stop: null };
      const { slot, leg } = await onRent(repos, catalog, r, request);
      if (leg.out.unit_id !== request.fromUnitId) {
        const now = (await repos.fleetUnits.find(leg.out.unit_id))?.fleet_number ?? 'another vehicle';
        throw new ApiError(
          409,
          'already_swapped',
          `${vehicleLabel(catalog, slot)} is on ${now} now: it was swapped already. Reload the page.`,
        );
      }
      const toUnit = await repos.fleetUnits.find(request.toUnitId);
      const { returned, out, fields, driverId } = await this.#check(repos, catalog, r, request, leg, toUnit);
      refuseFields(fields);
      refuseChangedText(request.addendum, swapAddendum);
      const unit = toUnit!;
      // The new unit must not go out with a safety item failed: nothing is recorded, staff choose another.
      if (out.failedSafety.length > 0) {
        throw new ApiError(
          409,
          'inspection_failed',
          `${unit.fleet_number} failed its check-out inspection (${out.failedSafety.join('; ')}): choose another vehicle.`,
          { toUnitId: `${unit.fleet_number} failed a safety item: choose another vehicle.` },
        );
      }
      await this.#d.assignments.moveOnRent(trx, catalog, {
        slot,
        unit,
        from: now,
        by,
        field: 'toUnitId',
      });
      const oldUnit = (await repos.fleetUnits.find(leg.out.unit_id))!;
      await this.#record(repos, { r, request, leg, oldUnit, unit, returned, out, driverId, now, by });
      const back = {
        classId: request.classId,
        seq: request.seq,
        leg: leg.leg,
        unitId: oldUnit.id,
        before: JSON.parse(leg.out.damage) as DamageMark[],
        after: request.returned.damage,
      };
      await this.#d.claims?.open(trx, catalog, r, [back], now, by);
      await keepSwapAddendum(repos, catalog, this.#d.cipher, {
        r,
        request,
        slot,
        leg,
        oldUnit,
        unit,
        returned,
        out,
        now,
        by,
      });
      const failed = returned.failedSafety;
      const stop =
        request.brokeDown || failed.length > 0
          ? { unit: oldUnit, why: request.brokeDown ? [`broke down: ${request.reason}`] : failed }
          : null;
      return { r, stop };
    });
    this.#d.afterCommit();
    const maintenance: MaintenanceNotice[] = [];
    if (outcome.stop) {
      // After the commit: the block's own transaction locks the class's count row (decision 034).
      maintenance.push(
        await openInspectionBlock(
          this.#d.maintenance,
          {
            unitId: outcome.stop.unit.id,
            fleetNumber: outcome.stop.unit.fleet_number,
            failed: outcome.stop.why,
          },
          { from: now, timezone: outcome.r.timezone, side: 'return', code, by },
        ),
      );
    }
    return { ...(await this.#d.handovers.view(code)), maintenance };
  }

  /** Every field error of the request at once: readings, inspections, the new unit, the driver. */
  async #check(
    repos: Repositories,
    catalog: CatalogSnapshot,
    r: StoredReservation,
    request: SwapRequest,
    leg: Leg,
    toUnit: StoredUnit | undefined,
  ) {
    const vehicle = (side: 'returned' | 'out') => ({
      classId: request.classId,
      seq: request.seq,
      inspection: request[side].inspection,
      // Its photos: the returned unit's of this leg, the replacement's of the next (decision 035).
      leg: side === 'returned' ? leg.leg : leg.leg + 1,
    });
    const back = await inspectVehicles(repos, r, [vehicle('returned')], 'in');
    const going = await inspectVehicles(repos, r, [vehicle('out')], 'out');
    const renamed = (fields: Record<string, string>, side: string) =>
      Object.fromEntries(
        Object.entries(fields).map(([k, v]) => [k.replace(/^vehicles\.0\./, `${side}.`), v]),
      );
    const driver = unitDriver(
      r.drivers,
      {
        classId: request.classId,
        seq: request.seq,
        driverId: request.driverId ?? leg.out.driver_id ?? undefined,
      },
      'driverId',
    );
    const fields: Record<string, string> = {
      ...renamed(back.fields, 'returned'),
      ...renamed(going.fields, 'out'),
      ...driver.fields,
    };
    if (request.returned.odometerMiles < leg.out.odometer_miles) {
      fields['returned.odometerMiles'] =
        `The odometer cannot read less than when it went out (${leg.out.odometer_miles.toLocaleString('en-US')} miles).`;
    }
    const fit = toUnit && toUnit.id !== leg.out.unit_id ? fits(catalog, request.classId, toUnit) : null;
    const here = toUnit?.status === 'active' && toUnit.location_id === r.locationId;
    if (!toUnit || !fit || !here) {
      fields.toUnitId =
        'Choose another active vehicle of the booked class (or a bigger one) kept at the pickup location.';
    } else if (fit === 'upgrade' && !request.upgrade) {
      fields.upgrade = `${toUnit.fleet_number} is a bigger class than booked: tick “Upgrade at no charge” to give it.`;
    } else if (fit === 'same' && request.upgrade) {
      fields.upgrade = `${toUnit.fleet_number} is of the booked class: it is no upgrade.`;
    }
    if (toUnit && fit === 'upgrade' && request.upgrade && !fields.driverId) {
      const problem = await upgradeDriverProblem(repos, catalog, r, toUnit, driver.driverId);
      if (problem) fields.driverId = problem;
    }
    return { returned: back.inspected[0]!, out: going.inspected[0]!, fields, driverId: driver.driverId };
  }

  /** The two handovers at one instant, their inspections, and each unit's odometer. */
  async #record(
    repos: Repositories,
    s: {
      r: StoredReservation;
      request: SwapRequest;
      leg: Leg;
      oldUnit: StoredUnit;
      unit: StoredUnit;
      returned: Inspected;
      out: Inspected;
      driverId: string | null;
      now: number;
      by: string;
    },
  ): Promise<void> {
    const { r, request, leg, now, by } = s;
    const sides = [
      { kind: 'in' as const, leg: leg.leg, unit: s.oldUnit, reading: request.returned, done: s.returned },
      { kind: 'out' as const, leg: leg.leg + 1, unit: s.unit, reading: request.out, done: s.out },
    ];
    for (const side of sides) {
      const { inspection: _, ...reading } = side.reading;
      await repos.handovers.insert({
        reservation_id: r.id,
        class_id: request.classId,
        seq: request.seq,
        leg: side.leg,
        kind: side.kind,
        unit_id: side.unit.id,
        at: now,
        odometer_miles: reading.odometerMiles,
        fuel_eighths: reading.fuelEighths,
        damage: JSON.stringify(reading.damage),
        notes: reading.notes,
        // What the legs charge is worked out once, at the check-in, over every leg (decision 035).
        charges: null,
        recorded_by: by,
        driver_id: side.kind === 'out' ? s.driverId : null,
      });
      const vehicle = { classId: request.classId, seq: request.seq, inspection: side.reading.inspection };
      const where = { kind: side.kind, unitId: side.unit.id, at: now, by, id: randomUUID() };
      await repos.inspections.insert(inspectionRow(r, vehicle, side.done, where));
      await repos.fleetUnits.update(side.unit.id, {
        ...odometerPatch(side.unit, reading.odometerMiles, r.timezone, now),
        updated_at: now,
      });
    }
  }
}

/** The booked vehicle, on rent: gone out and not back. */
async function onRent(
  repos: Repositories,
  catalog: CatalogSnapshot,
  r: StoredReservation,
  vehicle: { classId: string; seq: number },
): Promise<OnRent> {
  const slots = await repos.assignments.bookedSlots({
    reservationId: r.id,
    from: 0,
    to: Number.MAX_SAFE_INTEGER,
  });
  const slot = slots.find((s) => s.classId === vehicle.classId && s.seq === vehicle.seq);
  if (!slot) throw validationError({ seq: 'No such vehicle on this booking.' });
  const leg = currentLeg(await repos.handovers.forReservation(r.id), vehicle.classId, vehicle.seq);
  if (!leg) {
    throw new ApiError(409, 'not_checked_out', `${vehicleLabel(catalog, slot)} has not gone out yet.`);
  }
  if (leg.in) {
    throw new ApiError(409, 'already_checked_in', `${vehicleLabel(catalog, slot)} is already back.`);
  }
  return { slot, leg };
}

/**
 * Why the driver may not take a bigger class's unit (decision 035): the
 * bigger class's own driver rule (a bus may need a commercial licence), for
 * the trip's dates; a driver must be named for it. Null when they may.
 */
async function upgradeDriverProblem(
  repos: Repositories,
  catalog: CatalogSnapshot,
  r: StoredReservation,
  unit: StoredUnit,
  driverId: string | null,
): Promise<string | null> {
  const driver = r.drivers.find((d) => d.id === driverId);
  if (!driver) return 'Choose the driver who takes the bigger vehicle: their license must allow it.';
  const vehicle = catalog.classById.get(unit.class_id);
  if (!vehicle) return null;
  const trip = {
    pickupDate: instantToLocal(r.pickupAt, r.timezone).date,
    returnDate: instantToLocal(r.returnAt, r.timezone).date,
  };
  const problems = driverProblems(driver, ruleFor(await repos.drivers.rules(), vehicle), vehicle.name, trip);
  return problems[0]?.message ?? null;
}

/**
 * How a unit fits a booked class: `same` class, an `upgrade` (another class
 * carrying at least as many passengers), or null.
 */
function fits(catalog: CatalogSnapshot, bookedClassId: string, unit: StoredUnit): 'same' | 'upgrade' | null {
  if (unit.class_id === bookedClassId) return 'same';
  const booked = catalog.classById.get(bookedClassId);
  const other = catalog.classById.get(unit.class_id);
  return booked && other && other.passengers >= booked.passengers ? 'upgrade' : null;
}
