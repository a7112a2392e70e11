import { describe, expect, it } from 'vitest';
import { locationSeed } from '../content/locations.ts';
import { availabilityRequestSchema } from '../contracts/availability.schema.ts';
import { testNow, testTrip } from '../test/trips.ts';
import { resolveRentalWindow, withRentalWindow } from './rental-window.ts';

/** The shared test trip with some fields changed, possibly to values the schema would refuse. */
const search = (overrides: Record<string, unknown> = {}) => ({ ...testTrip, ...overrides });

const locations = new Map(locationSeed.map((l) => [l.id, l]));
const resolve = (body: object) => resolveRentalWindow(body, locations, testNow);

describe('resolveRentalWindow', () => {
  it('turns a valid search into instants at the location', () => {
    const { window, fields } = resolve(search({ pickupLocationId: 'phoenix' }));
    expect(fields).toEqual({});
    // Phoenix keeps standard time (UTC−7) all year.
    expect(window).toMatchObject({
      pickupAt: Date.parse('2026-07-06T16:00:00Z'),
      returnAt: Date.parse('2026-07-09T00:00:00Z'),
      returnDate: '2026-07-08',
      rentalMonths: null,
    });
  });

  it('caps a daily rental at 365 days', () => {
    expect(resolve(search({ returnDate: '2027-07-06', returnTime: '10:00' })).fields).toEqual({
      returnDate:
        'A daily rental lasts at most 365 days. For longer, choose a monthly rental or ask us about long-term leasing.',
    });
    expect(resolve(search({ returnDate: '2027-07-06', returnTime: '09:00' })).fields).toEqual({});
  });

  it('checks the computed return of a monthly rental against that day’s hours', () => {
    // Phoenix opens at 06:00 on Mondays but 07:00 on Thursdays, when a month later falls.
    const { fields } = resolve(
      search({ pickupLocationId: 'phoenix', pickupTime: '06:30', rentalType: 'monthly', rentalMonths: 1 }),
    );
    expect(fields).toEqual({
      pickupTime:
        'A 1-month rental comes back on Thursday 2026-08-06 at 06:30, outside Phoenix Sky Harbor’s hours that day (07:00–19:00). Choose another pickup time.',
    });
  });

  it('checks a holiday’s hours in place of the weekday’s: closed on Christmas Day, short hours on its eve', () => {
    // Friday 25 December 2026: Baltimore opens 07:00–19:00 on Fridays, but not that day.
    const christmas = search({ pickupDate: '2026-12-25', returnDate: '2026-12-28', pickupTime: '10:00' });
    expect(resolve(christmas).fields).toEqual({
      pickupDate: 'Baltimore Harbor is closed on 2026-12-25 (Christmas Day). Choose another pickup day.',
    });
    const eve = search({ pickupDate: '2026-12-22', returnDate: '2026-12-24', returnTime: '17:00' });
    expect(resolve(eve).fields).toEqual({
      returnTime:
        'Baltimore Harbor is open 09:00–14:00 on 2026-12-24 (Christmas Eve). Choose a return time within those hours.',
    });
    expect(resolve({ ...eve, returnTime: '13:30' }).fields).toEqual({});
    // A location without holidays keeps its weekday hours on the same date.
    const plain = new Map([...locations].map(([id, l]) => [id, { ...l, holidayHours: undefined }]));
    expect(resolveRentalWindow(christmas, plain, testNow).fields).toEqual({});
  });

  it('reads only the fields that are valid, and gives no window while any is missing', () => {
    expect(resolve({ pickupLocationId: 'baltimore', pickupDate: 'soon' })).toEqual({
      window: undefined,
      fields: {},
    });
    expect(resolveRentalWindow(null, locations, testNow)).toEqual({ window: undefined, fields: {} });
  });
});

describe('withRentalWindow', () => {
  const schema = withRentalWindow(availabilityRequestSchema, {
    locationById: locations,
    now: () => testNow,
    bookingHorizonMonths: 18,
  });
  const issues = (body: object) =>
    (schema.safeParse(body).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

  it('hands back the parsed trip with its window at the location', () => {
    const parsed = schema.parse(search());
    expect(parsed).toMatchObject({ pickupLocationId: 'baltimore', renterAge: 30 });
    // Baltimore is on EDT (UTC−4) in July.
    expect(parsed.window).toMatchObject({
      pickupAt: Date.parse('2026-07-06T13:00:00Z'),
      returnAt: Date.parse('2026-07-08T21:00:00Z'),
    });
  });

  it('names each field the location refuses, beside the schema’s own problems', () => {
    expect(issues(search({ pickupTime: '05:00' }))).toEqual([
      [
        'pickupTime',
        'Baltimore Harbor is open 07:00–19:00 on Mondays. Choose a pickup time within those hours.',
      ],
    ]);
    const both = issues(search({ pickupTime: '05:00', renterAge: 5 }));
    expect(both.map(([field]) => field).sort()).toEqual(['pickupTime', 'renterAge']);
  });

  it('lets the schema’s message win on a field both speak about', () => {
    const fromSchema = issues(search({ pickupTime: '25:00' }));
    expect(fromSchema.filter(([field]) => field === 'pickupTime')).toHaveLength(1);
  });
});
