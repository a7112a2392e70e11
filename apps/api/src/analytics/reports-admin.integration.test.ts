import { beforeAll, expect, it } from 'vitest';
import { createAdmin, type SignedIn, signIn } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { booking, inWeek, newKey, quoteRequest, sentByPerson } from '../../test/fixtures.ts';

const touch = (utm_source: string, utm_medium: string, utm_campaign: string) => ({
  utm_source,
  utm_medium,
  utm_campaign,
  timestamp: '2026-06-20T10:00:00Z',
});
const envelope = (first: ReturnType<typeof touch>, last?: ReturnType<typeof touch>) => ({
  firstTouch: first,
  ...(last ? { lastNonDirect: last } : {}),
});
const newsletter = touch('newsletter', 'email', 'spring');
const google = touch('google', 'cpc', 'vans');

describeEachDialect('back-office reports on $name', (dialect) => {
  const api = useApi(dialect);
  let session: SignedIn;
  const get = async (url: string) => {
    const res = await api().app.inject({ url, headers: { cookie: session.cookie } });
    return { status: res.statusCode, body: res.json() };
  };

  beforeAll(async () => {
    await createAdmin(api().app);
    session = await signIn(api().app);
    const book = async (body: object) =>
      expect((await api().post('/api/reservations', body, { 'idempotency-key': newKey() })).status).toBe(201);
    await book(booking({ attribution: envelope(google, newsletter) }));
    await book(inWeek(1, { attribution: envelope(google, newsletter) }));
    await book(inWeek(2, { attribution: envelope(newsletter, google) }));
    const quote = await api().post(
      '/api/quotes',
      quoteRequest({ attribution: envelope(google, newsletter) }),
    );
    expect(quote.status).toBe(201);
    const lead = await api().post('/api/leads', {
      kind: 'contact',
      name: 'Grace Hopper',
      email: 'grace@example.com',
      message: 'Hello',
      attribution: envelope(newsletter),
      ...sentByPerson,
    });
    expect(lead.status).toBe(201);
  });

  it('credits bookings, booked value, quotes and leads to the last non-direct campaign', async () => {
    const { status, body } = await get('/api/admin/reports/attribution?from=2026-07-01&to=2026-07-01');
    expect(status).toBe(200);
    expect(body.model).toBe('last-non-direct');
    const row = (source: string) => body.rows.find((r: { source: string }) => r.source === source);
    expect(row('newsletter')).toEqual({
      source: 'newsletter',
      medium: 'email',
      campaign: 'spring',
      bookings: 2,
      bookedValueCents: 2 * 53700,
      cancelledBookings: 0,
      quotes: 1,
      leads: 0,
    });
    expect(row('google')).toMatchObject({ bookings: 1, quotes: 0, leads: 0 });
    // The lead had no campaign visit: no last-non-direct copy.
    expect(row('')).toMatchObject({ bookings: 0, leads: 1 });
    expect(body.totals).toEqual({
      bookings: 3,
      bookedValueCents: 3 * 53700,
      cancelledBookings: 0,
      quotes: 1,
      leads: 1,
    });
  });

  it('credits them to the first touch when asked, and counts nothing outside the period', async () => {
    const first = (
      await get('/api/admin/reports/attribution?from=2026-07-01&to=2026-07-31&model=first-touch')
    ).body;
    expect(first.rows.find((r: { source: string }) => r.source === 'google')).toMatchObject({
      bookings: 2,
      quotes: 1,
    });
    expect(first.rows.find((r: { source: string }) => r.source === 'newsletter')).toMatchObject({
      bookings: 1,
      leads: 1,
    });
    const before = (await get('/api/admin/reports/attribution?from=2026-06-01&to=2026-06-30')).body;
    expect(before.rows).toEqual([]);
    const model = await get('/api/admin/reports/attribution?from=2026-07-01&to=2026-07-31&model=linear');
    expect(model.status).toBe(400);
    expect(model.body.error.fields).toEqual({ model: 'Choose first touch or last non-direct.' });
    const long = await get('/api/admin/reports/attribution?from=2026-07-01&to=2027-12-31');
    expect(long.body.error.fields).toEqual({ to: 'Choose a period of at most 366 days.' });
  });

  it('reports page views per day and the 75th percentile of each Web Vital per page', async () => {
    const vital = (name: string, value: number, i: number, path = '/') => ({
      type: 'web_vital',
      path,
      name,
      value,
      rating: 'good',
      metricId: `v5-${name}-${path}-${i}`,
    });
    const view = (path: string) => ({
      type: 'page_view',
      path,
      category: 'Other',
      contentGroup2: 'x',
      journeyStage: 'engagement',
    });
    const lcp = [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000].map((v, i) => vital('LCP', v, i));
    const desktop = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' };
    const beacons = [
      [view('/'), view('/'), view('/'), view('/15-passenger-van')],
      lcp.slice(0, 5),
      lcp.slice(5),
      [vital('CLS', 0.01, 1, '/15-passenger-van'), vital('CLS', 0.3, 2, '/15-passenger-van')],
    ];
    for (const events of beacons) {
      const res = await api().app.inject({
        method: 'POST',
        url: '/api/collect',
        payload: { events },
        headers: desktop,
      });
      expect(res.statusCode).toBe(204);
    }
    const { status, body } = await get('/api/admin/reports/site-health?from=2026-06-30&to=2026-07-01');
    expect(status).toBe(200);
    expect(body.days).toEqual([
      { day: '2026-06-30', views: 0 },
      { day: '2026-07-01', views: 4 },
    ]);
    expect(body.pages).toEqual([
      { path: '/', views: 3, vitals: [{ name: 'LCP', p75: 800, samples: 10, rating: 'good' }] },
      {
        path: '/15-passenger-van',
        views: 1,
        vitals: [{ name: 'CLS', p75: 0.3, samples: 2, rating: 'poor' }],
      },
    ]);
    expect(body.pageDays).toEqual([
      { path: '/', day: '2026-07-01', views: 3 },
      { path: '/15-passenger-van', day: '2026-07-01', views: 1 },
    ]);
    const phones = (await get('/api/admin/reports/site-health?from=2026-07-01&to=2026-07-01&device=mobile'))
      .body;
    expect(phones.pages).toEqual([]);
  });
});
