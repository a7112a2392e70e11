import { describe, expect, it } from 'vitest';
import { availabilityRequestSchema } from './availability.schema.ts';
import { availabilityRequest, defaultTripDraft, roadDraft, roadRequest } from './trip-draft.ts';

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

describe('the delivery and collection a trip sends (decision 030)', () => {
  const address = {
    line1: '400 Key Highway',
    line2: '',
    city: 'Baltimore',
    region: 'MD',
    postalCode: '21230',
  };
  const trip = {
    ...defaultTripDraft(),
    pickupLocationId: 'baltimore',
    pickupDate: '2027-03-01',
    returnDate: '2027-03-04',
    renterAge: 31,
  };

  it('sends only what was asked for, without empty optional text, and the schema reads it', () => {
    const request = availabilityRequest({
      ...trip,
      delivery: { address, instructions: ' ' },
      collection: { address: null, instructions: 'Keys at the desk.' },
    });
    expect(request.delivery).toEqual({
      address: { line1: '400 Key Highway', city: 'Baltimore', region: 'MD', postalCode: '21230' },
    });
    expect(request.collection).toEqual({ instructions: 'Keys at the desk.' });
    expect(availabilityRequestSchema.safeParse(request).success).toBe(true);
    expect(availabilityRequest(trip)).not.toHaveProperty('delivery');
    expect(availabilityRequest(trip)).not.toHaveProperty('collection');
  });

  it('reads a checked request back as the draft it came from', () => {
    const road = {
      delivery: { address: { ...address, line2: 'Gate 2' }, instructions: '' },
      collection: { address: { ...address, postalCode: '21201' }, instructions: 'Ring.' },
    };
    expect(roadDraft(roadRequest(road))).toEqual(road);
    expect(roadDraft({})).toEqual({ delivery: null, collection: null });
  });
});
