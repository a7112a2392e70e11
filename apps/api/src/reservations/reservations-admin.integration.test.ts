import { beforeAll, expect, it } from 'vitest';
import { createAdmin, type SignedIn, signIn } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { booking, inWeek, newKey, withKey } from '../../test/fixtures.ts';

const spring = {
  firstTouch: { referrer: 'https://www.example.org/trips', timestamp: '2026-06-01T10:00:00Z' },
  lastNonDirect: {
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'spring',
    timestamp: '2026-06-20T10:00:00Z',
  },
};

describeEachDialect('back-office bookings on $name', (dialect) => {
  const api = useApi(dialect);
  let session: SignedIn;
  const codes: string[] = [];
  const get = (url: string) => api().app.inject({ url, headers: { cookie: session.cookie } });

  beforeAll(async () => {
    await createAdmin(api().app);
    session = await signIn(api().app);
    const bookings = [
      booking({ attribution: spring }),
      inWeek(1, {
        pickupLocationId: 'baltimore',
        vehicleId: 'minivan',
        contact: { ...booking().contact, firstName: '=HYPERLINK("http://x")', email: 'grace@example.com' },
      }),
      inWeek(2, { vehicleId: '12-passenger-van' }),
    ];
    for (const body of bookings) {
      const res = await api().post('/api/reservations', body, { 'idempotency-key': newKey() });
      expect(res.status).toBe(201);
      codes.push(res.body.reservation.code);
    }
  });

  it('lists bookings, latest pickup first, each with its first-touch and last-non-direct campaign', async () => {
    const res = await get('/api/admin/reservations');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(page.items.map((r: { code: string }) => r.code)).toEqual([codes[2], codes[1], codes[0]]);
    expect(page.items[2]).toMatchObject({
      code: codes[0],
      status: 'confirmed',
      locationName: expect.stringContaining('Baltimore'),
      vehicleName: '15 Passenger Van',
      renterName: 'Ada Okafor',
      firstTouch: { source: 'example.org', medium: 'referral', campaign: '' },
      lastNonDirect: { source: 'newsletter', medium: 'email', campaign: 'spring' },
    });
  });

  it('filters by pickup dates, status, location and a search, and pages', async () => {
    const total = async (query: string) => (await get(`/api/admin/reservations?${query}`)).json().total;
    expect(await total('from=2026-07-13&to=2026-07-13')).toBe(1);
    expect(await total('from=2026-07-13')).toBe(2);
    expect(await total('status=cancelled')).toBe(0);
    expect(await total('locationId=chicago')).toBe(0);
    expect(await total('q=GRACE@')).toBe(1);
    expect(await total(`q=${codes[0]!.slice(-4).toLowerCase()}`)).toBe(1);
    expect(await total('q=100%25')).toBe(0);
    const second = (await get('/api/admin/reservations?page=2&pageSize=2')).json();
    expect(second.items).toHaveLength(1);
    const bad = await get('/api/admin/reservations?from=2026-07-13&to=2026-07-01&pageSize=500');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['pageSize', 'to']);
  });

  it('exports the filtered list as CSV, formulas defused', async () => {
    const res = await get('/api/admin/reservations/export.csv?locationId=baltimore');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="bookings-2026-07-01.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Code,Status,Booked at (UTC),Location,Vehicle,Quantity,Pickup date,Pickup time,Return date,Return time,Renter,E-mail,Phone,Vehicles (USD),Total with taxes and fees (USD),First-touch source,First-touch medium,First-touch campaign,Last non-direct source,Last non-direct medium,Last non-direct campaign',
    );
    expect(lines).toHaveLength(4);
    const first = lines.find((l) => l.startsWith(codes[0]!))!;
    expect(first).toMatch(
      /,Ada Okafor,ada@example\.com,'\+1 410 555 0199,537\.00,601\.91,example\.org,referral,,newsletter,email,spring$/,
    );
    const grace = lines.find((l) => l.startsWith(codes[1]!))!;
    expect(grace).toContain(`"'=HYPERLINK(""http://x"") Okafor"`);
  });

  it('shows how a booking is paid: its invoice, then a bank transfer recorded against it', async () => {
    const code = codes[1]!;
    const before = (await get(`/api/admin/reservations/${code}`)).json();
    // No card provider in the tests: paid at pickup, confirmed at once, its invoice issued.
    expect(before.payment).toMatchObject({
      method: 'at_pickup',
      organisation: null,
      paidCents: 0,
      heldCents: 0,
      refundedCents: 0,
      balanceCents: before.totalCents,
      payments: [],
      invoices: [{ status: 'open', totalCents: before.totalCents, balanceDueCents: before.totalCents }],
    });
    const number = before.payment.invoices[0].number;
    const transfer = await api().post(
      `/api/admin/invoices/${number}/bank-transfers`,
      { amountCents: before.totalCents, receivedOn: '2026-07-01', reference: 'WIRE 5521' },
      withKey(session.headers),
    );
    expect(transfer.status).toBe(201);
    const after = (await get(`/api/admin/reservations/${code}`)).json();
    expect(after.payment).toMatchObject({
      paidCents: before.totalCents,
      balanceCents: 0,
      payments: [{ kind: 'bank_transfer', status: 'succeeded', capturedCents: before.totalCents }],
      invoices: [{ number, status: 'paid', balanceDueCents: 0 }],
    });
  });

  it('shows one booking with its price and e-mails, and cancels it, e-mailing the renter', async () => {
    const code = codes[2]!;
    const detail = await get(`/api/admin/reservations/${code.toLowerCase()}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      code,
      status: 'confirmed',
      pricingBreakdown: { subtotalCents: expect.any(Number) },
      emails: expect.arrayContaining([expect.objectContaining({ kind: 'reservation_confirmation' })]),
    });
    const cancel = await api().app.inject({
      method: 'POST',
      url: `/api/admin/reservations/${code}/cancel`,
      headers: session.headers,
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });
    const emails = await api().repositories.outbox.list({ reference: code });
    expect(emails.find((m) => m.kind === 'reservation_cancellation')?.to).toBe('ada@example.com');
    expect((await get('/api/admin/reservations?status=cancelled')).json().total).toBe(1);
    const unknown = await get('/api/admin/reservations/CNV-2222222');
    expect(unknown.statusCode).toBe(404);
  });
});
