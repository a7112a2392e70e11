import type {
  AdminListFilter,
  AdminReservationQuery,
  AdminReservationRow,
} from '@convoy/domain/contracts/admin-lists.schema';
import { anyZoneDaysBounds } from '@convoy/domain/rules/zoned-time';
import { isoOf } from '../analytics/period.ts';
import { fullName, type ListSource, listSource } from '../back-office/admin-list.repository.ts';
import { attributionOfRow } from '../back-office/attribution-of-row.ts';
import type { Executor } from '../db/database.ts';

type Filter = AdminListFilter<AdminReservationQuery> & { code?: string };

/**
 * Bookings for the back office: read-only, filtered by pickup date, location,
 * status, campaign (first touch or last non-direct) and a search (code, e-mail, name); latest pickup first; with the
 * location's name and the attribution columns the engine stores with each booking.
 */
export function reservationAdminRows(db: Executor): ListSource<Filter, AdminReservationRow> {
  return listSource({
    // One table: counting a period reads the list's index alone (migration 0025); the location's name is looked up per row shown.
    from: db.selectFrom('reservations'),
    where: (query, filter: Filter) => {
      // Pickup dates are "YYYY-MM-DD" strings: they compare in date order. The instants
      // those days can fall at anywhere bound the pickup time too, a range of the list's index.
      let q = query;
      if (filter.code) q = q.where('reservations.code', '=', filter.code);
      if (filter.from) q = q.where('reservations.pickup_date', '>=', filter.from);
      if (filter.to) q = q.where('reservations.pickup_date', '<=', filter.to);
      if (filter.locationId) q = q.where('reservations.location_id', '=', filter.locationId);
      if (filter.status) q = q.where('reservations.status', '=', filter.status);
      const { start, end } = anyZoneDaysBounds(filter.from, filter.to);
      const { campaign } = filter;
      q = q.where((eb) => {
        const pickupWithin = (e: typeof eb) => {
          const bounds = [];
          if (start !== undefined) bounds.push(e('reservations.pickup_at', '>=', start));
          if (end !== undefined) bounds.push(e('reservations.pickup_at', '<', end));
          return bounds;
        };
        if (!campaign) return eb.and(pickupWithin(eb));
        // The bounds inside each arm: each arm is then a range of its campaign's index (decision
        // 017); stated once outside, SQLite would read the list's index and test every row's campaign.
        return eb.or([
          eb.and([eb('reservations.first_touch_campaign', '=', campaign), ...pickupWithin(eb)]),
          eb.and([eb('reservations.last_non_direct_campaign', '=', campaign), ...pickupWithin(eb)]),
        ]);
      });
      return q;
    },
    searchIn: (eb) => [
      eb.ref('reservations.code'),
      eb.ref('reservations.email'),
      fullName(eb.ref('reservations.first_name'), eb.ref('reservations.last_name')),
    ],
    select: (query) =>
      query
        .select([
          'reservations.code',
          'reservations.status',
          'reservations.created_at',
          'reservations.location_id',
          'reservations.vehicle_name',
          'reservations.quantity',
          'reservations.pickup_date',
          'reservations.pickup_time',
          'reservations.return_date',
          'reservations.return_time',
          'reservations.first_name',
          'reservations.last_name',
          'reservations.email',
          'reservations.phone',
          'reservations.subtotal_cents',
          'reservations.total_cents',
          'reservations.first_touch_source',
          'reservations.first_touch_medium',
          'reservations.first_touch_campaign',
          'reservations.last_non_direct_source',
          'reservations.last_non_direct_medium',
          'reservations.last_non_direct_campaign',
          'reservations.pickup_at',
        ])
        .select((eb) =>
          eb
            .selectFrom('locations')
            .select('locations.name')
            .whereRef('locations.id', '=', 'reservations.location_id')
            .as('location_name'),
        ),
    order: [
      { column: 'reservations.pickup_at', direction: 'desc', of: (r) => r.pickup_at },
      { column: 'reservations.created_at', direction: 'desc', of: (r) => r.created_at },
      { column: 'reservations.code', direction: 'asc', of: (r) => r.code },
    ],
    toRow: (r) => ({
      code: r.code,
      status: r.status,
      createdAt: isoOf(r.created_at),
      locationId: r.location_id,
      locationName: r.location_name ?? r.location_id,
      vehicleName: r.vehicle_name,
      quantity: r.quantity,
      pickupDate: r.pickup_date,
      pickupTime: r.pickup_time,
      returnDate: r.return_date,
      returnTime: r.return_time,
      renterName: `${r.first_name} ${r.last_name}`,
      email: r.email,
      phone: r.phone,
      subtotalCents: Number(r.subtotal_cents),
      // Every booking has its total since migration 0013 (earlier ones: their SPEC §9 base).
      totalCents: Number(r.total_cents ?? r.subtotal_cents),
      ...attributionOfRow(r),
    }),
  });
}
