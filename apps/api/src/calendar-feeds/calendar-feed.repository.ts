import type { ReservationStatus } from '@convoy/domain/contracts/reservation.schema';
import type { Executor } from '../db/database.ts';
import type { CalendarFeedTable } from '../db/tables/calendar-feed.table.ts';

export type FeedScope = CalendarFeedTable['scope'];

export interface StoredFeed {
  scope: FeedScope;
  scopeId: string;
  tokenSealed: string;
  createdAt: number;
}

/** A booking as a feed shows it: no renter's name or contact, and how often it was revised. */
export interface FeedBooking {
  code: string;
  status: ReservationStatus;
  vehicleName: string;
  locationId: string;
  returnLocationId: string;
  pickupAt: number;
  returnAt: number;
  createdAt: number;
  /** Its entries in the audit log (decision 015): every state change, the booking itself the first. */
  revisions: number;
  /** The latest of them. */
  lastChangedAt: number;
}

/** What a feed shows: bookings confirmed, and those cancelled (so a subscribed calendar drops them). */
const shown: ReservationStatus[] = ['confirmed', 'cancelled'];
const limit = 1000;

/** Calendar feeds and the bookings they show (decision 039); takes the database or a transaction. */
export class CalendarFeedRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async find(scope: FeedScope, scopeId: string): Promise<StoredFeed | undefined> {
    const row = await this.#db
      .selectFrom('calendar_feeds')
      .selectAll()
      .where('scope', '=', scope)
      .where('scope_id', '=', scopeId)
      .executeTakeFirst();
    return row && { scope, scopeId, tokenSealed: row.token_sealed, createdAt: Number(row.created_at) };
  }

  async findByHash(tokenHash: string): Promise<StoredFeed | undefined> {
    const row = await this.#db
      .selectFrom('calendar_feeds')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return (
      row && {
        scope: row.scope,
        scopeId: row.scope_id,
        tokenSealed: row.token_sealed,
        createdAt: Number(row.created_at),
      }
    );
  }

  /** A new token for the scope, replacing any: the old URL stops answering in the same statement. */
  async issue(feed: CalendarFeedTable): Promise<void> {
    await this.#db
      .insertInto('calendar_feeds')
      .values(feed)
      .onConflict((oc) =>
        oc.columns(['scope', 'scope_id']).doUpdateSet({
          token_hash: feed.token_hash,
          token_sealed: feed.token_sealed,
          created_at: feed.created_at,
          created_by: feed.created_by,
        }),
      )
      .execute();
  }

  async revoke(scope: FeedScope, scopeId: string): Promise<boolean> {
    const result = await this.#db
      .deleteFrom('calendar_feeds')
      .where('scope', '=', scope)
      .where('scope_id', '=', scopeId)
      .executeTakeFirst();
    return result.numDeletedRows === 1n;
  }

  /** An organisation's bookings returning after `from`, soonest pickup first. */
  organisationBookings(organisationId: string, from: number): Promise<FeedBooking[]> {
    return this.#bookings((q) =>
      q.where('organisation_id', '=', organisationId).where('return_at', '>=', from),
    );
  }

  /** Bookings picked up at the location, or returned there, between `from` and `to`. */
  locationBookings(locationId: string, from: number, to: number): Promise<FeedBooking[]> {
    return this.#bookings((q) =>
      q.where((eb) =>
        eb.or([
          eb.and([eb('location_id', '=', locationId), eb('pickup_at', '>=', from), eb('pickup_at', '<', to)]),
          eb.and([
            eb(eb.fn.coalesce('return_location_id', 'location_id'), '=', locationId),
            eb('return_at', '>=', from),
            eb('return_at', '<', to),
          ]),
        ]),
      ),
    );
  }

  async #bookings(
    filter: (
      q: ReturnType<CalendarFeedRepository['bookingsQuery']>,
    ) => ReturnType<CalendarFeedRepository['bookingsQuery']>,
  ): Promise<FeedBooking[]> {
    const rows = await filter(this.bookingsQuery())
      .orderBy('pickup_at')
      .orderBy('code')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      code: r.code,
      status: r.status,
      vehicleName: r.vehicle_name,
      locationId: r.location_id,
      returnLocationId: r.return_location_id ?? r.location_id,
      pickupAt: Number(r.pickup_at),
      returnAt: Number(r.return_at),
      createdAt: Number(r.created_at),
      revisions: Number(r.revisions ?? 0),
      lastChangedAt: Math.max(Number(r.created_at), Number(r.last_changed_at ?? 0)),
    }));
  }

  /** The bookings a feed may show, with their revisions counted in the audit log. */
  bookingsQuery() {
    return this.#db
      .selectFrom('reservations')
      .select((eb) => [
        'code',
        'status',
        'vehicle_name',
        'location_id',
        'return_location_id',
        'pickup_at',
        'return_at',
        'created_at',
        eb
          .selectFrom('audit_log')
          .select((a) => a.fn.countAll().as('n'))
          .where('entity_type', '=', 'reservation')
          .whereRef('entity_id', '=', 'reservations.code')
          .as('revisions'),
        eb
          .selectFrom('audit_log')
          .select((a) => a.fn.max('at').as('m'))
          .where('entity_type', '=', 'reservation')
          .whereRef('entity_id', '=', 'reservations.code')
          .as('last_changed_at'),
      ])
      .where('status', 'in', shown);
  }
}
