import { describe, expect, it } from 'vitest';
import { tripFormInput, tripFormValuesFromQuery, withoutTripFields } from './trip.ts';
import { defaultTripDraft } from './trip-draft.ts';

describe('a search sent as a query string', () => {
  const sent = new URLSearchParams(
    'rentalType=daily&pickupLocationId=baltimore&pickupDate=2027-03-01&pickupTime=10%3A00' +
      '&returnDate=2027-03-03&returnTime=09%3A30&renterAge=+31+&passengers=12&vehicleType=all&rentalPurpose=&sort=capacity',
  );

  it('gives the form the strings it carries, trimmed, and the draft the rest', () => {
    const previous = { ...defaultTripDraft(), rentalMonths: 3 };
    expect(tripFormValuesFromQuery(sent, previous)).toEqual({
      rentalType: 'daily',
      pickupLocationId: 'baltimore',
      returnLocationId: '',
      pickupDate: '2027-03-01',
      pickupTime: '10:00',
      returnDate: '2027-03-03',
      returnTime: '09:30',
      rentalMonths: '3',
      renterAge: '31',
      passengers: '12',
      luggage: '',
      vehicleType: 'all',
      rentalPurpose: '',
    });
  });

  it('carries a one-way search’s return location, sent by the browser before the page was ready', () => {
    const oneWay = new URLSearchParams(`${sent.toString()}&oneWay=on&returnLocationId=chicago`);
    const values = tripFormValuesFromQuery(oneWay, defaultTripDraft());
    expect(values.returnLocationId).toBe('chicago');
    expect(tripFormInput(values)).toMatchObject({
      pickupLocationId: 'baltimore',
      returnLocationId: 'chicago',
    });
    expect(withoutTripFields(oneWay).toString()).toBe('sort=capacity');
  });

  it('reads an unknown rental type as daily', () => {
    const values = tripFormValuesFromQuery(
      new URLSearchParams('rentalType=weekly&pickupLocationId=x'),
      defaultTripDraft(),
    );
    expect(values.rentalType).toBe('daily');
  });

  it('keeps what else the page was asked for', () => {
    expect(withoutTripFields(sent).toString()).toBe('sort=capacity');
  });
});
