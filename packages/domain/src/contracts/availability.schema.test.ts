import { describe, expect, it } from 'vitest';
import { testTrip } from '../test/trips.ts';
import { type AvailabilityRequestInput, availabilityRequestSchema } from './availability.schema.ts';
import { fieldErrorsFromIssues } from './error.schema.ts';

const daily: AvailabilityRequestInput = testTrip;

function errors(input: unknown) {
  const result = availabilityRequestSchema.safeParse(input);
  return result.success ? {} : fieldErrorsFromIssues(result.error.issues);
}

describe('availabilityRequestSchema', () => {
  it('accepts a daily search and defaults vehicleType to all (SPEC §5)', () => {
    expect(availabilityRequestSchema.parse(daily)).toEqual({ ...daily, vehicleType: 'all' });
  });

  it('accepts a monthly search without return fields', () => {
    const monthly = {
      ...daily,
      rentalType: 'monthly',
      rentalMonths: 3,
      returnDate: undefined,
      returnTime: undefined,
    };
    expect(errors(monthly)).toEqual({});
  });

  it('requires rentalMonths 1–12 for a monthly rental', () => {
    expect(errors({ ...daily, rentalType: 'monthly' })).toEqual({
      rentalMonths: 'Choose how many months you need the vehicle, from 1 to 12.',
    });
    expect(Object.keys(errors({ ...daily, rentalType: 'monthly', rentalMonths: 13 }))).toEqual([
      'rentalMonths',
    ]);
    expect(Object.keys(errors({ ...daily, rentalType: 'monthly', rentalMonths: 0 }))).toEqual([
      'rentalMonths',
    ]);
  });

  it('requires the return for a daily rental', () => {
    expect(errors({ ...daily, returnDate: undefined, returnTime: undefined })).toEqual({
      returnDate: 'Choose a return date.',
      returnTime: 'Choose a return time.',
    });
  });

  it('names the return time when the return is earlier the same day, the date when on an earlier day', () => {
    expect(errors({ ...daily, returnDate: '2026-07-06', returnTime: '08:00' })).toEqual({
      returnTime: 'The return must be after the pickup.',
    });
    expect(errors({ ...daily, returnDate: '2026-07-06', returnTime: '09:00' })).toEqual({
      returnTime: 'The return must be after the pickup.',
    });
    expect(errors({ ...daily, returnDate: '2026-07-05' })).toEqual({
      returnDate: 'The return must be after the pickup.',
    });
  });

  it('says in plain words that drivers must be 18', () => {
    expect(errors({ ...daily, renterAge: 17 })).toEqual({
      renterAge: 'Drivers must be at least 18 years old to rent a vehicle.',
    });
    expect(Object.keys(errors({ ...daily, renterAge: 21.5 }))).toEqual(['renterAge']);
    expect(Object.keys(errors({ ...daily, renterAge: '30' }))).toEqual(['renterAge']);
    expect(errors({ ...daily, renterAge: 99 })).toEqual({});
    expect(Object.keys(errors({ ...daily, renterAge: 100 }))).toEqual(['renterAge']);
  });

  it('shows every problem at once, cross-field ones included', () => {
    const result = errors({
      ...daily,
      pickupLocationId: '',
      renterAge: 16,
      returnDate: '2026-07-01',
      vehicleType: 'car',
    });
    expect(Object.keys(result).sort()).toEqual([
      'pickupLocationId',
      'renterAge',
      'returnDate',
      'vehicleType',
    ]);
  });

  it('checks dates exist, times are HH:mm, and purpose and vehicle type come from the lists', () => {
    expect(
      Object.keys(
        errors({
          ...daily,
          pickupDate: '2026-02-30',
          pickupTime: '7:00',
          rentalPurpose: 'party',
          vehicleType: 'car',
        }),
      ).sort(),
    ).toEqual(['pickupDate', 'pickupTime', 'rentalPurpose', 'vehicleType']);
    expect(errors({ ...daily, rentalPurpose: 'sports-teams', vehicleType: 'bus' })).toEqual({});
  });

  it('refuses a body that is not an object without crashing the rules', () => {
    expect(availabilityRequestSchema.safeParse(null).success).toBe(false);
    expect(availabilityRequestSchema.safeParse('daily').success).toBe(false);
  });
});
