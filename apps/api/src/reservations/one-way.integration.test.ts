import { demoOneWayRoutes } from '@convoy/domain/content/demo-one-way';
import { percentOf } from '@convoy/domain/rules/total-price';
import { expect, it } from 'vitest';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { addDays, booking, inWeek, newKey, search } from '../../test/fixtures.ts';

interface Line {
  kind: string;
  code: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
}
interface Tax {
  code: string;
  baseCents: number;
  amountCents: number;
}

/**
 * One-way rentals (decision 028): the return location's time zone and hours,
 * the fee per vehicle and its tax, round trip only for buses and trucks, and
 * the inventory knowing where the vehicles will be. The tests' clock is
 * 1 July 2026; the trip is Monday 6 July 09:00 to Wednesday 8 July 17:00.
 */
describeEachDialect('one-way rentals on $name', (dialect) => {
  const api = useApi(dialect);
  const fee = demoOneWayRoutes.find((r) => r.fromLocationId === 'baltimore' && r.toLocationId === 'chicago')!;

  const free = async (body: object, classId: string) => {
    const res = await api().post('/api/availability', body);
    expect(res.status).toBe(200);
    return res.body.vehicles.find((v: { id: string }) => v.id === classId) as {
      availableUnits: number;
      eligible: boolean;
      ineligibleCode?: string;
      ineligibleReason?: string;
    };
  };
  const book = (body: object) => api().post('/api/reservations', body, { 'idempotency-key': newKey() });

  it('K one-way minivans Baltimore → Chicago: a later week has K more at Chicago and K fewer at Baltimore', async () => {
    const { units } = api().repositories;
    await units.set({ locationId: 'baltimore', classId: 'minivan', count: 5 });
    await units.set({ locationId: 'chicago', classId: 'minivan', count: 1 });
    api().app.services.catalog.invalidate();
    const later = (locationId: string) => search({ ...inWeek(4), pickupLocationId: locationId });
    const { vehicleId: _v, quantity: _q, ...week1 } = inWeek(1);
    expect((await free(later('baltimore'), 'minivan')).availableUnits).toBe(5);
    expect((await free(later('chicago'), 'minivan')).availableUnits).toBe(1);
    expect((await free({ ...week1, returnLocationId: 'chicago' }, 'minivan')).availableUnits).toBe(5);

    const K = 2;
    const res = await book(inWeek(1, { vehicleId: 'minivan', quantity: K, returnLocationId: 'chicago' }));
    expect(res.status).toBe(201);
    expect(res.body.reservation).toMatchObject({
      pickupLocationId: 'baltimore',
      returnLocationId: 'chicago',
      locationTimezone: 'America/New_York',
      returnTimezone: 'America/Chicago',
    });
    // Wall-clock at Chicago (CDT), where it comes back.
    expect(res.body.reservation.returnAt).toBe('2026-07-15T17:00:00-05:00');

    expect((await free(later('chicago'), 'minivan')).availableUnits).toBe(1 + K);
    expect((await free(later('baltimore'), 'minivan')).availableUnits).toBe(5 - K);
    // Before they arrive, Chicago has only its own; during the trip, Baltimore lends the rest.
    const { vehicleId: _w, quantity: _r, ...sameWeek } = inWeek(1);
    expect((await free({ ...sameWeek, pickupLocationId: 'chicago' }, 'minivan')).availableUnits).toBe(1);
    expect((await free(sameWeek, 'minivan')).availableUnits).toBe(5 - K);
    // Another one-way for the rest of Baltimore's minivans, then none is left there from then on.
    const rest = await book(
      inWeek(2, { vehicleId: 'minivan', quantity: 5 - K, returnLocationId: 'chicago' }),
    );
    expect(rest.status).toBe(201);
    expect((await free(later('baltimore'), 'minivan')).availableUnits).toBe(0);
    expect((await free(later('chicago'), 'minivan')).availableUnits).toBe(6);
    const refused = await book(inWeek(5, { vehicleId: 'minivan', quantity: 1 }));
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('unavailable');
  });

  it('charges the fee per vehicle as a one_way line, taxed as the pickup location says', async () => {
    const trip = inWeek(6, { vehicleId: '15-passenger-van', quantity: 2 });
    const round = await api().post('/api/reservations/price', trip);
    const oneWay = await api().post('/api/reservations/price', { ...trip, returnLocationId: 'chicago' });
    expect(round.status).toBe(200);
    expect(oneWay.status).toBe(200);
    const line = (oneWay.body.pricingBreakdown.lines as Line[]).find((l) => l.kind === 'one_way');
    expect(line).toMatchObject({
      code: 'baltimore>chicago',
      quantity: 2,
      unitCents: fee.feeCents,
      amountCents: 2 * fee.feeCents,
    });
    expect((round.body.pricingBreakdown.lines as Line[]).some((l) => l.kind === 'one_way')).toBe(false);
    const tax = (body: { pricingBreakdown: { taxes: Tax[] } }, code: string) =>
      body.pricingBreakdown.taxes.find((t) => t.code === code)!;
    // Maryland's sales tax applies to one-way fees in the demo book; its rental vehicle tax does not.
    const salesBefore = tax(round.body, 'sales-tax');
    const salesAfter = tax(oneWay.body, 'sales-tax');
    expect(salesAfter.baseCents - salesBefore.baseCents).toBe(2 * fee.feeCents);
    expect(salesAfter.amountCents).toBe(percentOf(salesAfter.baseCents, 6));
    expect(tax(oneWay.body, 'rental-tax')).toEqual(tax(round.body, 'rental-tax'));
    expect(oneWay.body.pricingBreakdown.totalCents - round.body.pricingBreakdown.totalCents).toBe(
      2 * fee.feeCents + salesAfter.amountCents - salesBefore.amountCents,
    );
  });

  it('lists a bus as one_way_unavailable with a reason, and refuses to book it one-way', async () => {
    const { vehicleId: _v, quantity: _q, ...trip } = inWeek(7);
    const bus = await free({ ...trip, returnLocationId: 'chicago' }, '25-passenger-bus');
    expect(bus.eligible).toBe(false);
    expect(bus.ineligibleCode).toBe('one_way_unavailable');
    expect(bus.ineligibleReason).toMatch(/25 Passenger Bus.*return it where you pick it up/);
    expect((await free({ ...trip, returnLocationId: 'chicago' }, 'minivan')).eligible).toBe(true);
    expect((await free(trip, '25-passenger-bus')).ineligibleCode).toBeUndefined();

    const res = await book(inWeek(7, { vehicleId: '25-passenger-bus', returnLocationId: 'chicago' }));
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('one_way_unavailable');
    expect(res.body.error.fields.returnLocationId).toMatch(/round trip|return it where/);
  });

  it('checks the return time against the return location’s hours, and an unknown return location', async () => {
    // Sunday 12 July 10:00: Baltimore is open, Chicago closed on Sundays.
    const sunday = booking({ returnDate: '2026-07-12', returnTime: '10:00' });
    expect((await api().post('/api/reservations/price', sunday)).status).toBe(200);
    const closed = await book({ ...sunday, returnLocationId: 'chicago' });
    expect(closed.status).toBe(400);
    expect(closed.body.error.fields.returnDate).toMatch(/Chicago .* is closed on Sundays/);
    const unknown = await book(booking({ returnLocationId: 'atlantis' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields.returnLocationId).toMatch(/no return location/);
  });

  it('a change may bring it back elsewhere: re-priced with the fee, and back to a round trip', async () => {
    const made = await book(inWeek(8, { vehicleId: '12-passenger-van' }));
    expect(made.status).toBe(201);
    const { code } = made.body.reservation;
    const change = (body: object) =>
      api().post(
        `/api/reservations/${code}/changes`,
        { email: made.body.reservation.contact.email, ...body },
        { 'idempotency-key': newKey() },
      );
    const preview = await api().post(`/api/reservations/${code}/changes/price`, {
      email: made.body.reservation.contact.email,
      returnLocationId: 'chicago',
    });
    // In words: the new place, and the return at the same wall-clock time there.
    expect(preview.body.change.changes).toEqual([
      'Return: Wednesday, September 2, 2026 at 5:00 PM EDT → Wednesday, September 2, 2026 at 5:00 PM CDT',
      'Return location: Baltimore Harbor → Chicago West Loop',
    ]);
    const away = await change({ returnLocationId: 'chicago' });
    expect(away.status).toBe(200);
    expect(away.body.reservation).toMatchObject({
      returnLocationId: 'chicago',
      returnTimezone: 'America/Chicago',
    });
    expect((away.body.pricingBreakdown.lines as Line[]).some((l) => l.code === 'baltimore>chicago')).toBe(
      true,
    );
    const back = await change({ returnLocationId: 'baltimore' });
    expect(back.status).toBe(200);
    expect(back.body.reservation.returnLocationId).toBe('baltimore');
    expect((back.body.pricingBreakdown.lines as Line[]).some((l) => l.kind === 'one_way')).toBe(false);
  });

  it('a change that takes away an arrival already lent out at the far end is refused when no location can spare a van, and changes nothing', async () => {
    const cls = '9-passenger-conversion-van';
    const { units } = api().repositories;
    for (const { id } of (await api().app.services.catalog.get()).locations) {
      await units.set({ locationId: id, classId: cls, count: id === 'baltimore' ? 1 : 0 });
    }
    api().app.services.catalog.invalidate();
    const away = await book(inWeek(9, { vehicleId: cls, returnLocationId: 'chicago' }));
    expect(away.status).toBe(201);
    // Chicago lends the van that arrives.
    const lent = await book(inWeek(11, { vehicleId: cls, pickupLocationId: 'chicago' }));
    expect(lent.status).toBe(201);
    const { code, contact } = away.body.reservation;
    // Coming back to Baltimore two weeks later: its own van is still out when a relocation would have to
    // leave, and no other location has one of the class to spare (decision 031).
    const res = await api().post(
      `/api/reservations/${code}/changes`,
      {
        email: contact.email,
        returnLocationId: 'baltimore',
        returnDate: addDays(away.body.reservation.returnDate, 14),
      },
      { 'idempotency-key': newKey() },
    );
    expect(res.status).toBe(409);
    expect(res.body.error.fields.returnLocationId).toMatch(/already promised/);
    const kept = await api().get(`/api/reservations/${code}?email=${encodeURIComponent(contact.email)}`);
    expect(kept.status).toBe(200);
    expect(kept.body.reservation.returnLocationId).toBe('chicago');
    // Still coming back to Chicago, a day earlier: allowed, the van still arrives before it is lent.
    const earlier = await api().post(
      `/api/reservations/${code}/changes`,
      { email: contact.email, returnDate: addDays(away.body.reservation.returnDate, -1) },
      { 'idempotency-key': newKey() },
    );
    expect(earlier.status, JSON.stringify(earlier.body)).toBe(200);
  });
});
