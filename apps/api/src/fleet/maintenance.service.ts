import { serviceSoonDays, serviceSoonMiles } from '@convoy/domain/contracts/fleet-unit.schema';
import type {
  DueUnit,
  Program,
  ProgramRequest,
  ServicedRequest,
  ServiceSlot,
} from '@convoy/domain/contracts/maintenance.schema';
import { forecastService, nextService, paceOf } from '@convoy/domain/rules/service-forecast';
import { zonedToday } from '@convoy/domain/rules/zoned-time';
import type { Catalog, CatalogSnapshot } from '../catalog/catalog.ts';
import type { Executor } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import type { RepositoryFactory } from '../repositories.ts';
import { validationError } from '../validation-error.ts';
import type { FleetService } from './fleet.service.ts';
import { serviceReason } from './fleet.service.ts';
import type { StoredUnit } from './fleet-unit.repository.ts';
import type { StoredProgram } from './maintenance-program.repository.ts';
import { serviceOverdueAt } from './service-due.ts';
import { type FreeSlotUnit, freeServiceSlots } from './service-slots.ts';
import { dueWords } from './service-words.ts';

const DAY = 86_400_000;
/** Readings older than this say little of a unit's pace now. */
const paceWindowDays = 180;
/** A class without a program: due soon by the fleet's thresholds, out a working day for a service. */
const defaults = { soon_days: serviceSoonDays, soon_miles: serviceSoonMiles, service_hours: 8 };

export interface MaintenanceDependencies {
  db: Executor;
  repositories: RepositoryFactory;
  catalog: Catalog;
  now: () => number;
  turnaroundMinutes: number;
  fleet: FleetService;
}

/**
 * Maintenance programs (decision 033): each class's rules, the due-soon list
 * of a location (units overdue or due soon, why, the forecast from their
 * readings, the next free times to service them), a service booked at one of
 * those times (FleetService.bookService, the race-safe path of every block)
 * and a service recorded done, from which the next one follows by the program.
 */
export class MaintenanceService {
  readonly #d: MaintenanceDependencies;

  constructor(deps: MaintenanceDependencies) {
    this.#d = deps;
  }

  async programs(): Promise<Program[]> {
    const [catalog, rows] = await Promise.all([
      this.#d.catalog.get(),
      this.#d.repositories(this.#d.db).maintenancePrograms.list(),
    ]);
    return rows.map((r) => programView(catalog, r));
  }

  async putProgram(classId: string, request: ProgramRequest): Promise<Program> {
    const catalog = await this.#d.catalog.get();
    if (!catalog.classById.has(classId))
      throw new ApiError(404, 'not_found', 'No vehicle class has that id.');
    const row: StoredProgram = {
      class_id: classId,
      every_miles: request.everyMiles,
      every_months: request.everyMonths,
      soon_miles: request.soonMiles,
      soon_days: request.soonDays,
      service_hours: request.serviceHours,
      updated_at: this.#d.now(),
    };
    await this.#d.repositories(this.#d.db).maintenancePrograms.put(row);
    return programView(catalog, row);
  }

  /** The location's units overdue or due soon, the most urgent first: overdue, then by the day they fall due. */
  async dueSoon(locationId: string): Promise<DueUnit[]> {
    const catalog = await this.#d.catalog.get();
    const location = catalog.locationById.get(locationId);
    if (!location) throw validationError({ locationId: 'Choose one of the locations.' });
    const repos = this.#d.repositories(this.#d.db);
    const now = this.#d.now();
    const today = zonedToday(now, location.timezone);
    const [units, programs] = await Promise.all([
      repos.fleetUnits.list({ locationId, status: 'active' }),
      repos.maintenancePrograms.list(),
    ]);
    const programOf = new Map(programs.map((p) => [p.class_id, p]));
    const readings = await repos.maintenancePrograms.readings(
      units.map((u) => u.id),
      now - paceWindowDays * DAY,
    );
    const due: { unit: StoredUnit; item: Omit<DueUnit, 'slots' | 'serviceBooked' | 'bookedOnIt'> }[] = [];
    for (const unit of units) {
      const program = programOf.get(unit.class_id) ?? defaults;
      const pace = paceOf(readings.filter((r) => r.unitId === unit.id));
      const forecast = forecastService({
        today,
        odometerMiles: unit.odometer_miles,
        dueOn: unit.service_due_on,
        dueMiles: unit.service_due_miles,
        pace,
        soonDays: program.soon_days,
        soonMiles: program.soon_miles,
      });
      if (forecast.state === null) continue;
      due.push({
        unit,
        item: {
          unitId: unit.id,
          fleetNumber: unit.fleet_number,
          classId: unit.class_id,
          className: catalog.classById.get(unit.class_id)?.name ?? unit.class_id,
          odometerMiles: unit.odometer_miles,
          serviceDueOn: unit.service_due_on,
          serviceDueMiles: unit.service_due_miles,
          averageDailyMiles: pace ? Math.round((pace.miles / pace.days) * 10) / 10 : null,
          milesDueOn: forecast.milesDueOn,
          dueOn: forecast.dueOn,
          state: forecast.state,
          reasons: forecast.reasons,
          why: dueWords(unit, forecast, pace),
        },
      });
    }
    due.sort(
      (a, b) =>
        Number(b.item.state === 'overdue') - Number(a.item.state === 'overdue') ||
        (a.item.dueOn ?? '9999').localeCompare(b.item.dueOn ?? '9999') ||
        a.unit.fleet_number.localeCompare(b.unit.fleet_number),
    );
    const classUnits = (classId: string) => units.filter((u) => u.class_id === classId).length;
    const out: DueUnit[] = [];
    for (const { unit, item } of due) {
      const hours = (programOf.get(unit.class_id) ?? defaults).service_hours;
      const around = await this.#around(unit, now);
      out.push({
        ...item,
        serviceBooked: around.serviceBooked,
        bookedOnIt: around.bookedOnIt,
        slots: await freeServiceSlots(repos, {
          unit: unit as FreeSlotUnit,
          units: classUnits(unit.class_id),
          location,
          hours,
          now,
          turnaroundMs: this.#d.turnaroundMinutes * 60_000,
        }),
      });
    }
    return out;
  }

  /** Books the unit's service at a time the list offered (or any other), through the fleet's race-safe path. */
  bookService(unitId: string, slot: ServiceSlot, by: string) {
    return this.#d.fleet.bookService(unitId, slot, by);
  }

  /**
   * The service done on `servicedOn` at `odometerMiles`: the next falls due by
   * the class's program, and the unit is no longer overdue (422 without a program).
   */
  async serviced(unitId: string, request: ServicedRequest) {
    const catalog = await this.#d.catalog.get();
    await this.#d.db.transaction().execute(async (trx) => {
      const repos = this.#d.repositories(trx);
      const unit = await repos.fleetUnits.find(unitId);
      if (!unit) throw new ApiError(404, 'not_found', 'No vehicle of the fleet has that id.');
      const program = await repos.maintenancePrograms.find(unit.class_id);
      if (!program) {
        const className = catalog.classById.get(unit.class_id)?.name ?? unit.class_id;
        throw new ApiError(422, 'no_program', `${className} has no maintenance program: set one first.`, {
          classId: `Set the ${className} maintenance program first.`,
        });
      }
      const next = nextService(
        { everyMiles: program.every_miles, everyMonths: program.every_months },
        request.servicedOn,
        request.odometerMiles,
      );
      const after = {
        service_due_on: next.dueOn,
        service_due_miles: next.dueMiles,
        odometer_miles: request.odometerMiles,
      };
      const zone = catalog.locationById.get(unit.location_id)?.timezone ?? 'UTC';
      await repos.fleetUnits.update(unitId, {
        ...after,
        service_overdue_at: serviceOverdueAt(after, zone, this.#d.now(), null),
        service_overdue_until: null,
        service_reminded: null,
        updated_at: this.#d.now(),
      });
    });
    return this.#d.fleet.get(unitId);
  }

  /**
   * The fleet round's part (decision 033): a booked service whose block is over counts as done on its last
   * day at the odometer last read, unless staff recorded it already; the next due follows by the program.
   * A unit of a class without a program stays as it is. Returns how many were recorded.
   */
  async recordEndedServices(): Promise<number> {
    const repos = this.#d.repositories(this.#d.db);
    let recorded = 0;
    for (const ended of await repos.fleetUnits.servicesEnded(serviceReason, this.#d.now())) {
      const unit = await repos.fleetUnits.find(ended.unitId);
      if (!unit || !(await repos.maintenancePrograms.find(unit.class_id))) continue;
      await this.serviced(unit.id, { odometerMiles: unit.odometer_miles, servicedOn: ended.endDate });
      recorded += 1;
    }
    return recorded;
  }

  /** The unit's service booked (its next "Scheduled service" block), and the bookings given it after it came due. */
  async #around(unit: StoredUnit, now: number) {
    const repos = this.#d.repositories(this.#d.db);
    const block = (await repos.fleetUnits.blocksOf([unit.id], now)).find((b) => b.reason === serviceReason);
    const serviceBooked = block
      ? {
          startDate: block.start_date,
          startTime: block.start_time,
          endDate: block.end_date,
          endTime: block.end_time,
        }
      : null;
    const from = unit.service_overdue_at;
    const bookedOnIt =
      from === null
        ? []
        : (
            await repos.assignments.between({
              unitIds: [unit.id],
              from: Math.max(from, now),
              to: unit.service_overdue_until ?? Number.MAX_SAFE_INTEGER,
            })
          ).map((a) => a.code);
    return { serviceBooked, bookedOnIt: [...new Set(bookedOnIt)].slice(0, 100) };
  }
}

function programView(catalog: CatalogSnapshot, r: StoredProgram): Program {
  return {
    classId: r.class_id,
    className: catalog.classById.get(r.class_id)?.name ?? r.class_id,
    everyMiles: r.every_miles,
    everyMonths: r.every_months,
    soonMiles: r.soon_miles,
    soonDays: r.soon_days,
    serviceHours: r.service_hours,
  };
}
