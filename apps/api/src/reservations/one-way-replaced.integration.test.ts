import { beforeEach, expect, it } from 'vitest';
import { createAdmin, type SignedIn, signIn } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { inWeek, newKey, search } from '../../test/fixtures.ts';

interface Relocation {
  id: string;
  fromLocationId: string;
  toLocationId: string;
  arrivesAt: string;
  reason: string;
  reservationCode: string | null;
  status: string;
}

/**
 * A one-way rental's arrival its return location relied on (decision 031):
 * cancelling the rental, or changing it to come back elsewhere, makes a
 * relocation for the same arrival from the pickup location, in the same
 * transaction, so the renter at the far end keeps the van. Baltimore has
 * three 15-passenger vans; week 1's trip comes back Wednesday 15 July 17:00.
 */
describeEachDialect('a one-way arrival replaced by a relocation on $name', (dialect) => {
  const api = useApi(dialect, { fresh: true });
  let staff: SignedIn;
  beforeEach(async () => {
    await createAdmin(api().app);
    staff = await signIn(api().app);
  });

  const van = '15-passenger-van';
  const book = (weeks: number, overrides: Record<string, unknown> = {}) =>
    api().post('/api/reservations', inWeek(weeks, { vehicleId: van, ...overrides }), {
      'idempotency-key': newKey(),
    });
  const free = async (weeks: number, pickupLocationId: string) => {
    const trip = inWeek(weeks);
    const { body } = await api().post(
      '/api/availability',
      search({ pickupDate: trip.pickupDate, returnDate: trip.returnDate, pickupLocationId }),
    );
    return body.vehicles.find((v: { id: string }) => v.id === van)?.availableUnits ?? 0;
  };
  const relocations = async (): Promise<Relocation[]> =>
    (await api().app.inject({ method: 'GET', url: '/api/admin/relocations', headers: staff.headers })).json()
      .relocations;

  /** Two vans Baltimore → Chicago in week 1, and Chicago lends every van it will then have in week 4. */
  async function oneWayRelied() {
    const away = await book(1, { quantity: 2, returnLocationId: 'chicago' });
    expect(away.status).toBe(201);
    const chicago = await free(4, 'chicago');
    expect((await book(4, { pickupLocationId: 'chicago', quantity: chicago })).status).toBe(201);
    expect(await free(4, 'chicago')).toBe(0);
    return away.body.reservation as { code: string; contact: { email: string } };
  }

  it('cancelling it makes two relocations from Baltimore for the same arrival: Chicago is never short', async () => {
    const { code, contact } = await oneWayRelied();
    const baltimoreLater = await free(4, 'baltimore');

    const cancelled = await api().post(`/api/reservations/${code}/cancel`, { email: contact.email });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.reservation.status).toBe('cancelled');

    const made = await relocations();
    expect(made).toHaveLength(2);
    for (const r of made) {
      expect(r).toMatchObject({
        fromLocationId: 'baltimore',
        toLocationId: 'chicago',
        arrivesAt: '2026-07-15T17:00:00-05:00',
        reason: 'replaces_one_way',
        reservationCode: code,
        status: 'scheduled',
      });
    }
    // The vans still go: Baltimore later is as before, Chicago still lends them and no more.
    expect(await free(4, 'baltimore')).toBe(baltimoreLater);
    expect(await free(4, 'chicago')).toBe(0);
    expect((await book(4, { pickupLocationId: 'chicago' })).status).toBe(409);
    // Each has its own audit entry, as one staff schedule has, by whoever cancelled.
    const audit = await api().app.inject({
      method: 'GET',
      url: '/api/admin/audit?entityType=relocation',
      headers: staff.headers,
    });
    const entries = audit.json().items as {
      action: string;
      entityId: string;
      actor: string;
      after: object;
    }[];
    expect(entries.map((e) => e.entityId).sort()).toEqual(made.map((r) => r.id).sort());
    for (const e of entries)
      expect(e).toMatchObject({
        action: 'relocation scheduled',
        actor: 'renter',
        after: { reason: 'replaces_one_way', reservationCode: code, arrivesAt: '2026-07-15T17:00:00-05:00' },
      });
    // Staff cannot cancel one while Chicago relies on it.
    const refused = await api().app.inject({
      method: 'POST',
      url: `/api/admin/relocations/${made[0]!.id}/cancel`,
      headers: staff.headers,
    });
    expect(refused.statusCode).toBe(409);
  });

  it('cancelling a one-way rental nobody relies on makes no relocation', async () => {
    const away = await book(1, { returnLocationId: 'chicago' });
    const { code, contact } = away.body.reservation;
    const cancelled = await api().post(`/api/reservations/${code}/cancel`, { email: contact.email });
    expect(cancelled.status).toBe(200);
    expect(await relocations()).toEqual([]);
  });

  it('changing it to come back to Baltimore makes the relocations instead of refusing, from Baltimore first', async () => {
    const { code, contact } = await oneWayRelied();
    // The price of the change first: it makes none.
    const priced = await api().post(`/api/reservations/${code}/changes/price`, {
      email: contact.email,
      returnLocationId: 'baltimore',
    });
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    expect(await relocations()).toEqual([]);
    const changed = await api().post(
      `/api/reservations/${code}/changes`,
      { email: contact.email, returnLocationId: 'baltimore' },
      { 'idempotency-key': newKey() },
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.reservation.returnLocationId).toBe('baltimore');
    // Its two vans are Baltimore's until they are back, so Baltimore spares its third and the next
    // location by id (Atlanta) the other: the pickup location first, then the rest.
    const made = await relocations();
    expect(made.map((r) => `${r.fromLocationId}>${r.toLocationId} ${r.reason}`).sort()).toEqual([
      'atlanta>chicago replaces_one_way',
      'baltimore>chicago replaces_one_way',
    ]);
    expect(await free(4, 'chicago')).toBe(0);
  });
});
