import { maxReservationLines } from '@convoy/domain/contracts/reservation.schema';
import { defaultTripDraft, maxChosenLines } from '@convoy/domain/contracts/trip-draft';
import { describe, expect, it } from 'vitest';
import { availabilityHref } from '../flow-links';
import { paramsFromForm, prefillFromParams } from './url-prefill';

describe('a convoy picked for the group, carried by a link', () => {
  it('reads back what the advisor’s link writes', () => {
    const convoy = [
      { classId: '15-passenger-van', count: 2 },
      { classId: 'cargo-van-box-truck', count: 1 },
    ];
    const href = availabilityHref({ vehicleType: 'van', passengers: 28, luggage: 40, convoy });
    expect(href.endsWith('#reserve')).toBe(true);
    const url = new URL(href, 'https://convoy.test');
    expect(prefillFromParams(url.searchParams)).toEqual({
      vehicleType: 'van',
      passengers: 28,
      luggage: 40,
      convoy,
    });
  });

  it('ignores a convoy with an unknown class, a class twice or a count out of range', () => {
    for (const convoy of [
      'spaceship:1',
      '15-passenger-van:1,15-passenger-van:2',
      '15-passenger-van:0',
      'x',
      '',
    ])
      expect(prefillFromParams(new URLSearchParams({ convoy }))).toEqual({});
    expect(maxChosenLines).toBe(maxReservationLines);
  });
});

describe('prefill from a link', () => {
  it('reads the fields marketing pages link with', () => {
    const params = new URLSearchParams(
      'vehicleType=bus&passengers=40&purpose=churches&pickupLocationId=chicago&rentalType=monthly',
    );
    expect(prefillFromParams(params)).toEqual({
      vehicleType: 'bus',
      passengers: 40,
      rentalPurpose: 'churches',
      pickupLocationId: 'chicago',
      rentalType: 'monthly',
    });
  });

  it('maps an audience page slug to its rental purpose', () => {
    expect(prefillFromParams(new URLSearchParams('purpose=summer-camps'))).toEqual({
      rentalPurpose: 'camps-clubs-youth',
    });
  });

  it('ignores values that are not valid instead of breaking the form', () => {
    const params = new URLSearchParams(
      'vehicleType=spaceship&passengers=-3&purpose=pirates&pickupLocationId=Not%20A%20Slug&rentalType=yearly&pickupDate=soon',
    );
    expect(prefillFromParams(params)).toEqual({});
    expect(prefillFromParams(new URLSearchParams('passengers=9999'))).toEqual({});
  });

  it('round-trips a search into a link', () => {
    const form = {
      ...defaultTripDraft(),
      pickupLocationId: 'baltimore',
      pickupDate: '2030-07-04',
      returnDate: '2030-07-06',
      vehicleType: 'van' as const,
      passengers: 12,
      rentalPurpose: 'sports-teams' as const,
    };
    const prefill = prefillFromParams(paramsFromForm(form));
    expect(prefill).toEqual({
      pickupLocationId: 'baltimore',
      pickupDate: '2030-07-04',
      pickupTime: '10:00',
      returnDate: '2030-07-06',
      returnTime: '10:00',
      vehicleType: 'van',
      passengers: 12,
      rentalPurpose: 'sports-teams',
    });
  });

  it('carries a one-way trip’s return location (decision 028), never the pickup location as one', () => {
    const form = { ...defaultTripDraft(), pickupLocationId: 'baltimore', returnLocationId: 'chicago' };
    expect(prefillFromParams(paramsFromForm(form))).toMatchObject({
      pickupLocationId: 'baltimore',
      returnLocationId: 'chicago',
    });
    expect(paramsFromForm({ ...form, returnLocationId: 'baltimore' }).has('returnLocationId')).toBe(false);
    expect(prefillFromParams(new URLSearchParams('returnLocationId=Not%20A%20Slug'))).toEqual({});
  });
});
