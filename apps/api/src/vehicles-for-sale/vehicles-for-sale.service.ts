import type { ImageSet } from '@convoy/domain/contracts/media.schema';
import type { VehicleForSale } from '@convoy/domain/contracts/vehicle-for-sale.schema';
import type { Executor } from '../db/database.ts';
import type { Repositories, RepositoryFactory } from '../repositories.ts';

/** The photos attached to each listing (the media library's image sets, by listing id). */
interface ListingPhotos {
  imageSets(targetType: 'vehicle-for-sale'): Promise<Map<string, ImageSet>>;
}

/** Used fleet vehicles on sale (SPEC §1 fleet sales), as the public list shows them. */
export class VehiclesForSaleService {
  readonly #repos: Repositories;
  readonly #media: ListingPhotos;

  constructor(options: { db: Executor; repositories: RepositoryFactory; media: ListingPhotos }) {
    this.#repos = options.repositories(options.db);
    this.#media = options.media;
  }

  /** In listing order, each with the photos attached in the back office (decision 006) when there are any. */
  async listed(): Promise<VehicleForSale[]> {
    const [listed, images] = await Promise.all([
      this.#repos.vehiclesForSale.list(),
      this.#media.imageSets('vehicle-for-sale'),
    ]);
    return listed.map((v) => {
      const imageSet = images.get(v.id);
      return imageSet ? { ...v, imageSet } : v;
    });
  }
}
