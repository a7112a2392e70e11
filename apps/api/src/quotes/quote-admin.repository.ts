import type {
  AdminListFilter,
  AdminQuoteQuery,
  AdminQuoteRow,
} from '@convoy/domain/contracts/admin-lists.schema';
import { isoOf } from '../analytics/period.ts';
import {
  createdWithin,
  fullName,
  type ListSource,
  listSource,
  newestFirst,
  orEmpty,
} from '../back-office/admin-list.repository.ts';
import { attributionOfRow } from '../back-office/attribution-of-row.ts';
import type { Executor } from '../db/database.ts';

/**
 * Quote requests for the back office: read-only, filtered by the day they
 * arrived, location and a search (code, e-mail, name, organisation); newest first.
 */
export function quoteAdminRows(db: Executor): ListSource<AdminListFilter<AdminQuoteQuery>, AdminQuoteRow> {
  return listSource({
    from: db
      .selectFrom('quote_requests')
      .innerJoin('locations', 'locations.id', 'quote_requests.location_id'),
    where: (query, filter: AdminListFilter<AdminQuoteQuery>) => {
      const within = createdWithin(query, 'quote_requests.created_at', filter);
      return filter.locationId ? within.where('quote_requests.location_id', '=', filter.locationId) : within;
    },
    searchIn: (eb) => [
      eb.ref('quote_requests.code'),
      eb.ref('quote_requests.email'),
      fullName(eb.ref('quote_requests.first_name'), eb.ref('quote_requests.last_name')),
      orEmpty(eb.ref('quote_requests.organisation')),
    ],
    select: (query) => query.selectAll('quote_requests').select('locations.name as location_name'),
    order: newestFirst('quote_requests'),
    toRow: (r) => ({
      code: r.code,
      status: r.status,
      createdAt: isoOf(r.created_at),
      name: `${r.first_name} ${r.last_name}`,
      organisation: r.organisation,
      email: r.email,
      phone: r.phone,
      passengers: r.passengers,
      locationId: r.location_id,
      locationName: r.location_name,
      pickupDate: r.pickup_date,
      pickupTime: r.pickup_time,
      returnDate: r.return_date,
      returnTime: r.return_time,
      vehicleType: r.vehicle_type,
      vehicleId: r.class_id,
      rentalPurpose: r.rental_purpose,
      notes: r.notes,
      ...attributionOfRow(r),
    }),
  });
}
