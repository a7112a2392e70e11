import { reservationResponseSchema } from '@convoy/domain/contracts/reservation.schema';
import { testPromo } from '@convoy/domain/test/price-book';
import { expect, it } from 'vitest';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { booking, contact, inWeek, newKey, search } from '../../test/fixtures.ts';

const sum = (xs: readonly { amountCents: number }[]) => xs.reduce((a, x) => a + x.amountCents, 0);
const choices = {
  extras: [
    { id: 'luggage-trailer', quantity: 1 },
    { id: 'gps', quantity: 1 },
  ],
  protection: ['cdw', 'sli'],
  promoCode: 'group10',
  estimatedMiles: 900,
};

describeEachDialect('a booking at the true total on $name', (dialect) => {
  const api = useApi(dialect);
  const book = (body: unknown) => api().post('/api/reservations', body, { 'idempotency-key': newKey() });
  const lookup = (code: string) =>
    api().get(`/api/reservations/${code}?email=${encodeURIComponent(contact.email)}`);

  it('is priced by the server as the search priced it, stores every line and shows them back', async () => {
    const found = await api().post('/api/availability', { ...search(), ...choices });
    const quoted = found.body.vehicles.find(
      (v: { id: string }) => v.id === '15-passenger-van',
    ).pricingBreakdown;

    // A price the client adds is ignored: the server prices the booking itself.
    const res = await book({ ...booking(choices), totalCents: 1, pricingBreakdown: { totalCents: 1 } });
    expect(res.status).toBe(201);
    const body = reservationResponseSchema.parse(res.body);
    // The search's priced trip, with the one class's group a reservation adds.
    const { vehicles, ...trip } = body.pricingBreakdown;
    expect(trip).toEqual(quoted);
    expect(vehicles).toMatchObject([
      {
        vehicleId: '15-passenger-van',
        quantity: 1,
        lines: [trip.lines[0], ...trip.lines.filter((l) => l.kind === 'protection')],
      },
    ]);
    expect(body.pricingBreakdown.totalCents).toBe(
      sum(body.pricingBreakdown.lines) + sum(body.pricingBreakdown.taxes),
    );
    expect(body.pricingBreakdown.lines.map((l) => `${l.kind}:${l.code}`)).toEqual(
      expect.arrayContaining([
        'base:15-passenger-van',
        'extra:luggage-trailer',
        'extra:gps',
        'protection:cdw',
        'protection:sli',
        'discount:GROUP10',
      ]),
    );
    expect(body.reservation).toMatchObject({
      extras: choices.extras,
      protection: ['cdw', 'sli'],
      protectionDeclined: false,
      ownCoverStatement: null,
      promoCode: 'GROUP10',
      estimatedMiles: 900,
    });
    expect((await lookup(body.reservation.code)).body).toEqual(res.body);

    // The code's use is counted; the e-mails carry the stored lines.
    const promo = await api()
      .database.db.selectFrom('promo_codes')
      .select('uses')
      .where('code', '=', 'GROUP10')
      .executeTakeFirstOrThrow();
    expect(promo.uses).toBe(1);
    const messages = await api().repositories.outbox.list({ reference: body.reservation.code });
    expect(messages).toHaveLength(2);
    for (const m of messages) {
      const snapshot = m.payload.kind === 'staff_notification' ? m.payload.event : m.payload;
      expect(snapshot).toMatchObject({ pricing: body.pricingBreakdown });
    }
  });

  it('prices a booking before it is made exactly as the booking stores it, for several vehicles too', async () => {
    const {
      contact: _,
      website_url_confirm: __,
      fillMs: ___,
      ...trip
    } = inWeek(5, { ...choices, quantity: 3 });
    const priced = await api().post('/api/reservations/price', trip);
    expect(priced.status).toBe(200);
    const p = priced.body.pricingBreakdown;
    // Protection per vehicle-day: 3 vehicles × 3 days.
    expect(p.lines.find((l: { code: string }) => l.code === 'cdw')).toMatchObject({ quantity: 9 });
    expect(p.depositCents).toBe(3 * 50_000);
    const booked = await book(inWeek(5, { ...choices, quantity: 3 }));
    expect(booked.status).toBe(201);
    expect(booked.body.pricingBreakdown).toEqual(p);
    // It holds nothing: the same price asked again, a unit less free or not, answers the same.
    expect((await api().post('/api/reservations/price', trip)).body).toEqual(priced.body);
  });

  it('shows why a promo code gives nothing on the price it answers, and names a wrong field', async () => {
    const { contact: _, website_url_confirm: __, fillMs: ___, ...trip } = inWeek(5);
    await api().repositories.priceBook.insertPromoCode(
      testPromo({
        code: 'WEEKLONG',
        label: 'Week-long trips',
        kind: 'amount',
        percentOff: null,
        amountOffCents: 5_000,
        minDays: 7,
      }),
    );
    api().app.services.catalog.invalidate();
    const res = await api().post('/api/reservations/price', { ...trip, promoCode: 'weeklong' });
    expect(res.status).toBe(200);
    expect(res.body.pricingBreakdown.promo).toEqual({
      code: 'WEEKLONG',
      applied: false,
      reason: expect.stringMatching(/7 days/),
    });
    expect(res.body.pricingBreakdown.lines.some((l: { kind: string }) => l.kind === 'discount')).toBe(false);
    const wrong = await api().post('/api/reservations/price', {
      ...trip,
      extras: [{ id: 'jetpack', quantity: 1 }],
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields['extras.0.id']).toContain('jetpack');
  });

  it('declines protection without a statement (a certificate of insurance follows, decision 023), and stores one sent', async () => {
    const declined = await book(inWeek(1, { protection: [] }));
    expect(declined.status).toBe(201);
    expect(declined.body.reservation).toMatchObject({ protectionDeclined: true, ownCoverStatement: null });

    const statement = 'Church Mutual, policy CM-445-2231, covers hired vehicles';
    const res = await book(inWeek(1, { protection: [], ownCoverStatement: statement }));
    expect(res.status).toBe(201);
    expect(res.body.reservation).toMatchObject({
      protection: [],
      protectionDeclined: true,
      ownCoverStatement: statement,
    });
    expect(res.body.pricingBreakdown.lines.some((l: { kind: string }) => l.kind === 'protection')).toBe(
      false,
    );
    const row = await api()
      .database.db.selectFrom('reservations')
      .select('own_cover_statement')
      .where('code', '=', res.body.reservation.code)
      .executeTakeFirstOrThrow();
    expect(row.own_cover_statement).toBe(statement);
  });

  it('refuses a promo code that does not apply, saying why, and books nothing', async () => {
    await api().repositories.priceBook.insertPromoCode(
      testPromo({ code: 'LONGTRIP', label: 'Long trips', kind: 'percent', percentOff: 15, minDays: 7 }),
    );
    api().app.services.catalog.invalidate();
    const before = await api().repositories.reservations.count();
    const res = await book(inWeek(2, { promoCode: 'LONGTRIP' }));
    expect(res.status).toBe(400);
    expect(res.body.error.fields.promoCode).toMatch(/7 days/);
    expect(await api().repositories.reservations.count()).toBe(before);
  });

  it('never lends out more luggage trailers than the location has, and frees them on cancellation', async () => {
    const trailer = (quantity: number) => inWeek(3, { extras: [{ id: 'luggage-trailer', quantity }] });
    expect((await book(trailer(2))).status).toBe(201);
    const last = await book(trailer(1));
    expect(last.status).toBe(201);

    const none = await book(trailer(1));
    expect(none.status).toBe(409);
    expect(none.body.error).toMatchObject({
      code: 'extra_unavailable',
      message: expect.stringMatching(/No Luggage trailer is free at Baltimore/),
      fields: { 'extras.0.quantity': expect.any(String) },
    });
    // Another week has its own three.
    expect((await book(inWeek(4, { extras: [{ id: 'luggage-trailer', quantity: 2 }] }))).status).toBe(201);

    const cancelled = await api().post(`/api/reservations/${last.body.reservation.code}/cancel`, {
      email: contact.email,
    });
    expect(cancelled.status).toBe(200);
    expect((await book(trailer(1))).status).toBe(201);
  });
});
