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
