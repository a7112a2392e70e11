import { createHash } from 'node:crypto';
import path from 'node:path';
import type {
  AdminLeadQuery,
  AdminLeadRow,
  AdminQuoteQuery,
  AdminQuoteRow,
} from '@convoy/domain/contracts/admin-lists.schema';
import type { AdminAuditQuery, AuditEntry } from '@convoy/domain/contracts/audit.schema';
import type { Kysely } from 'kysely';
import { AccountingService } from './accounting/accounting.service.ts';
import { AccountingWorker } from './accounting/accounting.worker.ts';
import { QuickBooksAuth } from './accounting/quickbooks-auth.ts';
import { QuickBooksConnection } from './accounting/quickbooks-connection.ts';
import { AdminAuthService } from './admin/admin-auth.service.ts';
import { StaffService } from './admin/staff.service.ts';
import { type Collector, recordCollect } from './analytics/collector.ts';
import { ReportsService } from './analytics/reports.service.ts';
import { type AdminList, adminList } from './back-office/admin-list.service.ts';
import { CalendarFeedsService } from './calendar-feeds/calendar-feeds.service.ts';
import { Catalog } from './catalog/catalog.ts';
import { FleetAdminService } from './catalog/fleet-admin.service.ts';
import { CitationService, collectFromSavedCard } from './citations/citations.service.ts';
import { keptForClaims } from './claims/claim-money.ts';
import { damageClaims } from './claims/claim-opening.ts';
import { ClaimsService } from './claims/claims.service.ts';
import { ClaimsWorker } from './claims/claims.worker.ts';
import type { Config } from './config.ts';
import { agreementPdf } from './counter/agreement.ts';
import { BookingFeesService } from './counter/booking-fees.service.ts';
import { CounterService } from './counter/counter.service.ts';
import { HandoverService } from './counter/handover.service.ts';
import { HandoverPhotoService } from './counter/handover-photos.ts';
import { InspectionChecklistService } from './counter/inspection-checklists.service.ts';
import { VehicleSwapService } from './counter/vehicle-swap.service.ts';
import { CustomerService } from './customers/customer.service.ts';
import { CustomerKeys } from './customers/customer-keys.ts';
import { DashboardService } from './dashboard/dashboard.service.ts';
import { type Database, pingDatabase } from './db/database.ts';
import { outsideTransactions } from './db/transaction-guard.ts';
import { DoNotRentService } from './do-not-rent/do-not-rent.service.ts';
import { MatchKeys } from './do-not-rent/match-keys.ts';
import { DriversAdminService } from './drivers/drivers-admin.service.ts';
import { LicenceCipher, localLicenceKey } from './drivers/licence-cipher.ts';
import { PreArrivalLinks } from './drivers/pre-arrival-links.ts';
import { UnitAssignments } from './fleet/assignment.service.ts';
import { DeliveryDriversAdminService } from './fleet/delivery-drivers-admin.service.ts';
import { FleetService } from './fleet/fleet.service.ts';
import { FleetWorker } from './fleet/fleet.worker.ts';
import { MaintenanceService } from './fleet/maintenance.service.ts';
import { RelocationService } from './fleet/relocation.service.ts';
import { RetentionSweeper } from './housekeeping/sweeper.ts';
import { InsuranceService } from './insurance/insurance.service.ts';
import { InvoiceAdminService } from './invoices/invoice-admin.service.ts';
import { InvoiceFiles } from './invoices/invoice-files.service.ts';
import { renderInvoicePdf } from './invoices/invoice-pdf.ts';
import { BookingRecoveryService, BookingRecoveryWorker } from './leads/booking-recovery.service.ts';
import { LeadService } from './leads/lead.service.ts';
import { leadAdminList } from './leads/lead-admin.service.ts';
import type { MailTransport } from './mail/transport.ts';
import { CertificateStore } from './media/certificate-file.ts';
import { MediaService } from './media/media.service.ts';
import { OrganisationService } from './organisations/organisation.service.ts';
import { OrganisationAdminService } from './organisations/organisation-admin.service.ts';
import { OutboxWorker } from './outbox/outbox.worker.ts';
import { OutboxAdminService } from './outbox/outbox-admin.service.ts';
import { OutboxSecrets } from './outbox/outbox-secret.ts';
import { PayerLinks } from './payments/payer-links.ts';
import { PaymentAdminService } from './payments/payment-admin.service.ts';
import { PaymentSync } from './payments/payment-sync.ts';
import { PaymentsService } from './payments/payments.service.ts';
import { PaymentsWorker } from './payments/payments.worker.ts';
import { SplitPaymentService } from './payments/split-payment.service.ts';
import { StripeProvider } from './payments/stripe-provider.ts';
import { PreArrivalService } from './pre-arrival/pre-arrival.service.ts';
import { RenterSignatureService } from './pre-arrival/renter-signature.service.ts';
import { acknowledgementAttachment } from './pre-arrival/signing.ts';
import { PricingAdminService } from './pricing/pricing-admin.service.ts';
import { QuoteService } from './quotes/quote.service.ts';
import { BusinessReportsService } from './reports/business-reports.service.ts';
import { repositoryFactory } from './repositories.ts';
import { AvailabilityService } from './reservations/availability.service.ts';
import { BookingService } from './reservations/booking.service.ts';
import { ReservationChangeService } from './reservations/change.service.ts';
import { ManageReservationService } from './reservations/manage.service.ts';
import { ReservationAdminService } from './reservations/reservation-admin.service.ts';
import { TripRequests } from './reservations/trip-requests.ts';
import { ReviewRequests, ReviewsService } from './reviews/reviews.service.ts';
import { ReviewsOnPages } from './reviews/reviews-on-pages.ts';
import { SearchService } from './search/search.service.ts';
import { NumberKey } from './sms/phone-number.ts';
import { SmsService } from './sms/sms.service.ts';
import { SmsDelivery } from './sms/sms-delivery.ts';
import { TwilioSender } from './sms/twilio-sender.ts';
import { VehiclesForSaleService } from './vehicles-for-sale/vehicles-for-sale.service.ts';
import { WebhookDelivery } from './webhooks/webhook-delivery.ts';
import { WebhooksService } from './webhooks/webhooks.service.ts';

/** The business layer: what routes call. Built once per app over one database. */
export interface Services {
  catalog: Catalog;
  /** The availability search and the booking request, validated once with the location's rules. */
  tripRequests: TripRequests;
  availability: AvailabilityService;
  booking: BookingService;
  manage: ManageReservationService;
  /** The do-not-rent list: kept by managers, checked at booking, drivers added, pre-arrival and check-out. */
  doNotRent: DoNotRentService;
  /** The back office's driver rules per class, and the counter's view of a booking's licences. */
  driversAdmin: DriversAdminService;
  /** Drivers' pre-arrival steps through their personal links, links sent again, licence photos for staff. */
  preArrival: PreArrivalService;
  /** The renter signs the rental agreement remotely, from the manage page. */
  renterSignature: RenterSignatureService;
  /** Changing a booked reservation: previewed, then applied all or nothing (renter and staff). */
  changes: ReservationChangeService;
  quotes: QuoteService;
  leads: LeadService;
  outbox: OutboxWorker;
  /** Back-office accounts and sessions: sign-in, the session of a request, sign-out, the first account. */
  adminAuth: AdminAuthService;
  /** Staff accounts: invitations by e-mail with a role, roles changed, accounts removed. */
  staff: StaffService;
  /** The back office's bookings list and export, one booking, and its renter's address for a cancel. */
  reservationsAdmin: ReservationAdminService;
  /** The audit log: searched, filtered and exported (entries are written where the changes are). */
  audit: { list: AdminList<AdminAuditQuery, AuditEntry> };
  /** The back office's quote requests list and export. */
  quotesAdmin: AdminList<AdminQuoteQuery, AdminQuoteRow>;
  /** The back office's leads list and export, each lead's details in words. */
  leadsAdmin: AdminList<AdminLeadQuery, AdminLeadRow>;
  /** The back office's outbox list and retry. */
  outboxAdmin: OutboxAdminService;
  /** The back office's fleet: rates per class and units per location, and saving them. */
  fleetAdmin: FleetAdminService;
  /** Staff drivers per location for deliveries and collections (decision 030). */
  deliveryDrivers: DeliveryDriversAdminService;
  /** The units of the fleet: each vehicle, its details and maintenance, with the count of its class kept in step. */
  fleet: FleetService;
  /** Maintenance programs: each class's rules, the due-soon list, a service booked and recorded (decision 033). */
  maintenance: MaintenanceService;
  /** Units driven between locations by staff (decision 031), pending moves of the count over time. */
  relocations: RelocationService;
  /** Which unit each booked vehicle gets: automatically (best fit) and chosen by staff. */
  assignments: UnitAssignments;
  /** The counter's reads: the fleet calendar, the day's pickups and returns with what each lacks. */
  counter: CounterService;
  /** Check-out and check-in at the counter, and the charges a return adds. */
  handovers: HandoverService;
  handoverPhotos: HandoverPhotoService;
  /** A booked vehicle swapped for another unit mid-rental (decision 035). */
  swaps: VehicleSwapService;
  /** Each class's inspection checklist, read and replaced by the back office (decision 034). */
  inspectionChecklists: InspectionChecklistService;
  bookingFees: BookingFeesService;
  /** Tolls and citations: sources, imports matched to bookings and charged once, the queue (decision 037). */
  citations: CitationService;
  claims: ClaimsService;
  claimsWorker: ClaimsWorker;
  /** The ledger pushed to QuickBooks, the connection, the account mapping, the journal export (decision 040). */
  accounting: AccountingService;
  /** Pushes the ledger's entries to QuickBooks when a company is connected. */
  accountingWorker: AccountingWorker;
  /** The fleet's round: units assigned (when scheduled), service reminders to staff. */
  fleetWorker: FleetWorker;
  /** The back office's price book: seasons, blackouts, extras, protection, class charges, taxes and fees, promo codes. */
  pricingAdmin: PricingAdminService;
  /** The image optimiser and media library, and the image sets the public pages show. */
  media: MediaService;
  /** Used fleet vehicles on sale, with their photos. */
  vehiclesForSale: VehiclesForSaleService;
  /** The back office's attribution and site-health reports. */
  reports: ReportsService;
  /** The business reports: utilisation, revenue, lead time, cancellations (decision 044). */
  businessReports: BusinessReportsService;
  /** The back office's home: the day's counter, the week's utilisation, money, enquiries, bookings needing someone. */
  dashboard: DashboardService;
  /** Stores a beacon of page views and Web Vitals (POST /api/collect). */
  collect: Collector;
  /** Organisation accounts: opening one, its own page, invoice terms asked for, exemption certificates uploaded. */
  organisations: OrganisationService;
  /** How reservations are paid: the settings, an organisation's terms and exemption, invoices, payment pages. */
  payments: PaymentsService;
  /** A booking split among the group's members (decision 045). */
  splitPayments: SplitPaymentService;
  /** Abandoned bookings' one reminder (decision 046), and its rounds. */
  bookingRecovery: BookingRecoveryService;
  bookingRecoveryWorker: BookingRecoveryWorker;
  /** Reviews after the trip (decision 047). */
  reviews: ReviewsService;
  /** The published reviews and the rating on vehicle and location pages (decision 049). */
  reviewPages: ReviewsOnPages;
  /** Our payments brought in line with the provider's (webhooks, reconciliation); null without a provider. */
  paymentSync: PaymentSync | null;
  /** Expiry of unpaid bookings, provider calls (refunds, captures, releases), reconciliation, reminders. */
  paymentsWorker: PaymentsWorker;
  /** Partners' webhook endpoints, their delivery log and replays (decision 038). */
  webhooks: WebhooksService;
  /** Sends due webhooks: a channel of the outbox worker, each attempt claimed once. */
  webhookDelivery: WebhookDelivery;
  /** Organisations' and locations' iCalendar feeds: issued, revoked, answered by token (decision 039). */
  calendarFeeds: CalendarFeedsService;
  /** Customer records, notes, merges, a person's data exported and erased (decision 043). */
  customers: CustomerService;
  /** The back office's global search (decision 042). */
  search: SearchService;
  /** Text messages: opt-ins (the driver page records one with `recordOptIn`), replies (STOP, START), texts queued. */
  sms: SmsService;
  /** Invoices and receipts as PDF files. */
  invoiceFiles: InvoiceFiles;
  /** The back office's organisations: the list, one organisation's page, terms and certificates decided. */
  organisationsAdmin: OrganisationAdminService;
  /** Certificates of insurance: uploads, staff's review, the minimum liability limit (decision 023). */
  insurance: InsuranceService;
  /** The back office's invoices: aged receivables, export, bank transfers recorded, invoices sent again. */
  invoicesAdmin: InvoiceAdminService;
  /** The back office's payments: the list with refunds, captures, releases, refunds, the balance charged. */
  paymentsAdmin: PaymentAdminService;
  /** Deletes idempotency answers after a day, analytics and sent e-mails after their retention periods; erases licence numbers after theirs. */
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
  // The one way a feature gets repositories: over the database, or over the transaction it opened.
  const repositories = repositoryFactory(config.database.dialect);
  // A cold catalogue read inside a transaction hangs SQLite (decision 003): refused, except in
  // production, where the database's own guard still refuses any query it would make on SQLite.
  const transactionGuard = config.nodeEnv === 'production' ? 'log' : 'throw';
  const catalog = new Catalog(repositories(db), {
    transactionGuard,
    checkMs: config.catalogCheckMs,
    onError: (error) => log.error({ err: error }, 'catalogue change not announced to other instances'),
  });
  // Another service's calls wait on the network: never with a transaction open (decision 003). Refused in
  // development and tests, reported in production.
  const away = <T extends object>(service: T, what: string) =>
    outsideTransactions(service, what, transactionGuard);
  const licenceKey = config.licenceEncryptionKey ?? localLicenceKey(config.dataDir);
  const cipher = new LicenceCipher(licenceKey);
  // Matched by keyed hashes derived from the same key (decision 021).
  const doNotRent = new DoNotRentService({ db, repositories, cipher, keys: new MatchKeys(licenceKey), now });
  // Credentials e-mails carry are sealed where they are written and opened only to send them (decision 018).
  const secrets = new OutboxSecrets(cipher);
  const publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  // Texts (decision 022): numbers sealed in the SMS outbox, consent kept by a keyed hash of the number.
  const sms = new SmsService({
    db,
    repositories,
    numbers: new NumberKey(licenceKey),
    seal: cipher,
    twilio: config.twilio
      ? { authToken: config.twilio.authToken, inboundUrl: `${publicUrl}/api/sms/inbound` }
      : null,
    now,
  });
  const texts = config.twilio
    ? [
        new SmsDelivery({
          db,
          repositories,
          sender: away(new TwilioSender(config.twilio), 'The SMS gateway'),
          seal: cipher,
          log,
          now,
        }),
      ]
    : [];
  // Partners' webhooks (decision 038): signing secrets sealed like the outbox's secrets, sent by the outbox worker.
  const webhookDelivery = new WebhookDelivery({
    db,
    repositories,
    seal: cipher,
    log,
    now,
    allowPrivate: config.webhookAllowPrivate,
  });
  const outbox = new OutboxWorker({
    db,
    repositories,
    transport: away(transport, 'The mail server'),
    from: config.mailFrom,
    mail: { publicUrl, open: secrets.open },
    channels: [...texts, webhookDelivery],
    log,
    pollMs: config.outboxPollMs,
    now,
    drawDocument: renderInvoicePdf,
    attach: async (payload) => {
      if (payload.kind === 'pre_arrival_acknowledgement' || payload.kind === 'remote_agreement_signed') {
        return acknowledgementAttachment(repositories(db), cipher, payload);
      }
      if (payload.kind !== 'rental_agreement') return [];
      const { swap } = payload.agreement;
      const pdf = swap
        ? await repositories(db).handovers.swapPdf(payload.reservation.code, swap.classId, swap.seq, swap.leg)
        : await agreementPdf(repositories(db), payload.reservation.code);
      if (!pdf) return [];
      return [
        {
          filename: `${payload.agreement.kind ? 'Addendum to rental agreement' : 'Rental agreement'} ${payload.reservation.code}.pdf`,
          content: pdf,
          contentType: 'application/pdf',
        },
      ];
    },
  });
  const media = new MediaService({ db, repositories, catalog, dir: config.mediaDir, now });
  // The payments worker is made last; a commit before it exists has no provider call to make.
  let paymentsWorker: PaymentsWorker | undefined;
  const common = {
    db,
    repositories,
    catalog,
    staffEmail: config.staffEmail,
    now,
    afterCommit: () => {
      outbox.nudge();
      paymentsWorker?.nudge();
    },
  };
  const certificates = new CertificateStore(path.join(config.dataDir, 'certificates'));
  const keys = { seal: secrets.seal, keyDays: config.organisationKeyDays };
  const organisations = new OrganisationService({ ...common, certificates, ...keys });
  const insurance = new InsuranceService({ ...common, certificates });
  const documents = { bankTransfer: config.bankTransferDetails };
  const provider = config.stripe ? away(new StripeProvider(config.stripe), 'The payment provider') : null;
  const payerLinks = new PayerLinks({ seal: secrets.seal, publicUrl });
  // The unsubscribe link's token: the address sealed with a key of its own (not the customer records').
  const recoveryKey = createHash('sha256').update(licenceKey).update('booking recovery').digest();
  const bookingRecovery = new BookingRecoveryService({
    ...common,
    keys: new CustomerKeys(recoveryKey),
    seal: secrets.seal,
    publicUrl,
  });
  const reviews = new ReviewsService({
    db,
    repositories,
    catalog,
    googleReviewUrl: config.googleReviewUrl,
    now,
  });
  const payments = new PaymentsService({
    db,
    repositories,
    catalog,
    organisations,
    provider,
    payerLinks,
    publicUrl,
    documents,
    staffEmail: config.staffEmail,
    now,
    log,
  });
  const paymentSync = provider
    ? new PaymentSync({ ...common, provider, payments, log, keptBeyondInvoices: keptForClaims })
    : null;
  const preArrivalLinks = new PreArrivalLinks({ seal: secrets.seal, publicUrl, sms });
  const splitPayments = new SplitPaymentService({
    ...common,
    payments,
    links: payerLinks,
    refresh: paymentSync ? (payment) => paymentSync.sync(payment) : undefined,
  });
  const assignments = new UnitAssignments({
    db,
    repositories,
    catalog,
    now,
    turnaroundMinutes: config.turnaroundMinutes,
    mode: config.unitAssignment.mode,
    horizonDays: config.unitAssignment.days,
  });
  paymentsWorker = new PaymentsWorker({
    db,
    repositories,
    catalog,
    provider,
    payments,
    sync: paymentSync,
    sms,
    preArrivalLinks,
    splitPayments,
    publicUrl,
    now,
    log,
    pollMs: config.paymentsPollMs,
    afterCommit: common.afterCommit,
    assignments,
    turnaroundMinutes: config.turnaroundMinutes,
  });
  const worker = paymentsWorker;
  const paymentsAdmin = new PaymentAdminService({
    db,
    repositories,
    provider,
    sync: paymentSync,
    now,
    runOperations: () => worker.runOperations(),
    log,
  });
  const adminAuth = new AdminAuthService({
    db,
    repositories,
    now,
    idleMinutes: config.adminIdleMinutes,
    passwordCost: config.passwordCost,
  });
  const fleet = new FleetService({
    db,
    repositories,
    catalog,
    now,
    turnaroundMinutes: config.turnaroundMinutes,
    assignments,
  });
  const maintenance = new MaintenanceService({
    db,
    repositories,
    catalog,
    now,
    turnaroundMinutes: config.turnaroundMinutes,
    fleet,
  });
  const tripRequests = new TripRequests({ catalog, now, bookingHorizonMonths: config.bookingHorizonMonths });
  const handovers = new HandoverService({
    db,
    repositories,
    catalog,
    now,
    fuelPriceCentsPerGallon: config.fuelPriceCentsPerGallon,
    documents,
    doNotRent,
    afterCommit: common.afterCommit,
    cipher,
    maintenance: fleet,
    claims: damageClaims(repositories),
    reviews: new ReviewRequests({ seal: secrets.seal, publicUrl }),
  });
  // QuickBooks (decision 040): tokens sealed with the licence cipher (decision 018).
  const connection = new QuickBooksConnection({
    db,
    repositories,
    auth: config.quickbooks ? new QuickBooksAuth(config.quickbooks, now) : null,
    apiUrl: config.quickbooks?.apiUrl ?? null,
    cipher,
    now,
  });
  const accountingWorker = new AccountingWorker({
    db,
    repositories,
    connection,
    log,
    pollMs: config.accountingPollMs,
    now,
  });
  return {
    accounting: new AccountingService({ db, repositories, catalog, connection }),
    accountingWorker,
    catalog,
    tripRequests,
    availability: new AvailabilityService({
      db,
      repositories,
      catalog,
      turnaroundMinutes: config.turnaroundMinutes,
      reuseMs: config.availabilityReuseMs,
    }),
    booking: new BookingService({
      ...common,
      turnaroundMinutes: config.turnaroundMinutes,
      cipher,
      doNotRent,
      money: payments,
      assignments,
      sms,
      preArrivalLinks,
    }),
    manage: new ManageReservationService({
      ...common,
      money: payments,
      assignments,
      turnaroundMinutes: config.turnaroundMinutes,
    }),
    doNotRent,
    driversAdmin: new DriversAdminService({ db, repositories, catalog }),
    changes: new ReservationChangeService({
      ...common,
      tripRequests,
      turnaroundMinutes: config.turnaroundMinutes,
      cipher,
      doNotRent,
      assignments,
      money: payments,
      preArrivalLinks,
    }),
    renterSignature: new RenterSignatureService({
      db,
      repositories,
      catalog,
      cipher,
      now,
      afterCommit: common.afterCommit,
    }),
    preArrival: new PreArrivalService({
      db,
      repositories,
      catalog,
      cipher,
      links: preArrivalLinks,
      doNotRent,
      sms,
      now,
      afterCommit: common.afterCommit,
    }),
    quotes: new QuoteService({ ...common, money: payments }),
    leads: new LeadService(common),
    outbox,
    adminAuth,
    staff: new StaffService({
      db,
      repositories,
      auth: adminAuth,
      now,
      publicUrl,
      afterCommit: common.afterCommit,
      seal: secrets.seal,
    }),
    reservationsAdmin: new ReservationAdminService({
      db,
      repositories,
      cipher,
      money: payments,
      now,
    }),
    quotesAdmin: adminList(repositories(db).quoteAdminRows),
    audit: { list: adminList(repositories(db).auditRows) },
    leadsAdmin: leadAdminList({ db, repositories, catalog }),
    outboxAdmin: new OutboxAdminService({ db, repositories, now, nudge: () => outbox.nudge() }),
    fleetAdmin: new FleetAdminService({ db, repositories, catalog, units: fleet }),
    fleet,
    maintenance,
    relocations: new RelocationService({
      db,
      repositories,
      catalog,
      now,
      turnaroundMinutes: config.turnaroundMinutes,
      assignments,
    }),
    assignments,
    deliveryDrivers: new DeliveryDriversAdminService({ db, repositories, catalog }),
    counter: new CounterService({
      db,
      repositories,
      catalog,
      now,
      turnaroundMinutes: config.turnaroundMinutes,
      money: payments,
      cipher,
    }),
    handovers,
    swaps: new VehicleSwapService({
      db,
      repositories,
      catalog,
      now,
      assignments,
      maintenance: fleet,
      cipher,
      afterCommit: common.afterCommit,
      handovers,
      claims: damageClaims(repositories),
    }),
    handoverPhotos: new HandoverPhotoService({ db, repositories, now }),
    inspectionChecklists: new InspectionChecklistService({ db, repositories, catalog, now }),
    citations: new CitationService({
      db,
      repositories,
      catalog,
      now,
      documents,
      afterCommit: common.afterCommit,
      cipher,
      nominationDays: config.nominationRetentionDays,
      collect: (code, key, by) => collectFromSavedCard(paymentsAdmin, code, key, by),
    }),
    bookingFees: new BookingFeesService({
      db,
      repositories,
      catalog,
      now,
      documents,
      afterCommit: common.afterCommit,
    }),
    claims: new ClaimsService({ db, repositories, catalog, now, documents, afterCommit: common.afterCommit }),
    claimsWorker: new ClaimsWorker({ db, repositories, now, log, afterCommit: common.afterCommit }),
    fleetWorker: new FleetWorker({
      db,
      repositories,
      catalog,
      assignments,
      maintenance,
      staffEmail: config.staffEmail,
      now,
      log,
      afterCommit: common.afterCommit,
      intervalMs: config.unitAssignment.everyMinutes * 60_000,
    }),
    pricingAdmin: new PricingAdminService({ db, catalog, repositories }),
    media,
    vehiclesForSale: new VehiclesForSaleService({ db, repositories, media }),
    reports: new ReportsService({ db, repositories }),
    businessReports: new BusinessReportsService({ db, repositories }),
    dashboard: new DashboardService({ db, repositories }),
    collect: (events, context) => recordCollect(repositories(db).collect, events, context),
    organisations,
    payments,
    splitPayments,
    bookingRecovery,
    bookingRecoveryWorker: new BookingRecoveryWorker(bookingRecovery, log),
    reviews,
    reviewPages: new ReviewsOnPages(reviews),
    paymentSync,
    paymentsWorker,
    sms,
    webhooks: new WebhooksService({
      db,
      repositories,
      seal: cipher,
      now,
      allowPrivate: config.webhookAllowPrivate,
      nudge: () => outbox.nudge(),
    }),
    webhookDelivery,
    calendarFeeds: new CalendarFeedsService({ db, repositories, catalog, seal: cipher, publicUrl, now }),
    customers: new CustomerService({ db, repositories, keys: new CustomerKeys(licenceKey), now }),
    search: new SearchService({ db, repositories, now }),
    invoiceFiles: new InvoiceFiles({ db, repositories, documents }),
    organisationsAdmin: new OrganisationAdminService({ ...common, certificates, ...keys }),
    insurance,
    invoicesAdmin: new InvoiceAdminService({ ...common, documents }),
    paymentsAdmin,
    retention: new RetentionSweeper({
      db,
      repositories,
      analyticsRetentionDays: config.analyticsRetentionDays,
      licenceRetentionDays: config.licenceRetentionDays,
      evidenceRetentionDays: config.evidenceRetentionDays,
      outboxRetentionDays: config.outboxRetentionDays,
      outboxDir: config.outboxDir,
      organisationKeyDays: config.organisationKeyDays,
      log,
      now,
    }),
    ping: () => pingDatabase(db),
    now,
  };
}
