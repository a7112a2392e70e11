/**
 * Row shape of `units` (migration 0001): how many vehicles of a class a location
 * has. One row per (location, class) is also the lock a booking takes, see
 * `UnitRepository.claim`.
 */
export interface UnitTable {
  location_id: string;
  class_id: string;
  count: number;
}

/**
 * Row shape of `catalog_version` (migration 0069): one row, `id` 'catalog', whose `version` moves on
 * each time staff change the catalogue (decision 012).
 */
export interface CatalogVersionTable {
  id: string;
  version: number;
}
