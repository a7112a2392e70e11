import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { type SignedIn, signIn, testAdmin } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { handoverRow } from '../../test/fixtures.ts';

/**
 * The dashboard (decision 041) against a hand count: a few bookings laid down
 * directly around Wednesday 2 December 2026 (its week: Monday 30 November to
 * Sunday 6 December), at Baltimore unless said, all of 15-passenger vans.
 *
 *   A confirmed, 2 vans, 2 Dec 10:00 → 4 Dec 10:00, $500; one van assigned and out; two drivers with licences
 *   B waiting for its card payment, 1 van, 2 Dec 10:00 → 9 Dec 10:00, $300; nothing assigned, no driver
 *   C confirmed one-way Chicago → Baltimore, 25 Nov → 2 Dec 10:00, $200: returns to Baltimore on the 2nd
 *   D confirmed, 28 Nov 10:00 → 1 Dec 10:00, $400: out and back in
 *   E cancelled, 2 Dec: counts nowhere
 *   F confirmed, 10 Dec 2025, $123.45: the same month last year
 *   G confirmed, 20 Dec 2026, $100: this month, past the week and the 7 days
 */
const van = '15-passenger-van';
const at = (iso: string) => Date.parse(iso);
const day = '2026-12-02';
/** Attribution of a booking or quote that came straight to the site. */
const direct = {
  attribution: null,
  first_touch_source: '(direct)',
  first_touch_medium: '(none)',
  first_touch_campaign: '(not set)',
  last_non_direct_source: '(direct)',
  last_non_direct_medium: '(none)',
  last_non_direct_campaign: '(not set)',
};

interface Booking {
  code: string;
  status: 'confirmed' | 'pending_payment' | 'cancelled';
  location?: string;
  returnTo?: string;
  quantity?: number;
  pickup: string;
  back: string;
  cents: number;
}

const bookings: Booking[] = [
  {
    code: 'CNV-DASH00A',
    status: 'confirmed',
    quantity: 2,
    pickup: '2026-12-02T10:00Z',
    back: '2026-12-04T10:00Z',
    cents: 50_000,
  },
  {
    code: 'CNV-DASH00B',
    status: 'pending_payment',
    pickup: '2026-12-02T10:00Z',
    back: '2026-12-09T10:00Z',
    cents: 30_000,
  },
  {
    code: 'CNV-DASH00C',
    status: 'confirmed',
    location: 'chicago',
    returnTo: 'baltimore',
    pickup: '2026-11-25T10:00Z',
    back: '2026-12-02T10:00Z',
    cents: 20_000,
  },
  {
    code: 'CNV-DASH00D',
    status: 'confirmed',
    pickup: '2026-11-28T10:00Z',
    back: '2026-12-01T10:00Z',
    cents: 40_000,
  },
  {
    code: 'CNV-DASH00E',
    status: 'cancelled',
    pickup: '2026-12-02T10:00Z',
    back: '2026-12-03T10:00Z',
    cents: 99_900,
  },
  {
    code: 'CNV-DASH00F',
    status: 'confirmed',
    pickup: '2025-12-10T10:00Z',
    back: '2025-12-11T10:00Z',
    cents: 12_345,
  },
  {
    code: 'CNV-DASH00G',
    status: 'confirmed',
    pickup: '2026-12-20T10:00Z',
    back: '2026-12-21T10:00Z',
    cents: 10_000,
  },
];
const ids = Object.fromEntries(bookings.map((b) => [b.code.slice(-1), randomUUID()]));

function reservationRow(b: Booking) {
  const location = b.location ?? 'baltimore';
  return {
    id: ids[b.code.slice(-1)]!,
    code: b.code,
    status: b.status,
    rental_type: 'daily' as const,
    location_id: location,
    class_id: van,
    vehicle_name: '15 Passenger Van',
    timezone: 'UTC',
    quantity: b.quantity ?? 1,
    pickup_date: b.pickup.slice(0, 10),
    pickup_time: '10:00',
    return_date: b.back.slice(0, 10),
    return_time: '10:00',
    pickup_at: at(b.pickup),
    return_at: at(b.back),
    return_location_id: b.returnTo ?? null,
    return_timezone: b.returnTo ? 'UTC' : null,
    rental_months: null,
    renter_age: 40,
    rental_purpose: null,
    locale: 'en' as const,
    first_name: 'Dana',
    last_name: 'Board',
    email: 'dana@example.org',
    phone: '+1 555 0100100',
    subtotal_cents: b.cents,
    pricing: '{}',
    total_cents: b.cents,
    promo_code: null,
    own_cover_statement: null,
    choices: null,
    created_at: at('2025-01-01T00:00Z'),
    cancelled_at: b.status === 'cancelled' ? at('2026-11-20T00:00Z') : null,
    cancellation_fee_cents: b.status === 'cancelled' ? 0 : null,
    cancellation_fee_floor_cents: 0,
    organisation_id: null,
    po_number: null,
    payment_method: 'card' as const,
    collect_at_booking: 'deposit' as const,
    pay_by: null,
    reminder_sent_at: null,
    ...direct,
  };
}

function invoiceRow(seq: number, booking: string, status: 'open' | 'paid', due: string, cents: number) {
  return {
    id: randomUUID(),
    number: `INV-2026-9${String(seq).padStart(5, '0')}`,
    year: 2026,
    seq: 900_000 + seq,
    reservation_id: ids[booking]!,
    organisation_id: null,
    kind: 'booking' as const,
    status,
    issued_at: at('2026-11-01T00:00Z'),
    issued_on: '2026-11-01',
    due_on: due,
    net_days: 30,
    po_number: null,
    bill_to: '{}',
    document: '{}',
    total_cents: cents,
    paid_at: status === 'paid' ? at('2026-11-15T00:00Z') : null,
    voided_at: null,
    void_reason: null,
  };
}

function quoteRow(n: number, location: string) {
  return {
    id: randomUUID(),
    code: `Q-DASH0${n}`,
    status: 'new',
    organisation: null,
    organisation_id: null,
    first_name: 'Quinn',
    last_name: 'Asker',
    email: `quote.${n}@example.org`,
    phone: '+1 555 0100100',
    passengers: 20,
    location_id: location,
    pickup_date: '2027-01-10',
    pickup_time: '09:00',
    return_date: '2027-01-12',
    return_time: '17:00',
    vehicle_type: 'van',
    class_id: van,
    rental_purpose: null,
    notes: null,
    estimate: null,
    created_at: at('2026-11-29T00:00Z'),
    ...direct,
  };
}

describeEachDialect('the back office dashboard on $name', (dialect) => {
  const api = useApi(dialect);
  const sessions = {} as Record<'owner' | 'agent', SignedIn>;
  let units = 0;

  beforeAll(async () => {
    const { app, database } = api();
    const db = database.db;
    for (const role of ['owner', 'agent'] as const) {
      const email = `${role}@rent.test`;
      await app.services.adminAuth.createAccount(email, testAdmin.password, { role });
      sessions[role] = await signIn(app, { email, password: testAdmin.password });
    }
    await db.insertInto('reservations').values(bookings.map(reservationRow)).execute();
    await db
      .insertInto('reservation_lines')
      .values(
        bookings.map((b) => ({
          reservation_id: ids[b.code.slice(-1)]!,
          line_no: 1,
          class_id: van,
          vehicle_name: '15 Passenger Van',
          quantity: b.quantity ?? 1,
          location_id: b.location ?? 'baltimore',
          pickup_at: at(b.pickup),
          return_at: at(b.back),
          status: b.status === 'cancelled' ? ('cancelled' as const) : ('confirmed' as const),
          return_location_id: b.returnTo ?? null,
          moved_at: null,
        })),
      )
      .execute();
    const [unitA, unitD] = await db
      .selectFrom('fleet_units')
      .select('id')
      .where('location_id', '=', 'baltimore')
      .where('class_id', '=', van)
      .orderBy('fleet_number')
      .limit(2)
      .execute();
    await db
      .insertInto('unit_assignments')
      .values({
        reservation_id: ids.A!,
        class_id: van,
        seq: 1,
        unit_id: unitA!.id,
        location_id: 'baltimore',
        pickup_at: at('2026-12-02T10:00Z'),
        return_at: at('2026-12-04T10:00Z'),
        assigned_by: 'ops@rent.test',
        assigned_at: at('2026-11-30T00:00Z'),
      })
      .execute();
    await db
      .insertInto('handovers')
      .values([
        handoverRow({ reservationId: ids.A!, kind: 'out', unitId: unitA!.id, at: at('2026-12-02T10:00Z') }),
        handoverRow({ reservationId: ids.D!, kind: 'out', unitId: unitD!.id, at: at('2026-11-28T10:00Z') }),
        handoverRow({ reservationId: ids.D!, kind: 'in', unitId: unitD!.id, at: at('2026-12-01T10:00Z') }),
      ])
      .execute();
    await db
      .insertInto('reservation_drivers')
      .values(
        [1, 2].map((n) => ({
          id: randomUUID(),
          reservation_id: ids.A!,
          class_id: van,
          vehicle_number: n,
          name: `Driver ${n}`,
          date_of_birth: '1980-01-01',
          licence_mask: '••••1234',
          created_at: at('2026-11-01T00:00Z'),
          erased_at: null,
        })),
      )
      .execute();
    await db
      .insertInto('invoices')
      .values([
        invoiceRow(1, 'A', 'open', '2026-12-10', 50_000),
        invoiceRow(2, 'D', 'open', '2026-11-20', 40_000),
        invoiceRow(3, 'G', 'paid', '2026-11-20', 10_000),
      ])
      .execute();
    await db
      .insertInto('quote_requests')
      .values([quoteRow(1, 'baltimore'), quoteRow(2, 'baltimore'), quoteRow(3, 'chicago')])
      .execute();
    const stock = await db
      .selectFrom('units')
      .select('count')
      .where('location_id', '=', 'baltimore')
      .where('class_id', '=', van)
      .executeTakeFirstOrThrow();
    units = Number(stock.count);
  });

  const dashboard = async (who: SignedIn, query: string) => {
    const res = await api().app.inject({ url: `/api/admin/dashboard?${query}`, headers: who.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('counts one location’s day, week and month as a person would by hand', async () => {
    const body = await dashboard(sessions.owner, `location=baltimore&day=${day}`);
    // Picked up on the 2nd: A and B (E is cancelled); returned on the 2nd: C, one-way to Baltimore. A's van is out.
    expect(body.counter).toEqual({ pickups: 2, returns: 1, vehiclesOut: 1 });
    // Vans booked in the week: A 2 × 2 days, B from the 2nd 10:00 to the week's end 4 7/12 days, D 1 5/12 days.
    const vans = body.utilisation.rows.find((r: { classId: string }) => r.classId === van);
    expect(body.utilisation).toMatchObject({ weekStart: '2026-11-30', weekEnd: '2026-12-06' });
    expect(vans).toMatchObject({
      locationName: 'Baltimore Harbor',
      units,
      bookedDays: 10,
      availableDays: units * 7,
    });
    expect(vans.percent).toBe(Math.round((10 / (units * 7)) * 100));
    // December: A and G confirmed ($600; B still unpaid); December 2025: F.
    expect(body.revenue).toEqual({
      month: '2026-12',
      cents: 60_000,
      lastYearMonth: '2025-12',
      lastYearCents: 12_345,
    });
    // Open: A's (due the 10th) and D's (due 20 November, overdue); G's is paid.
    expect(body.receivables).toEqual({
      openCount: 2,
      openCents: 90_000,
      overdueCount: 1,
      overdueCents: 40_000,
    });
    expect(body.quotes).toEqual({ awaiting: 2 });
    // Picking up 2–8 December: A (one van of two assigned) and B (none, unpaid, no driver).
    expect(body.attention).toEqual({ unassigned: 2, unpaid: 1, driversNotReady: 1 });
  });

  it('counts every location when none is chosen', async () => {
    const body = await dashboard(sessions.owner, `day=${day}`);
    expect(body.location).toBeNull();
    // C comes back to Baltimore; every location's returns on the 2nd are still that one.
    expect(body.counter).toEqual({ pickups: 2, returns: 1, vehiclesOut: 1 });
    expect(body.quotes).toEqual({ awaiting: 3 });
    expect(body.revenue.cents).toBe(60_000);
  });

  it('leaves out the cards of areas the role may not read', async () => {
    const body = await dashboard(sessions.agent, `location=baltimore&day=${day}`);
    expect(body.counter).toEqual({ pickups: 2, returns: 1, vehiclesOut: 1 });
    expect(body.attention).toEqual({ unassigned: 2, unpaid: 1, driversNotReady: 1 });
    expect(body.utilisation).not.toBeNull();
    expect(body.revenue).toBeNull();
    expect(body.receivables).toBeNull();
    expect(body.quotes).toBeNull();
  });

  it('refuses a day that is not a date, with the field named', async () => {
    const res = await api().app.inject({
      url: '/api/admin/dashboard?day=tomorrow',
      headers: sessions.owner.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['day']);
  });
});
