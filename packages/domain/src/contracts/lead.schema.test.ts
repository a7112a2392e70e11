import { describe, expect, it } from 'vitest';
import { fieldErrorsFromIssues } from './error.schema.ts';
import { leadRequestSchema } from './lead.schema.ts';

function errors(input: unknown) {
  const result = leadRequestSchema.safeParse(input);
  return result.success ? {} : fieldErrorsFromIssues(result.error.issues);
}

describe('leadRequestSchema', () => {
  it('accepts each kind with its own fields', () => {
    expect(
      errors({ kind: 'contact', name: 'Sam', email: 'sam@example.com', message: 'Do you deliver?' }),
    ).toEqual({});
    expect(
      errors({
        kind: 'leasing',
        name: 'Sam',
        email: 'sam@example.com',
        phone: '+1 312 555 0147',
        organisation: 'City Parks',
        vehicleIds: ['15-passenger-van', 'minivan'],
        vehicleCount: 6,
        months: 9,
        startDate: '2026-09-01',
      }),
    ).toEqual({});
    expect(
      errors({
        kind: 'fleet-sales',
        name: 'Sam',
        email: 'sam@example.com',
        vehicleForSaleId: '2022-ford-transit-350',
      }),
    ).toEqual({});
  });

  it('names the fields each kind needs', () => {
    expect(errors({ kind: 'contact', name: '', email: 'x', message: '' })).toEqual({
      name: 'Enter your name.',
      email: 'Enter your e-mail address, like name@example.com',
      message: 'Enter your message.',
    });
    expect(Object.keys(errors({ kind: 'leasing', name: 'Sam', email: 'sam@example.com' })).sort()).toEqual([
      'months',
      'phone',
      'vehicleCount',
      'vehicleIds',
    ]);
    expect(errors({ kind: 'fleet-sales', name: 'Sam', email: 'sam@example.com' })).toEqual({
      vehicleForSaleId: 'Choose a vehicle for sale.',
    });
  });

  it('bounds the list of vehicles and the lease length', () => {
    const base = {
      kind: 'leasing',
      name: 'Sam',
      email: 'sam@example.com',
      phone: '3125550147',
      vehicleCount: 2,
    };
    expect(errors({ ...base, vehicleIds: [], months: 61 })).toEqual({
      vehicleIds: 'Choose at least one kind of vehicle.',
      months: 'Enter how many months you need the vehicles, from 1 to 60.',
    });
    expect(Object.keys(errors({ ...base, vehicleIds: Array(21).fill('minivan'), months: 6 }))).toEqual([
      'vehicleIds',
    ]);
  });

  it('refuses an unknown kind in plain words, on the kind field', () => {
    expect(errors({ kind: 'complaint', name: 'Sam' })).toEqual({
      kind: 'Say whether this is a contact, leasing or fleet-sales request.',
    });
  });
});
