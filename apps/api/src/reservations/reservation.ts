import type { Locale } from '@convoy/domain/content/locale';
import type { Location } from '@convoy/domain/content/locations';
import type { AttributionEnvelope } from '@convoy/domain/contracts/attribution.schema';
import type { CancellationPolicy } from '@convoy/domain/contracts/cancellation.schema';
import type { PaymentMethod } from '@convoy/domain/contracts/payment.schema';
import type { PricedReservation } from '@convoy/domain/contracts/pricing-breakdown.schema';
import type { Reservation, ReservationStatus } from '@convoy/domain/contracts/reservation.schema';
import type { RentalWindow } from '@convoy/domain/rules/rental-window';
import { zonedIso } from '@convoy/domain/rules/zoned-time';
import type { StoredDriver } from '../drivers/driver.repository.ts';
import { driversNeeded, toApiDriver } from '../drivers/drivers.ts';
import { readyForPickup } from '../drivers/pre-arrival-state.ts';

/**
 * A reservation as the server holds it: instants as epoch milliseconds, the
 * price fixed at booking. `toApiReservation` gives the shape of the API contract
 * (reservation.schema.ts), instants with the location's offset.
 */
export interface StoredReservation {
  id: string;
  code: string;
  status: ReservationStatus;
  rentalType: 'daily' | 'monthly';
  locationId: string;
  /** The first line's class. */
  classId: string;
  /** The vehicles in words (vehicleSummary). */
  vehicleName: string;
  timezone: string;
  /**
   * A one-way rental's return location and its timezone (decision 028); absent
   * or null: back where it was picked up. `returnDate`/`returnTime` are wall-clock there.
   */
  returnLocationId?: string | null;
  returnTimezone?: string | null;
  /**
   * Delivery to the renter before the pickup and collection after the return
   * (decision 030); absent or null: the renter comes to the counter that way.
   */
  delivery?: StoredLeg | null;
  collection?: StoredLeg | null;
  /** Every vehicle, all lines together. */
  quantity: number;
  /** One per class, in the order booked. */
  lines: StoredLine[];
  /** The named drivers, licence numbers sealed. */
  drivers: StoredDriver[];
  /** When the renter signed the rental agreement remotely (decision 024); absent or null: not yet. */
  renterSignedAt?: number | null;
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
  pickupAt: number;
  returnAt: number;
  rentalMonths: number | null;
  renterAge: number;
  rentalPurpose: string | null;
  /** The renter's language (decision 048): their e-mails and documents are in it. */
  locale: Locale;
  contact: { firstName: string; lastName: string; email: string; phone: string };
  /** The whole priced answer as booked: lines, taxes, totals, per class (decision 012). */
  pricing: PricedReservation;
  choices: BookedChoices;
  attribution: AttributionEnvelope | undefined;
  createdAt: number;
  cancelledAt: number | null;
  /**
   * The one-way route's own cancellation policy, kept as booked (decision 028);
   * absent or null: the company's policy in force when cancelling applies.
   */
  cancellationPolicy?: CancellationPolicy | null;
  /** What cancelling cost by the policy in force then; null unless cancelled. */
  cancellationFeeCents: number | null;
  /**
   * What cancelling cost just before the last change (SPEC Part B §14): the
   * fee is never lower. 0 when no change was made inside a charged tier, or
   * after a manager waived it (`floorWaived`).
   */
  cancellationFeeFloorCents: number;
  floorWaived: { by: string; at: number } | null;
  /** The organisation it was booked for: its exemption and invoice terms applied. */
  organisationId: string | null;
  poNumber: string | null;
  paymentMethod: PaymentMethod;
  /** A card booking: what the card step took at booking, as the company's setting was then. */
  collectAtBooking: 'deposit' | 'full' | null;
  /** While pending_payment: when the units are released unless paid. */
  payBy: number | null;
}

/**
 * A one-way rental's return location, as its e-mails' snapshot names it
 * (decision 028): spread into the snapshot; nothing for a round trip.
 */
export function returnLocationForMail(
  locationById: ReadonlyMap<string, Location>,
  r: Pick<StoredReservation, 'returnLocationId'>,
): { returnLocation?: Location } {
  const returnLocation = r.returnLocationId ? locationById.get(r.returnLocationId) : undefined;
  return returnLocation ? { returnLocation } : {};
}

/** Whether a reservation holds its units: confirmed, or waiting for its card payment. */
export const holdsUnits = (status: ReservationStatus) =>
  status === 'confirmed' || status === 'pending_payment';

/** The trip's dates and instants as a reservation stores them, with a one-way rental's return location. */
export function periodOf(window: RentalWindow) {
  return {
    returnLocationId: window.returnLocation?.id ?? null,
    returnTimezone: window.returnLocation?.timezone ?? null,
    pickupDate: window.pickupDate,
    pickupTime: window.pickupTime,
    returnDate: window.returnDate,
    returnTime: window.returnTime,
    pickupAt: window.pickupAt,
    returnAt: window.returnAt,
    rentalMonths: window.rentalMonths,
  };
}

/**
 * One way of a delivery or collection as stored (decision 030): the zone, the
 * road minutes that hold the units, the address's city, state and ZIP (what
 * the answers show) and the address with the instructions sealed
 * (delivery-address.ts); the last two are null once the retention sweep erased them.
 */
export interface StoredLeg {
  zoneId: string;
  travelMinutes: number;
  area: string | null;
  sealed: string | null;
}

/** The stretch a reservation's lines hold their units over: its period widened by the road time (decision 030). */
export function heldSpan(r: Pick<StoredReservation, 'pickupAt' | 'returnAt' | 'delivery' | 'collection'>) {
  return {
    pickupAt: r.pickupAt - (r.delivery?.travelMinutes ?? 0) * 60_000,
    returnAt: r.returnAt + (r.collection?.travelMinutes ?? 0) * 60_000,
  };
}

/** A class booked and how many. */
export interface StoredLine {
  classId: string;
  vehicleName: string;
  quantity: number;
}

/** "15 Passenger Van" for one class, "2 × 15 Passenger Van + 1 × Cargo Van" for several. */
export function vehicleSummary(lines: readonly StoredLine[]): string {
  if (lines.length === 1) return lines[0]?.vehicleName ?? '';
  return lines.map((l) => `${l.quantity} × ${l.vehicleName}`).join(' + ');
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
  const returnTimezone = r.returnTimezone ?? r.timezone;
  return {
    code: r.code,
    status: r.status,
    rentalType: r.rentalType,
    pickupLocationId: r.locationId,
    locationTimezone: r.timezone,
    returnLocationId: r.returnLocationId ?? r.locationId,
    returnTimezone,
    pickupDate: r.pickupDate,
    pickupTime: r.pickupTime,
    returnDate: r.returnDate,
    returnTime: r.returnTime,
    pickupAt: iso(r.pickupAt),
    returnAt: zonedIso(r.returnAt, returnTimezone),
    rentalMonths: r.rentalMonths,
    delivery: r.delivery ? apiLeg(r.delivery, iso(r.pickupAt)) : null,
    collection: r.collection ? apiLeg(r.collection, zonedIso(r.returnAt, returnTimezone)) : null,
    renterAge: r.renterAge,
    rentalPurpose: r.rentalPurpose,
    locale: r.locale,
    vehicleId: r.classId,
    vehicleName: r.vehicleName,
    quantity: r.quantity,
    lines: r.lines.map((l) => ({ vehicleId: l.classId, vehicleName: l.vehicleName, quantity: l.quantity })),
    contact: r.contact,
    extras: r.choices.extras,
    protection: r.choices.protection,
    protectionDeclined: r.choices.protectionDeclined,
    ownCoverStatement: r.choices.ownCoverStatement,
    promoCode: r.choices.promoCode,
    estimatedMiles: r.choices.estimatedMiles,
    additionalDrivers: r.choices.additionalDrivers,
    drivers: r.drivers.map((d) =>
      toApiDriver(
        d,
        r.lines.find((l) => l.classId === d.classId),
      ),
    ),
    driversNeeded: driversNeeded(r.drivers, r.lines),
    readyForPickup: readyForPickup(r),
    agreementSignedAt: r.renterSignedAt == null ? null : iso(r.renterSignedAt),
    createdAt: iso(r.createdAt),
    cancelledAt: r.cancelledAt === null ? null : iso(r.cancelledAt),
    cancellationFeeCents: r.cancellationFeeCents,
  };
}

/** A way as answered: when at the address (the pickup, the return), where (city, state, ZIP; never the street), the road time. */
function apiLeg(leg: StoredLeg, at: string) {
  return { at, area: leg.area, travelMinutes: leg.travelMinutes };
}
