import { describe, expect, it } from 'vitest';
import { routeTable } from '../content/routes.ts';
import { defaultCurrency, pageViewParams } from './analytics-events.ts';
import {
  ageBand,
  beginCheckoutParams,
  centsToValue,
  purchaseParams,
  selectItemParams,
  viewItemListParams,
} from './commerce-events.ts';

const van = {
  id: '15-passenger-van',
  name: '15 Passenger Van',
  category: 'van' as const,
  pricingBreakdown: { unitSubtotalCents: 45_050, quantity: 2, subtotalCents: 90_100 },
};
const bus = { id: '25-passenger-bus', name: '25 Passenger Bus', category: 'bus' as const };

describe('ageBand', () => {
  it.each([
    [17, 'under-18'],
    [18, '18-20'],
    [20, '18-20'],
    [21, '21-24'],
    [24, '21-24'],
    [25, '25-34'],
    [34, '25-34'],
    [35, '35-44'],
    [54, '45-54'],
    [64, '55-64'],
    [65, '65+'],
    [99, '65+'],
  ])('age %i is %s', (age, band) => expect(ageBand(age)).toBe(band));
});

describe('commerce events (SPEC §3)', () => {
  it('default to USD and carry pickup city, age band and vehicle class', () => {
    expect(defaultCurrency).toBe('USD');
    expect(centsToValue(90_100)).toBe(901);
    expect(selectItemParams(van, { pickupCity: 'Boston', renterAge: 23, index: 1 })).toEqual({
      currency: 'USD',
      pickup_city: 'Boston',
      age_band: '21-24',
      vehicle_class: '15-passenger-van',
      item_list_name: 'Available vehicles',
      items: [
        {
          item_id: '15-passenger-van',
          item_name: '15 Passenger Van',
          item_category: 'Passenger vans',
          index: 1,
          item_list_name: 'Available vehicles',
          price: 450.5,
          quantity: 2,
        },
      ],
    });
  });

  it('view_item_list lists every result in order', () => {
    const params = viewItemListParams([van, bus], { currency: 'CAD' });
    expect(params.currency).toBe('CAD');
    expect(params.items.map((i) => [i.item_id, i.index])).toEqual([
      ['15-passenger-van', 0],
      ['25-passenger-bus', 1],
    ]);
    expect(params.items[1]).not.toHaveProperty('price');
  });

  it('begin_checkout and purchase carry the subtotal as value; purchase the code as transaction id', () => {
    expect(beginCheckoutParams(van, {})).toMatchObject({ value: 901, currency: 'USD' });
    expect(purchaseParams('CNV-7K3M9Q', van, { renterAge: 40 })).toMatchObject({
      transaction_id: 'CNV-7K3M9Q',
      value: 901,
      age_band: '35-44',
      items: [{ item_id: '15-passenger-van', quantity: 2, price: 450.5 }],
    });
  });

  it('a convoy checks out as one item per class, valued at their subtotals together', () => {
    const cargo = {
      id: 'cargo-van-box-truck',
      name: 'Cargo Van / Box Truck',
      category: 'cargo' as const,
      pricingBreakdown: { unitSubtotalCents: 25800, quantity: 1, subtotalCents: 25800 },
    };
    expect(purchaseParams('CNV-7K3M9Q', [van, cargo], {})).toMatchObject({
      transaction_id: 'CNV-7K3M9Q',
      vehicle_class: '15-passenger-van',
      value: 1159,
      items: [
        { item_id: '15-passenger-van', quantity: 2 },
        { item_id: 'cargo-van-box-truck', quantity: 1, price: 258 },
      ],
    });
  });
});

describe('pageViewParams (SPEC §3, §4, Part B §6)', () => {
  const expectedCategory: Record<string, string> = {
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
  const stage: Record<string, string> = {
    Home: 'awareness',
    Availability: 'consideration',
    Booking: 'conversion',
  };

  it.each(routeTable.map((r) => [r.path, r]))(
    'gives %s its category, content group 2 and stage',
    (path, route) => {
      const params = pageViewParams({
        location: `https://convoy.example${path}?utm_source=x`,
        title: 'T',
        referrer: '',
      });
      const category = expectedCategory[route.screen] ?? 'Other';
      const firstSegment = path.split('/')[1] ?? '';
      expect(params.content_group).toBe(category);
      expect(params.journey_stage).toBe(stage[category] ?? 'engagement');
      expect(params.page_path).toBe(path);
      // Content group 2: the first path segment in words.
      expect(params.content_group2.toLowerCase()).toBe(
        firstSegment ? firstSegment.replaceAll('-', ' ') : 'home',
      );
    },
  );

  it('keeps title, location and referrer as given', () => {
    expect(
      pageViewParams({
        location: 'https://convoy.example/why-convoy',
        title: 'Why Convoy | Convoy',
        referrer: 'https://www.google.com/',
      }),
    ).toEqual({
      page_title: 'Why Convoy | Convoy',
      page_location: 'https://convoy.example/why-convoy',
      page_referrer: 'https://www.google.com/',
      page_path: '/why-convoy',
      content_group: 'Information',
      content_group2: 'Why Convoy',
      journey_stage: 'engagement',
    });
  });

  it('survives a malformed path', () => {
    expect(
      pageViewParams({ location: 'https://convoy.example/%E0%A4%A', title: '', referrer: '' }),
    ).toMatchObject({
      content_group: 'Other',
    });
  });
});
