import type { VehicleCategory } from '../content/fleet.ts';
import type { RentalPurposeId } from '../content/rental-purposes.ts';
import type { AvailabilityRequestInput } from './availability.schema.ts';
import type { RentalType } from './pricing-breakdown.schema.ts';
import type { CollectionRequest, DeliveryRequest } from './trip.schema.ts';

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

/** A postal address as typed (organisation.schema.ts `postalAddressSchema`'s fields); '' when empty. */
export interface AddressDraft {
  line1: string;
  line2: string;
  city: string;
  /** The USPS state code, e.g. MD. */
  region: string;
  postalCode: string;
}

/** The vehicles brought to an address before the pickup (decision 030); instructions '' when none. */
export interface DeliveryDraft {
  address: AddressDraft;
  instructions: string;
}

/** The vehicles fetched after the return; `address` null: from the delivery's address. */
export interface CollectionDraft {
  address: AddressDraft | null;
  instructions: string;
}

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
  /**
   * Delivery and collection (decision 030); null: at the counter. The address is personal data:
   * kept in the tab's session with the rest of the draft, sent in request bodies, never in a link.
   */
  delivery: DeliveryDraft | null;
  collection: CollectionDraft | null;
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
    delivery: null,
    collection: null,
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
    ...roadRequest(form),
  };
}

/** An address as the API takes it: the optional second line left out when empty. */
function addressRequest(a: AddressDraft): DeliveryRequest['address'] {
  const { line2, ...rest } = a;
  return line2.trim() === '' ? rest : { ...rest, line2 };
}

const withInstructions = (text: string) => (text.trim() === '' ? {} : { instructions: text });

/** The trip's `delivery` and `collection` (decision 030), only those asked for. */
export function roadRequest(form: Pick<TripDraft, 'delivery' | 'collection'>): {
  delivery?: DeliveryRequest;
  collection?: CollectionRequest;
} {
  const { delivery, collection } = form;
  return {
    ...(delivery
      ? {
          delivery: { address: addressRequest(delivery.address), ...withInstructions(delivery.instructions) },
        }
      : {}),
    ...(collection
      ? {
          collection: {
            ...(collection.address ? { address: addressRequest(collection.address) } : {}),
            ...withInstructions(collection.instructions),
          },
        }
      : {}),
  };
}

const addressDraft = (a: DeliveryRequest['address']): AddressDraft => ({ ...a, line2: a.line2 ?? '' });

/** The reverse: a checked request's delivery and collection as the flow keeps them. */
export function roadDraft(trip: {
  delivery?: DeliveryRequest | undefined;
  collection?: CollectionRequest | undefined;
}): Pick<TripDraft, 'delivery' | 'collection'> {
  const { delivery, collection } = trip;
  return {
    delivery: delivery
      ? { address: addressDraft(delivery.address), instructions: delivery.instructions ?? '' }
      : null,
    collection: collection
      ? {
          address: collection.address ? addressDraft(collection.address) : null,
          instructions: collection.instructions ?? '',
        }
      : null,
  };
}

/** "Baltimore, MD 21230": the part of an address a trip's summary shows (as a reservation answers it). */
export function addressArea(a: Pick<AddressDraft, 'city' | 'region' | 'postalCode'>): string {
  return `${a.city}, ${a.region} ${a.postalCode}`;
}
