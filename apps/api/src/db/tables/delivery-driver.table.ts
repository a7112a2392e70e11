/**
 * Row shape of `delivery_drivers` (migration 0043, decision 030): how many
 * staff drivers a location has on a weekday (`day` mon … sun) or on one local
 * date (`day` YYYY-MM-DD, overriding its weekday).
 */
export interface DeliveryDriverTable {
  location_id: string;
  day: string;
  drivers: number;
}
