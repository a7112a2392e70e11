import { serviceSoonDays, serviceSoonMiles } from '@convoy/domain/contracts/fleet-unit.schema';
import { addCalendarDays } from '@convoy/domain/rules/receivables';
import { zonedToday } from '@convoy/domain/rules/zoned-time';
import type { Catalog } from '../catalog/catalog.ts';
import type { Executor } from '../db/database.ts';
import { enqueueEmails } from '../outbox/enqueue.ts';
import type { ServiceDueSnapshot } from '../outbox/outbox-message.ts';
import { PeriodicWorker, type RoundTimes } from '../periodic.ts';
import type { RepositoryFactory } from '../repositories.ts';
import type { UnitAssignments } from './assignment.service.ts';
import { serviceState } from './fleet.service.ts';
import type { MaintenanceService } from './maintenance.service.ts';

export interface FleetWorkerOptions extends RoundTimes {
  db: Executor;
  repositories: RepositoryFactory;
  catalog: Catalog;
  /** Units given to booked vehicles each round, when assignment is scheduled. */
  assignments: UnitAssignments;
  /** Services booked whose block is over, recorded done each round (decision 033). */
  maintenance: Pick<MaintenanceService, 'recordEndedServices'>;
  staffEmail: string;
  now: () => number;
  log: { info(o: object, m: string): void; warn(o: object, m: string): void };
  /** After a commit that wrote e-mails: wakes the outbox. */
  afterCommit: () => void;
}

/**
 * The fleet's own schedule (decision 015): a minute after start and then every
 * UNIT_ASSIGNMENT_EVERY_MINUTES, the booked vehicles picked up within the
 * horizon get units (when assignment is scheduled), services booked whose block
 * is over are recorded done (decision 033), and staff are e-mailed the
 * units whose service is due within 14 days or 500 miles, each due once (the
 * unit is marked in the same transaction as the e-mail, so several instances
 * never send it twice).
 */
export class FleetWorker extends PeriodicWorker {
  readonly #o: FleetWorkerOptions;

  constructor(options: FleetWorkerOptions) {
    super(options, 'fleet round failed');
    this.#o = options;
  }

  /** One round now: units assigned (when scheduled) and how many staff were reminded of. */
  async runOnce(): Promise<{
    assigned: number;
    unplaced: number;
    servicesRecorded: number;
    serviceReminders: number;
  }> {
    const { assigned, unplaced } =
      this.#o.assignments.mode === 'scheduled'
        ? await this.#o.assignments.assignDue()
        : { assigned: 0, unplaced: 0 };
    if (assigned + unplaced > 0) this.#o.log.info({ assigned, unplaced }, 'units assigned');
    const servicesRecorded = await this.#o.maintenance.recordEndedServices();
    if (servicesRecorded > 0) this.#o.log.info({ servicesRecorded }, 'services recorded at their end');
    return { assigned, unplaced, servicesRecorded, serviceReminders: await this.remindService() };
  }

  /** One e-mail to staff listing the units newly due for service (overdue or soon), each unit once per due. */
  async remindService(): Promise<number> {
    const now = this.#o.now();
    const catalog = await this.#o.catalog.get();
    // The widest "today" of any location: a day ahead covers every time zone; each unit is then judged at its own.
    const horizon = addCalendarDays(zonedToday(now, 'Pacific/Kiritimati'), serviceSoonDays);
    const candidates = await this.#o
      .repositories(this.#o.db)
      .fleetUnits.serviceDue(horizon, serviceSoonMiles, 500);
    const due = candidates.flatMap((u) => {
      const location = catalog.locationById.get(u.location_id);
      const today = zonedToday(now, location?.timezone ?? 'UTC');
      const state = serviceState(u, today);
      return state ? [{ unit: u, today, state, locationName: location?.name ?? u.location_id }] : [];
    });
    if (due.length === 0) return 0;
    const reminded = await this.#o.db.transaction().execute(async (trx) => {
      const repo = this.#o.repositories(trx).fleetUnits;
      const units: ServiceDueSnapshot[] = [];
      for (const d of due) {
        if (!(await repo.markReminded(d.unit.id, d.today))) continue;
        units.push({
          fleetNumber: d.unit.fleet_number,
          className: catalog.classById.get(d.unit.class_id)?.name ?? d.unit.class_id,
          locationName: d.locationName,
          odometerMiles: d.unit.odometer_miles,
          serviceDueOn: d.unit.service_due_on,
          serviceDueMiles: d.unit.service_due_miles,
          state: d.state,
        });
      }
      if (units.length === 0) return 0;
      await enqueueEmails(
        this.#o.repositories(trx).outbox,
        [
          {
            to: this.#o.staffEmail,
            reference: null,
            payload: { kind: 'staff_notification', event: { type: 'service_due', units } },
          },
        ],
        now,
      );
      return units.length;
    });
    if (reminded > 0) {
      this.#o.afterCommit();
      this.#o.log.info({ units: reminded }, 'service reminder');
    }
    return reminded;
  }
}
