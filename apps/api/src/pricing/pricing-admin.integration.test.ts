import { adminPriceBookSchema } from '@convoy/domain/contracts/admin-pricing.schema';
import { testPromo, testSeason } from '@convoy/domain/test/price-book';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin, type SignedIn, signIn } from '../../test/admin.ts';
import { type Answer, useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { booking, newKey, search } from '../../test/fixtures.ts';
import { demoClassCharges } from './demo-price-book.ts';

const van = '15-passenger-van';
const tax = {
  code: 'sales-tax',
  label: 'Maryland sales tax (demo rate)',
  locationId: 'baltimore',
  basis: 'percent',
  ratePercent: 6,
  amountCents: null,
  appliesTo: ['protection', 'extra', 'driver', 'one_way', 'delivery', 'collection', 'fee'],
  taxable: false,
  exemptible: true,
};
const gps = {
  id: 'gps',
  label: 'GPS navigator',
  description: 'A dashboard GPS.',
  charge: 'per-day',
  priceCents: 1_499,
  capCents: 7_495,
  maxQuantity: 5,
  stocked: false,
  taxable: true,
  active: true,
};

describeEachDialect('the back office’s price book on $name', (dialect) => {
  const api = useApi(dialect);
  let session: SignedIn;
  const send = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<Answer> => {
    const res = await api().app.inject({
      method,
      url: `/api/admin/pricing${url}`,
      headers: session.headers,
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };
  const book = async () =>
    adminPriceBookSchema.parse(
      (await api().app.inject({ url: '/api/admin/pricing', headers: { cookie: session.cookie } })).json(),
    );
  /** The 15-passenger van of a search at Baltimore with some choices (and, first, a warm catalogue). */
  const offered = async (choices: object = {}) => {
    const res = await api().post('/api/availability', { ...search(), ...choices });
    expect(res.status).toBe(200);
    return res.body.vehicles.find((v: { id: string }) => v.id === van);
  };

  beforeAll(async () => {
    await createAdmin(api().app);
    session = await signIn(api().app);
  });

  it('answers 401 without a session, for reading and for writing', async () => {
    const read = await api().app.inject({ url: '/api/admin/pricing' });
    expect(read.statusCode).toBe(401);
    const write = await api().app.inject({
      method: 'PUT',
      url: '/api/admin/pricing/settings',
      payload: { additionalDriverPerDayCents: 1 },
    });
    expect(write.statusCode).toBe(401);
    expect(write.json().error.code).toBe('unauthorized');
  });

  it('lists the whole price book as stored: class charges, stock per location, taxes in percent, codes with uses', async () => {
    const stored = await book();
    expect(stored.locations.map((l) => l.id)).toContain('baltimore');
    // As seeded (demo-price-book.ts), for every class.
    for (const c of stored.classes) expect(c.charges, c.id).toEqual(demoClassCharges(c.id));
    expect(stored.additionalDriverPerDayCents).toBe(1_200);
    const trailer = stored.extras.find((e) => e.id === 'luggage-trailer');
    expect(trailer?.stock).toEqual(Object.fromEntries(stored.locations.map((l) => [l.id, 3])));
    expect(stored.extras.find((e) => e.id === 'gps')?.stock).toEqual({});
    expect(stored.locationCharges).toContainEqual(tax);
    expect(stored.promoCodes).toContainEqual({ ...testPromo({ label: 'Group discount 10 %' }), uses: 0 });
    expect(stored.protection.map((p) => p.id)).toEqual(['cdw', 'sli']);
  });

  it('adds, changes and deletes a season, and the next search prices with it at once', async () => {
    const july = testSeason({ id: 'july-2026', startDate: '2026-07-01', endDate: '2026-07-31' });
    expect((await offered()).pricingBreakdown.dailyRateCents).toBe(17_900);

    const created = await send('POST', '/seasons', july);
    expect(created.status).toBe(201);
    expect(created.body.seasons).toContainEqual(july);
    expect((await offered()).pricingBreakdown).toMatchObject({
      dailyRateCents: 25_000,
      lines: expect.arrayContaining([expect.objectContaining({ kind: 'season', code: 'july-2026' })]),
    });

    const again = await send('POST', '/seasons', july);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'already_exists', fields: { id: expect.any(String) } });

    const changed = await send('PUT', '/seasons/july-2026', { ...july, dailyRateCents: 26_000 });
    expect(changed.status).toBe(200);
    expect((await offered()).pricingBreakdown.dailyRateCents).toBe(26_000);

    const renamed = await send('PUT', '/seasons/july-2026', { ...july, id: 'july' });
    expect(renamed.status).toBe(400);
    expect(renamed.body.error.fields).toEqual({ id: 'This cannot change: add a new season instead.' });
    expect((await send('PUT', '/seasons/nope', { ...july, id: 'nope' })).status).toBe(404);

    expect((await send('DELETE', '/seasons/july-2026')).body.seasons).not.toContainEqual(
      expect.objectContaining({ id: 'july-2026' }),
    );
    expect((await offered()).pricingBreakdown.dailyRateCents).toBe(17_900);
    expect((await send('DELETE', '/seasons/july-2026')).status).toBe(404);
  });

  it('refuses a season with bad fields or unknown references, naming each field, and stores nothing', async () => {
    const bad = await send('POST', '/seasons', {
      ...testSeason(),
      id: 'Not An Id',
      endDate: '2027-05-01',
      dailyRateCents: -1,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('validation_failed');
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['dailyRateCents', 'endDate', 'id']);
    const inverted = await send('POST', '/seasons', testSeason({ endDate: '2027-05-01' }));
    expect(inverted.body.error.fields).toEqual({ endDate: 'The end date cannot be before the start date.' });
    const unknown = await send(
      'POST',
      '/seasons',
      testSeason({ classId: 'hovercraft', locationId: 'atlantis' }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({
      classId: 'No such vehicle class.',
      locationId: 'No such location.',
    });
    expect((await book()).seasons.map((s) => s.id)).not.toContain('summer-2027');
  });

  it('blacks out dates, and lifts them', async () => {
    const closed = {
      id: 'harbor-festival',
      reason: 'Closed for the harbor festival.',
      startDate: '2026-07-06',
      endDate: '2026-07-06',
      scope: 'pickup',
      classId: null,
      locationId: 'baltimore',
    };
    expect((await offered()).eligible).toBe(true);
    expect((await send('POST', '/blackouts', closed)).status).toBe(201);
    expect(await offered()).toMatchObject({ eligible: false, ineligibleCode: 'blackout' });
    const moved = await send('PUT', '/blackouts/harbor-festival', {
      ...closed,
      startDate: '2026-07-07',
      endDate: '2026-07-07',
    });
    expect(moved.status).toBe(200);
    expect((await offered()).eligible).toBe(true);
    expect((await send('DELETE', '/blackouts/harbor-festival')).body.blackouts).toEqual([]);
  });

  it('changes a tax rate in percent, stored as percent × 10⁴, and adds and removes a fee', async () => {
    const before = (await offered()).pricingBreakdown;
    expect(before.taxes[0]).toMatchObject({ code: 'sales-tax', rate: 6 });
    const res = await send('PUT', '/location-charges/baltimore/sales-tax', { ...tax, ratePercent: 6.25 });
    expect(res.status).toBe(200);
    expect(res.body.locationCharges).toContainEqual({ ...tax, ratePercent: 6.25 });
    const row = await api()
      .database.db.selectFrom('location_charges')
      .select('rate_e4')
      .where('location_id', '=', 'baltimore')
      .where('code', '=', 'sales-tax')
      .executeTakeFirstOrThrow();
    expect(row.rate_e4).toBe(62_500);
    const after = (await offered()).pricingBreakdown;
    expect(after.taxes[0]).toMatchObject({ code: 'sales-tax', rate: 6.25, amountCents: 19 });

    const fee = {
      ...tax,
      code: 'arena-fee',
      label: 'Arena fee',
      basis: 'per-day',
      ratePercent: null,
      amountCents: 300,
      appliesTo: [],
      taxable: true,
    };
    expect((await send('POST', '/location-charges', fee)).status).toBe(201);
    expect((await send('POST', '/location-charges', fee)).body.error.fields).toEqual({
      code: 'There is already a tax or fee with this code.',
    });
    expect((await offered()).pricingBreakdown.lines).toContainEqual(
      expect.objectContaining({ kind: 'fee', code: 'arena-fee', amountCents: 900 }),
    );
    const elsewhere = await send('PUT', '/location-charges/baltimore/arena-fee', {
      ...fee,
      locationId: 'denver',
    });
    expect(elsewhere.body.error.fields).toEqual({
      locationId: 'This cannot change: add a new tax or fee instead.',
    });
    expect((await send('DELETE', '/location-charges/baltimore/arena-fee')).status).toBe(200);
    expect((await offered()).pricingBreakdown.lines.map((l: { code: string }) => l.code)).not.toContain(
      'arena-fee',
    );
    const noRate = await send('POST', '/location-charges', { ...tax, code: 'city-tax', ratePercent: null });
    expect(noRate.body.error.fields).toEqual({
      ratePercent: 'Give a rate for a percent charge, an amount for a per-day one.',
    });
  });

  it('changes an extra’s price and its stock per location, adds one, deletes one, and stops offering one', async () => {
    expect((await send('PUT', '/extras/gps', { ...gps, priceCents: 1_599 })).status).toBe(200);
    const trailer = (await book()).extras.find((e) => e.id === 'luggage-trailer')!;
    const stocked = await send('PUT', '/extras/luggage-trailer', { ...trailer, stock: { baltimore: 1 } });
    expect(stocked.body.extras.find((e: { id: string }) => e.id === 'luggage-trailer').stock).toMatchObject({
      baltimore: 1,
      denver: 3,
    });
    const offeredExtras = (await api().get('/api/extras?locationId=baltimore')).body.extras;
    expect(offeredExtras.find((e: { id: string }) => e.id === 'gps').priceCents).toBe(1_599);
    expect(offeredExtras.find((e: { id: string }) => e.id === 'luggage-trailer').stock).toBe(1);
    const nowhere = await send('PUT', '/extras/luggage-trailer', { ...trailer, stock: { atlantis: 1 } });
    expect(nowhere.body.error.fields).toEqual({ 'stock.atlantis': 'No such location.' });

    const kayak = {
      ...gps,
      id: 'kayak-rack',
      label: 'Kayak rack',
      charge: 'per-rental',
      capCents: null,
      stocked: true,
      stock: { denver: 2 },
    };
    const created = await send('POST', '/extras', kayak);
    expect(created.status).toBe(201);
    expect(created.body.extras.at(-1)).toMatchObject({
      id: 'kayak-rack',
      stock: { denver: 2, baltimore: 0 },
    });
    expect((await send('DELETE', '/extras/kayak-rack')).status).toBe(200);

    const off = await send('PUT', '/extras/gps', { ...gps, active: false });
    expect(off.status).toBe(200);
    const ids = (await api().get('/api/extras?locationId=baltimore')).body.extras.map(
      (e: { id: string }) => e.id,
    );
    expect(ids).not.toContain('gps');
    await send('PUT', '/extras/gps', gps);
  });

  it('keeps an extra that bookings hold, saying to stop offering it instead', async () => {
    const booked = await api().post(
      '/api/reservations',
      booking({ extras: [{ id: 'child-seat', quantity: 1 }], protection: ['cdw'] }),
      { 'idempotency-key': newKey() },
    );
    expect(booked.status).toBe(201);
    const refused = await send('DELETE', '/extras/child-seat');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'extra_booked',
      message: expect.stringContaining('Untick “Offered”'),
    });
    expect((await book()).extras.map((e) => e.id)).toContain('child-seat');
  });

  it('adds, changes and deletes protection', async () => {
    const tyres = {
      id: 'tyre-cover',
      label: 'Tire and glass cover',
      description: '',
      perDayCents: 799,
      taxable: true,
      active: true,
    };
    expect((await send('POST', '/protection', tyres)).body.protection.at(-1)).toEqual(tyres);
    await send('PUT', '/protection/tyre-cover', { ...tyres, perDayCents: 899 });
    const line = (await offered({ protection: ['tyre-cover'] })).pricingBreakdown.lines.find(
      (l: { code: string }) => l.code === 'tyre-cover',
    );
    expect(line).toMatchObject({ kind: 'protection', unitCents: 899, quantity: 3 });
    expect(
      (await send('DELETE', '/protection/tyre-cover')).body.protection.map((p: { id: string }) => p.id),
    ).toEqual(['cdw', 'sli']);
  });

  it('keeps a promo code’s uses read-only: a limit below them is refused, a used code cannot be deleted', async () => {
    const spring = testPromo({ code: 'spring5', label: 'Spring', percentOff: 5, usageLimit: 3 });
    const created = await send('POST', '/promo-codes', { ...spring, uses: 99 });
    expect(created.status).toBe(201);
    expect(created.body.promoCodes).toContainEqual({ ...spring, code: 'SPRING5', uses: 0 });
    expect((await send('POST', '/promo-codes', spring)).status).toBe(409);

    const used = await api().post('/api/reservations', booking({ promoCode: 'spring5' }), {
      'idempotency-key': newKey(),
    });
    expect(used.status).toBe(201);
    expect((await book()).promoCodes.find((p) => p.code === 'SPRING5')?.uses).toBe(1);

    const low = await send('PUT', '/promo-codes/spring5', { ...spring, usageLimit: 1, uses: 0 });
    expect(low.status).toBe(200);
    expect(low.body.promoCodes.find((p: { code: string }) => p.code === 'SPRING5')).toMatchObject({
      usageLimit: 1,
      uses: 1,
    });
    const unlimited = await send('PUT', '/promo-codes/SPRING5', { ...spring, usageLimit: null });
    expect(unlimited.status).toBe(200);
    const classes = await send('PUT', '/promo-codes/SPRING5', { ...spring, classIds: [van, 'hovercraft'] });
    expect(classes.body.error.fields).toEqual({ 'classIds.1': 'No such vehicle class.' });
    await api()
      .database.db.updateTable('promo_codes')
      .set({ uses: 4, usage_limit: null })
      .where('code', '=', 'SPRING5')
      .execute();
    const tooLow = await send('PUT', '/promo-codes/SPRING5', { ...spring, usageLimit: 3 });
    expect(tooLow.status).toBe(400);
    expect(tooLow.body.error).toMatchObject({
      code: 'validation_failed',
      fields: { usageLimit: 'This code has been used 4 times: set a limit of 4 or more, or none.' },
    });

    const kept = await send('DELETE', '/promo-codes/SPRING5');
    expect(kept.status).toBe(409);
    expect(kept.body.error.code).toBe('promo_code_used');
    expect((await send('POST', '/promo-codes', testPromo({ code: 'ONEOFF' }))).status).toBe(201);
    expect(
      (await send('DELETE', '/promo-codes/oneoff')).body.promoCodes.map((p: { code: string }) => p.code),
    ).not.toContain('ONEOFF');
    expect((await send('DELETE', '/promo-codes/ONEOFF')).status).toBe(404);
  });

  it('refuses a promo code without the discount its kind takes, naming the field, and stores nothing', async () => {
    const percentOff = 'Give a percent off for a percent-off code, none for an amount-off one.';
    const added = await send('POST', '/promo-codes', testPromo({ code: 'NOPERCENT', percentOff: null }));
    expect(added.status).toBe(400);
    expect(added.body.error).toMatchObject({ code: 'validation_failed', fields: { percentOff } });
    expect((await book()).promoCodes.map((p) => p.code)).not.toContain('NOPERCENT');

    const changed = await send('PUT', '/promo-codes/GROUP10', testPromo({ percentOff: null }));
    expect(changed.status).toBe(400);
    expect(changed.body.error.fields).toEqual({ percentOff });
    expect((await book()).promoCodes.find((p) => p.code === 'GROUP10')?.percentOff).toBe(10);
  });

  it('changes what a class adds (deposit, young renters, unlimited miles) and the additional-driver fee', async () => {
    await offered();
    const charges = {
      depositCents: 75_000,
      youngRenterPerDayCents: 1_000,
      mileageAllowancePerDay: null,
      excessMileCents: 0,
    };
    const res = await send('PUT', `/class-charges/${van}`, charges);
    expect(res.status).toBe(200);
    expect(res.body.classes.find((c: { id: string }) => c.id === van).charges).toEqual(charges);
    const settings = await send('PUT', '/settings', { additionalDriverPerDayCents: 1_500 });
    expect(settings.body.additionalDriverPerDayCents).toBe(1_500);

    const priced = (await offered({ additionalDrivers: 1, estimatedMiles: 5_000 })).pricingBreakdown;
    expect(priced).toMatchObject({
      depositCents: 75_000,
      mileageAllowancePerDay: null,
      excessMileageEstimateCents: 0,
    });
    expect(priced.lines).toContainEqual(
      expect.objectContaining({ kind: 'driver', unitCents: 1_500, quantity: 3 }),
    );

    expect((await send('PUT', '/class-charges/hovercraft', charges)).status).toBe(404);
    const bad = await send('PUT', `/class-charges/${van}`, { ...charges, mileageAllowancePerDay: 0 });
    expect(Object.keys(bad.body.error.fields)).toEqual(['mileageAllowancePerDay']);
    expect((await send('PUT', '/settings', { additionalDriverPerDayCents: 12.5 })).status).toBe(400);
  });

  it('refuses a price over $100,000.00 wherever staff set one, naming the field, and every search still prices', async () => {
    // A typo (or a script) that large once priced no trip: each search of the site answered 500.
    const over = 10_000_001;
    const refusals = [
      [
        'POST',
        '/protection',
        { id: 'big', label: 'Big', description: '', perDayCents: over, taxable: true, active: true },
      ],
      [
        'PUT',
        `/class-charges/${van}`,
        { depositCents: 0, youngRenterPerDayCents: over, mileageAllowancePerDay: null, excessMileCents: 0 },
      ],
      ['PUT', '/settings', { additionalDriverPerDayCents: over }],
    ] as const;
    for (const [method, url, body] of refusals) {
      const res = await send(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(400);
      expect(Object.values(res.body.error.fields)).toEqual(['Enter at most $100,000.00.']);
    }
    // The most each may be, all at once: still a price, exact.
    const most = 10_000_000;
    expect(
      (
        await send('PUT', `/class-charges/${van}`, {
          depositCents: most,
          youngRenterPerDayCents: most,
          mileageAllowancePerDay: null,
          excessMileCents: most,
        })
      ).status,
    ).toBe(200);
    expect((await send('PUT', '/settings', { additionalDriverPerDayCents: most })).status).toBe(200);
    const res = await api().post('/api/availability', { ...search(), renterAge: 21, additionalDrivers: 5 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const priced = res.body.vehicles.find((v: { id: string }) => v.id === van).pricingBreakdown;
    expect(priced.totalCents).toBeGreaterThan(most);
    expect(Number.isSafeInteger(priced.totalCents)).toBe(true);
  });
});
