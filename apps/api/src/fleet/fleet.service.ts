import { randomUUID } from 'node:crypto';
import type { VehicleClass } from '@convoy/domain/content/fleet';
import {
  type MaintenanceBlock,
  type MaintenanceRequest,
  type ServiceState,
  serviceSoonDays,
  serviceSoonMiles,
  type Unit,
  type UnitCreate,
  type UnitQuery,
  type UnitUpdate,
} from '@convoy/domain/contracts/fleet-unit.schema';
import type { ServiceSlot } from '@convoy/domain/contracts/maintenance.schema';
import { addCalendarDays } from '@convoy/domain/rules/receivables';
import { zonedIso, zonedToday } from '@convoy/domain/rules/zoned-time';
import type { Updateable } from 'kysely';
import type { Catalog, CatalogSnapshot } from '../catalog/catalog.ts';
import type { UnitRepository } from '../catalog/unit.repository.ts';
import type { Executor } from '../db/database.ts';
import type { FleetUnitTable } from '../db/tables/fleet-unit.table.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { ApiError } from '../errors.ts';
import type { RepositoryFactory } from '../repositories.ts';
import { validationError } from '../validation-error.ts';
import type { UnitAssignments } from './assignment.service.ts';
import { fleetPrefix } from './demo-fleet.ts';
import type { FleetUnitRepository, StoredBlock, StoredUnit } from './fleet-unit.repository.ts';
import { heldDuring } from './held-units.ts';
import { localInstant } from './local-instant.ts';
import { overCapacity } from './peak-usage.ts';
import { serviceOverdueAt } from './service-due.ts';

/** The reason of a service booked from the due-soon list (decision 033). */
export const serviceReason = 'Scheduled service';

/** The end of "for good": a unit that leaves the count leaves it from now on. */
const forever = Date.UTC(2199, 11, 31);

export interface FleetDependencies {
  db: Executor;
  repositories: RepositoryFactory;
  catalog: Catalog;
  now: () => number;
  turnaroundMinutes: number;
  /** A unit leaving availability hands its rentals to other units. */
  assignments: UnitAssignments;
}

/**
 * The units of the fleet (decision 015) and their maintenance. A class's count at
 * a location (`units.count`, the row every booking of it locks) moves with its
 * units: a unit added counts one more; a unit retired, moved away or blocked
 * for maintenance counts one fewer, refused when the reservations holding the
 * class then would be left without a unit (the same peak-usage rule that
 * refuses a booking). Every such write locks the count row first, so it runs
 * one after the other with the bookings of the class.
 */
export class FleetService {
  readonly #d: FleetDependencies;
  readonly #turnaroundMs: number;

  constructor(deps: FleetDependencies) {
    this.#d = deps;
    this.#turnaroundMs = deps.turnaroundMinutes * 60_000;
  }

  async list(query: UnitQuery): Promise<Unit[]> {
    const [catalog, units] = await Promise.all([
      this.#d.catalog.get(),
      this.#d.repositories(this.#d.db).fleetUnits.list(query),
    ]);
    return this.#views(catalog, units);
  }

  async get(id: string): Promise<Unit> {
    const unit = await this.#d.repositories(this.#d.db).fleetUnits.find(id);
    if (!unit) throw notFound();
    return (await this.#views(await this.#d.catalog.get(), [unit]))[0]!;
  }

  /** A vehicle joins the fleet: its class counts one more at its location. */
  async create(input: UnitCreate): Promise<Unit> {
    const catalog = await this.#d.catalog.get();
    const fields: Record<string, string> = {};
    if (!catalog.locationById.has(input.locationId)) fields.locationId = 'Choose one of the locations.';
    if (!catalog.classById.has(input.classId)) fields.classId = 'Choose one of the vehicle classes.';
    if (Object.keys(fields).length > 0) throw validationError(fields);
    const now = this.#d.now();
    const id = randomUUID();
    await this.#write(async (trx) => {
      const repo = this.#d.repositories(trx).fleetUnits;
      await this.#checkUnique(repo, input, null);
      const counts = this.#d.repositories(trx).units;
      const count = await this.#claim(counts, input.locationId, input.classId);
      await repo.insert({
        id,
        fleet_number: input.fleetNumber,
        vin: input.vin,
        plate: input.plate,
        plate_state: input.plateState,
        location_id: input.locationId,
        class_id: input.classId,
        odometer_miles: input.odometerMiles,
        fuel_capacity_gallons: input.fuelCapacityGallons,
        status: 'active',
        service_due_on: input.serviceDueOn,
        service_due_miles: input.serviceDueMiles,
        service_reminded: null,
        service_overdue_at: serviceOverdueAt(
          {
            service_due_on: input.serviceDueOn,
            service_due_miles: input.serviceDueMiles,
            odometer_miles: input.odometerMiles,
          },
          catalog.locationById.get(input.locationId)!.timezone,
          now,
          null,
        ),
        service_overdue_until: null,
        notes: input.notes,
        created_at: now,
        updated_at: now,
      });
      await counts.set({ locationId: input.locationId, classId: input.classId, count: count + 1 });
    });
    return this.get(id);
  }

  /**
   * The count of a class at a location set directly (the rates form, inside
   * its transaction): units added with the next fleet numbers of the location,
   * their VIN and plate to fill in, or retired (those without a VIN first, then the newest), refused like a
   * retirement when bookings need them.
   */
  async setCount(
    trx: Executor,
    target: { locationId: string; classId: string; count: number },
    catalog: CatalogSnapshot,
  ): Promise<void> {
    const counts = this.#d.repositories(trx).units;
    const repo = this.#d.repositories(trx).fleetUnits;
    const count = await this.#claim(counts, target.locationId, target.classId);
    const now = this.#d.now();
    if (target.count > count) {
      const prefix = `${fleetPrefix(target.locationId)}-`;
      const used = new Set(await repo.numbersStartingWith(prefix));
      const passengers = catalog.classById.get(target.classId)?.passengers ?? 15;
      let n = 101;
      for (let i = count; i < target.count; i++) {
        while (used.has(`${prefix}${n}`)) n++;
        used.add(`${prefix}${n}`);
        await repo.insert({
          id: randomUUID(),
          fleet_number: `${prefix}${n}`,
          vin: null,
          plate: null,
          plate_state: null,
          location_id: target.locationId,
          class_id: target.classId,
          odometer_miles: 0,
          fuel_capacity_gallons: passengers >= 25 ? 60 : passengers >= 9 ? 25 : 20,
          status: 'active',
          service_due_on: null,
          service_due_miles: null,
          service_reminded: null,
          service_overdue_at: null,
          service_overdue_until: null,
          notes: '',
          created_at: now,
          updated_at: now,
        });
      }
    } else if (target.count < count) {
      const retiring = (await repo.retirableFirst(target.locationId, target.classId)).slice(
        0,
        count - target.count,
      );
      for (const unit of retiring) {
        await repo.deleteBlocksAfter(unit.id, now);
        await repo.update(unit.id, { status: 'retired', updated_at: now });
      }
      const probe = { location_id: target.locationId, class_id: target.classId, fleet_number: 'A unit' };
      await this.#refuseIfShort(trx, catalog, probe, { start: now, end: forever }, target.count, {
        field: `units.${target.locationId}`,
        what: `${locationName(catalog, target.locationId)} cannot have ${target.count}`,
      });
    }
    await counts.set({ ...target });
  }

  /**
   * Details, odometer, next service, a move to another location, retiring
   * (or back into service). Leaving a location's count is refused (409
   * `unit_needed`, the reservations named) when they need the unit.
   */
  async update(id: string, change: UnitUpdate): Promise<Unit> {
    const catalog = await this.#d.catalog.get();
    if (change.locationId !== undefined && !catalog.locationById.has(change.locationId)) {
      throw validationError({ locationId: 'Choose one of the locations.' });
    }
    await this.#write(async (trx) => {
      const repo = this.#d.repositories(trx).fleetUnits;
      const unit = await repo.find(id);
      if (!unit) throw notFound();
      await this.#checkUnique(repo, change, id);
      const now = this.#d.now();
      const status = change.status ?? unit.status;
      const locationId = change.locationId ?? unit.location_id;
      const leaves = unit.status === 'active' && (status === 'retired' || locationId !== unit.location_id);
      const joins = status === 'active' && (unit.status === 'retired' || locationId !== unit.location_id);
      const counts = this.#d.repositories(trx).units;
      // Both count rows locked in one order, so two moves the opposite way cannot deadlock.
      const keys = [...(leaves ? [unit.location_id] : []), ...(joins ? [locationId] : [])].sort();
      const locked = new Map<string, number>();
      for (const key of keys) locked.set(key, await this.#claim(counts, key, unit.class_id));
      if (leaves) {
        if (locationId !== unit.location_id && (await repo.blocksOf([id], now)).length > 0) {
          throw new ApiError(
            409,
            'unit_in_maintenance',
            `${unit.fleet_number} has maintenance booked at ${locationName(catalog, unit.location_id)}: end or remove it before moving the vehicle.`,
            { locationId: 'End or remove its maintenance first.' },
          );
        }
        // Its own blocks no longer hold a unit once it is out of the count, nor its service overdue (decision 033).
        await repo.deleteBlocksAfter(id, now);
        if (unit.service_overdue_at !== null) await repo.update(id, { service_overdue_at: null });
        const count = locked.get(unit.location_id)!;
        const retiring = status === 'retired';
        await this.#refuseIfShort(trx, catalog, unit, { start: now, end: forever }, count - 1, {
          field: retiring ? 'status' : 'locationId',
          what: retiring
            ? `${unit.fleet_number} cannot be retired`
            : `${unit.fleet_number} cannot leave ${locationName(catalog, unit.location_id)}`,
        });
        await counts.set({ locationId: unit.location_id, classId: unit.class_id, count: count - 1 });
        await this.#d.assignments.reseat(trx, unit, now, forever);
      }
      // Leaving and joining one location at once cannot happen: joining means active there, leaving not.
      if (joins) await counts.set({ locationId, classId: unit.class_id, count: locked.get(locationId)! + 1 });
      await repo.update(id, {
        ...toPatch(change, unit, now),
        ...this.#overdueAfter(change, unit, catalog, now),
      });
    });
    return this.get(id);
  }

  /** The unit's overdue instant after a change of its due, odometer or location (decision 033); {} when untouched. */
  #overdueAfter(change: UnitUpdate, unit: StoredUnit, catalog: CatalogSnapshot, now: number) {
    const touched = ['serviceDueOn', 'serviceDueMiles', 'odometerMiles', 'locationId'] as const;
    if (touched.every((k) => change[k] === undefined)) return {};
    const after = {
      service_due_on: change.serviceDueOn === undefined ? unit.service_due_on : change.serviceDueOn,
      service_due_miles:
        change.serviceDueMiles === undefined ? unit.service_due_miles : change.serviceDueMiles,
      odometer_miles: change.odometerMiles ?? unit.odometer_miles,
    };
    const dueChanged =
      after.service_due_on !== unit.service_due_on || after.service_due_miles !== unit.service_due_miles;
    const zone = catalog.locationById.get(change.locationId ?? unit.location_id)!.timezone;
    return {
      service_overdue_at: serviceOverdueAt(after, zone, now, dueChanged ? null : unit.service_overdue_at),
    };
  }

  /**
   * Takes the unit out from–to (local at its location). Refused (409
   * `unit_needed`) when the class's reservations then need every unit, and
   * naming them; (409 `maintenance_overlap`) over another block of the unit.
   */
  async addBlock(unitId: string, request: MaintenanceRequest, by: string): Promise<MaintenanceBlock> {
    const catalog = await this.#d.catalog.get();
    let made: { block: StoredBlock; fleetNumber: string; zone: string } | undefined;
    await this.#write(async (trx) => {
      made = await this.#block(trx, catalog, unitId, request, by, async () => {});
    });
    return blockView(made!.block, made!.fleetNumber, made!.zone);
  }

  /**
   * Books the unit's service (decision 033) from–to, by the race-safe path of
   * addBlock: an overdue unit's own hold then ends where the block starts (less
   * the turnaround), so the unit is not counted out twice; a unit not yet
   * overdue is held by the block alone if it comes due before it.
   */
  async bookService(unitId: string, slot: ServiceSlot, by: string): Promise<MaintenanceBlock> {
    const catalog = await this.#d.catalog.get();
    let made: { block: StoredBlock; fleetNumber: string; zone: string } | undefined;
    const request = { ...slot, reason: serviceReason };
    await this.#write(async (trx) => {
      made = await this.#block(trx, catalog, unitId, request, by, async (startsAt) => {
        const until = startsAt - this.#turnaroundMs;
        await this.#d.repositories(trx).fleetUnits.update(unitId, { service_overdue_until: until });
      });
    });
    return blockView(made!.block, made!.fleetNumber, made!.zone);
  }

  /**
   * A block inside the write's transaction: the count row locked, then
   * `beforeCheck` (with the block's start) ahead of the checks that refuse it.
   */
  async #block(
    trx: Executor,
    catalog: CatalogSnapshot,
    unitId: string,
    request: MaintenanceRequest,
    by: string,
    beforeCheck: (startsAt: number) => Promise<void>,
  ): Promise<{ block: StoredBlock; fleetNumber: string; zone: string }> {
    const repo = this.#d.repositories(trx).fleetUnits;
    const unit = await repo.find(unitId);
    if (!unit) throw notFound();
    if (unit.status !== 'active') {
      throw new ApiError(409, 'unit_retired', `${unit.fleet_number} is retired: it is in no one's way.`);
    }
    const location = catalog.locationById.get(unit.location_id)!;
    const startsAt = localInstant(request.startDate, request.startTime, location, 'startTime');
    const endsAt = localInstant(request.endDate, request.endTime, location, 'endTime');
    // The request schemas refuse an end before the start; the instants are checked too, as the table is.
    if (endsAt <= startsAt) throw validationError({ endTime: 'The end must be after the start.' });
    if (endsAt <= this.#d.now()) {
      throw validationError({ endDate: 'That maintenance is over already: choose an end still to come.' });
    }
    const count = await this.#claim(this.#d.repositories(trx).units, unit.location_id, unit.class_id);
    await beforeCheck(startsAt);
    const overlapping = await repo.blocksMeeting(unitId, startsAt, endsAt);
    if (overlapping.length > 0) {
      const o = overlapping[0]!;
      throw new ApiError(
        409,
        'maintenance_overlap',
        `${unit.fleet_number} is already out for “${o.reason}” from ${o.start_date} ${o.start_time} to ${o.end_date} ${o.end_time}.`,
        { startDate: 'This overlaps maintenance already booked for the vehicle.' },
      );
    }
    // The turnaround follows a block as it follows a rental: the vehicle is made ready after the shop.
    const away = { start: startsAt, end: endsAt + this.#turnaroundMs };
    // Driven to another location (decision 031), the unit is not here to be serviced from its leaving on.
    const leaving = (await this.#d.repositories(trx).relocations.scheduledOfUnit(unitId, null)).find(
      (x) => x.leave_at < away.end,
    );
    if (leaving) {
      const to = catalog.locationById.get(leaving.to_location_id)?.name ?? leaving.to_location_id;
      const message = `${unit.fleet_number} is due to leave for ${to} on ${leaving.leave_date} at ${leaving.leave_time}: book the maintenance to end before then, or change that relocation first.`;
      throw new ApiError(409, 'relocation_overlap', message, { endDate: message });
    }
    await this.#refuseIfShort(trx, catalog, unit, away, count - 1, {
      field: 'startDate',
      what: `${unit.fleet_number} cannot be out then`,
    });
    const block: StoredBlock = {
      id: randomUUID(),
      unit_id: unitId,
      location_id: unit.location_id,
      class_id: unit.class_id,
      starts_at: startsAt,
      ends_at: endsAt,
      start_date: request.startDate,
      start_time: request.startTime,
      end_date: request.endDate,
      end_time: request.endTime,
      reason: request.reason,
      created_by: by,
      created_at: this.#d.now(),
    };
    await repo.insertBlock(block);
    await this.#d.assignments.reseat(trx, unit, startsAt, away.end);
    return { block, fleetNumber: unit.fleet_number, zone: location.timezone };
  }

  /** Ends a block (the vehicle is back early, or it was booked by mistake): the unit is available again. */
  async removeBlock(unitId: string, blockId: string): Promise<void> {
    await this.#write(async (trx) => {
      const repo = this.#d.repositories(trx).fleetUnits;
      const block = await repo.findBlock(unitId, blockId);
      if (!block) throw new ApiError(404, 'not_found', 'No such maintenance block for this vehicle.');
      await this.#d.repositories(trx).units.claim(block.location_id, block.class_id);
      await repo.deleteBlock(blockId);
      // The unit's booked service removed: overdue, it holds itself for good again (decision 033).
      const unit = await repo.find(unitId);
      if (unit?.service_overdue_until === block.starts_at - this.#turnaroundMs) {
        await repo.update(unitId, { service_overdue_until: null });
      }
    });
  }

  /**
   * Refuses (409 `unit_needed`) when the class at the unit's location, with
   * `capacity` units during `period`, would hold more than it has: the
   * reservations holding it then are named.
   */
  async #refuseIfShort(
    trx: Executor,
    catalog: CatalogSnapshot,
    unit: Pick<StoredUnit, 'location_id' | 'class_id' | 'fleet_number'>,
    period: { start: number; end: number },
    capacity: number,
    refusal: { field: string; what: string },
  ): Promise<void> {
    const turnaround = this.#turnaroundMs;
    const window = { pickupAt: period.start, returnAt: period.end };
    const held = await heldDuring(
      this.#d.repositories(trx).inventory,
      unit.location_id,
      unit.class_id,
      window,
      turnaround,
    );
    const periods = held.map((h) => ({
      start: h.pickupAt,
      end: h.returnAt + turnaround,
      quantity: h.quantity,
    }));
    // Only the stretch the unit is away matters: a peak before or after it is not this unit's to cover.
    const short = overCapacity(periods, capacity).filter((o) => o.end > period.start && o.start < period.end);
    if (short.length === 0) return;
    const booked = await this.#d
      .repositories(trx)
      .inventory.reservationsBetween(
        unit.location_id,
        unit.class_id,
        period.start - turnaround,
        period.end + turnaround,
      );
    const codes = [
      ...new Set(
        booked
          .filter((b) => short.some((o) => b.pickupAt < o.end && b.returnAt + turnaround > o.start))
          .map((b) => b.code),
      ),
    ];
    const className = catalog.classById.get(unit.class_id)?.name ?? unit.class_id;
    const at = locationName(catalog, unit.location_id);
    const named =
      codes.length === 0
        ? 'other maintenance needs every one then'
        : `${codes.length === 1 ? 'reservation' : 'reservations'} ${listOf(codes)} would be left without one`;
    const message = `${refusal.what}: ${className} at ${at} would be short, and ${named}. Choose other dates, or move ${codes.length === 1 ? 'that booking' : 'those bookings'} first.`;
    throw new ApiError(409, 'unit_needed', message, { [refusal.field]: message }, { reservations: codes });
  }

  /** Locks the class's count row at the location (created at 0 when missing) and reads it. */
  async #claim(counts: UnitRepository, locationId: string, classId: string): Promise<number> {
    const count = await counts.claim(locationId, classId);
    if (count !== undefined) return count;
    await counts.set({ locationId, classId, count: 0 });
    return (await counts.claim(locationId, classId)) ?? 0;
  }

  async #checkUnique(
    repo: FleetUnitRepository,
    input: { fleetNumber?: string | undefined; vin?: string | undefined },
    exceptId: string | null,
  ): Promise<void> {
    const fields: Record<string, string> = {};
    if (input.fleetNumber !== undefined && (await repo.taken('fleet_number', input.fleetNumber, exceptId))) {
      fields.fleetNumber = `Another vehicle is numbered ${input.fleetNumber}.`;
    }
    const sameVin = input.vin !== undefined ? await repo.taken('vin', input.vin, exceptId) : undefined;
    if (sameVin) fields.vin = `That VIN is ${sameVin.fleet_number}’s.`;
    if (Object.keys(fields).length > 0)
      throw new ApiError(409, 'unit_exists', Object.values(fields).join(' '), fields);
  }

  /** A write in one transaction; the catalogue's counts are read afresh after it. */
  async #write(work: (trx: Executor) => Promise<void>): Promise<void> {
    try {
      await this.#d.db.transaction().execute(work);
    } catch (error) {
      // Two staff saving the same number at once: the second hears it like the check above says it.
      if (isUniqueViolation(error, 'fleet_units')) {
        throw new ApiError(409, 'unit_exists', 'Another vehicle has that fleet number or VIN.', {
          fleetNumber: 'Another vehicle has that fleet number or VIN.',
        });
      }
      throw error;
    } finally {
      await this.#d.catalog.changed();
    }
  }

  async #views(catalog: CatalogSnapshot, units: readonly StoredUnit[]): Promise<Unit[]> {
    const now = this.#d.now();
    const blocks = await this.#d.repositories(this.#d.db).fleetUnits.blocksOf(
      units.map((u) => u.id),
      now,
    );
    const byUnit = new Map<string, StoredBlock[]>();
    for (const b of blocks) byUnit.set(b.unit_id, [...(byUnit.get(b.unit_id) ?? []), b]);
    return units.map((u) => {
      const location = catalog.locationById.get(u.location_id);
      const zone = location?.timezone ?? 'UTC';
      const own = (byUnit.get(u.id) ?? []).map((b) => blockView(b, u.fleet_number, zone));
      const current = (byUnit.get(u.id) ?? []).find((b) => b.starts_at <= now);
      return {
        id: u.id,
        fleetNumber: u.fleet_number,
        vin: u.vin,
        plate: u.plate,
        plateState: u.plate_state,
        locationId: u.location_id,
        locationName: location?.name ?? u.location_id,
        classId: u.class_id,
        className: classOf(catalog, u.class_id)?.name ?? u.class_id,
        odometerMiles: u.odometer_miles,
        fuelCapacityGallons: u.fuel_capacity_gallons,
        status: u.status,
        inMaintenance: current ? blockView(current, u.fleet_number, zone) : null,
        maintenance: own.slice(0, 100),
        serviceDueOn: u.service_due_on,
        serviceDueMiles: u.service_due_miles,
        service: serviceState(u, zonedToday(now, zone)),
        notes: u.notes,
        createdAt: new Date(u.created_at).toISOString(),
        updatedAt: new Date(u.updated_at).toISOString(),
      };
    });
  }
}

/** Due when the date has come or the odometer reached the mileage; soon within 14 days or 500 miles. */
export function serviceState(
  unit: Pick<StoredUnit, 'service_due_on' | 'service_due_miles' | 'odometer_miles' | 'status'>,
  today: string,
): ServiceState | null {
  if (unit.status !== 'active') return null;
  const { service_due_on: on, service_due_miles: miles, odometer_miles: odometer } = unit;
  if ((on !== null && on <= today) || (miles !== null && odometer >= miles)) return 'overdue';
  if (
    (on !== null && on <= addCalendarDays(today, serviceSoonDays)) ||
    (miles !== null && odometer >= miles - serviceSoonMiles)
  ) {
    return 'soon';
  }
  return null;
}

function toPatch(change: UnitUpdate, unit: StoredUnit, now: number): Updateable<FleetUnitTable> {
  const patch: Updateable<FleetUnitTable> = { updated_at: now };
  if (change.fleetNumber !== undefined) patch.fleet_number = change.fleetNumber;
  if (change.vin !== undefined) patch.vin = change.vin;
  if (change.plate !== undefined) patch.plate = change.plate;
  if (change.plateState !== undefined) patch.plate_state = change.plateState;
  if (change.locationId !== undefined) patch.location_id = change.locationId;
  if (change.odometerMiles !== undefined) patch.odometer_miles = change.odometerMiles;
  if (change.fuelCapacityGallons !== undefined) patch.fuel_capacity_gallons = change.fuelCapacityGallons;
  if (change.notes !== undefined) patch.notes = change.notes;
  if (change.status !== undefined) patch.status = change.status;
  if (change.serviceDueOn !== undefined) patch.service_due_on = change.serviceDueOn;
  if (change.serviceDueMiles !== undefined) patch.service_due_miles = change.serviceDueMiles;
  // A new due is reminded of afresh.
  const dueChanged =
    (change.serviceDueOn !== undefined && change.serviceDueOn !== unit.service_due_on) ||
    (change.serviceDueMiles !== undefined && change.serviceDueMiles !== unit.service_due_miles);
  if (dueChanged) patch.service_reminded = null;
  return patch;
}

export function blockView(b: StoredBlock, fleetNumber: string, zone: string): MaintenanceBlock {
  return {
    id: b.id,
    unitId: b.unit_id,
    fleetNumber,
    locationId: b.location_id,
    classId: b.class_id,
    startDate: b.start_date,
    startTime: b.start_time,
    endDate: b.end_date,
    endTime: b.end_time,
    startsAt: zonedIso(b.starts_at, zone),
    endsAt: zonedIso(b.ends_at, zone),
    reason: b.reason,
    createdBy: b.created_by,
    createdAt: new Date(b.created_at).toISOString(),
  };
}

function classOf(catalog: CatalogSnapshot, id: string): VehicleClass | undefined {
  return catalog.classById.get(id);
}

function locationName(catalog: CatalogSnapshot, id: string): string {
  return catalog.locationById.get(id)?.name ?? id;
}

function listOf(codes: readonly string[]): string {
  if (codes.length <= 1) return codes.join('');
  return `${codes.slice(0, -1).join(', ')} and ${codes.at(-1)}`;
}

function notFound(): ApiError {
  return new ApiError(404, 'not_found', 'No vehicle of the fleet has that id.');
}
