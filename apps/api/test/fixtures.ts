import { randomUUID } from 'node:crypto';
import { demoChecklist } from '@convoy/domain/content/demo-inspection-checklists';
import type { ReservationCreateInput } from '@convoy/domain/contracts/reservation.schema';
import { itemsAt } from '@convoy/domain/rules/inspection';

import { testNow, testSearch } from '@convoy/domain/test/trips';

/** The tests' clock and trip, shared with the domain's tests (packages/domain/src/test/trips.ts). */
export { testNow };
export const search = testSearch;
export const fixedClock = () => testNow;

/**
 * The day the tests' demo price book is seeded as of: its summer season then
 * falls in 2027, after every test trip (July 2026), so tests of other features
 * see the classes' own rates; the pricing tests set seasons of their own.
 */
export const priceBookSeedDay = '2026-09-01';

export const contact = {
  firstName: 'Ada',
  lastName: 'Okafor',
  email: 'ada@example.com',
  phone: '+1 410 555 0199',
  agreeToTerms: true as const,
};

/**
 * What the web forms send beside their fields (decision 008): an empty honeypot and
 * the time the form was open, above FORM_MIN_FILL_MS. Spread into every quote
 * and lead body; booking() has it already.
 */
export const sentByPerson = { website_url_confirm: '', fillMs: 6500 } as const;

export function booking(overrides: Partial<ReservationCreateInput> = {}): ReservationCreateInput {
  return { ...search(), vehicleId: '15-passenger-van', quantity: 1, contact, ...sentByPerson, ...overrides };
}

/** A valid quote request (POST /api/quotes) for a group of 30, as the quote form sends it. */
export function quoteRequest({ email, ...overrides }: { email?: string } & Record<string, unknown> = {}) {
  const { agreeToTerms: _, ...person } = contact;
  return {
    contact: { ...person, ...(email ? { email } : {}) },
    passengers: 30,
    pickupLocationId: 'baltimore',
    pickupDate: '2026-08-01',
    pickupTime: '08:00',
    returnDate: '2026-08-03',
    returnTime: '18:00',
    ...sentByPerson,
    ...overrides,
  };
}

let keys = 0;
/** A fresh Idempotency-Key per call. */
export const newKey = () => `test-key-${process.pid}-${++keys}-${Math.random().toString(36).slice(2)}`;

/** Headers with an Idempotency-Key, as every action on money requires: a new one per action unless given. */
export const withKey = (headers: Record<string, string>, key = newKey()) => ({
  ...headers,
  'idempotency-key': key,
});

/** "2026-07-06" + 7 → "2026-07-13". */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The standard booking moved `weeks` weeks later (same weekdays and times): tests sharing a database keep apart. */
export function inWeek(
  weeks: number,
  overrides: Partial<ReservationCreateInput> = {},
): ReservationCreateInput {
  const base = booking(overrides);
  return {
    ...base,
    pickupDate: addDays(base.pickupDate, 7 * weeks),
    ...(base.returnDate ? { returnDate: addDays(base.returnDate, 7 * weeks) } : {}),
  };
}

/** A licence as a driver enters it on the pre-arrival page (PUT /api/driver/licence): valid, held 9 years. */
export const preArrivalLicence = {
  licenceCountry: 'US',
  licenceState: 'MD',
  licenceNumber: 'P900-111-222-333',
  licenceExpiry: '2031-05-01',
  licenceClass: 'regular',
  passengerEndorsement: false,
  yearsLicensed: 9,
};

/** A driver qualified for a van or a cargo truck on the standard trips (a regular licence held 12 years). */
export const qualifiedDriver = (vehicleId: string, overrides: Record<string, unknown> = {}) => ({
  vehicleId,
  name: 'Ana Ruiz',
  dateOfBirth: '1988-03-14',
  licenceCountry: 'US',
  licenceState: 'MD',
  licenceNumber: 'S123-456-789-012',
  licenceExpiry: '2030-03-14',
  licenceClass: 'regular' as const,
  passengerEndorsement: false,
  yearsLicensed: 12,
  ...overrides,
});

/**
 * A handover row as check-out or check-in writes it (decision 035's leg and
 * driver), for tests that lay a unit's timeline down directly: a van of the
 * booking's first vehicle, full, at 12,000 miles, no damage.
 */
export const handoverRow = (
  row: { reservationId: string; kind: 'out' | 'in'; unitId: string; at: number },
  leg = 0,
  driverId: string | null = null,
) => ({
  reservation_id: row.reservationId,
  class_id: '15-passenger-van',
  seq: 1,
  leg,
  driver_id: driverId,
  kind: row.kind,
  unit_id: row.unitId,
  at: row.at,
  odometer_miles: 12_000,
  fuel_eighths: 8,
  damage: '[]',
  notes: '',
  charges: null,
  recorded_by: 'ops@rent.test',
});

/** The home address a driver gives with their identity at pre-arrival (decision 037). */
export const homeAddress = {
  line1: '12 Harbor Street',
  line2: 'Apt 4B',
  city: 'Baltimore',
  region: 'MD',
  postalCode: '21230',
};

/**
 * An inspection of the class's demo checklist on that side with every item
 * passed but those `answers` give (decision 034), under a fresh key: send it
 * again to be answered as the first was.
 */
export function passedInspection(
  classId: string,
  kind: 'out' | 'in',
  answers: Record<
    string,
    { result: 'pass' | 'fail' | 'not_applicable'; note?: string; photoId?: string }
  > = {},
) {
  const pass = { result: 'pass' as const };
  return {
    key: randomUUID(),
    answers: {
      ...Object.fromEntries(itemsAt(demoChecklist(classId), kind).map((i) => [i.id, pass])),
      ...answers,
    },
  };
}

/** A booked vehicle's reading as it goes out (12,000 miles, a full tank, no damage) with its checklist passed. */
export const outgoingVehicle = (classId: string, seq = 1) => ({
  classId,
  seq,
  odometerMiles: 12_000,
  fuelEighths: 8,
  damage: [],
  inspection: passedInspection(classId, 'out'),
});
