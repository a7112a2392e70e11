import type { AdminFleet, FleetClassUpdate } from '@convoy/domain/contracts/admin-fleet.schema';
import { namedOf } from '@convoy/domain/contracts/common.schema';
import type { Executor } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import type { RepositoryFactory } from '../repositories.ts';
import { validationError } from '../validation-error.ts';
import type { Catalog, CatalogSnapshot } from './catalog.ts';

/**
 * A class's count of units at a location set from the rates form: units of
 * the fleet added or retired to match (fleet/fleet.service.ts, handed in by
 * the composition root), refused when bookings need them; inside the caller's
 * transaction.
 */
export interface UnitCounts {
  setCount(
    trx: Executor,
    target: { locationId: string; classId: string; count: number },
    catalog: CatalogSnapshot,
  ): Promise<void>;
}

/**
 * Fleet and rates (decision 006). Reads the tables, not the catalogue cache, so the
 * form shows what is stored; a save writes rates and unit counts in one
 * transaction and then empties the engine's catalogue cache, so the next
 * search and GET /api/vehicles in this process use the new values (other
 * processes within the catalogue's TTL, 30 s).
 */
export class FleetAdminService {
  readonly #db: Executor;
  readonly #repositories: RepositoryFactory;
  readonly #catalog: Catalog;
  readonly #units: UnitCounts;

  constructor(options: {
    db: Executor;
    repositories: RepositoryFactory;
    catalog: Catalog;
    units: UnitCounts;
  }) {
    this.#db = options.db;
    this.#repositories = options.repositories;
    this.#catalog = options.catalog;
    this.#units = options.units;
  }

  async get(): Promise<AdminFleet> {
    const [locations, classes, units] = await Promise.all([
      this.#repositories(this.#db).locations.list(),
      this.#repositories(this.#db).vehicleClasses.list(),
      this.#repositories(this.#db).units.list(),
    ]);
    return {
      locations: locations.map(namedOf),
      classes: classes.map((c) => ({
        ...namedOf(c),
        category: c.category,
        passengers: c.passengers,
        dailyRateCents: c.dailyRateCents,
        weeklyRateCents: c.weeklyRateCents,
        monthlyRateCents: c.monthlyRateCents,
        units: Object.fromEntries(
          locations.map((l) => [
            l.id,
            units.find((u) => u.locationId === l.id && u.classId === c.id)?.count ?? 0,
          ]),
        ),
      })),
    };
  }

  async update(classId: string, change: FleetClassUpdate): Promise<AdminFleet> {
    const locationIds = new Set((await this.#repositories(this.#db).locations.list()).map((l) => l.id));
    const unknown = Object.keys(change.units).filter((id) => !locationIds.has(id));
    if (unknown.length > 0) {
      throw validationError(Object.fromEntries(unknown.map((id) => [`units.${id}`, 'No such location.'])));
    }
    // Read before the transaction: on SQLite its one connection is the transaction's until it ends.
    const catalog = await this.#catalog.get();
    await this.#db.transaction().execute(async (trx) => {
      const found = await this.#repositories(trx).fleetAdmin.setRates(classId, change);
      if (!found) throw new ApiError(404, 'not_found', 'No vehicle class has that id.');
      for (const [locationId, count] of Object.entries(change.units)) {
        await this.#units.setCount(trx, { locationId, classId, count }, catalog);
      }
    });
    await this.#catalog.changed();
    return this.get();
  }
}
