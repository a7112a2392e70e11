import { describe, expect, it } from 'vitest';
import { fieldErrorsFromIssues } from './error.schema.ts';
import { type QuoteRequestInput, quoteRequestSchema, quoteResponseSchema } from './quote.schema.ts';

const quote: QuoteRequestInput = {
  organisation: 'Riverside High School',
  contact: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.org', phone: '410-555-0199' },
  passengers: 40,
  pickupLocationId: 'atlanta',
  pickupDate: '2026-09-10',
  pickupTime: '08:00',
  returnDate: '2026-09-12',
  returnTime: '18:00',
  vehicleId: '44-passenger-bus',
  rentalPurpose: 'schools-colleges',
  notes: 'Band trip, instruments in the hold.',
};

function errors(input: unknown) {
  const result = quoteRequestSchema.safeParse(input);
  return result.success ? {} : fieldErrorsFromIssues(result.error.issues);
}

describe('quoteRequestSchema', () => {
  it('accepts a quote request with or without an organization', () => {
    expect(errors(quote)).toEqual({});
    expect(errors({ ...quote, organisation: undefined })).toEqual({});
    expect(quoteRequestSchema.parse(quote).vehicleType).toBe('all');
  });

  it('takes 1 to 500 passengers', () => {
    expect(errors({ ...quote, passengers: 0 })).toEqual({
      passengers: 'Enter how many people are traveling, from 1 to 500.',
    });
    expect(Object.keys(errors({ ...quote, passengers: 501 }))).toEqual(['passengers']);
  });

  it('limits notes to 2000 characters', () => {
    expect(errors({ ...quote, notes: 'x'.repeat(2000) })).toEqual({});
    expect(errors({ ...quote, notes: 'x'.repeat(2001) })).toEqual({
      notes: 'Keep your notes to 2000 characters or fewer.',
    });
  });

  it('needs the return after the pickup', () => {
    expect(errors({ ...quote, returnDate: '2026-09-09' })).toEqual({
      returnDate: 'The return must be after the pickup.',
    });
  });

  it('does not ask for the terms (that is for bookings)', () => {
    expect(quoteRequestSchema.parse(quote).contact).not.toHaveProperty('agreeToTerms');
  });
});

describe('quoteResponseSchema', () => {
  it('has a UUID, a short code and the estimate (null without a vehicle)', () => {
    expect(
      quoteResponseSchema.safeParse({
        quoteId: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
        quoteCode: 'Q-4F7K2M',
        estimate: null,
      }).success,
    ).toBe(true);
    expect(
      quoteResponseSchema.safeParse({ quoteId: 'Q-1', quoteCode: 'Q-4F7K2M', estimate: null }).success,
    ).toBe(false);
  });
});
