import type { HolidayHours, Location, OpeningHours } from '@convoy/domain/content/locations';
import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/database.ts';
import type { LocationTable } from '../db/tables/location.table.ts';

/** Reads and writes pickup locations; takes the database or a transaction. */
export class LocationRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async list(): Promise<Location[]> {
    const rows = await this.#db.selectFrom('locations').selectAll().orderBy('name').execute();
    return rows.map(fromLocationRow);
  }

  async findById(id: string): Promise<Location | undefined> {
    const row = await this.#db.selectFrom('locations').selectAll().where('id', '=', id).executeTakeFirst();
    return row && fromLocationRow(row);
  }

  async insert(location: Location): Promise<void> {
    await this.#db.insertInto('locations').values(toLocationRow(location)).execute();
  }
}

export function toLocationRow(location: Location): Insertable<LocationTable> {
  const { address } = location;
  return {
    id: location.id,
    name: location.name,
    street: address.street,
    city: address.city,
    region: address.region,
    postal_code: address.postalCode,
    country: address.country,
    timezone: location.timezone,
    phone: location.phone,
    opening_hours: JSON.stringify(location.openingHours),
    ...(location.holidayHours ? { holiday_hours: JSON.stringify(location.holidayHours) } : {}),
  };
}

function fromLocationRow(row: Selectable<LocationTable>): Location {
  return {
    id: row.id,
    name: row.name,
    address: {
      street: row.street,
      city: row.city,
      region: row.region,
      postalCode: row.postal_code,
      country: row.country,
    },
    timezone: row.timezone,
    phone: row.phone,
    openingHours: JSON.parse(row.opening_hours) as OpeningHours,
    ...(row.holiday_hours ? { holidayHours: JSON.parse(row.holiday_hours) as HolidayHours[] } : {}),
  };
}
