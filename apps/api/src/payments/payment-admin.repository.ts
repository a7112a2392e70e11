import type { AdminListFilter } from '@convoy/domain/contracts/admin-lists.schema';
import type { AdminPaymentQuery } from '@convoy/domain/contracts/admin-money.schema';
import { sql } from 'kysely';
import {
  createdWithin,
  type ListSource,
  listSource,
  newestFirst,
} from '../back-office/admin-list.repository.ts';
import type { Executor } from '../db/database.ts';
import { fromRow, type StoredPayment } from './payment.repository.ts';

export interface PaymentListed {
  payment: StoredPayment;
  reservationCode: string;
  renterName: string;
  timezone: string;
}

/** Payments for the back office, newest first: by the day made, status, kind and a search (code, name, reference). */
export function paymentAdminRows(
  db: Executor,
): ListSource<AdminListFilter<AdminPaymentQuery>, PaymentListed> {
  return listSource({
    from: db.selectFrom('payments').innerJoin('reservations', 'reservations.id', 'payments.reservation_id'),
    where: (query, filter: AdminListFilter<AdminPaymentQuery>) => {
      let q = createdWithin(query, 'payments.created_at', filter);
      if (filter.status) q = q.where('payments.status', '=', filter.status);
      if (filter.kind) q = q.where('payments.kind', '=', filter.kind);
      return q;
    },
    searchIn: (eb) => [
      eb.ref('reservations.code'),
      eb.ref('reservations.email'),
      sql`${eb.ref('reservations.first_name')} || ' ' || ${eb.ref('reservations.last_name')}`,
      sql`coalesce(${eb.ref('payments.reference')}, '')`,
      sql`coalesce(${eb.ref('payments.payment_intent_id')}, '')`,
    ],
    select: (query) =>
      query
        .selectAll('payments')
        .select([
          'reservations.code as reservation_code',
          'reservations.first_name',
          'reservations.last_name',
          'reservations.timezone',
        ]),
    order: newestFirst('payments'),
    toRow: (row) => ({
      payment: fromRow(row),
      reservationCode: row.reservation_code,
      renterName: `${row.first_name} ${row.last_name}`,
      timezone: row.timezone,
    }),
  });
}
