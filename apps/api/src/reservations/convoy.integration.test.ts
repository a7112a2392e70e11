import { reservationResponseSchema } from '@convoy/domain/contracts/reservation.schema';
import { expect, it } from 'vitest';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { booking, contact, inWeek, newKey } from '../../test/fixtures.ts';

const convoy = [
  { vehicleId: '15-passenger-van', quantity: 2 },
  { vehicleId: 'cargo-van-box-truck', quantity: 1 },
];

/** A booking of several classes: one code, one e-mail, every vehicle or none. */
describeEachDialect('a convoy of several classes on $name', (dialect) => {
  const api = useApi(dialect);
  const book = (body: unknown) => api().post('/api/reservations', body, { 'idempotency-key': newKey() });
  const stock = async (vans: number, cargo: number) => {
    await api().repositories.units.set({ locationId: 'baltimore', classId: '15-passenger-van', count: vans });
    await api().repositories.units.set({
      locationId: 'baltimore',
      classId: 'cargo-van-box-truck',
      count: cargo,
    });
    api().app.services.catalog.invalidate();
  };
  const freeUnits = async (week: number) => {
    const { vehicleId: _v, quantity: _q, contact: _c, ...trip } = inWeek(week);
    const found = (await api().post('/api/availability', trip)).body.vehicles as {
      id: string;
      availableUnits: number;
    }[];
    const of = (id: string) => found.find((v) => v.id === id)?.availableUnits;
    return { vans: of('15-passenger-van'), cargo: of('cargo-van-box-truck') };
  };

  it('books 2 × 15 passenger van + 1 cargo van under one code, priced per class, and shows every line back', async () => {
    await stock(3, 2);
    const { vehicleId: _v, quantity: _q, ...trip } = inWeek(0);
    const res = await book({ ...trip, lines: convoy, protection: ['cdw'] });
    expect(res.status).toBe(201);
    const body = reservationResponseSchema.parse(res.body);
    const { reservation, pricingBreakdown: p } = body;
    expect(reservation.lines).toEqual([
      { vehicleId: '15-passenger-van', vehicleName: '15 Passenger Van', quantity: 2 },
      { vehicleId: 'cargo-van-box-truck', vehicleName: expect.any(String), quantity: 1 },
    ]);
    expect(reservation.quantity).toBe(3);
    expect(reservation.vehicleName).toMatch(/^2 × 15 Passenger Van \+ 1 × /);

    // Grouped per class, each at its own rates; protection per vehicle of each class.
    expect(p.vehicles.map((g) => [g.vehicleId, g.quantity])).toEqual([
      ['15-passenger-van', 2],
      ['cargo-van-box-truck', 1],
    ]);
    const [vans, cargo] = p.vehicles;
    expect(vans!.subtotalCents).toBe(2 * vans!.unitSubtotalCents);
    expect(vans!.lines.find((l) => l.kind === 'protection')?.quantity).toBe(2 * p.chargeDays);
    expect(cargo!.lines.find((l) => l.kind === 'protection')?.quantity).toBe(p.chargeDays);
    expect(p.subtotalCents).toBe(vans!.subtotalCents + cargo!.subtotalCents);
    expect(p.depositCents).toBe(vans!.depositCents + cargo!.depositCents);
    const sum = (xs: { amountCents: number }[]) => xs.reduce((a, x) => a + x.amountCents, 0);
    expect(p.totalCents).toBe(sum(p.lines) + sum(p.taxes));

    // The same as /price and as two bookings' vehicles would cost, taxes rounded once.
    const priced = await api().post('/api/reservations/price', {
      ...trip,
      lines: convoy,
      protection: ['cdw'],
    });
    expect(priced.body.pricingBreakdown).toEqual(p);

    const looked = await api().get(
      `/api/reservations/${reservation.code}?email=${encodeURIComponent(contact.email)}`,
    );
    expect(looked.status).toBe(200);
    expect(looked.body).toEqual(res.body);
    expect(await freeUnits(0)).toEqual({ vans: 1, cargo: 1 });

    // One confirmation to the renter naming every vehicle.
    const mails = (await api().repositories.outbox.list()).filter((m) => m.reference === reservation.code);
    expect(mails.map((m) => m.kind).sort()).toEqual(['reservation_confirmation', 'staff_notification']);
  });

  it('books nothing when one class is short: 409 names that line', async () => {
    await stock(3, 0);
    const { vehicleId: _v, quantity: _q, ...trip } = inWeek(1);
    const before = await api().repositories.reservations.count();
    const res = await book({ ...trip, lines: convoy });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('unavailable');
    expect(res.body.error.fields).toEqual({ 'lines.1.quantity': expect.stringMatching(/No .* is free/) });
    expect(res.body.error.message).toMatch(/Nothing was booked/);
    expect(await api().repositories.reservations.count()).toBe(before);
    expect(await freeUnits(1)).toEqual({ vans: 3, cargo: 0 });
  });

  it('refuses a class twice, both forms at once, an unknown class and more than 20 vehicles, naming the field', async () => {
    const { vehicleId: _v, quantity: _q, ...trip } = inWeek(2);
    const twice = await book({
      ...trip,
      lines: [
        { vehicleId: 'minivan', quantity: 1 },
        { vehicleId: 'minivan', quantity: 2 },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.error.fields).toHaveProperty('lines.1.vehicleId');

    const both = await book({ ...inWeek(2), lines: convoy });
    expect(both.status).toBe(400);
    expect(both.body.error.fields.lines).toMatch(/either as lines or as vehicleId/);

    const unknown = await book({ ...trip, lines: [{ vehicleId: 'hovercraft', quantity: 1 }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields['lines.0.vehicleId']).toMatch(/hovercraft/);

    const many = await book({
      ...trip,
      lines: [
        { vehicleId: 'minivan', quantity: 10 },
        { vehicleId: 'suvs', quantity: 10 },
        { vehicleId: '12-passenger-van', quantity: 1 },
      ],
    });
    expect(many.status).toBe(400);
    expect(many.body.error.fields.lines).toMatch(/at most 20 vehicles/);

    const none = await book({ ...trip, lines: [] });
    expect(none.status).toBe(400);
    expect(none.body.error.fields.lines).toMatch(/at least one/);
  });

  it('keeps the single-vehicle form: one line', async () => {
    const res = await book(booking({ ...inWeek(3), quantity: 2 }));
    expect(res.status).toBe(201);
    expect(res.body.reservation.lines).toEqual([
      { vehicleId: '15-passenger-van', vehicleName: '15 Passenger Van', quantity: 2 },
    ]);
    expect(res.body.pricingBreakdown.vehicles).toHaveLength(1);
  });

  it('frees every line when canceled', async () => {
    await stock(3, 2);
    const { vehicleId: _v, quantity: _q, ...trip } = inWeek(4);
    const res = await book({ ...trip, lines: convoy });
    expect(await freeUnits(4)).toEqual({ vans: 1, cargo: 1 });
    const cancelled = await api().post(`/api/reservations/${res.body.reservation.code}/cancel`, {
      email: contact.email,
    });
    expect(cancelled.status).toBe(200);
    expect(await freeUnits(4)).toEqual({ vans: 3, cargo: 2 });
  });
});
