import type { Generated } from 'kysely';

/**
 * Row shape of `utilisation_days` (migration 0061): vehicle-milliseconds on
 * rent of one class at one location in one of the location's local days
 * (`day_start`: that day's 00:00 there, epoch ms), counted at the pickup
 * location as the business reports count them (decision 044).
 */
export interface UtilisationDayTable {
  location_id: string;
  day_start: number;
  class_id: string;
  on_rent_ms: number;
}

/**
 * Row shape of `utilisation_stale` (migration 0061): a stretch [starts, ends)
 * of a location whose days no longer match the held lines, written by the
 * database's triggers in the transaction that changed them.
 */
export interface UtilisationStaleTable {
  id: Generated<number>;
  location_id: string;
  starts: number;
  ends: number;
}

/**
 * Row shape of `revenue_days` (migration 0061): invoices not voided and their
 * amount before tax, per invoice date and the booking's class, purpose
 * (`audience`, '' when none) and last non-direct campaign ('' when none).
 */
export interface RevenueDayTable {
  day: string;
  class_id: string;
  audience: string;
  campaign: string;
  invoices: number;
  revenue_cents: number;
}

/** Row shape of `revenue_stale` (migration 0061): an invoice date to count again, written by triggers. */
export interface RevenueStaleTable {
  id: Generated<number>;
  day: string;
}
