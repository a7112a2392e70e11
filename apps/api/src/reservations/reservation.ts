import type { AttributionEnvelope } from '@convoy/domain/contracts/attribution.schema';
import type { PricedTrip } from '@convoy/domain/contracts/pricing-breakdown.schema';
import type { Reservation } from '@convoy/domain/contracts/reservation.schema';
import { zonedIso } from '@convoy/domain/rules/zoned-time';

/**
 * A reservation as the server holds it: instants as epoch milliseconds, the
 * price fixed at booking. `toApiReservation` gives the shape of the API contract
 * (reservation.schema.ts), instants with the location's offset.
 */
export interface StoredReservation {
  id: string;
  code: string;
  status: 'confirmed' | 'cancelled';
  rentalType: 'daily' | 'monthly';
  locationId: string;
  classId: string;
  vehicleName: string;
  timezone: string;
  quantity: number;
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
  pickupAt: number;
  returnAt: number;
  rentalMonths: number | null;
  renterAge: number;
  rentalPurpose: string | null;
  contact: { firstName: string; lastName: string; email: string; phone: string };
  /** The whole priced answer as booked: lines, taxes, totals (decision 012). */
  pricing: PricedTrip;
  choices: BookedChoices;
  attribution: AttributionEnvelope | undefined;
  createdAt: number;
  cancelledAt: number | null;
}

/** What the renter chose beside the vehicle, as booked. */
export interface BookedChoices {
  extras: { id: string; quantity: number }[];
  protection: string[];
  /** Declined with `ownCoverStatement`; false when taken or not chosen. */
  protectionDeclined: boolean;
  ownCoverStatement: string | null;
  promoCode: string | null;
  estimatedMiles: number | null;
  additionalDrivers: number;
}

export const nothingChosen: BookedChoices = {
  extras: [],
  protection: [],
  protectionDeclined: false,
  ownCoverStatement: null,
  promoCode: null,
  estimatedMiles: null,
  additionalDrivers: 0,
};

export function toApiReservation(r: StoredReservation): Reservation {
  const iso = (ms: number) => zonedIso(ms, r.timezone);
  return {
    code: r.code,
    status: r.status,
    rentalType: r.rentalType,
    pickupLocationId: r.locationId,
    locationTimezone: r.timezone,
    pickupDate: r.pickupDate,
    pickupTime: r.pickupTime,
    returnDate: r.returnDate,
    returnTime: r.returnTime,
    pickupAt: iso(r.pickupAt),
    returnAt: iso(r.returnAt),
    rentalMonths: r.rentalMonths,
    renterAge: r.renterAge,
    rentalPurpose: r.rentalPurpose,
    vehicleId: r.classId,
    vehicleName: r.vehicleName,
    quantity: r.quantity,
    contact: r.contact,
    extras: r.choices.extras,
    protection: r.choices.protection,
    protectionDeclined: r.choices.protectionDeclined,
    ownCoverStatement: r.choices.ownCoverStatement,
    promoCode: r.choices.promoCode,
    estimatedMiles: r.choices.estimatedMiles,
    additionalDrivers: r.choices.additionalDrivers,
    createdAt: iso(r.createdAt),
    cancelledAt: r.cancelledAt === null ? null : iso(r.cancelledAt),
  };
}
