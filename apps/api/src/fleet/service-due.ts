import { zonedInstant } from '@convoy/domain/rules/zoned-time';
import type { StoredUnit } from './fleet-unit.repository.ts';

/** The end of an overdue unit's hold while no service is booked: 31 Dec 2199, like a retirement's "for good". */
export const overdueForever = Date.UTC(2199, 11, 31);

type DueFields = Pick<
  StoredUnit,
  'service_due_on' | 'service_due_miles' | 'odometer_miles' | 'service_overdue_at'
>;

/**
 * The instant a unit is overdue for service (decision 033), from which it is
 * unavailable: the start of its due date at its location, or, once a reading
 * reached its mileage, that reading (`now`; an earlier instant it was overdue
 * from already is kept). Null while neither has come or is set. `previous` is
 * the stored instant, left out when the due itself changed (a service done).
 */
export function serviceOverdueAt(
  unit: Omit<DueFields, 'service_overdue_at'>,
  zone: string,
  now: number,
  previous: number | null,
): number | null {
  const byDate = unit.service_due_on === null ? null : zonedInstant(unit.service_due_on, '00:00', zone);
  const milesPassed = unit.service_due_miles !== null && unit.odometer_miles >= unit.service_due_miles;
  const byMiles = milesPassed ? Math.min(now, previous ?? now) : null;
  const at = [byDate, byMiles].filter((x): x is number => x !== null);
  return at.length === 0 ? null : Math.min(...at);
}

/** Whether the unit is overdue for service and not yet booked for it at instant `at` (decision 033). */
export function overdueAt(
  unit: Pick<StoredUnit, 'service_overdue_at' | 'service_overdue_until'>,
  at: number,
): boolean {
  const from = unit.service_overdue_at;
  return from !== null && from <= at && (unit.service_overdue_until ?? Number.POSITIVE_INFINITY) > at;
}

/** The patch of a new odometer reading at `now`: the miles, and the unit overdue from it when they reach its due. */
export function odometerPatch(unit: DueFields, miles: number, zone: string, now: number) {
  const read = { ...unit, odometer_miles: miles };
  return {
    odometer_miles: miles,
    service_overdue_at: serviceOverdueAt(read, zone, now, unit.service_overdue_at),
  };
}
