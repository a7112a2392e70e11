import type { AdminReservationQuery, AdminReservationRow } from '@convoy/domain/contracts/admin-lists.schema';
import { type SelectQueryBuilder, sql } from 'kysely';
import { attributionOfRow } from '../admin/attribution-of-row.ts';
import { containsPattern, likeLower } from '../admin/like-pattern.ts';
import { isoOf } from '../analytics/period.ts';
import type { Database, Executor } from '../db/database.ts';

type Filter = Omit<AdminReservationQuery, 'page' | 'pageSize'> & { code?: string };
type From = SelectQueryBuilder<Database, 'reservations' | 'locations', object>;

/**
 * Bookings for the back office (issue 7): read-only, filtered by pickup date,
 * location, status and a search; with the location's name and the attribution
 * columns the engine stores with each booking.
 */
export class ReservationAdminRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  #filtered(filter: Filter): From {
    let query = this.#db
      .selectFrom('reservations')
      .innerJoin('locations', 'locations.id', 'reservations.location_id') as From;
    // Pickup dates are "YYYY-MM-DD" strings: they compare in date order.
    if (filter.code) query = query.where('reservations.code', '=', filter.code);
    if (filter.from) query = query.where('reservations.pickup_date', '>=', filter.from);
    if (filter.to) query = query.where('reservations.pickup_date', '<=', filter.to);
    if (filter.locationId) query = query.where('reservations.location_id', '=', filter.locationId);
    if (filter.status) query = query.where('reservations.status', '=', filter.status);
    if (filter.q) {
      const pattern = containsPattern(filter.q);
      query = query.where((eb) =>
        eb.or([
          likeLower(eb.ref('reservations.code'), pattern),
          likeLower(eb.ref('reservations.email'), pattern),
          likeLower(
            sql`${eb.ref('reservations.first_name')} || ' ' || ${eb.ref('reservations.last_name')}`,
            pattern,
          ),
        ]),
      );
    }
    return query;
  }

  async count(filter: Filter): Promise<number> {
    const row = await this.#filtered(filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Newest pickup first, then newest booking. */
  async list(filter: Filter, limit: number, offset = 0): Promise<AdminReservationRow[]> {
    const rows = await this.#filtered(filter)
      .select([
        'reservations.code',
        'reservations.status',
        'reservations.created_at',
        'reservations.location_id',
        'locations.name as location_name',
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
        'reservations.first_touch_source',
        'reservations.first_touch_medium',
        'reservations.first_touch_campaign',
        'reservations.last_non_direct_source',
        'reservations.last_non_direct_medium',
        'reservations.last_non_direct_campaign',
      ])
      .orderBy('reservations.pickup_at', 'desc')
      .orderBy('reservations.created_at', 'desc')
      .orderBy('reservations.code')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((r) => ({
      code: r.code,
      status: r.status,
      createdAt: isoOf(r.created_at),
      locationId: r.location_id,
      locationName: r.location_name,
      vehicleName: r.vehicle_name,
      quantity: r.quantity,
      pickupDate: r.pickup_date,
      pickupTime: r.pickup_time,
      returnDate: r.return_date,
      returnTime: r.return_time,
      renterName: `${r.first_name} ${r.last_name}`,
      email: r.email,
      phone: r.phone,
      subtotalCents: r.subtotal_cents,
      ...attributionOfRow(r),
    }));
  }
}
