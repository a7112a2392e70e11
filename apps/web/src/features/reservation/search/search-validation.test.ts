import { tripFormValues } from '@convoy/domain/contracts/trip';
import { defaultTripDraft } from '@convoy/domain/contracts/trip-draft';
import { describe, expect, it } from 'vitest';
import { checkSearch } from './search-validation';

/** Today at the location: the dates below are within the 18-month horizon from it. */
const today = '2029-12-01';
const valid = {
  ...tripFormValues(defaultTripDraft()),
  pickupLocationId: 'baltimore',
  pickupDate: '2030-07-04',
  returnDate: '2030-07-06',
  renterAge: '30',
};

describe('checkSearch (the server’s schema, in the browser)', () => {
  it('accepts a complete daily search and gives typed values', () => {
    const check = checkSearch({ ...valid, passengers: '40', rentalPurpose: 'churches' }, today);
    expect(check).toMatchObject({
      ok: true,
      output: { renterAge: 30, passengers: 40, rentalPurpose: 'churches', vehicleType: 'all' },
    });
  });

  it('keeps the group’s suitcases, which only the browser uses, and names a count that is not one', () => {
    expect(checkSearch({ ...valid, passengers: '28', luggage: '40' }, today)).toMatchObject({
      ok: true,
      output: { passengers: 28, luggage: 40 },
    });
    expect(checkSearch(valid, today)).toMatchObject({ ok: true, output: { luggage: null } });
    const check = checkSearch({ ...valid, luggage: 'lots' }, today);
    expect(check).toMatchObject({
      ok: false,
      errors: { luggage: expect.stringMatching(/suitcases/) },
    });
  });

  it('names every missing field in plain words', () => {
    const check = checkSearch(tripFormValues(defaultTripDraft()), today);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toMatchObject({
      pickupLocationId: 'Choose a pickup location.',
      pickupDate: expect.stringMatching(/date/i),
      returnDate: expect.stringMatching(/date/i),
      renterAge: 'Enter the main driver’s age in years.',
    });
  });

  it('explains a return before the pickup and an under-age driver', () => {
    const check = checkSearch({ ...valid, returnDate: '2030-07-01', renterAge: '17' }, today);
    expect(check).toMatchObject({
      ok: false,
      errors: {
        returnDate: 'The return must be after the pickup.',
        renterAge: 'Drivers must be at least 18 years old to rent a vehicle.',
      },
    });
  });

  it('asks a monthly rental for months, not a return', () => {
    const check = checkSearch(
      {
        ...valid,
        rentalType: 'monthly',
        returnDate: '',
        returnTime: '',
        rentalMonths: '3',
      },
      today,
    );
    expect(check).toMatchObject({ ok: true, output: { rentalType: 'monthly', rentalMonths: 3 } });
    if (check.ok) expect(check.output.returnDate).toBeUndefined();
  });

  it('refuses a passenger count that is not a number', () => {
    expect(checkSearch({ ...valid, passengers: 'forty' }, today)).toMatchObject({
      ok: false,
      errors: { passengers: expect.stringMatching(/how many people/) },
    });
  });

  it('stops a pickup past the booking horizon in the API’s words, and takes its last day', () => {
    expect(
      checkSearch({ ...valid, pickupDate: '2031-06-02', returnDate: '2031-06-05' }, today),
    ).toMatchObject({
      ok: false,
      errors: {
        pickupDate: 'We take bookings up to 18 months ahead. Choose a pickup date on or before 2031-06-01.',
      },
    });
    expect(checkSearch({ ...valid, pickupDate: '2031-06-01', returnDate: '2031-06-05' }, today).ok).toBe(
      true,
    );
  });
});
