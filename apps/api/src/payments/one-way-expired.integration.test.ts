import { expect, it } from 'vitest';
import { signIn } from '../../test/admin.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { inWeek, search } from '../../test/fixtures.ts';
import { usePayments } from '../../test/payments.ts';

const GOOD = '4242424242424242';
const MINUTE = 60_000;
const van = '15-passenger-van';

/**
 * A one-way rental waiting for its card payment holds its arrival like a
 * confirmed one (decision 031): when its time runs out unpaid, a later booking
 * at its destination that relied on the arrival keeps its vans, by relocations
 * made in the expiry's transaction, as a cancellation makes them.
 */
describeEachDialect('an unpaid one-way rental expiring on $name', (dialect) => {
  const api = usePayments(dialect, { collect: 'deposit' });

  const free = async (weeks: number, pickupLocationId: string) => {
    const trip = inWeek(weeks);
    const res = await api().post(
      '/api/availability',
      search({ pickupDate: trip.pickupDate, returnDate: trip.returnDate, pickupLocationId }),
    );
    return res.body.vehicles.find((v: { id: string }) => v.id === van)?.availableUnits as number;
  };
  // Signed in afresh each time: the moved clock outlasts a back-office session's idle time.
  const relocations = async () =>
    (await api().get('/api/admin/relocations', (await signIn(api().app)).headers)).body.relocations;

  it('makes relocations for the arrival a paid booking at the destination relied on', async () => {
    const a = api();
    const away = await a.book(inWeek(1, { vehicleId: van, quantity: 2, returnLocationId: 'chicago' }));
    expect(away.status, JSON.stringify(away.body)).toBe(201);
    expect(away.body.reservation.status).toBe('pending_payment');
    const code = away.body.reservation.code as string;

    // Chicago lends every van it will have in week 4, two of them the one-way's, and is paid for them.
    const chicago = await free(4, 'chicago');
    const later = await a.book(inWeek(4, { vehicleId: van, quantity: chicago, pickupLocationId: 'chicago' }));
    expect(later.status, JSON.stringify(later.body)).toBe(201);
    a.standIn.pay(await a.sessionOf(later.body.reservation.code), GOOD);
    await a.webhooks();
    expect(await free(4, 'chicago')).toBe(0);
    expect(await relocations()).toEqual([]);

    a.clock.advance(31 * MINUTE);
    await a.runWorker();
    const expired = await a.get(
      `/api/reservations/${code}?email=${encodeURIComponent(away.body.reservation.contact.email)}`,
    );
    expect(expired.body.reservation.status).toBe('expired');
    const made = await relocations();
    expect(made).toHaveLength(2);
    for (const r of made)
      expect(r).toMatchObject({
        fromLocationId: 'baltimore',
        toLocationId: 'chicago',
        reason: 'replaces_one_way',
        reservationCode: code,
        status: 'scheduled',
      });
    // Chicago still lends its vans and no more: the paid booking is never left short.
    expect(await free(4, 'chicago')).toBe(0);
    expect((await a.book(inWeek(4, { vehicleId: van, pickupLocationId: 'chicago' }))).status).toBe(409);
  });

  it('makes none when nobody relied on the arrival', async () => {
    const a = api();
    const before = (await relocations()).length;
    const away = await a.book(inWeek(8, { vehicleId: van, returnLocationId: 'chicago' }));
    expect(away.status).toBe(201);
    a.clock.advance(31 * MINUTE);
    await a.runWorker();
    expect((await relocations()).length).toBe(before);
  });
});
