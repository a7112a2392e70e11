import { extrasResponseSchema, protectionResponseSchema } from '@convoy/domain/contracts/price-book.schema';
import { demoRentalCharges } from '@convoy/domain/contracts/rental-charges';
import { rentalChargesResponseSchema } from '@convoy/domain/contracts/rental-charges.schema';
import { expect, it } from 'vitest';
import { createAdmin, signIn } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';

describeEachDialect('extras and protection on $name', (dialect) => {
  const api = useApi(dialect);

  it('GET /api/extras lists what a location offers, with prices and the stock of physical items', async () => {
    const res = await api().get('/api/extras?locationId=denver');
    expect(res.status).toBe(200);
    expect(extrasResponseSchema.parse(res.body)).toEqual(res.body);
    const byId = new Map(res.body.extras.map((e: { id: string }) => [e.id, e]));
    expect(byId.get('luggage-trailer')).toMatchObject({ charge: 'per-rental', stocked: true, stock: 3 });
    expect(byId.get('gps')).toMatchObject({
      charge: 'per-day',
      stocked: false,
      stock: null,
      capCents: 7_495,
    });
    expect(byId.has('child-seat')).toBe(true);
  });

  it('shows a change of stock and hides an extra taken off the list', async () => {
    const { db } = api().database;
    await db.updateTable('extra_stock').set({ count: 1 }).where('location_id', '=', 'denver').execute();
    await db.updateTable('extras').set({ active: 0 }).where('id', '=', 'gps').execute();
    api().app.services.catalog.invalidate();
    const res = await api().get('/api/extras?locationId=denver');
    const ids = res.body.extras.map((e: { id: string }) => e.id);
    expect(ids).not.toContain('gps');
    expect(res.body.extras.find((e: { id: string }) => e.id === 'luggage-trailer').stock).toBe(1);
  });

  it('asks for a known location, naming the field', async () => {
    for (const query of ['', '?locationId=atlantis']) {
      const res = await api().get(`/api/extras${query}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({
        code: 'validation_failed',
        fields: { locationId: expect.stringMatching(/^Choose (a|one of our) pickup location/) },
      });
    }
  });

  it('GET /api/protection lists the cover per vehicle per day', async () => {
    const res = await api().get('/api/protection');
    expect(res.status).toBe(200);
    expect(protectionResponseSchema.parse(res.body)).toEqual(res.body);
    expect(res.body.protection.map((p: { id: string }) => p.id)).toEqual(['cdw', 'sli']);
    expect(res.body.protection[0]).toMatchObject({ label: 'Collision damage waiver', perDayCents: 2_999 });
  });
});

describeEachDialect('GET /api/rental-charges on $name', (dialect) => {
  const api = useApi(dialect);

  it('answers the stored deposits, mileage, surcharges, driver fee and taxes, and a back-office change at once', async () => {
    const res = await api().get('/api/rental-charges');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(rentalChargesResponseSchema.parse(res.body)).toEqual(res.body);
    // A freshly seeded database holds the demo price book: what the site prints before hydration.
    const demo = demoRentalCharges();
    const byClass = (list: { classId: string }[]) =>
      [...list].sort((a, b) => a.classId.localeCompare(b.classId));
    const byLocation = (list: { locationId: string }[]) =>
      [...list].sort((a, b) => a.locationId.localeCompare(b.locationId));
    expect(byClass(res.body.classes)).toEqual(byClass(demo.classes));
    expect(res.body.additionalDriverPerDayCents).toBe(demo.additionalDriverPerDayCents);
    expect(byLocation(res.body.locations)).toEqual(byLocation(demo.locations));
    const van = res.body.classes.find((c: { classId: string }) => c.classId === '15-passenger-van');
    expect(van).toEqual({
      classId: '15-passenger-van',
      depositCents: 50_000,
      youngRenterPerDayCents: 0,
      mileageAllowancePerDay: 150,
      excessMileCents: 35,
    });
    const baltimore = res.body.locations.find((l: { locationId: string }) => l.locationId === 'baltimore');
    expect(baltimore.charges).toContainEqual({
      code: 'vehicle-licence',
      label: 'Vehicle license recovery fee (demo rate)',
      basis: 'per-day',
      ratePercent: null,
      amountCents: 99,
    });

    await createAdmin(api().app);
    const { headers } = await signIn(api().app);
    const change = async (url: string, payload: object) => {
      const answer = await api().app.inject({
        method: 'PUT',
        url: `/api/admin/pricing${url}`,
        headers,
        payload,
      });
      expect(answer.statusCode).toBe(200);
    };
    await change('/class-charges/15-passenger-van', {
      depositCents: 65_000,
      youngRenterPerDayCents: 0,
      mileageAllowancePerDay: 120,
      excessMileCents: 40,
    });
    await change('/settings', { additionalDriverPerDayCents: 0 });
    const after = await api().get('/api/rental-charges');
    expect(after.body.classes.find((c: { classId: string }) => c.classId === '15-passenger-van')).toEqual({
      classId: '15-passenger-van',
      depositCents: 65_000,
      youngRenterPerDayCents: 0,
      mileageAllowancePerDay: 120,
      excessMileCents: 40,
    });
    expect(after.body.additionalDriverPerDayCents).toBe(0);
  });
});
