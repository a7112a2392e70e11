import type { AdminReservationDetail } from '@convoy/domain/contracts/admin-lists.schema';
import type { PricedReservation } from '@convoy/domain/contracts/pricing-breakdown.schema';
import type { Reservation, ReservationResponse } from '@convoy/domain/contracts/reservation.schema';
import { testBreakdown } from './flow-fixtures';

/** A booked reservation's price: the two-day van of testBreakdown, total `totalCents`. */
export function testPricedReservation(totalCents = 35_800): PricedReservation {
  return { ...testBreakdown({ totalCents }), vehicles: [] } as unknown as PricedReservation;
}

/** A driver whose licence is in and who has still to photograph it and sign. */
export const testPreArrival = {
  status: 'started',
  licence: true,
  licencePhotos: false,
  safetyAcknowledged: false,
  acknowledgementSigned: false,
} as const;

/**
 * Two 15 passenger vans at Baltimore, 1–3 July 10:00, with the collision
 * damage waiver, as GET /api/reservations/:code answers it.
 */
export function testReservation(overrides: Partial<Reservation> = {}): Reservation {
  return {
    code: 'CNV-7K3M9Q',
    status: 'confirmed',
    readyForPickup: false,
    rentalType: 'daily',
    locale: 'en',
    pickupLocationId: 'baltimore',
    locationTimezone: 'America/New_York',
    pickupDate: '2030-07-01',
    pickupTime: '10:00',
    returnDate: '2030-07-03',
    returnTime: '10:00',
    pickupAt: '2030-07-01T14:00:00.000Z',
    returnAt: '2030-07-03T14:00:00.000Z',
    rentalMonths: null,
    renterAge: 30,
    rentalPurpose: null,
    vehicleId: '15-passenger-van',
    vehicleName: '2 × 15 Passenger Van',
    quantity: 2,
    lines: [{ vehicleId: '15-passenger-van', vehicleName: '15 Passenger Van', quantity: 2 }],
    contact: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', phone: '+1 410 555 0120' },
    extras: [],
    protection: ['cdw'],
    protectionDeclined: false,
    ownCoverStatement: null,
    promoCode: null,
    estimatedMiles: null,
    additionalDrivers: 0,
    drivers: [],
    driversNeeded: 2,
    createdAt: '2030-01-01T12:00:00.000Z',
    cancelledAt: null,
    cancellationFeeCents: null,
    ...overrides,
  };
}

export function testReservationResponse(overrides: Partial<Reservation> = {}): ReservationResponse {
  return {
    reservation: testReservation(overrides),
    pricingBreakdown: testPricedReservation(),
    cancellation: {
      policy: [
        'Cancel 72 hours before pickup or earlier: free.',
        'Cancel less than 72 hours before pickup: one day.',
      ],
      noShow: 'Not collected and not canceled (a no-show): one day plus 25% of the total.',
      feeIfCancelledNowCents: 0,
    },
  };
}

/** The same booking as the back office's detail answers it. */
export function testAdminDetail(overrides: Partial<AdminReservationDetail> = {}): AdminReservationDetail {
  const r = testReservation();
  const empty = { source: '', medium: '', campaign: '' };
  return {
    code: r.code,
    status: r.status,
    locale: r.locale,
    createdAt: r.createdAt,
    locationId: 'baltimore',
    locationName: 'Baltimore Harbor',
    vehicleName: r.vehicleName,
    quantity: r.quantity,
    pickupDate: r.pickupDate,
    pickupTime: r.pickupTime,
    returnDate: r.returnDate,
    returnTime: r.returnTime,
    renterName: 'Grace Hopper',
    email: r.contact.email,
    phone: r.contact.phone,
    subtotalCents: 35_800,
    totalCents: 35_800,
    firstTouch: empty,
    lastNonDirect: empty,
    timezone: r.locationTimezone,
    returnLocationId: 'baltimore',
    rentalType: r.rentalType,
    rentalMonths: null,
    renterAge: 30,
    rentalPurpose: null,
    cancelledAt: null,
    cancellationFeeCents: null,
    cancellationFeeFloorCents: 0,
    cancellationFloorWaived: null,
    pricingBreakdown: testPricedReservation(),
    lines: r.lines,
    drivers: r.drivers,
    driversNeeded: r.driversNeeded,
    extras: [],
    protection: r.protection,
    protectionDeclined: false,
    ownCoverStatement: null,
    promoCode: null,
    estimatedMiles: null,
    attribution: null,
    emails: [],
    ...overrides,
  };
}
