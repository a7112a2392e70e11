import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { fleetSeed } from '@convoy/domain/content/fleet';
import { locationSeed, seedUnitCount } from '@convoy/domain/content/locations';
import { expect, it } from 'vitest';
import { useApi } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { booking, fixedClock, inWeek, newKey, search } from '../../test/fixtures.ts';
import { createDatabase } from '../db/database.ts';

const van = fleetSeed.find((v) => v.id === '15-passenger-van')!;
const unitsAt = (locationId: string, classId: string) => {
  const li = locationSeed.findIndex((l) => l.id === locationId);
  const ci = fleetSeed.findIndex((v) => v.id === classId);
  return seedUnitCount(li, ci, fleetSeed[ci]!.passengers);
};

describeEachDialect('POST /api/availability on $name', (dialect) => {
  const api = useApi(dialect);
  // biome-ignore lint/suspicious/noExplicitAny: a vehicle of the response, read field by field
  type Vehicle = any;
  const find = (body: { vehicles: { id: string }[] }, id: string): Vehicle =>
    body.vehicles.find((v) => v.id === id);

  it('lists every class with its free units, eligibility and SPEC §9 price', async () => {
    const res = await api().post('/api/availability', search());
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({
      locationTimezone: 'America/New_York',
      pickupAt: '2026-07-06T09:00:00-04:00',
      returnAt: '2026-07-08T17:00:00-04:00',
    });
    expect(res.body.vehicles.map((v: { id: string }) => v.id).sort()).toEqual(
      fleetSeed.map((v) => v.id).sort(),
    );
    const offered = find(res.body, van.id);
    expect(offered).toMatchObject({ ...van, availableUnits: unitsAt('baltimore', van.id), eligible: true });
    // 56 hours: 2 full days and 8 hours, which is over 3 hours, so a third day's rate.
    expect(offered.pricingBreakdown).toMatchObject({
      totalHours: 56,
      fullDays: 2,
      leftoverHours: 8,
      partialDayCharge: 'full-day',
      partialDayCents: 17900,
      weeks: 0,
      extraDays: 2,
      baseCents: 35800,
      subtotalCents: 53700,
      effectiveDailyRateCents: 17900,
      displayDays: 3,
      currency: 'USD',
    });
  });

  it('answers a repeated search with the units booked since and the renter’s own choices', async () => {
    const before = find((await api().post('/api/availability', search())).body, van.id);
    const booked = await api().post('/api/reservations', booking({ quantity: 2 }), {
      'idempotency-key': newKey(),
    });
    expect(booked.status).toBe(201);
    const after = find((await api().post('/api/availability', search())).body, van.id);
    expect(after.availableUnits).toBe(before.availableUnits - 2);
    expect(after.pricingBreakdown).toEqual(before.pricingBreakdown);

    const withCode = find(
      (await api().post('/api/availability', search({ promoCode: 'group10' }))).body,
      van.id,
    );
    expect(withCode.pricingBreakdown.promo).toEqual({ code: 'GROUP10', applied: true });
    expect(withCode.pricingBreakdown.totalCents).toBeLessThan(after.pricingBreakdown.totalCents);
    const again = find((await api().post('/api/availability', search())).body, van.id);
    expect(again.pricingBreakdown.promo).toBeUndefined();
    expect(again.pricingBreakdown.totalCents).toBe(after.pricingBreakdown.totalCents);
  });

  it('sends a search seen again compressed as the browser asks, with the same answer', async () => {
    const ask = (encoding?: string) =>
      api().app.inject({
        method: 'POST',
        url: '/api/availability',
        payload: search({ renterAge: 41 }),
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const first = await ask('br');
    const plain = JSON.parse((await ask()).body);
    expect(plain.vehicles.length).toBeGreaterThan(0);
    for (const encoding of ['br', 'gzip', 'gzip, deflate, br, zstd', undefined]) {
      const res = await ask(encoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      const coding = res.headers['content-encoding'];
      expect(coding).toBe(encoding === undefined ? undefined : encoding === 'gzip' ? 'gzip' : 'br');
      const bytes = res.rawPayload;
      const text = (
        coding === 'br' ? brotliDecompressSync(bytes) : coding === 'gzip' ? gunzipSync(bytes) : bytes
      ).toString();
      expect(JSON.parse(text)).toEqual(plain);
    }
    expect(first.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(first.rawPayload).toString())).toEqual(plain);
  });

  it('keeps to the requested vehicle type', async () => {
    const res = await api().post('/api/availability', search({ vehicleType: 'bus' }));
    expect(res.status).toBe(200);
    expect(res.body.vehicles.map((v: { category: string }) => v.category)).toEqual(
      fleetSeed.filter((v) => v.category === 'bus').map(() => 'bus'),
    );
  });

  it('flags classes this renter cannot book, with the reason, rather than hiding them', async () => {
    const res = await api().post('/api/availability', search({ renterAge: 22 }));
    expect(find(res.body, '15-passenger-van')).toMatchObject({
      eligible: false,
      ineligibleCode: 'under_min_age',
      ineligibleReason: 'Drivers of this 15 Passenger Van must be 25 or older.',
    });
    expect(find(res.body, 'minivan')).toMatchObject({ eligible: true });
    expect(find(res.body, 'minivan').ineligibleReason).toBeUndefined();
    // A CDL bus is booked online; its drivers' licences are checked when they are named.
    const older = await api().post('/api/availability', search({ renterAge: 40 }));
    expect(find(older.body, '44-passenger-bus')).toMatchObject({ eligible: true, requiresCdl: true });
  });

  it('answers a renter of another age from a kept answer only when no age rule tells them apart', async () => {
    const ask = (renterAge: number) =>
      api().app.inject({ method: 'POST', url: '/api/availability', payload: search({ renterAge }) });
    await ask(30);
    const kept = await ask(30); // seen twice: kept
    const older = await ask(47); // 25 or over, past every class's minimum age as 30 is
    expect(older.body).toBe(kept.body);
    const young = JSON.parse((await ask(22)).body);
    expect(find(young, '15-passenger-van')).toMatchObject({
      eligible: false,
      ineligibleCode: 'under_min_age',
    });
    expect(find(young, 'minivan').pricingBreakdown.lines.map((l: { code: string }) => l.code)).toContain(
      'young-renter',
    );
    const justAdult = JSON.parse((await ask(25)).body);
    expect(find(justAdult, '15-passenger-van')).toMatchObject({ eligible: true });
    expect(
      find(justAdult, 'minivan').pricingBreakdown.lines.map((l: { code: string }) => l.code),
    ).not.toContain('young-renter');
  });

  it('prices a rental across the autumn clock change by the real hours (one more than the calendar)', async () => {
    // Sat 31 Oct 10:00 EDT → Sun 1 Nov 12:00 EST: 26 hours on the wall clock, 27 in fact.
    const res = await api().post(
      '/api/availability',
      search({
        pickupDate: '2026-10-31',
        pickupTime: '10:00',
        returnDate: '2026-11-01',
        returnTime: '12:00',
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.returnAt).toBe('2026-11-01T12:00:00-05:00');
    expect(find(res.body, van.id).pricingBreakdown).toMatchObject({
      totalHours: 27,
      fullDays: 1,
      leftoverHours: 3,
      partialDayCharge: 'two-thirds',
      subtotalCents: 17900 + 11933,
    });
  });

  it('prices a rental across the spring clock change by the real hours (one fewer)', async () => {
    // Sat 13 Mar 2027 10:00 EST → Sun 14 Mar 13:00 EDT: 27 hours on the wall clock, 26 in fact.
    const res = await api().post(
      '/api/availability',
      search({
        pickupDate: '2027-03-13',
        pickupTime: '10:00',
        returnDate: '2027-03-14',
        returnTime: '13:00',
      }),
    );
    expect(find(res.body, van.id).pricingBreakdown).toMatchObject({
      totalHours: 26,
      leftoverHours: 2,
      partialDayCharge: 'one-third',
      subtotalCents: 17900 + 5967,
    });
  });

  it('prices a monthly rental as months × the monthly rate, back the same day of the month', async () => {
    const res = await api().post(
      '/api/availability',
      search({ rentalType: 'monthly', rentalMonths: 2, returnDate: undefined, returnTime: undefined }),
    );
    expect(res.status).toBe(200);
    expect(res.body.returnAt).toBe('2026-09-06T09:00:00-04:00');
    expect(find(res.body, van.id).pricingBreakdown).toMatchObject({
      rentalType: 'monthly',
      rentalMonths: 2,
      baseCents: 2 * van.monthlyRateCents,
      subtotalCents: 2 * van.monthlyRateCents,
      partialDayCents: 0,
    });
  });
});

describeEachDialect('availability validation on $name', (dialect) => {
  const api = useApi(dialect);
  const fieldsOf = async (overrides: Parameters<typeof search>[0]) => {
    const res = await api().post('/api/availability', search(overrides));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    return res.body.error.fields as Record<string, string>;
  };

  it('names an unknown location', async () => {
    expect(await fieldsOf({ pickupLocationId: 'atlantis' })).toEqual({
      pickupLocationId: 'We have no pickup location “atlantis”. Choose one from the list.',
    });
  });

  it('refuses a return that is not after the pickup', async () => {
    expect(await fieldsOf({ returnDate: '2026-07-06', returnTime: '09:00' })).toEqual({
      returnTime: 'The return must be after the pickup.',
    });
    expect(Object.keys(await fieldsOf({ returnDate: '2026-07-05' }))).toEqual(['returnDate']);
  });

  it('refuses a pickup already past at the location, by date or by time', async () => {
    // The test clock: 1 July 2026, 08:00 in Baltimore.
    expect(await fieldsOf({ pickupDate: '2026-06-30' })).toEqual({
      pickupDate: 'That date has passed at Baltimore Harbor. Choose today (2026-07-01) or later.',
    });
    expect(await fieldsOf({ pickupDate: '2026-07-01', pickupTime: '07:30' })).toEqual({
      pickupTime: '07:30 has passed at Baltimore Harbor, where it is now 08:00. Choose a later time.',
    });
    // 08:00 in Los Angeles is still ahead (05:00 there).
    const res = await api().post(
      '/api/availability',
      search({ pickupLocationId: 'los-angeles', pickupDate: '2026-07-01', pickupTime: '08:00' }),
    );
    expect(res.status).toBe(200);
  });

  it('refuses a pickup beyond the 18-month booking horizon, by search and by booking', async () => {
    // 1 July 2026 at Baltimore: the last pickup day is 1 January 2028.
    const message = 'We take bookings up to 18 months ahead. Choose a pickup date on or before 2028-01-01.';
    expect(await fieldsOf({ pickupDate: '2199-07-06', returnDate: '2199-07-08' })).toEqual({
      pickupDate: message,
    });
    expect(await fieldsOf({ pickupDate: '2028-01-03', returnDate: '2028-01-05' })).toEqual({
      pickupDate: message,
    });
    const lastDay = await api().post(
      '/api/availability',
      search({ pickupDate: '2027-12-31', returnDate: '2028-01-03' }),
    );
    expect(lastDay.status).toBe(200);
    const held = await api().post(
      '/api/reservations',
      booking({ pickupDate: '2199-07-06', returnDate: '2199-07-08' }),
      { 'idempotency-key': newKey() },
    );
    expect(held.status).toBe(400);
    expect(held.body.error.fields).toEqual({ pickupDate: message });
  });

  it('refuses times outside opening hours, saying what the hours are', async () => {
    expect(await fieldsOf({ pickupTime: '06:30' })).toEqual({
      pickupTime: 'Baltimore Harbor is open 07:00–19:00 on Mondays. Choose a pickup time within those hours.',
    });
    expect(await fieldsOf({ returnTime: '19:30' })).toEqual({
      returnTime:
        'Baltimore Harbor is open 07:00–19:00 on Wednesdays. Choose a return time within those hours.',
    });
  });

  it('refuses a holiday the location is closed on, and a time outside a holiday’s short hours', async () => {
    // Friday 25 December 2026 (Baltimore opens on Fridays, not that day); Thursday 24th, 09:00–14:00.
    expect(await fieldsOf({ pickupDate: '2026-12-25', returnDate: '2026-12-28' })).toEqual({
      pickupDate: 'Baltimore Harbor is closed on 2026-12-25 (Christmas Day). Choose another pickup day.',
    });
    expect(
      await fieldsOf({ pickupDate: '2026-12-21', returnDate: '2026-12-24', returnTime: '17:00' }),
    ).toEqual({
      returnTime:
        'Baltimore Harbor is open 09:00–14:00 on 2026-12-24 (Christmas Eve). Choose a return time within those hours.',
    });
    const withinShortHours = await api().post(
      '/api/availability',
      search({ pickupDate: '2026-12-21', returnDate: '2026-12-24', returnTime: '13:00' }),
    );
    expect(withinShortHours.status).toBe(200);
  });

  it('refuses a closed day by naming the date', async () => {
    // Chicago is closed on Sundays.
    expect(
      await fieldsOf({ pickupLocationId: 'chicago', pickupDate: '2026-07-05', returnDate: '2026-07-12' }),
    ).toEqual({
      pickupDate: 'Chicago West Loop is closed on Sundays. Choose another pickup day.',
      returnDate: 'Chicago West Loop is closed on Sundays. Choose another return day.',
    });
    const monthly = await fieldsOf({
      pickupLocationId: 'chicago',
      rentalType: 'monthly',
      rentalMonths: 2,
      returnDate: undefined,
      returnTime: undefined,
    });
    expect(monthly).toEqual({
      pickupDate:
        'A 2-month rental comes back on Sunday 2026-09-06, when Chicago West Loop is closed. Choose another pickup date or number of months.',
    });
  });

  it('refuses a driver under 18', async () => {
    expect(await fieldsOf({ renterAge: 17 })).toEqual({
      renterAge: 'Drivers must be at least 18 years old to rent a vehicle.',
    });
  });

  it('names every offending field at once, schema and location rules together', async () => {
    const fields = await fieldsOf({
      renterAge: 16,
      pickupTime: '05:00',
      returnDate: '2026-07-12',
      vehicleType: 'car' as never,
    });
    // Baltimore opens 09:00–15:00 on Sundays; the return is at 17:00.
    expect(Object.keys(fields).sort()).toEqual(['pickupTime', 'renterAge', 'returnTime', 'vehicleType']);
    expect(fields.returnTime).toContain('on Sundays');
  });

  it('refuses a time that does not exist because the clocks spring forward', async () => {
    const { locations } = api().repositories;
    const allDay = { open: '00:00', close: '23:59' };
    await locations.insert({
      ...locationSeed[0]!,
      id: 'night-desk',
      name: 'Night Desk',
      openingHours: {
        mon: allDay,
        tue: allDay,
        wed: allDay,
        thu: allDay,
        fri: allDay,
        sat: allDay,
        sun: allDay,
      },
    });
    api().app.services.catalog.invalidate();
    expect(
      await fieldsOf({
        pickupLocationId: 'night-desk',
        pickupDate: '2027-03-14',
        pickupTime: '02:30',
        returnDate: '2027-03-15',
      }),
    ).toEqual({
      pickupTime:
        '02:30 does not exist on 2027-03-14 at Night Desk: the clocks move forward that night. Choose another time.',
    });
  });

  it('answers malformed bodies with a 400, never a 500', async () => {
    for (const payload of [
      null,
      'daily',
      [],
      { rentalType: 'daily' },
      { ...search(), pickupDate: '2026-02-30' },
    ]) {
      const res = await api().app.inject({
        method: 'POST',
        url: '/api/availability',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toMatch(/^(validation_failed|bad_request)$/);
    }
  });
});

describeEachDialect('a configured booking horizon on $name', (dialect) => {
  const api = useApi(dialect, { env: { BOOKING_HORIZON_MONTHS: '6' } });

  it('takes searches up to BOOKING_HORIZON_MONTHS ahead and names the last day after that', async () => {
    const inside = await api().post(
      '/api/availability',
      search({ pickupDate: '2026-12-31', returnDate: '2027-01-04' }),
    );
    expect(inside.status).toBe(200);
    const beyond = await api().post(
      '/api/availability',
      search({ pickupDate: '2027-01-04', returnDate: '2027-01-06' }),
    );
    expect(beyond.status).toBe(400);
    expect(beyond.body.error.fields).toEqual({
      pickupDate: 'We take bookings up to 6 months ahead. Choose a pickup date on or before 2027-01-01.',
    });
  });
});

describeEachDialect('a week searched again (AVAILABILITY_REUSE_MS) on $name', (dialect) => {
  // A long reuse, so the test does not depend on how fast the machine is: what it shows holds for any length.
  const api = useApi(dialect, { env: { AVAILABILITY_REUSE_MS: '60000' } });
  const vansFree = async (week: number) => {
    const trip = inWeek(week);
    const res = await api().post(
      '/api/availability',
      search({ pickupDate: trip.pickupDate, returnDate: trip.returnDate }),
    );
    expect(res.status).toBe(200);
    return res.body.vehicles.find((v: { id: string }) => v.id === van.id).availableUnits as number;
  };
  const bookVan = async (app: TestApp['app'], week: number) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/reservations',
      payload: inWeek(week),
      headers: { 'idempotency-key': newKey() },
    });
    expect(res.statusCode).toBe(201);
  };

  it("reuses what was read until this instance writes; another instance's booking waits for the reuse to end", async () => {
    const { target } = api().database;
    // A second instance on the same database, as behind a load balancer, reading every time.
    const otherDb = createDatabase(target);
    const other = await createTestApp({
      now: fixedClock,
      database: { target, db: otherDb },
      env: { AVAILABILITY_REUSE_MS: '0' },
    });
    try {
      const before = await vansFree(12);
      await bookVan(other.app, 12);
      // This instance read that week less than a minute ago and wrote nothing since.
      expect(await vansFree(12)).toBe(before);
      // The other instance reads every time: it sees its booking.
      const seenThere = await other.app.inject({
        method: 'POST',
        url: '/api/availability',
        payload: search({ pickupDate: inWeek(12).pickupDate, returnDate: inWeek(12).returnDate }),
      });
      expect(seenThere.json().vehicles.find((v: { id: string }) => v.id === van.id).availableUnits).toBe(
        before - 1,
      );
      // A booking here (any week): this instance reads again, and sees both.
      await bookVan(api().app, 12);
      expect(await vansFree(12)).toBe(before - 2);
      // A booking can never rely on it: the last vans go to bookings checked inside their transaction.
      for (let left = before - 2; left > 0; left -= 1) await bookVan(other.app, 12);
      const refused = await api().post('/api/reservations', inWeek(12), { 'idempotency-key': newKey() });
      expect(refused.status).toBe(409);
    } finally {
      await other.close();
      await otherDb.destroy();
    }
  });
});
