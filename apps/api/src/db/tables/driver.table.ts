/** Row shape of `driver_rules` (migration 0016); flags are 0/1 on both dialects. */
export interface DriverRuleTable {
  class_id: string;
  min_age: number;
  cdl_required: number;
  passenger_endorsement_required: number;
  min_years_licensed: number;
}

/**
 * Row shape of `reservation_drivers` (migration 0016). `licence_number` is
 * sealed (licence-cipher.ts); it and `licence_mask` are null once erased.
 * `vehicle_number` (migration 0032): which vehicle of the class, 1 up; null
 * for any of them.
 */
export interface ReservationDriverTable {
  id: string;
  reservation_id: string;
  class_id: string;
  vehicle_number: number | null;
  name: string;
  date_of_birth: string;
  licence_country: string;
  licence_state: string | null;
  licence_number: string | null;
  licence_mask: string | null;
  licence_expiry: string;
  licence_class: string;
  passenger_endorsement: number;
  years_licensed: number;
  created_at: number;
  erased_at: number | null;
}
