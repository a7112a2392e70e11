import { reservationChangeResponseSchema } from '@convoy/domain/contracts/reservation-change.schema';
import { expect, it } from 'vitest';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { addDays, contact, inWeek, newKey } from '../../test/fixtures.ts';

const convoy = [
  { vehicleId: '15-passenger-van', quantity: 2 },
  { vehicleId: 'cargo-van-box-truck', quantity: 1 },
];
const busDriver = {
  vehicleId: '25-passenger-bus',
  name: 'Pat Kim',
  dateOfBirth: '1980-05-05',
  licenceCountry: 'US',
  licenceState: 'MD',
  licenceNumber: 'K555-666-777-888',
  licenceExpiry: '2031-05-05',
  licenceClass: 'regular',
  passengerEndorsement: false,
  yearsLicensed: 20,
};

/**
 * Changing a booked reservation from the manage page: re-priced with today's
 * rules, shown first, applied all or nothing and once per Idempotency-Key,
 * e-mailed. The tests' clock is 1 July 2026 12:00 UTC.
 */
describeEachDialect('changing a reservation on $name', (dialect) => {
  const api = useApi(dialect);
  const trip = (week: number) => {
    const { vehicleId: _v, quantity: _q, ...rest } = inWeek(week);
    return rest;
  };
  const book = async (week: number, lines = convoy) => {
    const res = await api().post(
      '/api/reservations',
      { ...trip(week), lines },
      { 'idempotency-key': newKey() },
    );
    expect(res.status).toBe(201);
    return res.body;
  };
  const preview = (code: string, change: object) =>
    api().post(`/api/reservations/${code}/changes/price`, { email: contact.email, ...change });
  const apply = (code: string, change: object, key = newKey()) =>
    api().post(
      `/api/reservations/${code}/changes`,
      { email: contact.email, ...change },
      { 'idempotency-key': key },
    );
  const freeVans = async (week: number) =>
    (await api().post('/api/availability', trip(week))).body.vehicles.find(
      (v: { id: string }) => v.id === '15-passenger-van',
    ).availableUnits as number;

  it('2 × 15 passenger van + cargo van: one van removed and the dates moved, previewed, applied, looked up, canceled with the fee', async () => {
    await api().repositories.units.set({ locationId: 'baltimore', classId: '15-passenger-van', count: 3 });
    await api().repositories.units.set({ locationId: 'baltimore', classId: 'cargo-van-box-truck', count: 2 });
    api().app.services.catalog.invalidate();
    const booked = await book(0);
    const code = booked.reservation.code as string;
    const change = {
      lines: [
        { vehicleId: '15-passenger-van', quantity: 1 },
        { vehicleId: 'cargo-van-box-truck', quantity: 1 },
      ],
      pickupDate: '2026-07-02',
      returnDate: '2026-07-03',
    };

    // Shown before it is confirmed; nothing changes yet.
    const shown = await preview(code, change);
    expect(shown.body.error).toBeUndefined();
    expect(shown.status).toBe(200);
    expect(shown.body.change.changes).toEqual([
      expect.stringMatching(
        /^Pickup: Monday, July 6, 2026 at 9:00 AM EDT → Thursday, July 2, 2026 at 9:00 AM EDT$/,
      ),
      expect.stringMatching(/^Return: .* → Friday, July 3, 2026 at 5:00 PM EDT$/),
      '15 Passenger Van: 2 → 1',
    ]);
    expect(shown.body.change.previousTotalCents).toBe(booked.pricingBreakdown.totalCents);
    expect(shown.body.change.differenceCents).toBe(
      shown.body.pricingBreakdown.totalCents - booked.pricingBreakdown.totalCents,
    );
    expect(shown.body.change.differenceCents).toBeLessThan(0);
    expect(shown.body.pricingBreakdown.vehicles.map((g: { quantity: number }) => g.quantity)).toEqual([1, 1]);
    expect(await freeVans(0)).toBe(1);

    // Applied: the same price as shown, once per key.
    const key = newKey();
    const res = await apply(code, change, key);
    expect(res.status).toBe(200);
    const body = reservationChangeResponseSchema.parse(res.body);
    expect(body.pricingBreakdown).toEqual(shown.body.pricingBreakdown);
    expect(body.change).toEqual(shown.body.change);
    expect(body.reservation).toMatchObject({
      code,
      pickupDate: '2026-07-02',
      returnDate: '2026-07-03',
      quantity: 2,
      lines: [
        { vehicleId: '15-passenger-van', quantity: 1 },
        { vehicleId: 'cargo-van-box-truck', quantity: 1 },
      ],
    });
    const again = await apply(code, change, key);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(res.body);
    const reused = await apply(code, { ...change, returnDate: '2026-07-06' }, key);
    expect(reused.status).toBe(422);
    expect(reused.body.error.code).toBe('idempotency_key_reused');

    const looked = await api().get(`/api/reservations/${code}?email=${encodeURIComponent(contact.email)}`);
    expect(looked.body.reservation).toEqual(body.reservation);
    expect(looked.body.pricingBreakdown).toEqual(body.pricingBreakdown);
    // The answer carries the payment as a lookup does: the manage page shows the reissued invoice.
    expect(body.payment).toEqual(looked.body.payment);
    expect(body.payment?.invoices.filter((i) => i.status !== 'void')).toHaveLength(1);
    // The old week is free again; the new dates hold one van.
    expect(await freeVans(0)).toBe(3);
    const mails = (await api().repositories.outbox.list()).filter(
      (m) => m.reference === code && m.kind === 'reservation_change',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/has changed/);

    // Cancelled inside 72 hours of the new pickup: the policy says one day of each of the 2 vehicles'
    // rates, but the change left what cancelling the convoy of 3 cost before it (25 % five days
    // ahead), which is more: a change never lowers the fee (SPEC Part B §14).
    const cancelled = await api().post(`/api/reservations/${code}/cancel`, { email: contact.email });
    const daily = body.pricingBreakdown.vehicles.reduce((sum, g) => sum + g.dailyRateCents * g.quantity, 0);
    const before = booked.cancellation.feeIfCancelledNowCents as number;
    expect(before).toBeGreaterThan(daily);
    expect(body.change.cancellationFeeFloorCents).toBe(before);
    expect(cancelled.body.reservation).toMatchObject({ status: 'cancelled', cancellationFeeCents: before });
    const late = await apply(code, { returnDate: '2026-07-06' });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('not_confirmed');
  });

  it('two changes at once from two phones: the later is made on top of the earlier, neither lost', async () => {
    const booked = await book(12, [{ vehicleId: '15-passenger-van', quantity: 1 }]);
    const { code, returnDate } = booked.reservation;
    const later = addDays(returnDate, 1);
    const answers = await Promise.all([
      apply(code, { returnDate: later }),
      apply(code, { lines: [{ vehicleId: '15-passenger-van', quantity: 2 }] }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const found = await api().get(`/api/reservations/${code}?email=${encodeURIComponent(contact.email)}`);
    expect(found.body.reservation).toMatchObject({ returnDate: later, quantity: 2 });
    // Priced as it stands: the last answer's total is the booking's.
    const totals = answers.map((a) => a.body.pricingBreakdown.totalCents as number);
    expect(totals).toContain(found.body.pricingBreakdown.totalCents);
  });

  it('says line by line what a day longer adds: each priced line and tax that moves, before and after', async () => {
    const booked = await book(6, [{ vehicleId: '15-passenger-van', quantity: 2 }]);
    const code = booked.reservation.code as string;
    const returnDate = addDays(booked.reservation.returnDate, 1);
    const shown = await preview(code, { returnDate });
    expect(shown.status).toBe(200);
    const { priceChanges, differenceCents } = shown.body.change;
    const amountOf = (lines: { label: string; amountCents: number }[], label: string) =>
      lines.find((l) => l.label === label)?.amountCents;
    expect(priceChanges[0]).toEqual({
      label: '15 Passenger Van',
      beforeCents: amountOf(booked.pricingBreakdown.lines, '15 Passenger Van'),
      afterCents: amountOf(shown.body.pricingBreakdown.lines, '15 Passenger Van'),
    });
    expect(priceChanges[0].afterCents).toBeGreaterThan(priceChanges[0].beforeCents);
    // Every line that moved is there, and only those: together they are the difference.
    const moved = priceChanges.reduce(
      (sum: number, c: { beforeCents: number; afterCents: number }) => sum + c.afterCents - c.beforeCents,
      0,
    );
    expect(moved).toBe(differenceCents);
    expect(
      priceChanges.every((c: { beforeCents: number; afterCents: number }) => c.beforeCents !== c.afterCents),
    ).toBe(true);
    for (const tax of shown.body.pricingBreakdown.taxes.filter(
      (t: { amountCents: number }) => t.amountCents > 0,
    )) {
      expect(priceChanges.map((c: { label: string }) => c.label)).toContain(tax.label);
    }
    const applied = await apply(code, { returnDate });
    expect(reservationChangeResponseSchema.parse(applied.body).change.priceChanges).toEqual(priceChanges);
    // The e-mail says the same, each line before → after.
    await api().app.services.outbox.drain();
    const mail = api().mail.sent.find((m) => m.email.subject.includes(`${code} has changed`));
    const dollars = (cents: number) =>
      `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(mail?.email.text).toContain(
      `${dollars(priceChanges[0].beforeCents)} → ${dollars(priceChanges[0].afterCents)}`,
    );
  });

  it('refuses a change the fleet cannot hold, or a driver who does not qualify, and changes nothing', async () => {
    const booked = await book(2);
    const code = booked.reservation.code as string;
    const tooMany = await apply(code, { lines: [{ vehicleId: '15-passenger-van', quantity: 10 }] });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error.fields).toHaveProperty('lines.0.quantity');

    const bus = await apply(code, {
      lines: [...convoy, { vehicleId: '25-passenger-bus', quantity: 1 }],
      addDrivers: [busDriver],
    });
    expect(bus.status).toBe(422);
    expect(bus.body.error.fields['drivers.0.licenceClass']).toMatch(
      /25 Passenger Bus needs a commercial driver’s license/,
    );

    const closed = await apply(code, { pickupTime: '23:30' });
    expect(closed.status).toBe(400);
    expect(closed.body.error.fields).toHaveProperty('pickupTime');

    const wrong = await api().post(
      `/api/reservations/${code}/changes`,
      { email: 'someone@example.com', returnDate: '2026-07-23' },
      { 'idempotency-key': newKey() },
    );
    expect(wrong.status).toBe(404);

    const unchanged = await api().get(`/api/reservations/${code}?email=${encodeURIComponent(contact.email)}`);
    expect(unchanged.body.reservation).toEqual(booked.reservation);
    expect(unchanged.body.pricingBreakdown).toEqual(booked.pricingBreakdown);
  });

  it('adds drivers later from the manage page, and PATCH does what POST …/changes does', async () => {
    const booked = await book(3, [{ vehicleId: '25-passenger-bus', quantity: 1 }]);
    const code = booked.reservation.code as string;
    expect(booked.reservation.driversNeeded).toBe(1);
    const res = await api().app.inject({
      method: 'PATCH',
      url: `/api/reservations/${code}`,
      headers: { 'idempotency-key': newKey() },
      payload: {
        email: contact.email,
        addDrivers: [{ ...busDriver, licenceClass: 'cdl-b', passengerEndorsement: true }],
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.reservation.driversNeeded).toBe(0);
    expect(body.reservation.drivers[0]).toMatchObject({ name: 'Pat Kim', licenceNumberMasked: '•••• 7888' });
    expect(body.change.changes).toEqual(['Driver added: Pat Kim (25 Passenger Bus)']);
    expect(body.change.differenceCents).toBe(0);
    expect(JSON.stringify(body)).not.toContain('K555');
  });
});
