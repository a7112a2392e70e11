import { fleetSeed } from '@convoy/domain/content/fleet';
import { locationSeed } from '@convoy/domain/content/locations';
import { vehiclesForSaleSeed } from '@convoy/domain/content/vehicles-for-sale';
import { toVehicleForSale } from '@convoy/domain/rules/vehicle-for-sale-listing';
import { describe, expect, it } from 'vitest';
import { useApi } from '../../test/api.ts';
import { createTestApp } from '../../test/app.ts';
import { describeEachDialect } from '../../test/dialects.ts';

describeEachDialect('reference data on $name', (dialect) => {
  const api = useApi(dialect);

  it('GET /api/locations lists the locations by name, with timezone and hours', async () => {
    const res = await api().get('/api/locations');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.body.locations).toEqual([...locationSeed].sort((a, b) => a.name.localeCompare(b.name)));
  });

  it('GET /api/vehicles lists the classes with their rates, smallest first', async () => {
    const res = await api().get('/api/vehicles');
    expect(res.status).toBe(200);
    expect(res.body.vehicles).toHaveLength(fleetSeed.length);
    const passengers = res.body.vehicles.map((v: { passengers: number }) => v.passengers);
    expect(passengers).toEqual([...passengers].sort((a, b) => a - b));
    // objectContaining: fields added after the seed (photos) sit beside the seeded ones.
    expect(res.body.vehicles).toEqual(
      expect.arrayContaining(fleetSeed.map((v) => expect.objectContaining(v))),
    );
  });

  it('sees a class edited in this process at once', async () => {
    await api()
      .database.db.updateTable('vehicle_classes')
      .set({ daily_rate_cents: 18500 })
      .where('id', '=', 'minivan')
      .execute();
    api().app.services.catalog.invalidate();
    const res = await api().get('/api/vehicles');
    expect(res.body.vehicles.find((v: { id: string }) => v.id === 'minivan').dailyRateCents).toBe(18500);
  });

  it('GET /api/vehicles-for-sale lists the demo vehicles for sale in content order', async () => {
    const res = await api().get('/api/vehicles-for-sale');
    expect(res.status).toBe(200);
    expect(res.body.vehiclesForSale).toEqual(
      vehiclesForSaleSeed.map((seed) => expect.objectContaining(toVehicleForSale(seed))),
    );
  });

  it('GET /api/openapi.json describes every endpoint, from the request schemas', async () => {
    const res = await api().get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.openapi).toBe('3.1.0');
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/availability',
        '/api/reservations',
        '/api/reservations/{code}/cancel',
        '/api/quotes',
        '/api/leads',
      ]),
    );
    expect(res.body.components.schemas.AvailabilityRequest.required).toContain('pickupLocationId');
  });

  it('GET /api/ping answers without the database', async () => {
    const res = await api().get('/api/ping');
    expect(res).toMatchObject({ status: 200, body: { pong: true } });
  });
});

describe('GET /api/public-config', () => {
  it('sends the GA4 id and consent mode from the environment, cacheable briefly', async () => {
    const t = await createTestApp({ env: { GA4_MEASUREMENT_ID: 'G-ABC123XYZ9', CONSENT_MODE: 'opt-out' } });
    const res = await t.app.inject({ url: '/api/public-config' });
    expect(res.json()).toEqual({ ga4MeasurementId: 'G-ABC123XYZ9', consentMode: 'opt-out' });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    await t.close();
  });

  it('defaults to no tag and opt-in', async () => {
    const t = await createTestApp();
    expect((await t.app.inject({ url: '/api/public-config' })).json()).toEqual({
      ga4MeasurementId: null,
      consentMode: 'opt-in',
    });
    await t.close();
  });
});
