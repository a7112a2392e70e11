/** Row shape of `locations` (migration 0001). Address fields are columns; opening hours are JSON text. */
export interface LocationTable {
  id: string;
  name: string;
  street: string;
  city: string;
  region: string;
  postal_code: string;
  country: string;
  /** IANA timezone: pickup and return times are wall-clock times here (SPEC Part B §4). */
  timezone: string;
  phone: string;
  /** JSON of the domain `OpeningHours`; text so both dialects store it alike. */
  opening_hours: string;
  /** JSON of the domain `HolidayHours[]` (migration 0045); null: none set. */
  holiday_hours: string | null;
}
