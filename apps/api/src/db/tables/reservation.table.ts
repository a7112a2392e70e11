import type { Locale } from '@convoy/domain/content/locale';
import type { PaymentMethod } from '@convoy/domain/contracts/payment.schema';
import type { ReservationStatus } from '@convoy/domain/contracts/reservation.schema';
import type { AttributionColumns } from './attribution.table.ts';

/**
 * Row shape of `reservations` (migration 0002). Instants are epoch milliseconds;
 * the date and time fields are the wall-clock choice at the location (SPEC Part B
 * §4). `pricing` is the breakdown as computed at booking, as JSON: the price a
 * renter was given never changes when rates do.
 */
export interface ReservationTable extends AttributionColumns {
  id: string;
  code: string;
  status: ReservationStatus;
  rental_type: 'daily' | 'monthly';
  location_id: string;
  class_id: string;
  vehicle_name: string;
  timezone: string;
  quantity: number;
  pickup_date: string;
  pickup_time: string;
  return_date: string;
  return_time: string;
  pickup_at: number;
  return_at: number;
  rental_months: number | null;
  renter_age: number;
  rental_purpose: string | null;
  /** The renter's language (decision 048): 'en' or 'es'; English for bookings made before. */
  locale: Locale;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  subtotal_cents: number;
  pricing: string;
  /** The true total as booked (migration 0013); the whole breakdown is `pricing`. */
  total_cents: number | null;
  promo_code: string | null;
  /** The renter's own cover, stated when declining protection. */
  own_cover_statement: string | null;
  /** JSON of BookedChoices (migration 0014); null for a booking that chose nothing. */
  choices: string | null;
  created_at: number;
  cancelled_at: number | null;
  /** What cancelling cost by the policy (migration 0017); null unless cancelled. */
  cancellation_fee_cents: number | null;
  /** What cancelling cost just before the last change: a change never lowers the fee (migration 0027). */
  cancellation_fee_floor_cents: number;
  /** The manager who waived the floor, and when; null unless waived. */
  cancellation_floor_waived_by: string | null;
  cancellation_floor_waived_at: number | null;
  /** The organisation it was booked for (migration 0018). */
  organisation_id: string | null;
  po_number: string | null;
  payment_method: PaymentMethod;
  /** A card booking: what the company's setting took at booking (the deposit held, or the total). */
  collect_at_booking: 'deposit' | 'full' | null;
  /** While `pending_payment`: the card payment must come before this, or the units are released. */
  pay_by: number | null;
  /** When the pickup reminder (with the balance's payment link) went out. */
  reminder_sent_at: number | null;
  /** A one-way rental's return location and its timezone (migration 0041); null: back where picked up. */
  return_location_id: string | null;
  return_timezone: string | null;
  /** JSON of the one-way route's own CancellationPolicy, as booked (migration 0046); null: the company's. */
  cancellation_policy: string | null;
  /**
   * Delivery and collection (migration 0043, decision 030), per way: the zone
   * (null: none that way), the road minutes holding the units before the
   * pickup or after the return, the city, state and ZIP answers show, and the
   * address with the driver's instructions sealed; area and sealed are erased
   * by the retention sweep.
   */
  delivery_zone_id?: string | null;
  delivery_minutes?: number;
  delivery_area?: string | null;
  delivery_sealed?: string | null;
  collection_zone_id?: string | null;
  collection_minutes?: number;
  collection_area?: string | null;
  collection_sealed?: string | null;
}

/**
 * Row shape of `reservation_lines` (migration 0015): a class and how many, with
 * the reservation's location, period and status copied so the overlap queries
 * read the lines alone. Kept in step with the reservation in one transaction.
 * `confirmed` here means the units are held: the lines of a reservation
 * waiting for its payment (`pending_payment`) hold theirs too, and an expired
 * one's are `cancelled`.
 */
export interface ReservationLineTable {
  reservation_id: string;
  line_no: number;
  class_id: string;
  vehicle_name: string;
  quantity: number;
  location_id: string;
  pickup_at: number;
  return_at: number;
  status: 'confirmed' | 'cancelled';
  /** A one-way line's return location (migration 0041); null for a round trip. */
  return_location_id: string | null;
  /** When check-in recorded its units at the return location (the stock counts moved); null until then. */
  moved_at: number | null;
}
