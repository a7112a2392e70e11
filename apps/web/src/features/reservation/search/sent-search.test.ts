import { describe, expect, it } from 'vitest';
import { isSentSearch } from './sent-search';

describe('a search sent as a query string', () => {
  it('is recognized by its rental type and location, not by other parameters', () => {
    const sent = new URLSearchParams(
      'rentalType=daily&pickupLocationId=baltimore&pickupDate=2027-03-01&pickupTime=10%3A00&sort=capacity',
    );
    expect(isSentSearch(sent)).toBe(true);
    expect(isSentSearch(new URLSearchParams('sort=capacity'))).toBe(false);
    expect(isSentSearch(new URLSearchParams('vehicleType=bus&passengers=40'))).toBe(false);
  });
});
