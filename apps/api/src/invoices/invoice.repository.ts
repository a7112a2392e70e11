import type { InvoiceStatus } from '@convoy/domain/contracts/payment.schema';
import type { PriceLine, PriceTax } from '@convoy/domain/contracts/pricing-breakdown.schema';
import { type RawBuilder, type Selectable, sql } from 'kysely';
import type { Executor } from '../db/database.ts';
import type { InvoiceTable } from '../db/tables/invoice.table.ts';

/** What an invoice bills, as issued: never priced again. */
export interface InvoiceContent {
  lines: PriceLine[];
  taxes: PriceTax[];
  /** The vehicles in words, the location and the trip, for the document. */
  vehicles: string;
  location: string;
  pickup: string;
  return: string;
}

export interface StoredInvoice {
  id: string;
  number: string;
  year: number;
  seq: number;
  reservationId: string;
  organisationId: string | null;
  kind: 'booking' | 'cancellation';
  status: InvoiceStatus;
  issuedAt: number;
  issuedOn: string;
  dueOn: string;
  netDays: number | null;
  poNumber: string | null;
  billTo: { name: string; lines: string[] };
  content: InvoiceContent;
  totalCents: number;
  paidAt: number | null;
  voidedAt: number | null;
  voidReason: string | null;
  /** The final invoice this one supplements with fees added after it (decision 032); null: none. */
  supplementOf: string | null;
}

/** "INV-2026-000123": the year and the number within it. */
export const invoiceNumber = (year: number, seq: number) => `INV-${year}-${String(seq).padStart(6, '0')}`;

/** Reads and writes invoices; takes the database or a transaction. No business rules. */
export class InvoiceRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  /**
   * The next number of `year`, inside the transaction that issues the invoice:
   * the year's counter row is updated in place, so its row lock (PostgreSQL;
   * SQLite has one writer) holds every other issuer until this transaction
   * ends. A rollback gives the number back: no gaps, no duplicates. The first
   * invoice of a year makes the row (a unique key, so two first invoices at
   * once make it once).
   */
  async nextSeq(year: number): Promise<number> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const row = await this.#db
        .updateTable('invoice_sequences')
        .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
        .where('year', '=', year)
        .returning('last_number')
        .executeTakeFirst();
      if (row) return Number(row.last_number);
      await this.#db
        .insertInto('invoice_sequences')
        .values({ year, last_number: 0 })
        .onConflict((oc) => oc.column('year').doNothing())
        .execute();
    }
    throw new Error(`invoice_sequences: no row for ${year}`);
  }

  async insert(i: StoredInvoice): Promise<void> {
    await this.#db
      .insertInto('invoices')
      .values({
        id: i.id,
        number: i.number,
        year: i.year,
        seq: i.seq,
        reservation_id: i.reservationId,
        organisation_id: i.organisationId,
        kind: i.kind,
        status: i.status,
        issued_at: i.issuedAt,
        issued_on: i.issuedOn,
        due_on: i.dueOn,
        net_days: i.netDays,
        po_number: i.poNumber,
        bill_to: JSON.stringify(i.billTo),
        document: JSON.stringify(i.content),
        total_cents: i.totalCents,
        paid_at: i.paidAt,
        voided_at: null,
        void_reason: null,
        supplement_of: i.supplementOf,
      })
      .execute();
  }

  async find(id: string): Promise<StoredInvoice | undefined> {
    const row = await this.#db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
    return row && fromRow(row);
  }

  async findByNumber(number: string): Promise<StoredInvoice | undefined> {
    const row = await this.#db
      .selectFrom('invoices')
      .selectAll()
      .where('number', '=', number)
      .executeTakeFirst();
    return row && fromRow(row);
  }

  /** A reservation's invoices, the newest first. */
  async forReservation(reservationId: string): Promise<StoredInvoice[]> {
    const rows = await this.#db
      .selectFrom('invoices')
      .selectAll()
      .where('reservation_id', '=', reservationId)
      .orderBy('issued_at', 'desc')
      .orderBy('seq', 'desc')
      .execute();
    return rows.map(fromRow);
  }

  /** An organisation's invoices, the newest first. */
  async forOrganisation(organisationId: string, limit = 200): Promise<StoredInvoice[]> {
    const rows = await this.#db
      .selectFrom('invoices')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .orderBy('issued_at', 'desc')
      .orderBy('seq', 'desc')
      .limit(limit)
      .execute();
    return rows.map(fromRow);
  }

  /**
   * The reservation's invoice that is not void (at most one at a time), not
   * counting the supplements a final invoice may have (decision 032).
   */
  async current(reservationId: string): Promise<StoredInvoice | undefined> {
    const row = await this.#db
      .selectFrom('invoices')
      .selectAll()
      .where('reservation_id', '=', reservationId)
      .where('status', '!=', 'void')
      .where('supplement_of', 'is', null)
      .orderBy('issued_at', 'desc')
      .executeTakeFirst();
    return row && fromRow(row);
  }

  async void(id: string, at: number, reason: string): Promise<void> {
    await this.#db
      .updateTable('invoices')
      .set({ status: 'void', voided_at: at, void_reason: reason })
      .where('id', '=', id)
      .where('status', '!=', 'void')
      .execute();
  }

  /** Open ↔ paid as the payments received say; a void invoice stays void. */
  async setPaid(id: string, paid: boolean, at: number): Promise<void> {
    await this.#db
      .updateTable('invoices')
      .set(paid ? { status: 'paid', paid_at: at } : { status: 'open', paid_at: null })
      .where('id', '=', id)
      .where('status', '=', paid ? 'open' : 'paid')
      .execute();
  }

  /** Every open invoice with what its reservation received (aged receivables). */
  async openWithReceived(): Promise<InvoiceWithReceived[]> {
    const rows = await this.#withReceived().where('i.status', '=', 'open').orderBy('i.due_on').execute();
    return rows.map(withReceived);
  }

  /** An organisation's invoices, the newest first, each with what its reservation received. */
  async forOrganisationWithReceived(organisationId: string, limit = 200): Promise<InvoiceWithReceived[]> {
    const rows = await this.#withReceived()
      .where('i.organisation_id', '=', organisationId)
      .orderBy('i.issued_at', 'desc')
      .orderBy('i.seq', 'desc')
      .limit(limit)
      .execute();
    return rows.map(withReceived);
  }

  #withReceived() {
    return this.#db
      .selectFrom('invoices as i')
      .selectAll('i')
      .select(receivedOf(sql.ref('i.reservation_id')).as('received'));
  }

  async count(): Promise<number> {
    const row = await this.#db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}

export interface InvoiceWithReceived {
  invoice: StoredInvoice;
  /** What the invoice's reservation received, net of refunds. */
  receivedCents: number;
}

/** What a reservation received, net of refunds: the sum over its payments. */
export const receivedOf = (reservationId: RawBuilder<unknown> | ReturnType<typeof sql.ref>) =>
  sql<number>`coalesce((select sum(p.captured_cents - p.refunded_cents) from payments p
    where p.reservation_id = ${reservationId}), 0)`;

const withReceived = (r: Selectable<InvoiceTable> & { received: number | string }): InvoiceWithReceived => ({
  invoice: fromRow(r),
  receivedCents: Number(r.received),
});

export function fromRow(r: Selectable<InvoiceTable>): StoredInvoice {
  return {
    id: r.id,
    number: r.number,
    year: Number(r.year),
    seq: Number(r.seq),
    reservationId: r.reservation_id,
    organisationId: r.organisation_id,
    kind: r.kind,
    status: r.status,
    issuedAt: Number(r.issued_at),
    issuedOn: r.issued_on,
    dueOn: r.due_on,
    netDays: r.net_days,
    poNumber: r.po_number,
    billTo: JSON.parse(r.bill_to),
    content: JSON.parse(r.document),
    totalCents: Number(r.total_cents),
    paidAt: r.paid_at === null ? null : Number(r.paid_at),
    voidedAt: r.voided_at === null ? null : Number(r.voided_at),
    voidReason: r.void_reason,
    supplementOf: r.supplement_of ?? null,
  };
}
