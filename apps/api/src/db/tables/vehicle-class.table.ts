/** Row shape of `vehicle_classes` (migration 0001). Money is integer cents (SPEC Part B §3). */
export interface VehicleClassTable {
  id: string;
  name: string;
  category: string;
  passengers: number;
  luggage: number;
  /** 0 or 1: SQLite has no boolean type and better-sqlite3 cannot bind one. */
  requires_cdl: number;
  min_age: number;
  daily_rate_cents: number;
  weekly_rate_cents: number;
  monthly_rate_cents: number;
}
