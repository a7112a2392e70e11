import type { DeliveryDrivers } from '@convoy/domain/contracts/delivery-drivers.schema';
import { weekdays } from '@convoy/domain/contracts/delivery-drivers.schema';
import { sql } from 'kysely';
import type { Executor } from '../db/database.ts';

/** A delivery's or a collection's road time at a location: [from, to) epoch ms. */
export interface RoadTime {
  reservationId: string;
  from: number;
  to: number;
}

/** Longest road time a zone may have (price-book.schema.ts travelMinutes): how far back a search looks. */
const MAX_ROAD_MS = 24 * 60 * 60_000;

/**
 * The staff drivers of each location and the deliveries and collections that
 * keep them on the road (decision 030). Takes the database or a transaction.
 */
export class DeliveryDriverRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  /** The location's saved schedule, or undefined while it has the demo number. */
  async schedule(locationId: string): Promise<DeliveryDrivers | undefined> {
    const rows = await this.#db
      .selectFrom('delivery_drivers')
      .select(['day', 'drivers'])
      .where('location_id', '=', locationId)
      .orderBy('day')
      .execute();
    if (rows.length === 0) return undefined;
    const byDay = new Map(rows.map((r) => [r.day, Number(r.drivers)]));
    return {
      weekdays: Object.fromEntries(
        weekdays.map((d) => [d, byDay.get(d) ?? 0]),
      ) as DeliveryDrivers['weekdays'],
      dates: rows
        .filter((r) => /^\d{4}-\d{2}-\d{2}$/.test(r.day))
        .map((r) => ({ date: r.day, drivers: Number(r.drivers) })),
    };
  }

  /**
   * Replaces the location's schedule, every weekday and the dates given, inside the caller's transaction.
   * The location's row lock first (as a booking's delivery check takes it): two saves at once take turns,
   * and the second's delete sees the first's rows rather than inserting beside them.
   */
  async replace(locationId: string, schedule: DeliveryDrivers): Promise<void> {
    await this.lockLocation(locationId);
    await this.#db.deleteFrom('delivery_drivers').where('location_id', '=', locationId).execute();
    await this.#db
      .insertInto('delivery_drivers')
      .values([
        ...weekdays.map((day) => ({ location_id: locationId, day, drivers: schedule.weekdays[day] })),
        ...schedule.dates.map((d) => ({ location_id: locationId, day: d.date, drivers: d.drivers })),
      ])
      .execute();
  }

  /**
   * Inside a booking's transaction, after its stock rows (booking-rules.ts
   * claimStock): holds the location's row lock (a no-op update) so two
   * deliveries or collections there are checked one after the other, whatever
   * classes they book.
   */
  async lockLocation(locationId: string): Promise<void> {
    await this.#db
      .updateTable('locations')
      .set((eb) => ({ id: eb.ref('id') }))
      .where('id', '=', locationId)
      .execute();
  }

  /**
   * The road time of deliveries from and collections to the location meeting
   * [from, to), of reservations holding their units, but `except`'s own.
   */
  async roadTimesBetween(locationId: string, from: number, to: number, except?: string): Promise<RoadTime[]> {
    const holding = ['confirmed', 'pending_payment'] as const;
    const deliveries = await this.#db
      .selectFrom('reservations')
      .select(['id', 'pickup_at', 'delivery_minutes'])
      .where('location_id', '=', locationId)
      .where('status', 'in', holding)
      .where('delivery_zone_id', 'is not', null)
      .where('pickup_at', '>', from)
      .where('pickup_at', '<', to + MAX_ROAD_MS)
      .$if(except !== undefined, (q) => q.where('id', '!=', except!))
      .execute();
    const collections = await this.#db
      .selectFrom('reservations')
      .select(['id', 'return_at', 'collection_minutes'])
      .where(sql`coalesce(return_location_id, location_id)`, '=', locationId)
      .where('status', 'in', holding)
      .where('collection_zone_id', 'is not', null)
      .where('return_at', '<', to)
      .where('return_at', '>', from - MAX_ROAD_MS)
      .$if(except !== undefined, (q) => q.where('id', '!=', except!))
      .execute();
    return [
      ...deliveries.map((r) => ({
        reservationId: r.id,
        from: Number(r.pickup_at) - Number(r.delivery_minutes ?? 0) * 60_000,
        to: Number(r.pickup_at),
      })),
      ...collections.map((r) => ({
        reservationId: r.id,
        from: Number(r.return_at),
        to: Number(r.return_at) + Number(r.collection_minutes ?? 0) * 60_000,
      })),
    ].filter((t) => t.from < to && t.to > from);
  }
}
