import { beforeAll, expect, it } from 'vitest';
import { createAdmin, type SignedIn, signIn } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { sentByPerson } from '../../test/fixtures.ts';

const campaign = {
  lastNonDirect: {
    utm_source: 'facebook',
    utm_medium: 'social',
    utm_campaign: 'reunions',
    timestamp: '2026-06-01T00:00:00Z',
  },
};

describeEachDialect('back-office quotes and leads on $name', (dialect) => {
  const api = useApi(dialect);
  let session: SignedIn;
  const get = (url: string) => api().app.inject({ url, headers: { cookie: session.cookie } });

  beforeAll(async () => {
    await createAdmin(api().app);
    session = await signIn(api().app);
    const quote = await api().post('/api/quotes', {
      organisation: 'Okafor Family',
      contact: { firstName: 'Ada', lastName: 'Okafor', email: 'ada@example.com', phone: '+1 410 555 0199' },
      passengers: 40,
      pickupLocationId: 'baltimore',
      pickupDate: '2026-08-01',
      pickupTime: '08:00',
      returnDate: '2026-08-03',
      returnTime: '18:00',
      notes: '@reunion bus',
      attribution: campaign,
      ...sentByPerson,
    });
    expect(quote.status).toBe(201);
    const lead = await api().post('/api/leads', {
      kind: 'leasing',
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '+1 312 555 0100',
      vehicleIds: ['15-passenger-van', 'minivan'],
      vehicleCount: 6,
      months: 12,
      attribution: campaign,
      ...sentByPerson,
    });
    expect(lead.status).toBe(201);
  });

  it('lists quote requests with their campaign and exports them', async () => {
    const page = (await get('/api/admin/quotes?from=2026-07-01&to=2026-07-01')).json();
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      name: 'Ada Okafor',
      organisation: 'Okafor Family',
      passengers: 40,
      lastNonDirect: { source: 'facebook', medium: 'social', campaign: 'reunions' },
    });
    expect((await get('/api/admin/quotes?from=2026-07-02')).json().total).toBe(0);
    expect((await get('/api/admin/quotes?q=okafor fam')).json().total).toBe(1);
    const csv = await get('/api/admin/quotes/export.csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="quotes-2026-07-01.csv"');
    expect(csv.body).toContain(",'@reunion bus,");
    expect(csv.body).toContain(',facebook,social,reunions\r\n');
  });

  it('lists leads with their details in words, filters by kind, and exports them', async () => {
    const page = (await get('/api/admin/leads')).json();
    expect(page.items).toEqual([
      expect.objectContaining({
        kind: 'leasing',
        name: 'Grace Hopper',
        details: '6 vehicles for 12 months: 15 Passenger Van, Minivan',
        lastNonDirect: { source: 'facebook', medium: 'social', campaign: 'reunions' },
      }),
    ]);
    expect((await get('/api/admin/leads?kind=contact')).json().total).toBe(0);
    expect((await get('/api/admin/leads?kind=owl')).statusCode).toBe(400);
    const csv = await get('/api/admin/leads/export.csv?kind=leasing');
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('6 vehicles for 12 months: 15 Passenger Van, Minivan');
  });
});
