import type { AdminListFilter } from '@convoy/domain/contracts/admin-lists.schema';
import type { AdminInvoiceQuery } from '@convoy/domain/contracts/admin-money.schema';
import { sql } from 'kysely';
import { periodBounds } from '../analytics/period.ts';
import { type ListSource, listSource } from '../back-office/admin-list.repository.ts';
import type { Executor } from '../db/database.ts';
import { fromRow, type InvoiceWithReceived, receivedOf } from './invoice.repository.ts';

/** An invoice with what its list row shows beside it. */
export interface InvoiceListed extends InvoiceWithReceived {
  reservationCode: string;
  organisationCode: string | null;
}

/**
 * Invoices for the back office, newest first: filtered by the day issued
 * (the back office's days), status (`overdue`: open and past due on `today`)
 * and a search (number, reservation code, PO, billed name, organisation).
 */
export function invoiceAdminRows(
  db: Executor,
  today: () => string,
): ListSource<AdminListFilter<AdminInvoiceQuery> & { number?: string }, InvoiceListed> {
  return listSource({
    from: db
      .selectFrom('invoices')
      .innerJoin('reservations', 'reservations.id', 'invoices.reservation_id')
      .leftJoin('organisations', 'organisations.id', 'invoices.organisation_id'),
    where: (query, filter: AdminListFilter<AdminInvoiceQuery> & { number?: string }) => {
      const { start, end } = periodBounds(filter.from, filter.to);
      let q = filter.number ? query.where('invoices.number', '=', filter.number) : query;
      if (start !== undefined) q = q.where('invoices.issued_at', '>=', start);
      if (end !== undefined) q = q.where('invoices.issued_at', '<', end);
      if (filter.status === 'overdue')
        q = q.where('invoices.status', '=', 'open').where('invoices.due_on', '<', today());
      else if (filter.status) q = q.where('invoices.status', '=', filter.status);
      return q;
    },
    searchIn: (eb) => [
      eb.ref('invoices.number'),
      eb.ref('reservations.code'),
      sql`coalesce(${eb.ref('invoices.po_number')}, '')`,
      sql`coalesce(${eb.ref('organisations.name')}, '')`,
      sql`${eb.ref('reservations.first_name')} || ' ' || ${eb.ref('reservations.last_name')}`,
    ],
    select: (query) =>
      query
        .selectAll('invoices')
        .select(['reservations.code as reservation_code', 'organisations.code as organisation_code'])
        .select(receivedOf(sql.ref('invoices.reservation_id')).as('received')),
    order: [
      { column: 'invoices.issued_at', direction: 'desc', of: (r) => r.issued_at },
      { column: 'invoices.seq', direction: 'desc', of: (r) => r.seq },
    ],
    toRow: (row) => ({
      invoice: fromRow(row),
      receivedCents: Number(row.received),
      reservationCode: row.reservation_code,
      organisationCode: row.organisation_code,
    }),
  });
}
