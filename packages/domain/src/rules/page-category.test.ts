import { describe, expect, it } from 'vitest';
import { routeTable } from '../content/routes.ts';
import { contentGroup2, journeyStage, pageCategory } from './page-category.ts';

describe('pageCategory (SPEC §4, Part B §6)', () => {
  it('follows the screen for the routes whose path disagrees with SPEC §4 names', () => {
    expect(pageCategory('/confirm')).toBe('Booking');
    expect(pageCategory('/fleet-sales')).toBe('Purchase');
    expect(pageCategory('/why-convoy')).toBe('Information');
    expect(pageCategory('/churches-ministries')).toBe('Use Cases');
    expect(pageCategory('/minivan')).toBe('Vehicle Types');
    expect(pageCategory('/flatbed-truck')).toBe('Vehicle Types');
  });

  it('gives every route in the route table the category its screen implies', () => {
    const expected: Record<string, string> = {
      start: 'Home',
      availability: 'Availability',
      confirm: 'Booking',
      success: 'Confirmation',
      contact: 'Contact',
      'fleet-sales': 'Purchase',
      vehicle: 'Vehicle Types',
      audience: 'Use Cases',
      info: 'Information',
    };
    for (const r of routeTable) expect(pageCategory(r.path), r.path).toBe(expected[r.screen] ?? 'Other');
  });

  it('maps the legacy names of SPEC §4 to the same categories', () => {
    expect(pageCategory('/start-reservation')).toBe('Home');
    expect(pageCategory('/confirm-details')).toBe('Booking');
    expect(pageCategory('/buy')).toBe('Purchase');
    expect(pageCategory('/why-us')).toBe('Information');
    expect(pageCategory('/some-bus-page')).toBe('Vehicle Types');
    expect(pageCategory('/nowhere')).toBe('Other');
  });
});

describe('journeyStage (SPEC §4)', () => {
  it('maps Home, Availability and Booking, everything else is engagement', () => {
    expect(journeyStage('Home')).toBe('awareness');
    expect(journeyStage('Availability')).toBe('consideration');
    expect(journeyStage('Booking')).toBe('conversion');
    expect(journeyStage('Confirmation')).toBe('engagement');
    expect(journeyStage('Vehicle Types')).toBe('engagement');
  });
});

describe('contentGroup2', () => {
  it('is the first path segment in words', () => {
    expect(contentGroup2('/')).toBe('Home');
    expect(contentGroup2('/15-passenger-van')).toBe('15 Passenger Van');
    expect(contentGroup2('/admin/optimize-images')).toBe('Admin');
    expect(contentGroup2('/rental-guidelines/')).toBe('Rental Guidelines');
  });
});
