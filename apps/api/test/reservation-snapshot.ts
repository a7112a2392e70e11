import type { Locale } from '@convoy/domain/content/locale';
import { locationSeed } from '@convoy/domain/content/locations';
import type { Reservation } from '@convoy/domain/contracts/reservation.schema';
import { type PriceBook, priceTrip } from '@convoy/domain/rules/total-price';
import type { ReservationSnapshot } from '../src/outbox/outbox-message.ts';

/**
 * A booking as the e-mails' snapshots hold it, for tests that render a renter's
 * message in a language (decision 048): two 15-passenger vans at Baltimore,
 * Monday 6 July 2026 09:00 to Wednesday 8 July 17:00 EDT, a luggage trailer,
 * 6 % sales tax: $1,217.94 in all, a $500.00 deposit; protection declined.
 */
const location = locationSeed.find((l) => l.id === 'baltimore')!;

const reservation: Reservation = {
  code: 'CNV-7K3M9Q',
  status: 'confirmed',
  rentalType: 'daily',
  pickupLocationId: 'baltimore',
  locationTimezone: 'America/New_York',
  pickupDate: '2026-07-06',
  pickupTime: '09:00',
  returnDate: '2026-07-08',
  returnTime: '17:00',
  pickupAt: '2026-07-06T09:00:00-04:00',
  returnAt: '2026-07-08T17:00:00-04:00',
  rentalMonths: null,
  renterAge: 30,
  rentalPurpose: 'sports-teams',
  locale: 'en',
  vehicleId: '15-passenger-van',
  vehicleName: '15 Passenger Van',
  quantity: 2,
  lines: [{ vehicleId: '15-passenger-van', vehicleName: '15 Passenger Van', quantity: 2 }],
  contact: { firstName: 'Ana', lastName: 'García', email: 'ana@example.com', phone: '+1 410 555 0199' },
  extras: [{ id: 'luggage-trailer', quantity: 1 }],
  protection: [],
  protectionDeclined: true,
  ownCoverStatement: 'Church Mutual policy 123',
  promoCode: null,
  estimatedMiles: null,
  additionalDrivers: 0,
  drivers: [],
  driversNeeded: 0,
  readyForPickup: true,
  createdAt: '2026-07-01T08:00:00-04:00',
  cancelledAt: null,
  cancellationFeeCents: null,
};

const book: PriceBook = {
  seasons: [],
  blackouts: [],
  extras: [
    {
      id: 'luggage-trailer',
      label: 'Luggage trailer',
      description: 'A covered trailer.',
      charge: 'per-rental',
      priceCents: 7500,
      capCents: null,
      maxQuantity: 2,
      stocked: true,
      taxable: true,
      active: true,
    },
  ],
  protection: [],
  locationCharges: [
    {
      code: 'sales-tax',
      label: 'Sales tax',
      locationId: 'baltimore',
      basis: 'percent',
      ratePercent: 6,
      amountCents: null,
      appliesTo: ['base', 'extra'],
      taxable: false,
      exemptible: true,
    },
  ],
  additionalDriverPerDayCents: 0,
};

/** The booking's price as priced at booking: the snapshot's `pricing`, with its lines and taxes. */
export const pricing = priceTrip(
  {
    rentalType: 'daily',
    pickupAt: Date.parse(reservation.pickupAt),
    returnAt: Date.parse(reservation.returnAt),
    pickupDate: reservation.pickupDate,
    returnDate: reservation.returnDate,
    locationId: 'baltimore',
    renterAge: 30,
    vehicle: {
      id: '15-passenger-van',
      name: '15 Passenger Van',
      minAge: 25,
      dailyRateCents: 17900,
      weeklyRateCents: 107400,
      monthlyRateCents: 359900,
      depositCents: 25000,
      youngRenterPerDayCents: 0,
      mileageAllowancePerDay: 150,
      excessMileCents: 45,
    },
    quantity: 2,
  },
  book,
  { extras: reservation.extras },
);

/**
 * The booking made in `locale`: its e-mails render in that language (mail/render.ts `languageOf`);
 * `overrides` change the reservation's fields (its renter, its drivers). The price stays the booked one.
 */
export function reservationSnapshot(
  locale: Locale,
  overrides: Partial<Reservation> = {},
): ReservationSnapshot {
  return { reservation: { ...reservation, ...overrides, locale }, pricing, location };
}
