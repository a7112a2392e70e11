import type { Executor } from '../db/database.ts';

/** Who a booking is for, as the counter shows it: the organisation, else the renter. */
export interface BookingParty {
  id: string;
  code: string;
  status: string;
  label: string;
  renterName: string;
  phone: string;
  pickupAt: number;
  returnAt: number;
}

/** Reads the counter needs beside the fleet's: who each booking is for, the day's pickups and returns. */
export class CounterRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  /** The parties of these reservations (by id), in bounded IN lists. */
  async parties(ids: readonly string[]): Promise<Map<string, BookingParty>> {
    const parties = new Map<string, BookingParty>();
    const unique = [...new Set(ids)];
    for (let i = 0; i < unique.length; i += 500) {
      for (const row of await this.#select()
        .where('r.id', 'in', unique.slice(i, i + 500))
        .execute()) {
        parties.set(row.id, toParty(row));
      }
    }
    return parties;
  }

  /**
   * The reservations holding units at a location picked up (or returned) in
   * [from, to): the day's lists of the counter. A one-way rental is returned
   * at its return location, not where it was picked up (decision 028).
   */
  async between(locationId: string, column: 'pickup_at' | 'return_at', from: number, to: number) {
    const rows = await this.#select()
      .where((eb) =>
        column === 'pickup_at'
          ? eb('r.location_id', '=', locationId)
          : eb.or([
              eb('r.return_location_id', '=', locationId),
              eb.and([eb('r.location_id', '=', locationId), eb('r.return_location_id', 'is', null)]),
            ]),
      )
      .where('r.status', 'in', ['confirmed', 'pending_payment'])
      .where(`r.${column}`, '>=', from)
      .where(`r.${column}`, '<', to)
      .orderBy(`r.${column}`)
      .orderBy('r.code')
      .execute();
    return rows.map(toParty);
  }

  #select() {
    return this.#db
      .selectFrom('reservations as r')
      .leftJoin('organisations as o', 'o.id', 'r.organisation_id')
      .select([
        'r.id',
        'r.code',
        'r.status',
        'r.first_name',
        'r.last_name',
        'r.phone',
        'r.pickup_at',
        'r.return_at',
        'o.name as organisation',
      ]);
  }
}

function toParty(row: {
  id: string;
  code: string;
  status: string;
  first_name: string;
  last_name: string;
  phone: string;
  pickup_at: number | string;
  return_at: number | string;
  organisation: string | null;
}): BookingParty {
  const renterName = `${row.first_name} ${row.last_name}`.trim();
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    label: row.organisation ?? renterName,
    renterName,
    phone: row.phone,
    pickupAt: Number(row.pickup_at),
    returnAt: Number(row.return_at),
  };
}
