import { beforeAll, expect, it } from 'vitest';
import { createAdmin, type SignedIn, signIn } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { contact, inWeek, newKey } from '../../test/fixtures.ts';

const hour = 3_600_000;
const day = 24 * hour;
/** Midnight at Baltimore (EDT, UTC−4) on a July 2026 day. */
const baltimoreMidnight = (d: number) => Date.parse(`2026-07-${String(d).padStart(2, '0')}T04:00:00Z`);
const round2 = (x: number) => Math.round(x * 100) / 100;

const campaign = (utm_campaign: string) => ({
  lastNonDirect: { utm_source: 'google', utm_medium: 'cpc', utm_campaign, timestamp: '2026-06-20T10:00:00Z' },
});

/**
 * The business reports (decision 044) on a hand-built data set. The clock is
 * 1 July 2026 12:00 UTC; every booking is made then. Baltimore's fleet is
 * replaced by four units of known history:
 * - van 1, in the fleet since January, in maintenance 14 July 00:00 to 16 July 00:00 (2 days);
 * - van 2, added 13 July 00:00 (not in the fleet in the first week);
 * - van 3, retired 9 July 00:00 (in the fleet 7 and 8 July only);
 * - a minivan, in the fleet since January.
 * Bookings (pickup 09:00, return 17:00 two days later, 56 hours; EDT):
 * - A: a van, 6–8 July, for a sports team, campaign "vans" — 41 hours fall after 7 July 00:00;
 * - B: two vans, 13–15 July, campaign "summer" — 112 vehicle-hours;
 * - C: a minivan, 20–22 July, cancelled at once (after the period of utilisation).
 * Utilisation from Tuesday 7 July to Sunday 19 July:
 *   week of 6 July (7–12): available 6 + 2 + 6 = 14 days, on rent 41 h;
 *   week of 13 July: available (7 − 2) + 7 + 7 = 19 days, on rent 112 h.
 */
describeEachDialect('business reports on $name', (dialect) => {
  const api = useApi(dialect);
  let session: SignedIn;
  const booked: Record<string, { code: string; preTaxCents: number; feeCents: number }> = {};
  const get = async (url: string) => {
    const res = await api().app.inject({ url, headers: { cookie: session.cookie } });
    return {
      status: res.statusCode,
      body: res.statusCode === 200 && !url.includes('.csv') ? res.json() : res.body,
      headers: res.headers,
    };
  };

  beforeAll(async () => {
    await createAdmin(api().app);
    session = await signIn(api().app);
    const book = async (name: string, body: object) => {
      const res = await api().post('/api/reservations', body, { 'idempotency-key': newKey() });
      expect(res.status).toBe(201);
      const pricing = res.body.pricingBreakdown;
      const tax = pricing.taxes.reduce((n: number, t: { amountCents: number }) => n + t.amountCents, 0);
      booked[name] = { code: res.body.reservation.code, preTaxCents: pricing.totalCents - tax, feeCents: 0 };
    };
    await book('A', inWeek(0, { rentalPurpose: 'sports-teams', attribution: campaign('vans') }));
    await book('B', inWeek(1, { quantity: 2, attribution: campaign('summer') }));
    await book('C', inWeek(2, { vehicleId: 'minivan' }));
    const cancelled = await api().post(`/api/reservations/${booked.C!.code}/cancel`, {
      email: contact.email,
    });
    expect(cancelled.status).toBe(200);
    booked.C!.feeCents = cancelled.body.reservation.cancellationFeeCents;

    const db = api().database.db;
    await db.deleteFrom('maintenance_blocks').execute();
    await db.deleteFrom('unit_assignments').execute();
    await db.deleteFrom('fleet_units').execute();
    const january = Date.parse('2026-01-01T05:00:00Z');
    const unit = (
      id: string,
      classId: string,
      createdAt: number,
      status: 'active' | 'retired',
      updatedAt = createdAt,
    ) => ({
      id,
      fleet_number: id,
      vin: null,
      plate: null,
      plate_state: null,
      location_id: 'baltimore',
      class_id: classId,
      odometer_miles: 0,
      fuel_capacity_gallons: 20,
      status,
      service_due_on: null,
      service_due_miles: null,
      service_reminded: null,
      service_overdue_at: null,
      service_overdue_until: null,
      notes: '',
      created_at: createdAt,
      updated_at: updatedAt,
    });
    await db
      .insertInto('fleet_units')
      .values([
        unit('van-1', '15-passenger-van', january, 'active'),
        unit('van-2', '15-passenger-van', baltimoreMidnight(13), 'active'),
        unit('van-3', '15-passenger-van', january, 'retired', baltimoreMidnight(9)),
        unit('minivan-1', 'minivan', january, 'active'),
      ])
      .execute();
    await db
      .insertInto('maintenance_blocks')
      .values({
        id: 'block-1',
        unit_id: 'van-1',
        location_id: 'baltimore',
        class_id: '15-passenger-van',
        starts_at: baltimoreMidnight(14),
        ends_at: baltimoreMidnight(16),
        start_date: '2026-07-14',
        start_time: '00:00',
        end_date: '2026-07-16',
        end_time: '00:00',
        reason: 'Brakes',
        created_by: 'test',
        created_at: january,
      })
      .execute();
  });

  const utilisation = (onRentMs: number, availableDays: number) => ({
    onRentDays: round2(onRentMs / day),
    availableDays,
    utilisation: Math.round((onRentMs / (availableDays * day)) * 10_000) / 10_000,
  });

  it('counts utilisation by week: rentals clipped to the period, units not yet added, retired or in maintenance left out', async () => {
    const { status, body } = await get(
      '/api/admin/reports/utilisation?from=2026-07-07&to=2026-07-19&by=week',
    );
    expect(status).toBe(200);
    expect(body.rows).toEqual([
      { key: '2026-07-06', label: 'Week of 6 July 2026', ...utilisation(41 * hour, 14) },
      { key: '2026-07-13', label: 'Week of 13 July 2026', ...utilisation(112 * hour, 19) },
    ]);
    expect(body.totals).toEqual(utilisation(153 * hour, 33));
  });

  it('counts utilisation by class and by location, labelled in words', async () => {
    const byClass = await get('/api/admin/reports/utilisation?from=2026-07-07&to=2026-07-19&by=class');
    expect(byClass.body.rows).toEqual(
      [
        {
          key: '15-passenger-van',
          label: expect.stringMatching(/15 Passenger Van/),
          ...utilisation(153 * hour, 13 - 2 + 7 + 2),
        },
        {
          key: 'minivan',
          label: expect.stringMatching(/minivan/i),
          onRentDays: 0,
          availableDays: 13,
          utilisation: 0,
        },
      ].sort((a, b) => String(a.label).localeCompare(String(b.label))),
    );
    const byLocation = await get('/api/admin/reports/utilisation?from=2026-07-07&to=2026-07-19&by=location');
    expect(byLocation.body.rows).toEqual([
      { key: 'baltimore', label: expect.stringMatching(/Baltimore/), ...utilisation(153 * hour, 33) },
    ]);
  });

  it('sums revenue before tax of the invoices not voided, by class, audience and campaign', async () => {
    const a = booked.A!.preTaxCents;
    const b = booked.B!.preTaxCents;
    const fee = booked.C!.feeCents;
    const byAudience = await get('/api/admin/reports/revenue?from=2026-07-01&to=2026-07-01&by=audience');
    expect(byAudience.status).toBe(200);
    expect(byAudience.body.totals).toEqual({ invoices: fee > 0 ? 3 : 2, revenueCents: a + b + fee });
    expect(byAudience.body.rows).toContainEqual({
      key: 'sports-teams',
      label: 'Sports teams',
      invoices: 1,
      revenueCents: a,
    });
    const byCampaign = await get('/api/admin/reports/revenue?from=2026-07-01&to=2026-07-01&by=campaign');
    expect(byCampaign.body.rows).toContainEqual({ key: 'vans', label: 'vans', invoices: 1, revenueCents: a });
    expect(byCampaign.body.rows).toContainEqual({
      key: 'summer',
      label: 'summer',
      invoices: 1,
      revenueCents: b,
    });
    const byClass = await get('/api/admin/reports/revenue?from=2026-07-01&to=2026-07-01&by=class');
    expect(byClass.body.rows.find((r: { key: string }) => r.key === '15-passenger-van')).toMatchObject({
      invoices: 2,
      revenueCents: a + b,
    });
    const later = await get('/api/admin/reports/revenue?from=2026-07-02&to=2026-07-31&by=class');
    expect(later.body.totals).toEqual({ invoices: 0, revenueCents: 0 });
  });

  it('bands bookings by how long before pickup they were made', async () => {
    const { body } = await get('/api/admin/reports/lead-time?from=2026-07-01&to=2026-07-01');
    const counts = Object.fromEntries(
      body.rows.map((r: { key: string; bookings: number }) => [r.key, r.bookings]),
    );
    expect(counts).toEqual({
      'same-day': 0,
      '1-3': 0,
      '3-7': 1,
      '7-14': 1,
      '14-30': 1,
      '30-90': 0,
      '90+': 0,
    });
    expect(body.totals).toEqual({ bookings: 3, averageDays: round2((5 + 12 + 19) / 3 + 1 / 24) });
  });

  it('counts cancellations and their fees', async () => {
    const { body } = await get('/api/admin/reports/cancellations?from=2026-07-01&to=2026-07-01&by=class');
    const fee = booked.C!.feeCents;
    expect(body.rows).toEqual([
      {
        key: 'minivan',
        label: expect.stringMatching(/minivan/i),
        cancellations: 1,
        withFee: fee > 0 ? 1 : 0,
        feesCents: fee,
      },
    ]);
  });

  it('sends each report as CSV with the JSON’s rows and a totals line', async () => {
    const json = await get('/api/admin/reports/utilisation?from=2026-07-07&to=2026-07-19&by=week');
    const csv = await get('/api/admin/reports/utilisation.csv?from=2026-07-07&to=2026-07-19&by=week');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = String(csv.body).replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Week,Vehicle-days on rent,Vehicle-days available,Utilisation');
    const rows = [...json.body.rows, { label: 'Total', ...json.body.totals }];
    expect(lines.slice(1)).toEqual(
      rows.map((r: { label: string; onRentDays: number; availableDays: number; utilisation: number }) =>
        [r.label, r.onRentDays, r.availableDays, r.utilisation].join(','),
      ),
    );
    for (const name of ['revenue', 'lead-time', 'cancellations']) {
      const answer = await get(`/api/admin/reports/${name}.csv?from=2026-07-01&to=2026-07-01`);
      expect(answer.status).toBe(200);
      expect(String(answer.body).trim().split('\r\n').at(-1)).toMatch(/^Total,/);
    }
  });

  it('refuses a period longer than two years, or a grouping it does not know', async () => {
    const long = await get('/api/admin/reports/utilisation?from=2025-01-01&to=2027-01-02');
    expect(long.status).toBe(400);
    const grouping = await get('/api/admin/reports/revenue?from=2026-07-01&to=2026-07-02&by=colour');
    expect(grouping.status).toBe(400);
  });

  it('follows changes after a report was read: a booking cancelled leaves utilisation, a purpose changed moves its revenue', async () => {
    // Both roll-ups read (and brought up to date) before the changes.
    expect((await get('/api/admin/reports/utilisation?from=2026-07-07&to=2026-07-19&by=week')).status).toBe(
      200,
    );
    expect((await get('/api/admin/reports/revenue?from=2026-07-01&to=2026-07-01&by=audience')).status).toBe(
      200,
    );

    const cancelled = await api().post(`/api/reservations/${booked.B!.code}/cancel`, {
      email: contact.email,
    });
    expect(cancelled.status).toBe(200);
    const feeB = cancelled.body.reservation.cancellationFeeCents as number;
    await api()
      .database.db.updateTable('reservations')
      .set({ rental_purpose: 'churches' })
      .where('code', '=', booked.A!.code)
      .execute();

    const weeks = await get('/api/admin/reports/utilisation?from=2026-07-07&to=2026-07-19&by=week');
    expect(weeks.body.totals).toEqual(utilisation(41 * hour, 33));
    const audiences = await get('/api/admin/reports/revenue?from=2026-07-01&to=2026-07-01&by=audience');
    expect(audiences.body.rows.map((r: { key: string }) => r.key)).not.toContain('sports-teams');
    expect(audiences.body.rows).toContainEqual({
      key: 'churches',
      label: 'Churches',
      invoices: 1,
      revenueCents: booked.A!.preTaxCents,
    });
    // B's booking invoice is voided; a fee, if the policy charged one, is invoiced instead.
    const feeC = booked.C!.feeCents;
    expect(audiences.body.totals).toEqual({
      invoices: 1 + (feeB > 0 ? 1 : 0) + (feeC > 0 ? 1 : 0),
      revenueCents: booked.A!.preTaxCents + feeB + feeC,
    });
  });

  it('answers staff who open the reports at the same moment alike, each roll-up brought up to date once', async () => {
    // A change leaves marks on both roll-ups; four staff then open each report at once.
    await api()
      .database.db.updateTable('reservations')
      .set({ rental_purpose: 'sports-teams' })
      .where('code', '=', booked.A!.code)
      .execute();
    await api()
      .database.db.updateTable('reservation_lines')
      .set((eb) => ({ return_at: eb('return_at', '+', hour) }))
      .where('reservation_id', '=', (q) =>
        q.selectFrom('reservations').select('id').where('code', '=', booked.A!.code),
      )
      .execute();
    const urls = [
      '/api/admin/reports/utilisation?from=2026-07-07&to=2026-07-19&by=week',
      '/api/admin/reports/revenue?from=2026-07-01&to=2026-07-01&by=audience',
    ];
    const answers = await Promise.all(urls.flatMap((url) => [1, 2, 3, 4].map(() => get(url))));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const [week, audience] = [answers[0]!.body, answers[4]!.body];
    for (const a of answers.slice(0, 4)) expect(a.body).toEqual(week);
    for (const a of answers.slice(4)) expect(a.body).toEqual(audience);
    expect(week.totals).toEqual(utilisation(42 * hour, 33));
    expect(audience.rows.map((r: { key: string }) => r.key)).toContain('sports-teams');
    const db = api().database.db;
    for (const table of ['utilisation_stale', 'revenue_stale'] as const) {
      const left = await db
        .selectFrom(table)
        .select((e) => e.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(left.n)).toBe(0);
    }
  });
});
