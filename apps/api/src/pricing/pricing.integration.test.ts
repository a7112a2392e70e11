import { extrasResponseSchema, protectionResponseSchema } from '@convoy/domain/contracts/price-book.schema';
import { expect, it } from 'vitest';
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
