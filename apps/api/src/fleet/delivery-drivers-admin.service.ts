import {
  type DeliveryDrivers,
  type DeliveryDriversResponse,
  demoDeliveryDriversPerDay,
  weekdays,
} from '@convoy/domain/contracts/delivery-drivers.schema';
import type { Catalog } from '../catalog/catalog.ts';
import type { Executor } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import type { RepositoryFactory } from '../repositories.ts';

/** The back office's staff drivers per location (decision 030): read, and replaced whole. */
export class DeliveryDriversAdminService {
  readonly #d: { db: Executor; repositories: RepositoryFactory; catalog: Catalog };

  constructor(deps: { db: Executor; repositories: RepositoryFactory; catalog: Catalog }) {
    this.#d = deps;
  }

  /** The location's schedule; the demo number every day while none is saved. 404 for an unknown location. */
  async get(locationId: string): Promise<DeliveryDriversResponse> {
    const catalog = await this.#d.catalog.get();
    if (!catalog.locationById.has(locationId))
      throw new ApiError(404, 'not_found', 'No location has that id.');
    const saved = await this.#d.repositories(this.#d.db).deliveryDrivers.schedule(locationId);
    const demo = Object.fromEntries(weekdays.map((d) => [d, demoDeliveryDriversPerDay]));
    return {
      locationId,
      saved: saved !== undefined,
      schedule: saved ?? { weekdays: demo as DeliveryDrivers['weekdays'], dates: [] },
    };
  }

  async save(locationId: string, schedule: DeliveryDrivers): Promise<DeliveryDriversResponse> {
    await this.get(locationId);
    await this.#d.db
      .transaction()
      .execute((trx) => this.#d.repositories(trx).deliveryDrivers.replace(locationId, schedule));
    return this.get(locationId);
  }
}
