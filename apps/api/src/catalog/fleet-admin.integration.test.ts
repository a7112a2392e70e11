import { beforeAll, expect, it } from 'vitest';
import { createAdmin, type SignedIn, signIn } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { search } from '../../test/fixtures.ts';

const van = '15-passenger-van';

describeEachDialect('back-office fleet and rates on $name', (dialect) => {
  const api = useApi(dialect);
  let session: SignedIn;
  const put = (classId: string, payload: object) =>
    api().app.inject({
      method: 'PUT',
      url: `/api/admin/fleet/${classId}`,
      payload,
      headers: session.headers,
    });
  const offered = async () => {
    const res = await api().post('/api/availability', search());
    return res.body.vehicles.find((v: { id: string }) => v.id === van);
  };

  beforeAll(async () => {
    await createAdmin(api().app);
    session = await signIn(api().app);
  });

  it('lists every class with its rates and its units at each location', async () => {
    const res = await api().app.inject({ url: '/api/admin/fleet', headers: { cookie: session.cookie } });
    const fleet = res.json();
    expect(fleet.locations.map((l: { id: string }) => l.id)).toContain('baltimore');
    expect(fleet.classes.find((c: { id: string }) => c.id === van)).toMatchObject({
      dailyRateCents: 17900,
      weeklyRateCents: 107400,
      units: { baltimore: expect.any(Number) },
    });
  });

  it('saves rates and units, and the vehicle list and a new availability search use them at once', async () => {
    // Warm the engine's catalogue cache first: the save must empty it.
    expect((await offered()).pricingBreakdown.dailyRateCents).toBe(17900);
    const res = await put(van, {
      dailyRateCents: 19950,
      weeklyRateCents: 119700,
      monthlyRateCents: 399900,
      units: { baltimore: 2 },
    });
    expect(res.statusCode).toBe(200);
    const vehicles = (await api().get('/api/vehicles')).body.vehicles;
    expect(vehicles.find((v: { id: string }) => v.id === van)).toMatchObject({
      dailyRateCents: 19950,
      weeklyRateCents: 119700,
      monthlyRateCents: 399900,
    });
    const now = await offered();
    expect(now.availableUnits).toBe(2);
    // 2 full days and 8 hours (a third day): 3 × $199.50.
    expect(now.pricingBreakdown).toMatchObject({ dailyRateCents: 19950, subtotalCents: 59850 });
  });

  it('saves the form twice in a row: the second save, with the catalog just emptied, answers too', async () => {
    // On SQLite a read of the catalogue inside the save's transaction would wait for the
    // transaction's own connection: the save would never answer (nor anything after it).
    const form = { dailyRateCents: 19950, weeklyRateCents: 119700, monthlyRateCents: 399900 };
    expect((await put(van, { ...form, units: { baltimore: 2 } })).statusCode).toBe(200);
    const again = await put(van, { ...form, units: { baltimore: 3 } });
    expect(again.statusCode).toBe(200);
    expect((await api().get('/api/health')).body.status).toBe('ok');
  }, 10_000);

  it('refuses a bad rate, an unknown location and an unknown class, changing nothing', async () => {
    const bad = await put(van, {
      dailyRateCents: 0,
      weeklyRateCents: -1,
      monthlyRateCents: 1.5,
      units: { baltimore: -2 },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual([
      'dailyRateCents',
      'monthlyRateCents',
      'units.baltimore',
      'weeklyRateCents',
    ]);
    expect(bad.json().error.fields.dailyRateCents).toBe('The daily rate must be more than $0.');
    const nowhere = await put(van, {
      dailyRateCents: 100,
      weeklyRateCents: 0,
      monthlyRateCents: 0,
      units: { atlantis: 1 },
    });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().error.fields).toEqual({ 'units.atlantis': 'No such location.' });
    const missing = await put('hovercraft', { dailyRateCents: 100, weeklyRateCents: 0, monthlyRateCents: 0 });
    expect(missing.statusCode).toBe(404);
    expect((await offered()).pricingBreakdown.dailyRateCents).toBe(19950);
  });
});
