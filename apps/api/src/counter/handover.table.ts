/** Row shape of `handovers` (migration 0023): a booked vehicle going out or coming back. */
export interface HandoverTable {
  reservation_id: string;
  class_id: string;
  seq: number;
  kind: 'out' | 'in';
  unit_id: string;
  at: number;
  odometer_miles: number;
  fuel_eighths: number;
  /** JSON: the damage marks (counter.schema.ts `damageMarkSchema`). */
  damage: string;
  notes: string;
  /** JSON, check-in only: the charges its return added (return-charges.ts). */
  charges: string | null;
  recorded_by: string;
}
