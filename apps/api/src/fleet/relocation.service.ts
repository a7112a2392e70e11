import { randomUUID } from 'node:crypto';
import type {
  Relocation,
  RelocationCreate,
  RelocationOutlook,
  RelocationQuery,
  RelocationUpdate,
} from '@convoy/domain/contracts/relocation.schema';
import { addCalendarDays } from '@convoy/domain/rules/receivables';
import { zonedInstant, zonedIso, zonedToday } from '@convoy/domain/rules/zoned-time';
import type { Catalog, CatalogSnapshot } from '../catalog/catalog.ts';
import type { Executor } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import type { Repositories, RepositoryFactory } from '../repositories.ts';
import { validationError } from '../validation-error.ts';
import type { UnitAssignments } from './assignment.service.ts';
import type { StoredUnit } from './fleet-unit.repository.ts';
import { localInstant } from './local-instant.ts';
import type { StoredRelocation } from './relocation.repository.ts';
import { claimRows, lowestFrom } from './relocation-ledger.ts';
import { type LocationLedger, outlook } from './relocation-outlook.ts';
import { ledgerAt } from './stock-over-time.ts';

/** The end of "for good": a unit that leaves a location's count leaves it from then on. */
const forever = Date.UTC(2199, 11, 31);

export interface RelocationDependencies {
  db: Executor;
  repositories: RepositoryFactory;
  catalog: Catalog;
  now: () => number;
  turnaroundMinutes: number;
  assignments: UnitAssignments;
}

/** Where and when a relocation goes, as instants. */
interface Trip {
  unitId: string;
  fromLocationId: string;
  toLocationId: string;
  leaveDate: string;
  leaveTime: string;
  arriveDate: string;
  arriveTime: string;
  leaveAt: number;
  arriveAt: number;
}

/**
 * Staff relocations (decision 031): a unit driven from one location to
 * another. Scheduled, it is a pending move of the count over time (decision
 * 028): held at its origin from leaving, counted at its destination from its
 * arrival plus the turnaround. Every write locks the class's stock rows at
 * both ends in the bookings' order (by location id) and checks, once written,
 * that no location it takes from is short at any instant: a 409 otherwise,
 * and nothing changes.
 */
export class RelocationService {
  readonly #d: RelocationDependencies;
  readonly #turnaroundMs: number;

  constructor(deps: RelocationDependencies) {
    this.#d = deps;
    this.#turnaroundMs = deps.turnaroundMinutes * 60_000;
  }

  async list(query: RelocationQuery): Promise<Relocation[]> {
    const catalog = await this.#d.catalog.get();
    const rows = await this.#d.repositories(this.#d.db).relocations.list(query);
    return this.#views(this.#d.repositories(this.#d.db), catalog, rows);
  }

  async get(id: string): Promise<Relocation> {
    const catalog = await this.#d.catalog.get();
    const repos = this.#d.repositories(this.#d.db);
    const row = await repos.relocations.find(id);
    if (!row) throw notFound();
    return (await this.#views(repos, catalog, [row]))[0]!;
  }

  /**
   * The next 30 days of a class at every location (decision 031): each
   * day's units against the peak held and the fewest free, and transfers
   * suggested where a location is short and others can spare units.
   */
  async outlook(classId: string): Promise<RelocationOutlook> {
    const catalog = await this.#d.catalog.get();
    const vehicleClass = catalog.classById.get(classId);
    if (!vehicleClass) throw validationError({ classId: 'We have no class of vehicle with that id.' });
    const repos = this.#d.repositories(this.#d.db);
    const now = this.#d.now();
    const turnaround = this.#turnaroundMs;
    const ledgers: LocationLedger[] = [];
    for (const location of catalog.locations) {
      const units = (await repos.units.find(location.id, classId))?.count ?? 0;
      const held = await repos.inventory.heldBetween(
        location.id,
        classId,
        now - turnaround,
        Number.MAX_SAFE_INTEGER,
      );
      const moves = await repos.inventory.oneWayMovesBefore(location.id, classId, Number.MAX_SAFE_INTEGER);
      ledgers.push({ locationId: location.id, units, ...ledgerAt(location.id, held, moves, turnaround) });
    }
    const days = (locationId: string) => {
      const zone = zoneOf(catalog, locationId);
      const today = zonedToday(now, zone);
      return Array.from({ length: 30 }, (_, n) => {
        const date = addCalendarDays(today, n);
        const start = Math.max(now, zonedInstant(date, '00:00', zone));
        return { date, start, end: zonedInstant(addCalendarDays(date, 1), '00:00', zone) };
      });
    };
    const view = outlook(ledgers, days);
    return {
      classId,
      className: vehicleClass.name,
      locations: view.locations.map((l) => ({ ...l, locationName: name(catalog, l.locationId) })),
      suggestions: view.suggestions,
    };
  }

  /** Schedules a staff relocation: 409 `unit_needed` when its origin would be short at any instant from its leaving on. */
  async create(input: RelocationCreate, by: string): Promise<Relocation> {
    const catalog = await this.#d.catalog.get();
    const id = randomUUID();
    await this.#write(async (repos, trx) => {
      const unit = await this.#unit(repos, input.unitId);
      const trip = this.#trip(catalog, input, input.unitId);
      await claimRows(repos, [trip.fromLocationId, trip.toLocationId], unit.class_id);
      await this.#unitFree(repos, catalog, unit, trip, null);
      const now = this.#d.now();
      await repos.relocations.insert({
        id,
        unit_id: unit.id,
        class_id: unit.class_id,
        from_location_id: trip.fromLocationId,
        to_location_id: trip.toLocationId,
        leave_at: trip.leaveAt,
        arrive_at: trip.arriveAt,
        leave_date: trip.leaveDate,
        leave_time: trip.leaveTime,
        arrive_date: trip.arriveDate,
        arrive_time: trip.arriveTime,
        driver_name: input.driverName,
        status: 'scheduled',
        reason: 'staff',
        reservation_id: null,
        created_by: by,
        created_at: now,
        updated_at: now,
        done_at: null,
      });
      await this.#originCovered(repos, catalog, unit, trip);
      await this.#d.assignments.reseat(trx, unit, trip.leaveAt, forever);
    });
    return this.get(id);
  }

  /**
   * Changes the times, the destination or the driver. Its origin must still
   * cover its bookings from the new leaving on, and a destination that loses
   * the arrival (another destination, or a later one) its bookings from now on.
   */
  async update(id: string, change: RelocationUpdate): Promise<Relocation> {
    const catalog = await this.#d.catalog.get();
    await this.#write(async (repos, trx) => {
      const old = await this.#scheduled(repos, id);
      const merged = {
        fromLocationId: old.from_location_id,
        toLocationId: change.toLocationId ?? old.to_location_id,
        leaveDate: change.leaveDate ?? old.leave_date,
        leaveTime: change.leaveTime ?? old.leave_time,
        arriveDate: change.arriveDate ?? old.arrive_date,
        arriveTime: change.arriveTime ?? old.arrive_time,
      };
      const trip = this.#trip(catalog, merged, old.unit_id);
      const unit = await this.#unit(repos, old.unit_id);
      await claimRows(repos, [trip.fromLocationId, trip.toLocationId, old.to_location_id], old.class_id);
      await this.#unitFree(repos, catalog, unit, trip, id);
      await repos.relocations.update(id, {
        to_location_id: trip.toLocationId,
        leave_at: trip.leaveAt,
        arrive_at: trip.arriveAt,
        leave_date: trip.leaveDate,
        leave_time: trip.leaveTime,
        arrive_date: trip.arriveDate,
        arrive_time: trip.arriveTime,
        driver_name: change.driverName ?? old.driver_name,
        updated_at: this.#d.now(),
      });
      await this.#originCovered(repos, catalog, unit, trip);
      const lost = trip.toLocationId !== old.to_location_id || trip.arriveAt > old.arrive_at;
      if (lost) {
        await this.#arrivalNotNeeded(
          repos,
          catalog,
          old,
          change.toLocationId ? 'toLocationId' : 'arriveDate',
        );
      }
      if (trip.leaveAt < old.leave_at) {
        await this.#d.assignments.reseat(trx, unit, trip.leaveAt, forever);
      }
    });
    return this.get(id);
  }

  /** Cancels it: 409 `arrival_needed` when its destination has lent the unit out since. */
  async cancel(id: string): Promise<Relocation> {
    const catalog = await this.#d.catalog.get();
    await this.#write(async (repos) => {
      const old = await this.#scheduled(repos, id);
      await claimRows(repos, [old.from_location_id, old.to_location_id], old.class_id);
      if (!(await repos.relocations.close(id, 'cancelled', this.#d.now()))) throw closed();
      await this.#arrivalNotNeeded(repos, catalog, old, 'id');
    });
    return this.get(id);
  }

  /**
   * The unit has arrived: it is recorded at the destination and the counts
   * move (as a one-way rental's check-in moves them, decision 028); the count
   * at either end is the same before and after. Not before it has left.
   */
  async markDone(id: string): Promise<Relocation> {
    await this.#write(async (repos) => {
      const old = await this.#scheduled(repos, id);
      const now = this.#d.now();
      if (now < old.leave_at) {
        throw new ApiError(
          409,
          'not_left',
          'This relocation has not left yet: change its times if it left early, then mark it done.',
          { id: 'It has not left yet.' },
        );
      }
      const counts = await claimRows(repos, [old.from_location_id, old.to_location_id], old.class_id);
      if (!(await repos.relocations.close(id, 'done', now))) throw closed();
      await repos.fleetUnits.update(old.unit_id, { location_id: old.to_location_id, updated_at: now });
      await repos.units.set({
        locationId: old.from_location_id,
        classId: old.class_id,
        count: Math.max(0, (counts.get(old.from_location_id) ?? 0) - 1),
      });
      await repos.units.set({
        locationId: old.to_location_id,
        classId: old.class_id,
        count: (counts.get(old.to_location_id) ?? 0) + 1,
      });
    });
    return this.get(id);
  }

  async #write(work: (repos: Repositories, trx: Executor) => Promise<void>): Promise<void> {
    try {
      await this.#d.db.transaction().execute((trx) => work(this.#d.repositories(trx), trx));
    } finally {
      await this.#d.catalog.changed();
    }
  }

  async #unit(repos: Repositories, unitId: string): Promise<StoredUnit> {
    const unit = await repos.fleetUnits.find(unitId);
    if (!unit)
      throw new ApiError(404, 'not_found', 'No vehicle of the fleet has that id.', {
        unitId: 'No such vehicle.',
      });
    if (unit.status !== 'active') {
      const message = `${unit.fleet_number} is retired: it cannot be relocated.`;
      throw new ApiError(409, 'unit_retired', message, { unitId: message });
    }
    return unit;
  }

  async #scheduled(repos: Repositories, id: string): Promise<StoredRelocation> {
    const row = await repos.relocations.find(id);
    if (!row) throw notFound();
    if (row.status !== 'scheduled') throw closed();
    return row;
  }

  /** The request's places and wall-clock times as instants, or a 400 naming the field. */
  #trip(
    catalog: CatalogSnapshot,
    input: Omit<Trip, 'leaveAt' | 'arriveAt' | 'unitId'>,
    unitId: string,
  ): Trip {
    const from = catalog.locationById.get(input.fromLocationId);
    const to = catalog.locationById.get(input.toLocationId);
    if (!from) throw validationError({ fromLocationId: 'We have no location with that id.' });
    if (!to) throw validationError({ toLocationId: 'We have no location with that id.' });
    if (from.id === to.id)
      throw validationError({ toLocationId: 'Choose another location than where it leaves from.' });
    const leaveAt = localInstant(input.leaveDate, input.leaveTime, from, 'leaveTime');
    const arriveAt = localInstant(input.arriveDate, input.arriveTime, to, 'arriveTime');
    if (arriveAt <= leaveAt) {
      throw validationError({ arriveTime: `It must arrive at ${to.name} after it leaves ${from.name}.` });
    }
    if (arriveAt <= this.#d.now()) {
      throw validationError({
        arriveDate: 'That relocation is over already: choose an arrival still to come.',
      });
    }
    return { ...input, unitId, leaveAt, arriveAt };
  }

  /**
   * The unit is at the origin when it leaves (where its earlier relocations
   * leave it), on no other relocation then or later, and with no maintenance
   * at the origin from then on.
   */
  async #unitFree(
    repos: Repositories,
    catalog: CatalogSnapshot,
    unit: StoredUnit,
    trip: Trip,
    exceptId: string | null,
  ): Promise<void> {
    const others = await repos.relocations.scheduledOfUnit(unit.id, exceptId);
    const later = others.find((o) => o.arrive_at > trip.leaveAt);
    if (later) {
      const message = `${unit.fleet_number} is already due to leave ${name(catalog, later.from_location_id)} on ${later.leave_date} at ${later.leave_time}: change or cancel that relocation first.`;
      throw new ApiError(409, 'relocation_overlap', message, { leaveDate: message });
    }
    const there = others.at(-1)?.to_location_id ?? unit.location_id;
    if (there !== trip.fromLocationId) {
      throw validationError({
        fromLocationId: `${unit.fleet_number} will be at ${name(catalog, there)} then, not ${name(catalog, trip.fromLocationId)}.`,
      });
    }
    const blocks = await repos.fleetUnits.blocksMeeting(unit.id, trip.leaveAt, forever);
    if (blocks.length > 0) {
      const b = blocks[0]!;
      const message = `${unit.fleet_number} is booked for “${b.reason}” from ${b.start_date} ${b.start_time} to ${b.end_date} ${b.end_time}: it cannot leave before that.`;
      throw new ApiError(409, 'maintenance_overlap', message, { leaveDate: message });
    }
  }

  /** Once written: the origin still covers everything held there from the leaving on. */
  async #originCovered(
    repos: Repositories,
    catalog: CatalogSnapshot,
    unit: StoredUnit,
    trip: Trip,
  ): Promise<void> {
    const lowest = await lowestFrom(
      repos,
      trip.fromLocationId,
      unit.class_id,
      trip.leaveAt,
      this.#turnaroundMs,
    );
    if (lowest >= 0) return;
    const className = catalog.classById.get(unit.class_id)?.name ?? unit.class_id;
    const message = `${unit.fleet_number} cannot leave ${name(catalog, trip.fromLocationId)} on ${trip.leaveDate} at ${trip.leaveTime}: every ${className} there is promised to renters at some time after that. Choose a later date, or another location to take it from.`;
    throw new ApiError(409, 'unit_needed', message, { leaveDate: message });
  }

  /** Once the arrival is taken away: the old destination still covers everything held there from now on. */
  async #arrivalNotNeeded(
    repos: Repositories,
    catalog: CatalogSnapshot,
    old: StoredRelocation,
    field: string,
  ): Promise<void> {
    const lowest = await lowestFrom(
      repos,
      old.to_location_id,
      old.class_id,
      this.#d.now(),
      this.#turnaroundMs,
    );
    if (lowest >= 0) return;
    const message = `${name(catalog, old.to_location_id)} has promised this vehicle to renters after it arrives, so it must still arrive there by ${old.arrive_date} ${old.arrive_time}. Change those bookings first.`;
    throw new ApiError(409, 'arrival_needed', message, { [field]: message });
  }

  async #views(
    repos: Repositories,
    catalog: CatalogSnapshot,
    rows: readonly StoredRelocation[],
  ): Promise<Relocation[]> {
    const units = new Map((await repos.fleetUnits.byIds(rows.map((r) => r.unit_id))).map((u) => [u.id, u]));
    return rows.map((r) => ({
      id: r.id,
      unitId: r.unit_id,
      fleetNumber: units.get(r.unit_id)?.fleet_number ?? '',
      classId: r.class_id,
      fromLocationId: r.from_location_id,
      toLocationId: r.to_location_id,
      leaveDate: r.leave_date,
      leaveTime: r.leave_time,
      arriveDate: r.arrive_date,
      arriveTime: r.arrive_time,
      leavesAt: zonedIso(r.leave_at, zoneOf(catalog, r.from_location_id)),
      arrivesAt: zonedIso(r.arrive_at, zoneOf(catalog, r.to_location_id)),
      driverName: r.driver_name,
      status: r.status,
      reason: r.reason,
      reservationCode: r.reservation_code,
      createdBy: r.created_by,
      createdAt: new Date(r.created_at).toISOString(),
    }));
  }
}

function name(catalog: CatalogSnapshot, id: string): string {
  return catalog.locationById.get(id)?.name ?? id;
}

function zoneOf(catalog: CatalogSnapshot, id: string): string {
  return catalog.locationById.get(id)?.timezone ?? 'UTC';
}

function notFound(): ApiError {
  return new ApiError(404, 'not_found', 'No relocation has that id.', { id: 'No such relocation.' });
}

function closed(): ApiError {
  const message = 'This relocation is no longer scheduled: it was done or canceled already.';
  return new ApiError(409, 'relocation_closed', message, { id: message });
}
