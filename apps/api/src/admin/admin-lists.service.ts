import type {
  AdminLeadPage,
  AdminLeadQuery,
  AdminLeadRow,
  AdminQuotePage,
  AdminQuoteQuery,
  AdminReservationDetail,
  AdminReservationPage,
  AdminReservationQuery,
} from '@convoy/domain/contracts/admin-lists.schema';
import { adminExportMaxRows } from '@convoy/domain/contracts/admin-lists.schema';
import { isoOf, isoOrNull } from '../analytics/period.ts';
import type { Catalog } from '../catalog/catalog.ts';
import type { DialectName } from '../config.ts';
import type { Executor } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import { OutboxRepository } from '../outbox/outbox.repository.ts';
import { ReservationRepository } from '../reservations/reservation.repository.ts';
import { ReservationAdminRepository } from '../reservations/reservation-admin.repository.ts';
import { VehicleForSaleRepository } from '../vehicles-for-sale/vehicle-for-sale.repository.ts';
import { attributionOfRow } from './attribution-of-row.ts';
import { EnquiryAdminRepository, type StoredLeadRow } from './enquiry-admin.repository.ts';

const paging = (q: { page: number; pageSize: number }) => ({
  limit: q.pageSize,
  offset: (q.page - 1) * q.pageSize,
});

const noBooking = () => new ApiError(404, 'not_found', 'No booking has that code.');

/**
 * The back office's lists (issue 7). Reads go straight to the tables; the one
 * write, cancelling a booking, goes through the engine's own cancel service so
 * the renter and the staff are e-mailed exactly as when the renter cancels.
 */
export class AdminListsService {
  readonly #db: Executor;
  readonly #dialect: DialectName;
  readonly #catalog: Catalog;

  constructor(options: { db: Executor; dialect: DialectName; catalog: Catalog }) {
    this.#db = options.db;
    this.#dialect = options.dialect;
    this.#catalog = options.catalog;
  }

  async reservations(query: AdminReservationQuery): Promise<AdminReservationPage> {
    const repo = new ReservationAdminRepository(this.#db);
    const { limit, offset } = paging(query);
    const [items, total] = await Promise.all([repo.list(query, limit, offset), repo.count(query)]);
    return { items, total, page: query.page, pageSize: query.pageSize };
  }

  async reservationsForExport(query: Omit<AdminReservationQuery, 'page' | 'pageSize'>) {
    return new ReservationAdminRepository(this.#db).list(query, adminExportMaxRows);
  }

  async reservation(code: string): Promise<AdminReservationDetail> {
    const [row] = await new ReservationAdminRepository(this.#db).list({ code }, 1);
    const stored = await new ReservationRepository(this.#db).findByCode(code);
    if (!row || !stored) throw noBooking();
    const emails = await new OutboxRepository(this.#db, this.#dialect).list({ reference: code }, 100);
    return {
      ...row,
      timezone: stored.timezone,
      rentalType: stored.rentalType,
      rentalMonths: stored.rentalMonths,
      renterAge: stored.renterAge,
      rentalPurpose: stored.rentalPurpose,
      cancelledAt: isoOrNull(stored.cancelledAt),
      pricingBreakdown: stored.pricing,
      attribution: stored.attribution ?? null,
      emails: emails.map((m) => ({
        id: m.id,
        kind: m.kind,
        to: m.to,
        subject: m.subject,
        status: m.status,
        createdAt: isoOf(m.createdAt),
        sentAt: isoOrNull(m.sentAt),
      })),
    };
  }

  /** The renter's e-mail address, for the engine's cancel service (which matches code and address). */
  async renterEmail(code: string): Promise<string> {
    const stored = await new ReservationRepository(this.#db).findByCode(code);
    if (!stored) throw noBooking();
    return stored.contact.email;
  }

  async quotes(query: AdminQuoteQuery): Promise<AdminQuotePage> {
    const repo = new EnquiryAdminRepository(this.#db);
    const { limit, offset } = paging(query);
    const [items, total] = await Promise.all([
      repo.listQuotes(query, limit, offset),
      repo.countQuotes(query),
    ]);
    return { items, total, page: query.page, pageSize: query.pageSize };
  }

  async quotesForExport(query: Omit<AdminQuoteQuery, 'page' | 'pageSize'>) {
    return new EnquiryAdminRepository(this.#db).listQuotes(query, adminExportMaxRows);
  }

  async leads(query: AdminLeadQuery): Promise<AdminLeadPage> {
    const repo = new EnquiryAdminRepository(this.#db);
    const { limit, offset } = paging(query);
    const [rows, total] = await Promise.all([repo.listLeads(query, limit, offset), repo.countLeads(query)]);
    return { items: await this.#describeLeads(rows), total, page: query.page, pageSize: query.pageSize };
  }

  async leadsForExport(query: Omit<AdminLeadQuery, 'page' | 'pageSize'>) {
    return this.#describeLeads(
      await new EnquiryAdminRepository(this.#db).listLeads(query, adminExportMaxRows),
    );
  }

  async #describeLeads(rows: StoredLeadRow[]): Promise<AdminLeadRow[]> {
    const catalog = await this.#catalog.get();
    const needsListings = rows.some((r) => r.kind === 'fleet-sales');
    const listings = needsListings ? await new VehicleForSaleRepository(this.#db).list() : [];
    const titles = new Map(listings.map((v) => [v.id, v.title]));
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      createdAt: isoOf(r.created_at),
      name: r.name,
      email: r.email,
      phone: r.phone,
      organisation: r.organisation,
      subject: r.subject,
      message: r.message,
      details: describeDetails(
        r,
        (id) => catalog.classById.get(id)?.name ?? id,
        (id) => titles.get(id) ?? id,
      ),
      ...attributionOfRow(r),
    }));
  }
}

/** The fields of one kind of lead in words, e.g. "6 vehicles for 12 months from 2026-09-01: Minivan". */
export function describeDetails(
  row: Pick<StoredLeadRow, 'kind' | 'details'>,
  className: (id: string) => string,
  listingTitle: (id: string) => string,
): string {
  let details: Record<string, unknown>;
  try {
    details = JSON.parse(row.details) as Record<string, unknown>;
  } catch {
    return '';
  }
  if (row.kind === 'leasing') {
    const ids = Array.isArray(details.vehicleIds) ? details.vehicleIds.map(String) : [];
    const count = Number(details.vehicleCount);
    const months = Number(details.months);
    const start = typeof details.startDate === 'string' ? ` from ${details.startDate}` : '';
    return `${count} ${count === 1 ? 'vehicle' : 'vehicles'} for ${months} ${months === 1 ? 'month' : 'months'}${start}: ${ids.map(className).join(', ')}`;
  }
  if (row.kind === 'fleet-sales' && typeof details.vehicleForSaleId === 'string') {
    return `Vehicle for sale: ${listingTitle(details.vehicleForSaleId)}`;
  }
  return '';
}
