import { AccountingRepository } from './accounting/accounting.repository.ts';
import { AdminInvitationRepository } from './admin/admin-invitation.repository.ts';
import { AdminSessionRepository } from './admin/admin-session.repository.ts';
import { AdminUserRepository } from './admin/admin-user.repository.ts';
import { LoginThrottleRepository } from './admin/login-throttle.repository.ts';
import { AttributionReportRepository } from './analytics/attribution-report.repository.ts';
import { CollectRepository } from './analytics/collect.repository.ts';
import { SiteHealthRepository } from './analytics/site-health.repository.ts';
import { auditRows } from './audit/audit.repository.ts';
import { CalendarFeedRepository } from './calendar-feeds/calendar-feed.repository.ts';
import { CatalogVersionRepository } from './catalog/catalog-version.repository.ts';
import { FleetAdminRepository } from './catalog/fleet-admin.repository.ts';
import { LocationRepository } from './catalog/location.repository.ts';
import { UnitRepository } from './catalog/unit.repository.ts';
import { VehicleClassRepository } from './catalog/vehicle-class.repository.ts';
import { CitationRepository } from './citations/citation.repository.ts';
import { ClaimRepository } from './claims/claim.repository.ts';
import type { DialectName } from './config.ts';
import { AgreementRepository } from './counter/agreement.repository.ts';
import { CounterRepository } from './counter/counter.repository.ts';
import { HandoverRepository } from './counter/handover.repository.ts';
import { HandoverPhotoRepository } from './counter/handover-photo.repository.ts';
import { InspectionRepository } from './counter/inspection.repository.ts';
import { ReservationFeeRepository } from './counter/reservation-fee.repository.ts';
import { CustomerRepository } from './customers/customer.repository.ts';
import { DashboardRepository } from './dashboard/dashboard.repository.ts';
import type { Executor } from './db/database.ts';
import { DoNotRentRepository } from './do-not-rent/do-not-rent.repository.ts';
import { DriverRepository } from './drivers/driver.repository.ts';
import { PreArrivalRepository } from './drivers/pre-arrival.repository.ts';
import { AssignmentRepository } from './fleet/assignment.repository.ts';
import { DeliveryDriverRepository } from './fleet/delivery-drivers.repository.ts';
import { FleetUnitRepository } from './fleet/fleet-unit.repository.ts';
import { InventoryRepository } from './fleet/inventory.repository.ts';
import { MaintenanceProgramRepository } from './fleet/maintenance-program.repository.ts';
import { RelocationRepository } from './fleet/relocation.repository.ts';
import { InsuranceCertificateRepository } from './insurance/insurance-certificate.repository.ts';
import { InvoiceRepository } from './invoices/invoice.repository.ts';
import { invoiceAdminRows } from './invoices/invoice-admin.repository.ts';
import { BookingDraftRepository } from './leads/booking-draft.repository.ts';
import { LeadRepository } from './leads/lead.repository.ts';
import { leadAdminRows } from './leads/lead-admin.repository.ts';
import { MediaRepository } from './media/media.repository.ts';
import { OrganisationRepository } from './organisations/organisation.repository.ts';
import { organisationAdminRows } from './organisations/organisation-admin.repository.ts';
import { OutboxRepository } from './outbox/outbox.repository.ts';
import { OutboxAdminRepository } from './outbox/outbox-admin.repository.ts';
import { PayerRepository } from './payments/payer.repository.ts';
import { PaymentRepository } from './payments/payment.repository.ts';
import { paymentAdminRows } from './payments/payment-admin.repository.ts';
import { ReminderRepository } from './payments/reminder.repository.ts';
import { PriceBookRepository } from './pricing/price-book.repository.ts';
import { QuoteRepository } from './quotes/quote.repository.ts';
import { quoteAdminRows } from './quotes/quote-admin.repository.ts';
import { BusinessReportsRepository } from './reports/business-reports.repository.ts';
import { RevenueDaysRepository } from './reports/revenue-days.repository.ts';
import { UtilisationDaysRepository } from './reports/utilisation-days.repository.ts';
import { IdempotencyRepository } from './reservations/idempotency.repository.ts';
import { ReservationRepository } from './reservations/reservation.repository.ts';
import { reservationAdminRows } from './reservations/reservation-admin.repository.ts';
import { ReviewRepository } from './reviews/review.repository.ts';
import { SearchRepository } from './search/search.repository.ts';
import { SmsRepository } from './sms/sms.repository.ts';
import { VehicleForSaleRepository } from './vehicles-for-sale/vehicle-for-sale.repository.ts';
import { WebhookRepository } from './webhooks/webhook.repository.ts';

/**
 * Every repository over one executor: the only place one is made with `new`
 * (tests/lint/repositories.test.ts). Each is made on first use and kept for the
 * set, so a request that reads two tables makes two, not thirty. Inside a
 * transaction, use the set over `trx` (on SQLite the transaction holds the only
 * connection, decision 003).
 */
export class Repositories {
  readonly #db: Executor;
  readonly #dialect: DialectName;
  #accounting?: AccountingRepository;
  #adminInvitations?: AdminInvitationRepository;
  #adminSessions?: AdminSessionRepository;
  #adminUsers?: AdminUserRepository;
  #agreements?: AgreementRepository;
  #assignments?: AssignmentRepository;
  #attributionReport?: AttributionReportRepository;
  #businessReports?: BusinessReportsRepository;
  #utilisationDays?: UtilisationDaysRepository;
  #revenueDays?: RevenueDaysRepository;
  #auditRows?: ReturnType<typeof auditRows>;
  #citations?: CitationRepository;
  #webhooks?: WebhookRepository;
  #calendarFeeds?: CalendarFeedRepository;
  #catalogVersion?: CatalogVersionRepository;
  #customers?: CustomerRepository;
  #claims?: ClaimRepository;
  #collect?: CollectRepository;
  #counter?: CounterRepository;
  #dashboard?: DashboardRepository;
  #deliveryDrivers?: DeliveryDriverRepository;
  #doNotRent?: DoNotRentRepository;
  #drivers?: DriverRepository;
  #preArrival?: PreArrivalRepository;
  #fleetAdmin?: FleetAdminRepository;
  #fleetUnits?: FleetUnitRepository;
  #maintenancePrograms?: MaintenanceProgramRepository;
  #handoverPhotos?: HandoverPhotoRepository;
  #handovers?: HandoverRepository;
  #reservationFees?: ReservationFeeRepository;
  #idempotency?: IdempotencyRepository;
  #inspections?: InspectionRepository;
  #inventory?: InventoryRepository;
  #invoices?: InvoiceRepository;
  #leads?: LeadRepository;
  #leadAdminRows?: ReturnType<typeof leadAdminRows>;
  #locations?: LocationRepository;
  #loginThrottle?: LoginThrottleRepository;
  #media?: MediaRepository;
  #organisations?: OrganisationRepository;
  #insuranceCertificates?: InsuranceCertificateRepository;
  #organisationAdminRows?: ReturnType<typeof organisationAdminRows>;
  #outbox?: OutboxRepository;
  #outboxAdmin?: OutboxAdminRepository;
  #payers?: PayerRepository;
  #bookingDrafts?: BookingDraftRepository;
  #reviews?: ReviewRepository;
  #payments?: PaymentRepository;
  #paymentAdminRows?: ReturnType<typeof paymentAdminRows>;
  #priceBook?: PriceBookRepository;
  #quotes?: QuoteRepository;
  #quoteAdminRows?: ReturnType<typeof quoteAdminRows>;
  #relocations?: RelocationRepository;
  #reservations?: ReservationRepository;
  #reservationAdminRows?: ReturnType<typeof reservationAdminRows>;
  #siteHealth?: SiteHealthRepository;
  #reminders?: ReminderRepository;
  #search?: SearchRepository;
  #sms?: SmsRepository;
  #units?: UnitRepository;
  #vehicleClasses?: VehicleClassRepository;
  #vehiclesForSale?: VehicleForSaleRepository;

  /** `dialect` picks the outbox's claim query (FOR UPDATE SKIP LOCKED on PostgreSQL). */
  constructor(db: Executor, dialect: DialectName) {
    this.#db = db;
    this.#dialect = dialect;
  }

  /** The accounting ledger, its account mapping and the QuickBooks connection (decision 040). */
  get accounting(): AccountingRepository {
    this.#accounting ??= new AccountingRepository(this.#db, this.#dialect);
    return this.#accounting;
  }
  /** Staff invitations by e-mail. */
  get adminInvitations(): AdminInvitationRepository {
    this.#adminInvitations ??= new AdminInvitationRepository(this.#db);
    return this.#adminInvitations;
  }
  /** Staff sign-in sessions. */
  get adminSessions(): AdminSessionRepository {
    this.#adminSessions ??= new AdminSessionRepository(this.#db);
    return this.#adminSessions;
  }
  /** Staff accounts. */
  get adminUsers(): AdminUserRepository {
    this.#adminUsers ??= new AdminUserRepository(this.#db);
    return this.#adminUsers;
  }
  /** Staff drivers per location and the road time of deliveries and collections (decision 030). */
  get deliveryDrivers(): DeliveryDriverRepository {
    this.#deliveryDrivers ??= new DeliveryDriverRepository(this.#db);
    return this.#deliveryDrivers;
  }
  /** Signed rental agreements. */
  get agreements(): AgreementRepository {
    this.#agreements ??= new AgreementRepository(this.#db);
    return this.#agreements;
  }
  /** Which unit each booked vehicle gets. */
  get assignments(): AssignmentRepository {
    this.#assignments ??= new AssignmentRepository(this.#db);
    return this.#assignments;
  }
  /** The attribution report's rows. */
  get attributionReport(): AttributionReportRepository {
    this.#attributionReport ??= new AttributionReportRepository(this.#db);
    return this.#attributionReport;
  }

  get businessReports(): BusinessReportsRepository {
    this.#businessReports ??= new BusinessReportsRepository(this.#db);
    return this.#businessReports;
  }

  get revenueDays(): RevenueDaysRepository {
    this.#revenueDays ??= new RevenueDaysRepository(this.#db, this.#dialect);
    return this.#revenueDays;
  }

  get utilisationDays(): UtilisationDaysRepository {
    this.#utilisationDays ??= new UtilisationDaysRepository(this.#db, this.#dialect);
    return this.#utilisationDays;
  }
  /** The audit log as the back office lists it. */
  get auditRows(): ReturnType<typeof auditRows> {
    this.#auditRows ??= auditRows(this.#db);
    return this.#auditRows;
  }
  /** First-party page views and Web Vitals. */
  get collect(): CollectRepository {
    this.#collect ??= new CollectRepository(this.#db);
    return this.#collect;
  }
  /** The counter's day: the parties picking up and returning. */
  get counter(): CounterRepository {
    this.#counter ??= new CounterRepository(this.#db);
    return this.#counter;
  }
  /** The back office's home: its figures counted by the database (decision 041). */
  get dashboard(): DashboardRepository {
    this.#dashboard ??= new DashboardRepository(this.#db);
    return this.#dashboard;
  }
  /** The do-not-rent list and its overrides for one booking. */
  get doNotRent(): DoNotRentRepository {
    this.#doNotRent ??= new DoNotRentRepository(this.#db);
    return this.#doNotRent;
  }
  get drivers(): DriverRepository {
    this.#drivers ??= new DriverRepository(this.#db);
    return this.#drivers;
  }
  /** The drivers' pre-arrival steps: links, licence photos, remote signatures. */
  get preArrival(): PreArrivalRepository {
    this.#preArrival ??= new PreArrivalRepository(this.#db);
    return this.#preArrival;
  }
  /** Rates per class, as the back office's fleet saves them. */
  get fleetAdmin(): FleetAdminRepository {
    this.#fleetAdmin ??= new FleetAdminRepository(this.#db);
    return this.#fleetAdmin;
  }
  /** The fleet's units (one physical vehicle each) and their maintenance blocks. */
  get fleetUnits(): FleetUnitRepository {
    this.#fleetUnits ??= new FleetUnitRepository(this.#db);
    return this.#fleetUnits;
  }

  get maintenancePrograms(): MaintenanceProgramRepository {
    this.#maintenancePrograms ??= new MaintenanceProgramRepository(this.#db);
    return this.#maintenancePrograms;
  }
  get handoverPhotos(): HandoverPhotoRepository {
    this.#handoverPhotos ??= new HandoverPhotoRepository(this.#db);
    return this.#handoverPhotos;
  }
  get handovers(): HandoverRepository {
    this.#handovers ??= new HandoverRepository(this.#db);
    return this.#handovers;
  }
  /** Damage claims and the limits of what they charge (decision 036). */
  get claims(): ClaimRepository {
    this.#claims ??= new ClaimRepository(this.#db, this.#dialect);
    return this.#claims;
  }
  get inspections(): InspectionRepository {
    this.#inspections ??= new InspectionRepository(this.#db);
    return this.#inspections;
  }
  get citations(): CitationRepository {
    this.#citations ??= new CitationRepository(this.#db);
    return this.#citations;
  }
  /** Partners' webhook endpoints, their deliveries and the delivery log (decision 038). */
  get webhooks(): WebhookRepository {
    this.#webhooks ??= new WebhookRepository(this.#db, this.#dialect);
    return this.#webhooks;
  }
  /** The back office's global search index, kept by triggers (decision 042). */
  get search(): SearchRepository {
    this.#search ??= new SearchRepository(this.#db, this.#dialect);
    return this.#search;
  }
  /** Organisations' and locations' calendar feeds and the bookings they show (decision 039). */
  get calendarFeeds(): CalendarFeedRepository {
    this.#calendarFeeds ??= new CalendarFeedRepository(this.#db);
    return this.#calendarFeeds;
  }

  get customers(): CustomerRepository {
    this.#customers ??= new CustomerRepository(this.#db, this.#dialect);
    return this.#customers;
  }

  get reservationFees(): ReservationFeeRepository {
    this.#reservationFees ??= new ReservationFeeRepository(this.#db);
    return this.#reservationFees;
  }
  get idempotency(): IdempotencyRepository {
    this.#idempotency ??= new IdempotencyRepository(this.#db);
    return this.#idempotency;
  }
  /** What holds a class's units over a period. */
  get inventory(): InventoryRepository {
    this.#inventory ??= new InventoryRepository(this.#db);
    return this.#inventory;
  }
  get invoices(): InvoiceRepository {
    this.#invoices ??= new InvoiceRepository(this.#db);
    return this.#invoices;
  }
  /** Invoices as the back office lists them; `today` (YYYY-MM-DD) says which are overdue. */
  invoiceAdminRows(today: () => string): ReturnType<typeof invoiceAdminRows> {
    return invoiceAdminRows(this.#db, today);
  }
  /** Leads as the back office lists them. */
  get leadAdminRows(): ReturnType<typeof leadAdminRows> {
    this.#leadAdminRows ??= leadAdminRows(this.#db);
    return this.#leadAdminRows;
  }
  get leads(): LeadRepository {
    this.#leads ??= new LeadRepository(this.#db);
    return this.#leads;
  }
  get locations(): LocationRepository {
    this.#locations ??= new LocationRepository(this.#db);
    return this.#locations;
  }
  /** Failed sign-ins per address and per e-mail. */
  get loginThrottle(): LoginThrottleRepository {
    this.#loginThrottle ??= new LoginThrottleRepository(this.#db);
    return this.#loginThrottle;
  }
  get media(): MediaRepository {
    this.#media ??= new MediaRepository(this.#db);
    return this.#media;
  }
  /** Organisations as the back office lists them. */
  get organisationAdminRows(): ReturnType<typeof organisationAdminRows> {
    this.#organisationAdminRows ??= organisationAdminRows(this.#db);
    return this.#organisationAdminRows;
  }
  /** Certificates of insurance and the minimum liability limit. */
  get insuranceCertificates(): InsuranceCertificateRepository {
    this.#insuranceCertificates ??= new InsuranceCertificateRepository(this.#db);
    return this.#insuranceCertificates;
  }

  get organisations(): OrganisationRepository {
    this.#organisations ??= new OrganisationRepository(this.#db);
    return this.#organisations;
  }
  get outbox(): OutboxRepository {
    this.#outbox ??= new OutboxRepository(this.#db, this.#dialect);
    return this.#outbox;
  }
  /** Reminders sent once per reservation and kind (the pickup-day reminder). */
  get reminders(): ReminderRepository {
    this.#reminders ??= new ReminderRepository(this.#db);
    return this.#reminders;
  }
  /** Who may be texted, and the SMS outbox (FOR UPDATE SKIP LOCKED on PostgreSQL, like the e-mails'). */
  get sms(): SmsRepository {
    this.#sms ??= new SmsRepository(this.#db, this.#dialect);
    return this.#sms;
  }
  /** The back office's view of the outbox. */
  get outboxAdmin(): OutboxAdminRepository {
    this.#outboxAdmin ??= new OutboxAdminRepository(this.#db);
    return this.#outboxAdmin;
  }
  /** Payments as the back office lists them. */
  get paymentAdminRows(): ReturnType<typeof paymentAdminRows> {
    this.#paymentAdminRows ??= paymentAdminRows(this.#db);
    return this.#paymentAdminRows;
  }
  get reviews(): ReviewRepository {
    this.#reviews ??= new ReviewRepository(this.#db);
    return this.#reviews;
  }
  get bookingDrafts(): BookingDraftRepository {
    this.#bookingDrafts ??= new BookingDraftRepository(this.#db);
    return this.#bookingDrafts;
  }
  get payers(): PayerRepository {
    this.#payers ??= new PayerRepository(this.#db);
    return this.#payers;
  }
  get payments(): PaymentRepository {
    this.#payments ??= new PaymentRepository(this.#db);
    return this.#payments;
  }
  get priceBook(): PriceBookRepository {
    this.#priceBook ??= new PriceBookRepository(this.#db);
    return this.#priceBook;
  }
  /** Quote requests as the back office lists them. */
  get quoteAdminRows(): ReturnType<typeof quoteAdminRows> {
    this.#quoteAdminRows ??= quoteAdminRows(this.#db);
    return this.#quoteAdminRows;
  }
  get quotes(): QuoteRepository {
    this.#quotes ??= new QuoteRepository(this.#db);
    return this.#quotes;
  }
  /** Units driven between locations by staff (decision 031). */
  get relocations(): RelocationRepository {
    this.#relocations ??= new RelocationRepository(this.#db);
    return this.#relocations;
  }
  /** Bookings as the back office lists them. */
  get reservationAdminRows(): ReturnType<typeof reservationAdminRows> {
    this.#reservationAdminRows ??= reservationAdminRows(this.#db);
    return this.#reservationAdminRows;
  }
  get reservations(): ReservationRepository {
    this.#reservations ??= new ReservationRepository(this.#db, this.drivers);
    return this.#reservations;
  }
  /** Traffic and Web Vitals per page and day. */
  get siteHealth(): SiteHealthRepository {
    this.#siteHealth ??= new SiteHealthRepository(this.#db);
    return this.#siteHealth;
  }
  /** How many units of a class a location has (the stock the bookings count against). */
  /** The catalogue's version, which every instance's copy is checked against (decision 012). */
  get catalogVersion(): CatalogVersionRepository {
    this.#catalogVersion ??= new CatalogVersionRepository(this.#db);
    return this.#catalogVersion;
  }
  get units(): UnitRepository {
    this.#units ??= new UnitRepository(this.#db);
    return this.#units;
  }
  get vehicleClasses(): VehicleClassRepository {
    this.#vehicleClasses ??= new VehicleClassRepository(this.#db);
    return this.#vehicleClasses;
  }
  get vehiclesForSale(): VehicleForSaleRepository {
    this.#vehiclesForSale ??= new VehicleForSaleRepository(this.#db);
    return this.#vehiclesForSale;
  }
}

/**
 * How a feature gets its repositories over the database or a transaction it
 * opened: handed in by the composition root (services.ts), so no feature
 * imports this file's values, which import every feature's repository.
 */
export type RepositoryFactory = (executor: Executor) => Repositories;

/**
 * The factory over one dialect. The set over an executor is made once and kept
 * while the executor lives: the database's set serves every request, a
 * transaction's set the statements of that transaction.
 */
export function repositoryFactory(dialect: DialectName): RepositoryFactory {
  const sets = new WeakMap<Executor, Repositories>();
  return (executor) => {
    let set = sets.get(executor);
    if (!set) {
      set = new Repositories(executor, dialect);
      sets.set(executor, set);
    }
    return set;
  };
}
