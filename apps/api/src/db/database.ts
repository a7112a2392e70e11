import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '../config.ts';
import { ImmediateSqliteDialect, withStatementCache } from './sqlite-dialect.ts';
import type {
  AccountingAccountsTable,
  AccountingConnectionTable,
  AccountingEntryTable,
  AccountingTaxCodeTable,
} from './tables/accounting.table.ts';
import type {
  AdminInvitationTable,
  AdminLoginThrottleTable,
  AdminSessionTable,
  AdminUserTable,
} from './tables/admin.table.ts';
import type { PageViewTable, WebVitalTable } from './tables/analytics.table.ts';
import type { AuditLogTable } from './tables/audit.table.ts';
import type { CalendarFeedTable } from './tables/calendar-feed.table.ts';
import type { CitationItemTable, CitationSourceTable } from './tables/citation.table.ts';
import type { ClaimLimitsTable, ClaimTable } from './tables/claim.table.ts';
import type { CustomerMergeTable, CustomerNoteTable } from './tables/customer.table.ts';
import type { DeliveryDriverTable } from './tables/delivery-driver.table.ts';
import type { DoNotRentEntryTable, DoNotRentOverrideTable } from './tables/do-not-rent.table.ts';
import type {
  DriverLicencePhotoTable,
  DriverRuleTable,
  RemoteSignatureTable,
  ReservationDriverTable,
} from './tables/driver.table.ts';
import type {
  FleetUnitTable,
  MaintenanceBlockTable,
  MaintenanceProgramTable,
  UnitAssignmentTable,
} from './tables/fleet-unit.table.ts';
import type {
  HandoverPhotoTable,
  HandoverTable,
  RentalAgreementTable,
  ReservationFeeTable,
  VehicleSwapTable,
} from './tables/handover.table.ts';
import type { IdempotencyKeyTable } from './tables/idempotency.table.ts';
import type { InspectionChecklistTable, InspectionTable } from './tables/inspection.table.ts';
import type { InsuranceCertificateTable, InsuranceSettingsTable } from './tables/insurance.table.ts';
import type { InvoiceSequenceTable, InvoiceTable } from './tables/invoice.table.ts';
import type { BookingDraftTable, LeadTable, RecoveryUnsubscribeTable } from './tables/lead.table.ts';
import type { LocationTable } from './tables/location.table.ts';
import type { MediaAssetTable, MediaAttachmentTable } from './tables/media.table.ts';
import type { OrganisationTable, TaxCertificateTable } from './tables/organisation.table.ts';
import type { OutboxMessageTable } from './tables/outbox.table.ts';
import type {
  PaymentEventTable,
  PaymentOperationTable,
  PaymentSettingsTable,
  PaymentTable,
  ReservationPayerTable,
} from './tables/payment.table.ts';
import type {
  BlackoutTable,
  ClassChargesTable,
  ExtraStockTable,
  ExtraTable,
  IncidentalFeeTable,
  LocationChargeTable,
  PricingSettingsTable,
  PromoCodeTable,
  ProtectionProductTable,
  ReservationExtraTable,
  SeasonTable,
} from './tables/pricing.table.ts';
import type { QuoteRequestTable } from './tables/quote.table.ts';
import type { RelocationTable } from './tables/relocation.table.ts';
import type {
  RevenueDayTable,
  RevenueStaleTable,
  UtilisationDayTable,
  UtilisationStaleTable,
} from './tables/report-roll-up.table.ts';
import type { ReservationLineTable, ReservationTable } from './tables/reservation.table.ts';
import type { ReviewTable } from './tables/review.table.ts';
import type { SearchEntryTable, SearchKeyTable } from './tables/search.table.ts';
import type { ReservationReminderTable, SmsMessageTable, SmsOptInTable } from './tables/sms.table.ts';
import type { CatalogVersionTable, UnitTable } from './tables/unit.table.ts';
import type { VehicleClassTable } from './tables/vehicle-class.table.ts';
import type { VehicleForSaleTable } from './tables/vehicle-for-sale.table.ts';
import type {
  WebhookAttemptTable,
  WebhookDeliveryTable,
  WebhookEndpointTable,
} from './tables/webhook.table.ts';
import { guardedDialect, guardTransactions, type TransactionGuardMode } from './transaction-guard.ts';

/** Every table, keyed by its SQL name: the one `Database` type of the data layer. */
export interface Database {
  locations: LocationTable;
  vehicle_classes: VehicleClassTable;
  units: UnitTable;
  catalog_version: CatalogVersionTable;
  fleet_units: FleetUnitTable;
  maintenance_blocks: MaintenanceBlockTable;
  maintenance_programs: MaintenanceProgramTable;
  relocations: RelocationTable;
  unit_assignments: UnitAssignmentTable;
  handovers: HandoverTable;
  handover_photos: HandoverPhotoTable;
  rental_agreements: RentalAgreementTable;
  inspection_checklists: InspectionChecklistTable;
  inspections: InspectionTable;
  citation_sources: CitationSourceTable;
  citation_items: CitationItemTable;
  claims: ClaimTable;
  accounting_entries: AccountingEntryTable;
  accounting_accounts: AccountingAccountsTable;
  accounting_tax_codes: AccountingTaxCodeTable;
  accounting_connections: AccountingConnectionTable;
  claim_limits: ClaimLimitsTable;
  reservations: ReservationTable;
  reservation_lines: ReservationLineTable;
  reservation_drivers: ReservationDriverTable;
  driver_rules: DriverRuleTable;
  delivery_drivers: DeliveryDriverTable;
  driver_licence_photos: DriverLicencePhotoTable;
  remote_signatures: RemoteSignatureTable;
  idempotency_keys: IdempotencyKeyTable;
  quote_requests: QuoteRequestTable;
  leads: LeadTable;
  vehicles_for_sale: VehicleForSaleTable;
  outbox_messages: OutboxMessageTable;
  sms_opt_ins: SmsOptInTable;
  sms_messages: SmsMessageTable;
  reservation_reminders: ReservationReminderTable;
  admin_users: AdminUserTable;
  admin_invitations: AdminInvitationTable;
  audit_log: AuditLogTable;
  admin_sessions: AdminSessionTable;
  admin_login_throttle: AdminLoginThrottleTable;
  media_assets: MediaAssetTable;
  media_attachments: MediaAttachmentTable;
  page_views: PageViewTable;
  web_vitals: WebVitalTable;
  class_charges: ClassChargesTable;
  pricing_settings: PricingSettingsTable;
  seasons: SeasonTable;
  blackouts: BlackoutTable;
  extras: ExtraTable;
  extra_stock: ExtraStockTable;
  protection_products: ProtectionProductTable;
  incidental_fees: IncidentalFeeTable;
  reservation_fees: ReservationFeeTable;
  vehicle_swaps: VehicleSwapTable;
  location_charges: LocationChargeTable;
  promo_codes: PromoCodeTable;
  reservation_extras: ReservationExtraTable;
  organisations: OrganisationTable;
  tax_certificates: TaxCertificateTable;
  insurance_certificates: InsuranceCertificateTable;
  insurance_settings: InsuranceSettingsTable;
  invoice_sequences: InvoiceSequenceTable;
  invoices: InvoiceTable;
  payments: PaymentTable;
  payment_operations: PaymentOperationTable;
  payment_events: PaymentEventTable;
  reservation_payers: ReservationPayerTable;
  booking_drafts: BookingDraftTable;
  recovery_unsubscribes: RecoveryUnsubscribeTable;
  reviews: ReviewTable;
  webhook_endpoints: WebhookEndpointTable;
  webhook_deliveries: WebhookDeliveryTable;
  webhook_attempts: WebhookAttemptTable;
  calendar_feeds: CalendarFeedTable;
  customer_merges: CustomerMergeTable;
  customer_notes: CustomerNoteTable;
  search_entries: SearchEntryTable;
  search_keys: SearchKeyTable;
  utilisation_days: UtilisationDayTable;
  utilisation_stale: UtilisationStaleTable;
  revenue_days: RevenueDayTable;
  revenue_stale: RevenueStaleTable;
  payment_settings: PaymentSettingsTable;
  do_not_rent_entries: DoNotRentEntryTable;
  do_not_rent_overrides: DoNotRentOverrideTable;
}

/** A database handle or a transaction: repositories accept either. */
export type Executor = Kysely<Database>;

export interface DatabaseOptions {
  /** Errors of idle pooled PostgreSQL connections (a restarted server, say); unhandled they would crash. */
  onPoolError?: (error: Error) => void;
  /** Most connections the PostgreSQL pool opens. */
  poolSize?: number;
  /**
   * What a query through this database does from inside one of its
   * transactions (transaction-guard.ts). Default `throw`; PostgreSQL in
   * production may `log` instead (SQLite always throws: it would hang).
   */
  transactionGuard?: TransactionGuardMode;
  /**
   * How long a SQLite connection waits for a write lock another connection holds (default 5 s: a
   * backup or a CLI in another process). Connections of one process on one file want 0: better-sqlite3
   * waits synchronously, so the holder, in the same thread, cannot finish while the other waits.
   */
  busyTimeoutMs?: number;
}

/**
 * The one dialect factory: SQLite over better-sqlite3, or PostgreSQL over a pg
 * pool; either way a query through it from inside one of its own transactions
 * is refused (transaction-guard.ts).
 */
export function createDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): Kysely<Database> {
  const dialect =
    target.dialect === 'sqlite'
      ? new ImmediateSqliteDialect({
          database: withStatementCache(openSqlite(target.file, options.busyTimeoutMs ?? 5_000)),
        })
      : new PostgresDialect({ pool: openPool(target.url, options) });
  const mode = target.dialect === 'sqlite' ? 'throw' : (options.transactionGuard ?? 'throw');
  return guardTransactions(new Kysely<Database>({ dialect: guardedDialect(dialect, mode) }));
}

/**
 * The database file and its `-wal` and `-shm` readable by the server's user
 * alone (decision 018): they hold personal data and hashed credentials.
 * SQLite gives the two it makes the database file's mode, so the file is made
 * 0600 before SQLite opens it, and an older file is narrowed.
 */
export function ownerOnly(file: string): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'a', 0o600));
  for (const f of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(f)) chmodSync(f, 0o600);
}

function openSqlite(file: string, busyTimeoutMs: number): SQLite.Database {
  if (file !== ':memory:') ownerOnly(file);
  const sqlite = new SQLite(file);
  // WAL: readers never block the writer, and commits append instead of rewriting pages.
  sqlite.pragma('journal_mode = WAL');
  // FULL, not NORMAL: in WAL mode NORMAL may lose the last commits on power loss.
  // A lost commit here is a booking a customer already holds a confirmation for;
  // our write rate is low, so one fsync per commit is cheap insurance.
  sqlite.pragma('synchronous = FULL');
  // SQLite leaves foreign keys off unless asked, per connection.
  sqlite.pragma('foreign_keys = ON');
  // Wait for a lock held by another process (a backup, a CLI) instead of failing at once.
  sqlite.pragma(`busy_timeout = ${Math.max(0, Math.trunc(busyTimeoutMs))}`);
  return sqlite;
}

const INT8_OID = 20;

function openPool(connectionString: string, options: DatabaseOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize ?? 10,
    // count(*), sum() and our bigint columns (epoch-millisecond instants, cents)
    // are int8, which pg returns as strings; all fit a double exactly, so read
    // them as numbers, as SQLite does.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID && format !== 'binary'
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  pool.on('error', options.onPoolError ?? ((error) => console.error('PostgreSQL pool error', error)));
  return pool;
}

/** A trivial query: resolves when the database answers, rejects when it cannot be reached. */
export async function pingDatabase(db: Executor): Promise<void> {
  await sql`select 1`.execute(db);
}
