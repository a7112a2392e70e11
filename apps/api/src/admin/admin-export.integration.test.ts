import { fleetSeed } from '@convoy/domain/content/fleet';
import { locationSeed } from '@convoy/domain/content/locations';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin, type SignedIn, signIn } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { fixedClock } from '../../test/fixtures.ts';
import { bookingsOf, type GeneratedBooking, seededRandom } from '../seed/scale-history.ts';
import { sequentialId } from '../seed/seed-scale.ts';

/** Three years of one location's vans from the scale seed's generator: thousands of bookings. */
function history(): GeneratedBooking[] {
  return [
    ...bookingsOf(
      {
        location: locationSeed.find((l) => l.id === 'chicago')!,
        vehicle: fleetSeed.find((v) => v.id === '12-passenger-van')!,
        now: fixedClock(),
        years: 3,
        serial: { next: 1 },
        invoiceSeqs: new Map(),
        random: seededRandom(5),
        id: sequentialId,
        price: (trip) => ({
          json: '{}',
          billed: '{"lines":[],"taxes":[]}',
          subtotalCents: 20_000 * trip.quantity,
          totalCents: 23_000 * trip.quantity,
        }),
        gapNights: 0.3,
      },
      7,
    ),
  ];
}

describeEachDialect('back-office exports at scale on $name', (dialect) => {
  const api = useApi(dialect);
  let session: SignedIn;
  const generated = history();
  const get = (url: string) => api().app.inject({ url, headers: { cookie: session.cookie } });
  const csvCodes = (body: string) =>
    body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.slice(0, line.indexOf(',')));

  beforeAll(async () => {
    await createAdmin(api().app);
    session = await signIn(api().app);
    const { db } = api().database;
    for (let i = 0; i < generated.length; i += 100) {
      const batch = generated.slice(i, i + 100);
      await db
        .insertInto('reservations')
        .values(batch.map((b) => b.reservation))
        .execute();
      await db
        .insertInto('reservation_lines')
        .values(batch.map((b) => b.line))
        .execute();
    }
  });

  it('exports every booking the filters find, past one batch, in the list’s order and none twice', async () => {
    expect(generated.length).toBeGreaterThan(2_000); // twenty batches of an export (exportBatchSize)
    const res = await get('/api/admin/reservations/export.csv?locationId=chicago');
    expect(res.statusCode).toBe(200);
    const codes = csvCodes(res.body);
    // The list's order, worked out here: latest pickup first, then latest booked, then code.
    const expected = generated
      .map((b) => b.reservation)
      .sort(
        (a, b) =>
          b.pickup_at - a.pickup_at ||
          b.created_at! - a.created_at! ||
          (a.code < b.code ? -1 : a.code > b.code ? 1 : 0),
      )
      .map((r) => r.code);
    expect(codes).toHaveLength(expected.length);
    expect(codes).toEqual(expected);
  });

  it('filters bookings by campaign, first touch or last non-direct, in the list and the export alike', async () => {
    const campaign = 'summer-camps';
    const matching = generated.filter(
      (b) =>
        b.reservation.first_touch_campaign === campaign ||
        b.reservation.last_non_direct_campaign === campaign,
    );
    expect(matching.length).toBeGreaterThan(50);
    const from = '2025-01-01';
    const to = '2025-12-31';
    const inYear = matching.filter(
      (b) => b.reservation.pickup_date! >= from && b.reservation.pickup_date! <= to,
    );
    const page = (await get(`/api/admin/reservations?campaign=Summer-Camps&from=${from}&to=${to}`)).json();
    expect(page.total).toBe(inYear.length);
    expect(page.items.every((r: { code: string }) => inYear.some((b) => b.reservation.code === r.code))).toBe(
      true,
    );
    const csv = await get(`/api/admin/reservations/export.csv?campaign=${campaign}`);
    expect(csvCodes(csv.body).sort()).toEqual(matching.map((b) => b.reservation.code).sort());
  });
});
