import type { Kysely } from 'kysely';
import { ReportsService } from './analytics/reports.service.ts';
import { Catalog } from './catalog/catalog.ts';
import type { Config } from './config.ts';
import { type Database, pingDatabase } from './db/database.ts';
import { RetentionSweeper } from './housekeeping/sweeper.ts';
import { LeadService } from './leads/lead.service.ts';
import type { MailTransport } from './mail/transport.ts';
import { OutboxWorker } from './outbox/outbox.worker.ts';
import { OutboxAdminService } from './outbox/outbox-admin.service.ts';
import { QuoteService } from './quotes/quote.service.ts';
import { AvailabilityService } from './reservations/availability.service.ts';
import { BookingService } from './reservations/booking.service.ts';
import { ManageReservationService } from './reservations/manage.service.ts';
import { TripRequests } from './reservations/trip-requests.ts';

/** The business layer: what routes call. Built once per app over one database. */
export interface Services {
  catalog: Catalog;
  /** The availability search and the booking request, validated once with the location's rules. */
  tripRequests: TripRequests;
  availability: AvailabilityService;
  booking: BookingService;
  manage: ManageReservationService;
  quotes: QuoteService;
  leads: LeadService;
  outbox: OutboxWorker;
  /** The back office's outbox list and retry. */
  outboxAdmin: OutboxAdminService;
  /** The back office's attribution and site-health reports. */
  reports: ReportsService;
  /** Deletes idempotency answers after a day and analytics after the retention period. */
  retention: RetentionSweeper;
  /** Resolves when the database answers (GET /api/health). */
  ping: () => Promise<void>;
  /** The clock the business rules use. */
  now: () => number;
}

export interface ServiceDependencies {
  config: Config;
  db: Kysely<Database>;
  transport: MailTransport;
  log: {
    info(o: object, m: string): void;
    warn(o: object, m: string): void;
    error(o: object, m: string): void;
  };
  /** The clock: tests fix it to check "pickup in the past" and the like. */
  now: () => number;
}

export function createServices({ config, db, transport, log, now }: ServiceDependencies): Services {
  const dialect = config.database.dialect;
  const catalog = new Catalog(db);
  const outbox = new OutboxWorker({
    db,
    dialect,
    transport,
    from: config.mailFrom,
    mail: { publicUrl: config.publicUrl ?? `http://localhost:${config.port}` },
    log,
    pollMs: config.outboxPollMs,
    now,
  });
  const common = {
    db,
    dialect,
    catalog,
    staffEmail: config.staffEmail,
    now,
    afterCommit: () => outbox.nudge(),
  };
  return {
    catalog,
    tripRequests: new TripRequests({ catalog, now, bookingHorizonMonths: config.bookingHorizonMonths }),
    availability: new AvailabilityService({ db, catalog, turnaroundMinutes: config.turnaroundMinutes }),
    booking: new BookingService({ ...common, turnaroundMinutes: config.turnaroundMinutes }),
    manage: new ManageReservationService(common),
    quotes: new QuoteService(common),
    leads: new LeadService(common),
    outbox,
    outboxAdmin: new OutboxAdminService({ db, now, nudge: () => outbox.nudge() }),
    reports: new ReportsService({ db }),
    retention: new RetentionSweeper({
      db,
      analyticsRetentionDays: config.analyticsRetentionDays,
      log,
      now,
    }),
    ping: () => pingDatabase(db),
    now,
  };
}
