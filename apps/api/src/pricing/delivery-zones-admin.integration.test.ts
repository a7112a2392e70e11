import { demoDeliveryZones } from '@convoy/domain/content/demo-delivery';
import { adminPriceBookSchema } from '@convoy/domain/contracts/admin-pricing.schema';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin, type SignedIn, signIn, testAdmin } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { contact, inWeek, newKey } from '../../test/fixtures.ts';

const harbor = { line1: '1200 Harbor Boulevard', city: 'Baltimore', region: 'MD', postalCode: '21230' };
const annapolis = { line1: '1 Main Street', city: 'Annapolis', region: 'MD', postalCode: '21401' };
const baltimore = {
  id: 'baltimore-city',
  locationId: 'baltimore',
  label: 'Baltimore',
  postalCodes: [{ from: '21201', to: '21231' }],
  deliveryFeeCents: 12_000,
  collectionFeeCents: 8_000,
  travelMinutes: 30,
};
const annapolisZone = {
  id: 'baltimore-annapolis',
  locationId: 'baltimore',
  label: 'Annapolis',
  postalCodes: [{ from: '21401', to: '21405' }],
  deliveryFeeCents: 20_000,
  collectionFeeCents: 20_000,
  travelMinutes: 60,
};

/**
 * The back office's delivery zones (decision 030): read and replaced whole
 * under the price book's routes like the one-way routes, checked by the shared
 * schema and against the locations stored, recorded in the audit log, written
 * only by a role that may change prices, and never re-pricing a stored booking.
 */
describeEachDialect('the back office’s delivery zones on $name', (dialect) => {
  const api = useApi(dialect);
  let owner: SignedIn;
  let viewer: SignedIn;
  const call = (who: SignedIn, method: 'GET' | 'PUT', url: string, payload?: object) =>
    api().app.inject({
      method,
      url: `/api/admin${url}`,
      headers: who.headers,
      ...(payload ? { payload } : {}),
    });
  const priced = (address: typeof harbor) =>
    api().post('/api/reservations/price', { ...inWeek(1), delivery: { address }, collection: {} });
  const linesOf = (body: { pricingBreakdown: { lines: { kind: string }[] } }, kind: string) =>
    body.pricingBreakdown.lines.filter((l) => l.kind === kind);

  beforeAll(async () => {
    await createAdmin(api().app);
    owner = await signIn(api().app);
    const email = 'viewer@rent.test';
    await api().app.services.adminAuth.createAccount(email, testAdmin.password, { role: 'viewer' });
    viewer = await signIn(api().app, { email, password: testAdmin.password });
  });

  it('reads the demo zones until some are saved, in the whole price book too', async () => {
    const res = await call(owner, 'GET', '/pricing/delivery-zones');
    expect(res.statusCode).toBe(200);
    expect(res.json().zones).toEqual(demoDeliveryZones);
    const book = adminPriceBookSchema.parse((await call(owner, 'GET', '/pricing')).json());
    expect(book.deliveryZones).toEqual(demoDeliveryZones);
  });

  it('replaces the zones: the next price has the new fees, a new zone delivers; a stored booking keeps its price', async () => {
    const booked = await api().post(
      '/api/reservations',
      { ...inWeek(2), delivery: { address: harbor }, collection: {} },
      { 'idempotency-key': newKey() },
    );
    expect(booked.status).toBe(201);
    const { code } = booked.body.reservation;
    const lookup = () =>
      api().app.inject({ url: `/api/reservations/${code}?email=${encodeURIComponent(contact.email)}` });
    const before = (await lookup()).body;
    expect((await priced(annapolis)).status).toBe(422);

    const saved = await call(owner, 'PUT', '/pricing/delivery-zones', { zones: [baltimore, annapolisZone] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(adminPriceBookSchema.parse(saved.json()).deliveryZones).toEqual([baltimore, annapolisZone]);
    expect((await call(owner, 'GET', '/pricing/delivery-zones')).json()).toEqual({
      zones: [baltimore, annapolisZone],
    });

    const city = await priced(harbor);
    expect(city.status).toBe(200);
    expect(linesOf(city.body, 'delivery')).toEqual([
      expect.objectContaining({ code: 'baltimore-city', label: 'Delivery, Baltimore', unitCents: 12_000 }),
    ]);
    expect(linesOf(city.body, 'collection')).toEqual([
      expect.objectContaining({ code: 'baltimore-city', unitCents: 8_000 }),
    ]);
    const far = await priced(annapolis);
    expect(far.status).toBe(200);
    expect(linesOf(far.body, 'delivery')).toEqual([
      expect.objectContaining({
        code: 'baltimore-annapolis',
        label: 'Delivery, Annapolis',
        unitCents: 20_000,
      }),
    ]);
    // The booking made with the demo fees reads back byte for byte.
    expect((await lookup()).body).toBe(before);

    const audit = await call(owner, 'GET', '/audit?entityType=pricing&entityId=delivery-zones');
    expect(audit.statusCode).toBe(200);
    const entry = JSON.stringify(audit.json());
    expect(entry).toContain('delivery zones saved');
    expect(entry).toContain(testAdmin.email);
  });

  it('refuses a repeated id, a ZIP code in two zones of a location and an unknown location, naming each field, and stores nothing', async () => {
    const stored = (await call(owner, 'GET', '/pricing/delivery-zones')).json();
    const twice = await call(owner, 'PUT', '/pricing/delivery-zones', {
      zones: [baltimore, { ...annapolisZone, id: baltimore.id }],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.code).toBe('validation_failed');
    expect(twice.json().error.fields['zones.1.id']).toMatch(/already a zone/);

    const overlapping = await call(owner, 'PUT', '/pricing/delivery-zones', {
      zones: [baltimore, { ...annapolisZone, postalCodes: [{ from: '21230', to: '21240' }] }],
    });
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json().error.fields['zones.1.postalCodes']).toBe(
      'ZIP codes 21230–21240 meet 21201–21231 of Baltimore: give each ZIP code to one zone of a location.',
    );
    // The same ZIP codes at two locations are two zones, each found from its own location.
    const elsewhere = { ...baltimore, id: 'denver-too', locationId: 'denver' };

    const unknown = await call(owner, 'PUT', '/pricing/delivery-zones', {
      zones: [elsewhere, { ...annapolisZone, locationId: 'atlantis' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({
      'zones.1.locationId': 'There is no location “atlantis”. Choose one from the list.',
    });

    const backwards = await call(owner, 'PUT', '/pricing/delivery-zones', {
      zones: [{ ...baltimore, postalCodes: [{ from: '21231', to: '21201' }] }],
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields['zones.0.postalCodes.0']).toBe('The range ends before it starts.');
    expect((await call(owner, 'GET', '/pricing/delivery-zones')).json()).toEqual(stored);
  });

  it('lets a viewer read the zones but not change them', async () => {
    expect((await call(viewer, 'GET', '/pricing/delivery-zones')).statusCode).toBe(200);
    const refused = await call(viewer, 'PUT', '/pricing/delivery-zones', { zones: [] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden');
  });
});
