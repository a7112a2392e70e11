import type { RentalPurposeId } from '../content/audiences.ts';
import type { VehicleCategory } from '../content/fleet.ts';
import type { AvailabilityRequestInput } from './availability.schema.ts';
import type { RentalType } from './pricing-breakdown.schema.ts';

/**
 * The trip as the reservation flow keeps it between steps (SPEC §3 `form`), its
 * default and the availability request it makes. Apart from the form conversions (trip.ts) so every flow page can
 * hold a draft without the search form's code (docs/decisions/009-performance-budget.md).
 */

export type VehicleTypeFilter = 'all' | VehicleCategory;

/** A line of a convoy picked before the search: a class and how many of it. */
export interface ChosenLine {
  classId: string;
  count: number;
}

/** The most lines a picked convoy holds (reservation.schema.ts `maxReservationLines`). */
export const maxChosenLines = 8;

/** A trip as the flow keeps it between steps: typed, possibly incomplete; absent values are null (JSON-safe). */
export interface TripDraft {
  rentalType: RentalType;
  pickupLocationId: string;
  /**
   * A one-way rental's return location (decision 028); '' (or the pickup location): back where it
   * was picked up. Sent as `returnLocationId` only when it differs.
   */
  returnLocationId: string;
  /** Wall-clock at the pickup location (SPEC Part B §4): "YYYY-MM-DD" and "HH:mm". */
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
  renterAge: number | null;
  vehicleType: VehicleTypeFilter;
  rentalPurpose: RentalPurposeId | null;
  /** Monthly rentals only (SPEC §3 "rentalMonths (optional)"). */
  rentalMonths: number | null;
  /** The group's size, from which availability suggests vehicles. Not sent to the API. */
  passengers: number | null;
  /** The group's suitcases, which the suggested convoy must carry too. Not sent to the API. */
  luggage: number | null;
  /**
   * The convoy picked for the group before the search (the group-size advisor): chosen on the
   * results when it is free, then cleared; dropped when the group or the type changes first.
   * Empty when none. Not sent to the API.
   */
  convoy: ChosenLine[];
}

/** Changing one of these before the search drops the picked convoy (it was picked for them). */
export const convoyFor: readonly (keyof TripDraft)[] = ['passengers', 'luggage', 'vehicleType'];

/**
 * SPEC §3 default vehicleType all; the rest are ours: a daily rental, 10:00
 * pickup and return (inside every location's opening hours), nothing else chosen.
 */
export function defaultTripDraft(): TripDraft {
  return {
    rentalType: 'daily',
    pickupLocationId: '',
    returnLocationId: '',
    pickupDate: '',
    pickupTime: '10:00',
    returnDate: '',
    returnTime: '10:00',
    renterAge: null,
    vehicleType: 'all',
    rentalPurpose: null,
    rentalMonths: null,
    passengers: null,
    luggage: null,
    convoy: [],
  };
}

/** The return location when the trip ends elsewhere (decision 028), else undefined: a round trip. */
export function oneWayReturn(
  form: Pick<TripDraft, 'pickupLocationId' | 'returnLocationId'>,
): string | undefined {
  const to = form.returnLocationId ?? '';
  return to !== '' && to !== form.pickupLocationId ? to : undefined;
}

/**
 * The request for a search. Every vehicle type is asked for, so the type
 * filter on the results works without asking again. The purpose and the
 * passenger and suitcase counts change nothing in the answer, so they are not sent (and do
 * not split the cache).
 */
export function availabilityRequest(form: TripDraft): AvailabilityRequestInput {
  return {
    rentalType: form.rentalType,
    pickupLocationId: form.pickupLocationId,
    ...(oneWayReturn(form) ? { returnLocationId: form.returnLocationId } : {}),
    pickupDate: form.pickupDate,
    pickupTime: form.pickupTime,
    ...(form.rentalType === 'daily'
      ? { returnDate: form.returnDate, returnTime: form.returnTime }
      : { rentalMonths: form.rentalMonths ?? Number.NaN }),
    renterAge: form.renterAge ?? Number.NaN,
    vehicleType: 'all',
  };
}
