import { describe, expect, it } from 'vitest';
import { brand } from './brand.ts';
import { fillBrand, fillDeep, fillText, placeholdersIn } from './fill-brand.ts';
import { fleetSeed } from './fleet.ts';
import { parseInline, plainText } from './inline-links.ts';
import { formatUsd, rentalPolicy } from './rental-policy.ts';
import { formatFeetInches } from './vehicle-page.types.ts';

const van = fleetSeed.find((c) => c.id === '15-passenger-van')!;
const minivan = fleetSeed.find((c) => c.id === 'minivan')!;

describe('fillText', () => {
  it('fills brand placeholders from the brand given', () => {
    // The owner's "Inc." ends the sentence: no second full stop; a name without one gets it.
    expect(fillBrand('Rent from {brand}, operated by {owner}.')).toBe(
      `Rent from ${brand.name}, operated by Harbor Rent-A-Car, Inc.`,
    );
    expect(
      fillBrand('Operated by {owner}. Ours.', { ...brand, ownerCompany: 'Trailhead Mobility LLC' }),
    ).toBe('Operated by Trailhead Mobility LLC. Ours.');
    const other = {
      ...brand,
      name: 'Trailhead',
      address: { ...brand.address, region: 'CO', regionName: 'Colorado' },
    };
    expect(fillBrand('{brand} in {state}, see {whyPath}', other)).toBe(
      'Trailhead in Colorado, see /why-trailhead',
    );
  });

  it('fills the page’s own class, and any class by id, from the fleet given', () => {
    expect(fillText('{seats} seats, {riders} riders, drivers {minAge}+', { vehicle: van })).toBe(
      `${van.passengers} seats, ${van.passengers - 1} riders, drivers ${van.minAge}+`,
    );
    const edited = fleetSeed.map((c) => (c.id === van.id ? { ...c, minAge: 23 } : c));
    expect(fillText('{minAge:15-passenger-van}', { fleet: edited })).toBe('23');
  });

  it('fills policy figures and page values', () => {
    expect(fillText('{monthlyMiles} miles, {maxMonths} months')).toBe('2,500 miles, 12 months');
    expect(fillText('{fleetSize} vehicles', { values: { fleetSize: 87 } })).toBe('87 vehicles');
  });

  it('fills the daily mileage allowance from the class charges given, the rental policy’s without them', () => {
    const allowance = rentalPolicy.dailyMileAllowance;
    expect(fillText('{milesPerDay}', { vehicle: van })).toBe(String(allowance.van));
    expect(fillText('{milesPerDay:44-passenger-bus}')).toBe(String(allowance['cdl-bus']));
    expect(fillText('{milesPerDay:flatbed-truck}')).toBe(String(allowance.commercial));
    // What the back office stores (GET /api/rental-charges), for the page's class and any other.
    const stored = [
      { classId: van.id, mileageAllowancePerDay: 1_200 },
      { classId: 'flatbed-truck', mileageAllowancePerDay: null },
    ];
    expect(fillText('{milesPerDay}', { vehicle: van, charges: stored })).toBe('1,200');
    expect(fillText('{milesPerDay:flatbed-truck}', { charges: stored })).toBe('unlimited');
    // A class the charges do not list: the policy's.
    expect(fillText('{milesPerDay:12-passenger-van}', { charges: stored })).toBe(String(allowance.van));
    expect(fillText('{milesPerDay}', { vehicle: minivan })).toBe('unlimited');
  });

  it('throws on an unknown placeholder or class, naming it', () => {
    expect(() => fillText('Hello {nobody}')).toThrow('{nobody}');
    expect(() => fillText('{seats:99-passenger-van}')).toThrow('{seats:99-passenger-van}');
    expect(() => fillText('{seats}')).toThrow('{seats}');
    // The cancellation policy's words come from the page (the stored policy), never a default.
    expect(() => fillText('{freeCancellation}')).toThrow('{freeCancellation}');
  });

  it('fills nested objects without touching numbers or booleans', () => {
    expect(fillDeep({ a: ['{brand}'], n: 3, ok: true })).toEqual({ a: [brand.name], n: 3, ok: true });
  });

  it('lists the placeholders a string uses', () => {
    expect(placeholdersIn('{brand} {minAge:minivan}')).toEqual(['brand', 'minAge:minivan']);
  });
});

describe('inline links', () => {
  it('splits copy into text and links', () => {
    expect(parseInline('See [terms](/terms) now.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', label: 'terms', to: '/terms' },
      { kind: 'text', text: ' now.' },
    ]);
    expect(plainText('See [terms](/terms).')).toBe('See terms.');
  });
});

describe('formatting', () => {
  it('formats dollars and feet', () => {
    expect(formatUsd(150_000)).toBe('$1,500');
    expect(formatUsd(35)).toBe('$0.35');
    expect(formatFeetInches(113)).toBe('9 ft 5 in');
    expect(formatFeetInches(240)).toBe('20 ft');
  });
});
