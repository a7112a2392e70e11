import type { UnitStatus } from '@convoy/domain/contracts/fleet-unit.schema';

/**
 * Row shape of `fleet_units` (migration 0019): one vehicle of the fleet.
 * Instants are epoch milliseconds. `vin`, `plate` and `plate_state` are null
 * only for units the migration made from the counts, until staff fill them in.
 */
export interface FleetUnitTable {
  id: string;
  fleet_number: string;
  vin: string | null;
  plate: string | null;
  plate_state: string | null;
  location_id: string;
  class_id: string;
  odometer_miles: number;
  fuel_capacity_gallons: number;
  status: UnitStatus;
  service_due_on: string | null;
  service_due_miles: number | null;
  /** When staff were reminded of the service due (local date); null again when the due changes. */
  service_reminded: string | null;
  /**
   * From this instant the unit is overdue for service (migration 0048): the start of its due date at its
   * location, or the reading that passed its mileage; it holds itself from then until `service_overdue_until`
   * (its booked service's start, less the turnaround), or for good while none is booked (decision 033).
   */
  service_overdue_at: number | null;
  service_overdue_until: number | null;
  notes: string;
  created_at: number;
  updated_at: number;
}

/**
 * Row shape of `maintenance_blocks` (migration 0019): a unit out of
 * availability over [starts_at, ends_at), with the wall-clock dates and times
 * at its location as staff entered them. Location and class are copied from
 * the unit so the availability query reads the blocks alone.
 */
export interface MaintenanceBlockTable {
  id: string;
  unit_id: string;
  location_id: string;
  class_id: string;
  starts_at: number;
  ends_at: number;
  start_date: string;
  start_time: string;
  end_date: string;
  end_time: string;
  reason: string;
  created_by: string;
  created_at: number;
}

/** Row shape of `unit_assignments` (migration 0022): the unit of one booked vehicle (a slot of a line). */
export interface UnitAssignmentTable {
  reservation_id: string;
  class_id: string;
  seq: number;
  unit_id: string;
  location_id: string;
  pickup_at: number;
  return_at: number;
  assigned_by: string;
  assigned_at: number;
}

/** Row shape of `maintenance_programs` (migration 0048): a class's service rules (decision 033). */
export interface MaintenanceProgramTable {
  class_id: string;
  every_miles: number | null;
  every_months: number | null;
  soon_miles: number;
  soon_days: number;
  service_hours: number;
  updated_at: number;
}
