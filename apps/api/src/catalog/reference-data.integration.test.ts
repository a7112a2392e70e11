import { fleetSeed } from '@convoy/domain/content/fleet';
import { oneWayDestinationsFrom } from '@convoy/domain/content/location-pages';
import { locationSeed } from '@convoy/domain/content/locations';
import { vehiclesForSaleSeed } from '@convoy/domain/content/vehicles-for-sale';
import { toVehicleForSale } from '@convoy/domain/rules/vehicle-for-sale-listing';
import { describe, expect, it } from 'vitest';
import { useApi } from '../../test/api.ts';
import { createTestApp } from '../../test/app.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { PriceBookRepository } from '../pricing/price-book.repository.ts';

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

  it('GET /api/locations/:id/reach answers the demo one-way destinations and delivery areas, then the stored ones', async () => {
    const demo = await api().get('/api/locations/baltimore/reach');
    expect(demo.status).toBe(200);
    expect(demo.headers['cache-control']).toBe('public, max-age=60');
    expect(demo.body).toEqual({
      oneWayDestinations: oneWayDestinationsFrom('baltimore'),
      deliveryAreas: [
        {
          label: 'Baltimore',
          postalCodes: [{ from: '21201', to: '21231' }],
          deliveryFeeCents: 9_500,
          collectionFeeCents: 9_500,
        },
      ],
    });
    expect(demo.body.oneWayDestinations.map((d: { locationId: string }) => d.locationId)).toContain(
      'chicago',
    );

    const book = new PriceBookRepository(api().database.db);
    await book.setOneWayRoutes([
      {
        fromLocationId: 'baltimore',
        toLocationId: 'chicago',
        label: 'One-way',
        classIds: ['minivan'],
        feeCents: 40_000,
        depositCents: null,
        cancellation: null,
      },
      {
        fromLocationId: 'chicago',
        toLocationId: 'baltimore',
        label: 'One-way',
        classIds: ['minivan'],
        feeCents: 41_000,
        depositCents: null,
        cancellation: null,
      },
    ]);
    await book.setDeliveryZones([
      {
        id: 'harbor',
        locationId: 'baltimore',
        label: 'Inner Harbor',
        postalCodes: [{ from: '21201', to: '21202' }],
        deliveryFeeCents: 5_000,
        collectionFeeCents: 6_000,
        travelMinutes: 20,
      },
      {
        id: 'county',
        locationId: 'baltimore',
        label: 'Baltimore County',
        postalCodes: [
          { from: '21204', to: '21204' },
          { from: '21228', to: '21228' },
        ],
        deliveryFeeCents: 12_000,
        collectionFeeCents: 12_000,
        travelMinutes: 50,
      },
      {
        id: 'loop',
        locationId: 'chicago',
        label: 'The Loop',
        postalCodes: [{ from: '60601', to: '60606' }],
        deliveryFeeCents: 7_000,
        collectionFeeCents: 7_000,
        travelMinutes: 30,
      },
    ]);
    api().app.services.catalog.invalidate();
    const stored = await api().get('/api/locations/baltimore/reach');
    expect(stored.body).toEqual({
      oneWayDestinations: [{ locationId: 'chicago', classIds: ['minivan'], fromFeeCents: 40_000 }],
      deliveryAreas: [
        {
          label: 'Inner Harbor',
          postalCodes: [{ from: '21201', to: '21202' }],
          deliveryFeeCents: 5_000,
          collectionFeeCents: 6_000,
        },
        {
          label: 'Baltimore County',
          postalCodes: [
            { from: '21204', to: '21204' },
            { from: '21228', to: '21228' },
          ],
          deliveryFeeCents: 12_000,
          collectionFeeCents: 12_000,
        },
      ],
    });
    // A location no route leaves and no zone serves: nothing to offer, said as empty lists.
    expect((await api().get('/api/locations/denver/reach')).body).toEqual({
      oneWayDestinations: [],
      deliveryAreas: [],
    });

    const unknown = await api().get('/api/locations/atlantis/reach');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({
      code: 'not_found',
      fields: { id: 'There is no such location.' },
    });
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
