import { setTimeout } from 'node:timers/promises';
import {
  type Kysely,
  type Migration,
  type MigrationResultSet,
  Migrator,
  NO_MIGRATIONS,
  PostgresAdapter,
  sql,
} from 'kysely';
import * as catalog from './migrations/0001-catalog.ts';
import * as reservations from './migrations/0002-reservations.ts';
import * as enquiries from './migrations/0003-enquiries.ts';
import * as vehiclesForSale from './migrations/0004-vehicles-for-sale.ts';
import * as outbox from './migrations/0005-outbox.ts';
import * as admin from './migrations/0010-admin.ts';
import * as media from './migrations/0011-media.ts';
import * as analytics from './migrations/0012-analytics.ts';
import * as pricing from './migrations/0013-pricing.ts';
import * as bookedChoices from './migrations/0014-booked-choices.ts';
import * as reservationLines from './migrations/0015-reservation-lines.ts';
import * as drivers from './migrations/0016-drivers.ts';
import * as cancellation from './migrations/0017-cancellation.ts';
import * as money from './migrations/0018-money.ts';
import * as fleetUnits from './migrations/0019-fleet-units.ts';
import * as staff from './migrations/0020-staff.ts';
import * as auditLog from './migrations/0021-audit-log.ts';
import * as unitAssignments from './migrations/0022-unit-assignments.ts';
import * as handovers from './migrations/0023-handovers.ts';
import * as handoverEvidence from './migrations/0024-handover-evidence.ts';
import * as backOfficeAtScale from './migrations/0025-back-office-at-scale.ts';
import * as remindersDue from './migrations/0026-reminders-due.ts';
import * as moneyUnderFaults from './migrations/0027-money-under-faults.ts';
import * as secretsAtRest from './migrations/0028-secrets-at-rest.ts';
import * as auditWithoutNames from './migrations/0029-audit-without-names.ts';
import * as classId from './migrations/0030-class-id.ts';
import * as paysByPurchaseOrder from './migrations/0031-pays-by-purchase-order.ts';
import * as driverVehicleNumber from './migrations/0032-driver-vehicle-number.ts';
import * as doNotRent from './migrations/0033-do-not-rent.ts';
import * as sms from './migrations/0034-sms.ts';
import * as insuranceCertificates from './migrations/0035-insurance-certificates.ts';
import * as driverPreArrival from './migrations/0036-driver-pre-arrival.ts';
import * as checkOutAddendum from './migrations/0037-check-out-addendum.ts';
import * as smsConsentAndMask from './migrations/0038-sms-consent-and-mask.ts';
import * as doNotRentOverrideReason from './migrations/0039-do-not-rent-override-reason.ts';
import * as smsPersonalLink from './migrations/0040-sms-personal-link.ts';
import * as oneWayRentals from './migrations/0041-one-way-rentals.ts';
import * as oneWayRoutes from './migrations/0042-one-way-routes.ts';
import * as deliveryAndCollection from './migrations/0043-delivery-and-collection.ts';
import * as relocations from './migrations/0044-relocations.ts';
import * as holidayHours from './migrations/0045-holiday-hours.ts';
import * as oneWayCancellation from './migrations/0046-one-way-cancellation.ts';
import * as incidentalFees from './migrations/0047-incidental-fees.ts';
import * as maintenancePrograms from './migrations/0048-maintenance-programs.ts';
import * as inspectionChecklists from './migrations/0049-inspection-checklists.ts';
import * as vehicleSwaps from './migrations/0050-vehicle-swaps.ts';
import * as damageClaims from './migrations/0051-damage-claims.ts';
import * as tollsAndCitations from './migrations/0052-tolls-and-citations.ts';
import * as driverHomeAddress from './migrations/0053-driver-home-address.ts';
import * as webhooks from './migrations/0054-webhooks.ts';
import * as calendarFeeds from './migrations/0055-calendar-feeds.ts';
import * as accounting from './migrations/0056-accounting.ts';
import * as globalSearch from './migrations/0058-global-search.ts';
import * as customerRecords from './migrations/0059-customer-records.ts';
import * as reportIndexes from './migrations/0060-report-indexes.ts';
import * as reportRollUps from './migrations/0061-report-roll-ups.ts';
import * as searchByKind from './migrations/0062-search-by-kind.ts';
import * as searchWords from './migrations/0063-search-words.ts';
import * as splitPayment from './migrations/0064-split-payment.ts';
import * as bookingDrafts from './migrations/0065-booking-drafts.ts';
import * as reviews from './migrations/0066-reviews.ts';
import * as renterLanguage from './migrations/0067-renter-language.ts';
import * as draftLanguage from './migrations/0068-draft-language.ts';
import * as catalogVersion from './migrations/0069-catalog-version.ts';

/**
 * Every migration, in order. Names sort as strings, so keep the four-digit
 * prefix; a new migration goes last.
 * In code rather than read from a folder, so the esbuild bundle carries them.
 */
export const migrations: Record<string, Migration & { outsideTransaction?: boolean }> = {
  '0001-catalog': catalog,
  '0002-reservations': reservations,
  '0003-enquiries': enquiries,
  '0004-vehicles-for-sale': vehiclesForSale,
  '0005-outbox': outbox,
  // 0006–0009 are kept for the reservation engine's own; back office from 0010 (decision 006).
  '0010-admin': admin,
  '0011-media': media,
  '0012-analytics': analytics,
  '0013-pricing': pricing,
  '0014-booked-choices': bookedChoices,
  '0015-reservation-lines': reservationLines,
  '0016-drivers': drivers,
  '0017-cancellation': cancellation,
  '0018-money': money,
  '0019-fleet-units': fleetUnits,
  '0020-staff': staff,
  '0021-audit-log': auditLog,
  '0022-unit-assignments': unitAssignments,
  '0023-handovers': handovers,
  '0024-handover-evidence': handoverEvidence,
  '0025-back-office-at-scale': backOfficeAtScale,
  '0026-reminders-due': remindersDue,
  '0027-money-under-faults': moneyUnderFaults,
  '0028-secrets-at-rest': secretsAtRest,
  '0029-audit-without-names': auditWithoutNames,
  '0030-class-id': classId,
  '0031-pays-by-purchase-order': paysByPurchaseOrder,
  '0032-driver-vehicle-number': driverVehicleNumber,
  '0033-do-not-rent': doNotRent,
  '0034-sms': sms,
  '0035-insurance-certificates': insuranceCertificates,
  '0036-driver-pre-arrival': driverPreArrival,
  '0037-check-out-addendum': checkOutAddendum,
  '0038-sms-consent-and-mask': smsConsentAndMask,
  '0039-do-not-rent-override-reason': doNotRentOverrideReason,
  '0040-sms-personal-link': smsPersonalLink,
  '0041-one-way-rentals': oneWayRentals,
  '0042-one-way-routes': oneWayRoutes,
  '0043-delivery-and-collection': deliveryAndCollection,
  '0044-relocations': relocations,
  '0045-holiday-hours': holidayHours,
  '0046-one-way-cancellation': oneWayCancellation,
  '0047-incidental-fees': incidentalFees,
  '0048-maintenance-programs': maintenancePrograms,
  '0049-inspection-checklists': inspectionChecklists,
  '0050-vehicle-swaps': vehicleSwaps,
  '0051-damage-claims': damageClaims,
  '0052-tolls-and-citations': tollsAndCitations,
  '0053-driver-home-address': driverHomeAddress,
  '0054-webhooks': webhooks,
  '0055-calendar-feeds': calendarFeeds,
  '0056-accounting': accounting,
  '0058-global-search': globalSearch,
  '0059-customer-records': customerRecords,
  '0060-report-indexes': reportIndexes,
  '0061-report-roll-ups': reportRollUps,
  '0062-search-by-kind': searchByKind,
  '0063-search-words': searchWords,
  '0064-split-payment': splitPayment,
  '0065-booking-drafts': bookingDrafts,
  '0066-reviews': reviews,
  '0067-renter-language': renterLanguage,
  '0068-draft-language': draftLanguage,
  '0069-catalog-version': catalogVersion,
};

function migrator<DB>(db: Kysely<DB>, outsideTransaction = false): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    disableTransactions: outsideTransaction,
  });
}

/** A migration that runs outside a transaction: it builds indexes `CONCURRENTLY` on PostgreSQL (decision 017). */
const outside = (name: string | undefined) =>
  name !== undefined && migrations[name]?.outsideTransaction === true;

/** Any number that no other advisory lock of the database uses (Kysely's own is another). */
const runLockId = 7_310_572_913;

/**
 * `run` on one connection holding a lock of the whole run (PostgreSQL: a session advisory lock), so
 * what it reads of the migrations' state stays true until it has done: another instance starting at
 * the same moment waits, then finds nothing to do. Kysely's own lock covers one call of its migrator;
 * a run of migrations in and out of transactions is several.
 */
async function exclusively<DB, T>(db: Kysely<DB>, run: (conn: Kysely<DB>) => Promise<T>): Promise<T> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return run(db);
  return db.connection().execute(async (conn) => {
    // Asked again every 100 ms rather than waited for in a statement: a session waiting in a statement
    // holds a snapshot, and a `CREATE INDEX CONCURRENTLY` of the run holding the lock waits for every
    // snapshot older than its own (a deadlock).
    while (
      !(await sql<{ locked: boolean }>`select pg_try_advisory_lock(${runLockId}) as locked`.execute(conn))
        .rows[0]?.locked
    )
      await setTimeout(100);
    try {
      return await run(conn);
    } finally {
      await sql`select pg_advisory_unlock(${runLockId})`.execute(conn);
    }
  });
}

/** The migrations applied to `db`, oldest first. */
async function executed<DB>(db: Kysely<DB>): Promise<string[]> {
  const all = await migrator(db).getMigrations();
  return all.filter((m) => m.executedAt !== undefined).map((m) => m.name);
}

/**
 * Brings the schema up to date: the migrations up to one that must run outside a transaction together
 * in one, that one alone, and so on. The run's lock makes this safe when several instances start at
 * once on one PostgreSQL database.
 */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  return moveTo(db, Object.keys(migrations).at(-1) as string);
}

/**
 * Applies the pending migrations one by one, each in its own transaction (or none, for one that must
 * run outside), saying how long each took (npm run db:migrate). Returns what it applied.
 */
export async function migrateStepByStep<DB>(
  db: Kysely<DB>,
  onApplied: (name: string, ms: number) => void = () => {},
): Promise<string[]> {
  return exclusively(db, async (conn) => {
    const done: string[] = [];
    for (;;) {
      const ran = new Set(await executed(conn));
      const next = Object.keys(migrations).find((name) => !ran.has(name));
      if (next === undefined) return done;
      const started = performance.now();
      const [name] = applied(await migrator(conn, outside(next)).migrateUp());
      if (name === undefined) return done;
      onApplied(name, performance.now() - started);
      done.push(name);
    }
  });
}

/**
 * Brings the schema to the named migration, up or down, one migration at a time when one on the way
 * must run outside a transaction (tests of a data migration, `db:migrate --down-to`).
 */
export async function migrateTo<DB>(db: Kysely<DB>, name: string): Promise<string[]> {
  return moveTo(db, name);
}

/** Undoes every migration (tests of `down`). */
export async function migrateDownToEmpty<DB>(db: Kysely<DB>): Promise<string[]> {
  return moveTo(db, NO_MIGRATIONS);
}

async function moveTo<DB>(db: Kysely<DB>, target: string | typeof NO_MIGRATIONS): Promise<string[]> {
  return exclusively(db, async (conn) => {
    const names = Object.keys(migrations);
    if (typeof target === 'string' && !names.includes(target))
      throw new Error(`No migration is named ${target}`);
    const wanted = typeof target === 'string' ? names.slice(0, names.indexOf(target) + 1) : [];
    const done: string[] = [];
    for (;;) {
      const now = await executed(conn);
      if (now.length > wanted.length) {
        // Down: to the target in one transaction, unless a migration on the way is apart.
        const undoing = now.slice(wanted.length).reverse();
        const apart = undoing.findIndex(outside);
        if (apart === -1) return [...done, ...applied(await migrator(conn).migrateTo(target))];
        if (apart > 0) done.push(...applied(await migrator(conn).migrateTo(undoing[apart] as string)));
        else done.push(...applied(await migrator(conn, true).migrateDown()));
      } else if (now.length < wanted.length) {
        const doing = wanted.slice(now.length);
        const apart = doing.findIndex(outside);
        if (apart === -1) return [...done, ...applied(await migrator(conn).migrateTo(target))];
        if (apart > 0) done.push(...applied(await migrator(conn).migrateTo(doing[apart - 1] as string)));
        else done.push(...applied(await migrator(conn, true).migrateUp()));
      } else return done;
    }
  });
}

function applied({ error, results = [] }: MigrationResultSet): string[] {
  const failed = results.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
  return results.map((r) => r.migrationName);
}
