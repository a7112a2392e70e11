import { describe, expect, it } from 'vitest';
import { availabilityRequestSchema } from './availability.schema.ts';
import { availabilityRequest, defaultTripDraft } from './trip-draft.ts';

describe('the availability request a trip makes', () => {
  const daily = {
    ...defaultTripDraft(),
    pickupLocationId: 'baltimore',
    pickupDate: '2027-03-01',
    returnDate: '2027-03-04',
    returnTime: '09:30',
    renterAge: 31,
    vehicleType: 'bus' as const,
    rentalPurpose: 'churches' as const,
    passengers: 40,
    rentalMonths: 2,
  };

  it('asks for every vehicle type and leaves out what does not change the answer', () => {
    expect(availabilityRequest(daily)).toEqual({
      rentalType: 'daily',
      pickupLocationId: 'baltimore',
      pickupDate: '2027-03-01',
      pickupTime: '10:00',
      returnDate: '2027-03-04',
      returnTime: '09:30',
      renterAge: 31,
      vehicleType: 'all',
    });
  });

  it('sends the months of a monthly rental instead of a return', () => {
    const request = availabilityRequest({ ...daily, rentalType: 'monthly' });
    expect(request).not.toHaveProperty('returnDate');
    expect(request).toMatchObject({ rentalType: 'monthly', rentalMonths: 2 });
  });

  it('is a request the API schema reads once the trip is complete', () => {
    expect(availabilityRequestSchema.safeParse(availabilityRequest(daily)).success).toBe(true);
  });

  it('sends an unknown age as a number the API refuses, not as a missing field', () => {
    expect(availabilityRequest({ ...daily, renterAge: null }).renterAge).toBeNaN();
  });

  it('sends the return location of a one-way trip (decision 028), never the pickup location as one', () => {
    expect(availabilityRequest({ ...daily, returnLocationId: 'chicago' })).toMatchObject({
      pickupLocationId: 'baltimore',
      returnLocationId: 'chicago',
    });
    expect(availabilityRequest({ ...daily, returnLocationId: 'baltimore' })).not.toHaveProperty(
      'returnLocationId',
    );
    expect(availabilityRequest({ ...daily, returnLocationId: '' })).not.toHaveProperty('returnLocationId');
  });
});
