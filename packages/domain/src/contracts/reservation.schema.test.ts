import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testTrip } from '../test/trips.ts';
import { fieldErrorsFromIssues } from './error.schema.ts';
import {
  idempotencyKeySchema,
  type ReservationCreateInput,
  reservationCodeAlphabet,
  reservationCodeSchema,
  reservationCreateSchema,
  reservationLinesOf,
  reservationLookupQuerySchema,
} from './reservation.schema.ts';

const request: ReservationCreateInput = {
  ...testTrip,
  vehicleId: '15-passenger-van',
  contact: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'Ada@Example.com',
    phone: '+1 410 555 0120',
    agreeToTerms: true,
  },
  attribution: {
    lastNonDirect: {
      utm_source: 'google',
      utm_medium: 'cpc',
      gclid: 'abc',
      timestamp: '2026-07-01T12:00:00.000Z',
    },
    analytics: { source_page: '/15-passenger-van', source_action: 'reserve' },
  },
};

function errors(input: unknown) {
  const result = reservationCreateSchema.safeParse(input);
  return result.success ? {} : fieldErrorsFromIssues(result.error.issues);
}

describe('reservationCreateSchema', () => {
  it('accepts a booking, reads a missing quantity as 1 and normalises the e-mail', () => {
    const parsed = reservationCreateSchema.parse(request);
    expect(reservationLinesOf(parsed)).toEqual([{ vehicleId: parsed.vehicleId, quantity: 1 }]);
    expect(parsed.contact.email).toBe('ada@example.com');
    expect(parsed.attribution?.lastNonDirect?.referrer).toBe('direct');
  });

  it('drops any price the client sends', () => {
    const parsed = reservationCreateSchema.parse({
      ...request,
      pricingBreakdown: { subtotalCents: 1 },
      priceCents: 1,
    });
    expect(parsed).not.toHaveProperty('pricingBreakdown');
    expect(parsed).not.toHaveProperty('priceCents');
  });

  it('takes 1 to 10 vehicles', () => {
    expect(errors({ ...request, quantity: 10 })).toEqual({});
    expect(errors({ ...request, quantity: 11 })).toEqual({ quantity: 'Choose from 1 to 10 vehicles.' });
    expect(errors({ ...request, quantity: 0 })).toEqual({ quantity: 'Choose from 1 to 10 vehicles.' });
  });

  it('requires the terms to be accepted, in plain words', () => {
    expect(errors({ ...request, contact: { ...request.contact, agreeToTerms: false } })).toEqual({
      'contact.agreeToTerms': 'Please read and accept the rental terms to book.',
    });
  });

  it('names each contact field at fault', () => {
    const contact = {
      firstName: ' ',
      lastName: 'x'.repeat(61),
      email: 'nope',
      phone: '12',
      agreeToTerms: true,
    };
    expect(errors({ ...request, contact })).toEqual({
      'contact.firstName': 'Enter your first name.',
      'contact.lastName': 'Keep your last name to 60 characters or fewer.',
      'contact.email': 'Enter your e-mail address, like name@example.com',
      'contact.phone': 'Enter a phone number we can reach you on, like +1 410 555 0120.',
    });
  });

  it('applies the search rules too', () => {
    expect(errors({ ...request, returnDate: '2026-07-05', vehicleId: 'Bad Id' })).toEqual({
      returnDate: 'The return must be after the pickup.',
      vehicleId: 'Choose a vehicle.',
    });
  });

  it('bounds attribution values', () => {
    const attribution = {
      currentSession: { utm_source: 'x'.repeat(501), timestamp: '2026-07-01T12:00:00Z' },
    };
    expect(Object.keys(errors({ ...request, attribution }))).toEqual([
      'attribution.currentSession.utm_source',
    ]);
  });
});

describe('reservation codes, lookup and idempotency key', () => {
  it('accepts codes in any case and stores them upper-case', () => {
    expect(reservationCodeSchema.parse(' cnv-7k3m9q ')).toBe('CNV-7K3M9Q');
    expect(reservationCodeSchema.safeParse('CNV-7K3M9').success).toBe(false);
    // 0, O, 1, I, L and U are not in the alphabet.
    expect(reservationCodeSchema.safeParse('CNV-7K3M9O').success).toBe(false);
  });

  it('accepts a booking code as people type it: without its prefix, its dash, or with spaces', () => {
    expect(reservationCodeSchema.parse('9drmmv')).toBe('CNV-9DRMMV');
    expect(reservationCodeSchema.parse('CNV9DRMMV')).toBe('CNV-9DRMMV');
    expect(reservationCodeSchema.parse(' cnv 9drm mv ')).toBe('CNV-9DRMMV');
    // A body of another length is not guessed at.
    const short = reservationCodeSchema.safeParse('9drmm');
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe('Enter your confirmation code, like CNV-7K3M9Q.');
  });

  it('reads every way of typing a booking code as the same code', () => {
    const body = fc.string({ unit: fc.constantFrom(...reservationCodeAlphabet), minLength: 6, maxLength: 6 });
    const typed = (code: string) =>
      fc.constantFrom(
        code,
        code.toLowerCase(),
        code.slice(4),
        code.replace('-', ''),
        ` ${code.slice(0, 4)} ${code.slice(4)} `,
      );
    fc.assert(
      fc.property(
        body.chain((b) => typed(`CNV-${b}`).map((t) => [b, t] as const)),
        ([b, t]) => reservationCodeSchema.parse(t) === `CNV-${b}`,
      ),
    );
  });

  it('needs an e-mail to look a reservation up', () => {
    expect(reservationLookupQuerySchema.safeParse({}).success).toBe(false);
    expect(reservationLookupQuerySchema.parse({ email: 'A@B.co' })).toEqual({ email: 'a@b.co' });
  });

  it('accepts a UUID as Idempotency-Key and refuses short or spaced keys', () => {
    expect(idempotencyKeySchema.safeParse('4b7c7a3e-1f0e-4d4c-9d5f-6a1c2b3d4e5f').success).toBe(true);
    expect(idempotencyKeySchema.safeParse('abc').success).toBe(false);
    expect(idempotencyKeySchema.safeParse('has a space in it').success).toBe(false);
    expect(idempotencyKeySchema.safeParse(undefined).error?.issues[0]?.message).toBe(
      'Send an Idempotency-Key header.',
    );
  });
});
