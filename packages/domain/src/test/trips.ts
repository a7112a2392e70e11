import type { AvailabilityRequestInput } from '../contracts/availability.schema.ts';

/**
 * The trip the tests of the domain and the API share (test code only: nothing
 * outside tests imports this folder).
 */

/** The tests' clock: Wednesday 1 July 2026, 12:00 UTC (08:00 in Baltimore, EDT). Trips below are in the week after. */
export const testNow = Date.parse('2026-07-01T12:00:00Z');

/** Monday 6 July 09:00 to Wednesday 8 July 17:00 at Baltimore (open 07:00–19:00 on weekdays), a driver aged 30. */
export const testTrip = {
  rentalType: 'daily',
  pickupLocationId: 'baltimore',
  pickupDate: '2026-07-06',
  pickupTime: '09:00',
  returnDate: '2026-07-08',
  returnTime: '17:00',
  renterAge: 30,
} as const satisfies AvailabilityRequestInput;

/** The test trip as a search, with some fields changed. */
export function testSearch(overrides: Partial<AvailabilityRequestInput> = {}): AvailabilityRequestInput {
  return { ...testTrip, ...overrides };
}
