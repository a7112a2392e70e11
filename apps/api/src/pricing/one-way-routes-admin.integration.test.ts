import { demoOneWayRoutes } from '@convoy/domain/content/demo-one-way';
import { adminPriceBookSchema } from '@convoy/domain/contracts/admin-pricing.schema';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin, type SignedIn, signIn, testAdmin } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { booking, contact, newKey, search } from '../../test/fixtures.ts';

const van = '15-passenger-van';
const route = {
  fromLocationId: 'baltimore',
  toLocationId: 'chicago',
  label: 'One-way fee, Baltimore Harbor to Chicago West Loop',
  classIds: [van, '12-passenger-van'],
  feeCents: 50_000,
  depositCents: null,
  cancellation: null,
};

/**
 * The back office's one-way routes (decision 028): read and replaced whole
 * under the price book's routes, checked by the shared schema and against the
 * locations and classes stored, recorded in the audit log, written only by a
 * role that may change prices, and never re-pricing a stored booking.
 */
describeEachDialect('the back office’s one-way routes on $name', (dialect) => {
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
  const oneWaySearch = (vehicleId: string) =>
    api()
      .post('/api/availability', { ...search(), returnLocationId: 'chicago' })
      .then((res) => {
        expect(res.status).toBe(200);
        return res.body.vehicles.find((v: { id: string }) => v.id === vehicleId);
      });

  beforeAll(async () => {
    await createAdmin(api().app);
    owner = await signIn(api().app);
    const email = 'viewer@rent.test';
    await api().app.services.adminAuth.createAccount(email, testAdmin.password, { role: 'viewer' });
    viewer = await signIn(api().app, { email, password: testAdmin.password });
  });

  it('reads the demo routes until some are saved, in the whole price book too', async () => {
    const res = await call(owner, 'GET', '/pricing/one-way-routes');
    expect(res.statusCode).toBe(200);
    expect(res.json().routes).toEqual(demoOneWayRoutes);
    const book = adminPriceBookSchema.parse((await call(owner, 'GET', '/pricing')).json());
    expect(book.oneWayRoutes).toEqual(demoOneWayRoutes);
  });

  it('replaces the routes: the next search prices the new fee and refuses a class left out; a stored booking keeps its price', async () => {
    const booked = await api().post('/api/reservations', booking({ returnLocationId: 'chicago' }), {
      'idempotency-key': newKey(),
    });
    expect(booked.status).toBe(201);
    const { code } = booked.body.reservation;
    const lookup = () =>
      api().app.inject({ url: `/api/reservations/${code}?email=${encodeURIComponent(contact.email)}` });
    const before = (await lookup()).body;

    const saved = await call(owner, 'PUT', '/pricing/one-way-routes', { routes: [route] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(adminPriceBookSchema.parse(saved.json()).oneWayRoutes).toEqual([route]);
    expect((await call(owner, 'GET', '/pricing/one-way-routes')).json()).toEqual({ routes: [route] });

    const priced = await oneWaySearch(van);
    expect(priced.eligible).toBe(true);
    expect(priced.pricingBreakdown.lines).toContainEqual(
      expect.objectContaining({
        kind: 'one_way',
        code: 'baltimore>chicago',
        label: route.label,
        unitCents: 50_000,
      }),
    );
    const minivan = await oneWaySearch('minivan');
    expect(minivan).toMatchObject({ eligible: false, ineligibleCode: 'one_way_unavailable' });
    expect(minivan.ineligibleReason).toMatch(/[a-z]/);
    // The booking made with the demo fee reads back byte for byte.
    expect((await lookup()).body).toBe(before);

    const audit = await call(owner, 'GET', '/audit?entityType=pricing&entityId=one-way-routes');
    expect(audit.statusCode).toBe(200);
    const entry = JSON.stringify(audit.json());
    expect(entry).toContain('one-way routes saved');
    expect(entry).toContain(testAdmin.email);
  });

  it('refuses a second route for one pair, an unknown location or class, naming each field, and stores nothing', async () => {
    const stored = (await call(owner, 'GET', '/pricing/one-way-routes')).json();
    const twice = await call(owner, 'PUT', '/pricing/one-way-routes', { routes: [route, route] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.code).toBe('validation_failed');
    expect(twice.json().error.fields['routes.1.toLocationId']).toMatch(/already a route/);

    const unknown = await call(owner, 'PUT', '/pricing/one-way-routes', {
      routes: [{ ...route, toLocationId: 'atlantis', classIds: ['hovercraft'] }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({
      'routes.0.toLocationId': 'There is no location “atlantis”. Choose one from the list.',
      'routes.0.classIds': 'There is no vehicle class “hovercraft”. Choose from the fleet.',
    });

    const sameEnds = await call(owner, 'PUT', '/pricing/one-way-routes', {
      routes: [{ ...route, toLocationId: 'baltimore' }],
    });
    expect(sameEnds.statusCode).toBe(400);
    expect(sameEnds.json().error.fields['routes.0.toLocationId']).toBeTruthy();
    expect((await call(owner, 'GET', '/pricing/one-way-routes')).json()).toEqual(stored);
  });

  it('keeps a route’s own cancellation policy (decision 028), a route sent without one the company’s', async () => {
    const { cancellation: _none, ...withoutField } = route;
    const own = {
      ...route,
      toLocationId: 'atlanta',
      cancellation: {
        groupMinVehicles: 4,
        single: [
          { feeBaseDays: 0, feePercent: 0, minHoursBefore: 168 },
          { feeBaseDays: 1, feePercent: 10, minHoursBefore: 0 },
        ],
        group: [{ feeBaseDays: 0, feePercent: 40, minHoursBefore: 0 }],
        noShow: { feeBaseDays: 1, feePercent: 50 },
      },
    };
    const saved = await call(owner, 'PUT', '/pricing/one-way-routes', { routes: [withoutField, own] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(owner, 'GET', '/pricing/one-way-routes')).json()).toEqual({ routes: [route, own] });

    const noZeroHour = await call(owner, 'PUT', '/pricing/one-way-routes', {
      routes: [{ ...own, cancellation: { ...own.cancellation, single: [own.cancellation.single[0]] } }],
    });
    expect(noZeroHour.statusCode).toBe(400);
    expect(noZeroHour.json().error.fields['routes.0.cancellation.single']).toMatch(/0 hours/);
    expect((await call(owner, 'GET', '/pricing/one-way-routes')).json()).toEqual({ routes: [route, own] });
  });

  it('lets a viewer read the routes but not change them', async () => {
    expect((await call(viewer, 'GET', '/pricing/one-way-routes')).statusCode).toBe(200);
    const refused = await call(viewer, 'PUT', '/pricing/one-way-routes', { routes: [] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden');
  });
});
