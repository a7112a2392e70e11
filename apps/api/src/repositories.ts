import { LocationRepository } from './catalog/location.repository.ts';
import { UnitRepository } from './catalog/unit.repository.ts';
import { VehicleClassRepository } from './catalog/vehicle-class.repository.ts';
import type { DialectName } from './config.ts';
import type { Executor } from './db/database.ts';
import { DriverRepository } from './drivers/driver.repository.ts';
import { InvoiceRepository } from './invoices/invoice.repository.ts';
import { LeadRepository } from './leads/lead.repository.ts';
import { OrganisationRepository } from './organisations/organisation.repository.ts';
import { OutboxRepository } from './outbox/outbox.repository.ts';
import { PaymentRepository } from './payments/payment.repository.ts';
import { PriceBookRepository } from './pricing/price-book.repository.ts';
import { QuoteRepository } from './quotes/quote.repository.ts';
import { IdempotencyRepository } from './reservations/idempotency.repository.ts';
import { ReservationRepository } from './reservations/reservation.repository.ts';
import { VehicleForSaleRepository } from './vehicles-for-sale/vehicle-for-sale.repository.ts';

/** Every repository over one executor. Inside a transaction, build a set over `trx`. */
export interface Repositories {
  locations: LocationRepository;
  vehicleClasses: VehicleClassRepository;
  units: UnitRepository;
  reservations: ReservationRepository;
  idempotency: IdempotencyRepository;
  quotes: QuoteRepository;
  leads: LeadRepository;
  vehiclesForSale: VehicleForSaleRepository;
  outbox: OutboxRepository;
  priceBook: PriceBookRepository;
  drivers: DriverRepository;
  organisations: OrganisationRepository;
  invoices: InvoiceRepository;
  payments: PaymentRepository;
}

/** `dialect` picks the outbox's claim query (FOR UPDATE SKIP LOCKED on PostgreSQL). */
export function createRepositories(db: Executor, dialect: DialectName): Repositories {
  return {
    locations: new LocationRepository(db),
    vehicleClasses: new VehicleClassRepository(db),
    units: new UnitRepository(db),
    reservations: new ReservationRepository(db),
    idempotency: new IdempotencyRepository(db),
    quotes: new QuoteRepository(db),
    leads: new LeadRepository(db),
    vehiclesForSale: new VehicleForSaleRepository(db),
    outbox: new OutboxRepository(db, dialect),
    priceBook: new PriceBookRepository(db),
    drivers: new DriverRepository(db),
    organisations: new OrganisationRepository(db),
    invoices: new InvoiceRepository(db),
    payments: new PaymentRepository(db),
  };
}

/**
 * How a feature gets its repositories over the database or a transaction it
 * opened: handed in by the composition root (services.ts), so no feature
 * imports this file, which imports every feature's repository.
 */
export type RepositoryFactory = (executor: Executor) => Repositories;
