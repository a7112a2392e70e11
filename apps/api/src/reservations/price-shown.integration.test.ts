import { beforeAll, expect, it } from 'vitest';
import { createAdmin, signIn } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { addDays, contact, inWeek, newKey } from '../../test/fixtures.ts';

const van = '15-passenger-van';
const usd = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/**
 * The price shown is the price paid (SPEC Part B §13): a booking that says what total the renter was shown
 * (`shownTotalCents`) is made at that total or not at all. The tests' clock is 1 July 2026 12:00 UTC.
 */
describeEachDialect('the price shown is the price paid on $name', (dialect) => {
  const api = useApi(dialect);
  beforeAll(() => createAdmin(api().app));
  const book = (body: object) => api().post('/api/reservations', body, { 'idempotency-key': newKey() });
  const totalShown = async (trip: object) =>
    (await api().post('/api/reservations/price', trip)).body.pricingBreakdown.totalCents as number;
  /** Staff set the van's daily rate (a week six days of it, a month twenty) in the back office. */
  const vanRates = async (dailyRateCents: number) => {
    const staff = await signIn(api().app);
    const saved = await api().app.inject({
      method: 'PUT',
      url: `/api/admin/fleet/${van}`,
      headers: staff.headers,
      payload: { dailyRateCents, weeklyRateCents: dailyRateCents * 6, monthlyRateCents: dailyRateCents * 20 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  const freeVans = async (week: number) => {
    const { vehicleId: _v, quantity: _q, ...search } = inWeek(week);
    const found = await api().post('/api/availability', search);
    return found.body.vehicles.find((v: { id: string }) => v.id === van).availableUnits as number;
  };

  it('books at the total shown; after a rate changed meanwhile, refuses with both totals and holds nothing', async () => {
    const trip = inWeek(5, { vehicleId: van, quantity: 1 });
    const before = await totalShown(trip);
    const booked = await book({ ...trip, shownTotalCents: before });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.pricingBreakdown.totalCents).toBe(before);

    // Staff raise the van's rates while another group has the same trip on its last step.
    await vanRates(19_900);
    const now = await totalShown(trip);
    expect(now).toBeGreaterThan(before);

    const free = await freeVans(5);
    const refused = await book({ ...trip, shownTotalCents: before });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'price_changed',
      fields: { shownTotalCents: refused.body.error.message },
    });
    expect(refused.body.error.message).toContain(`now ${usd(now)}, not the ${usd(before)} you were shown`);
    expect(await freeVans(5)).toBe(free);

    // Shown the new total, the group books at it.
    const again = await book({ ...trip, shownTotalCents: now });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.pricingBreakdown.totalCents).toBe(now);
    expect(await freeVans(5)).toBe(free - 1);
  });

  it('applies a change at the total its review showed; after a rate changed since, refuses it and changes nothing', async () => {
    const booked = await book(inWeek(9, { vehicleId: van, quantity: 1 }));
    expect(booked.status).toBe(201);
    const { code, returnDate } = booked.body.reservation;
    const url = `/api/reservations/${code}/changes`;
    const change = { email: contact.email, returnDate: addDays(returnDate, 1) };
    const reviewed = await api().post(`${url}/price`, change);
    expect(reviewed.status).toBe(200);
    const shown = reviewed.body.change.totalCents as number;

    await vanRates(21_900);

    const apply = (body: object) => api().post(url, body, { 'idempotency-key': newKey() });
    const refused = await apply({ ...change, shownTotalCents: shown });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('price_changed');
    const lookup = await api().get(`/api/reservations/${code}?email=${encodeURIComponent(contact.email)}`);
    expect(lookup.body.reservation.returnDate).toBe(returnDate);
    expect(lookup.body.pricingBreakdown.totalCents).toBe(booked.body.pricingBreakdown.totalCents);

    const again = (await api().post(`${url}/price`, change)).body.change.totalCents as number;
    expect(again).toBeGreaterThan(shown);
    const applied = await apply({ ...change, shownTotalCents: again });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.pricingBreakdown.totalCents).toBe(again);
  });

  it('books at the price of the moment when no total is said (other clients of the API)', async () => {
    const trip = inWeek(7, { vehicleId: van, quantity: 1 });
    const booked = await book(trip);
    expect(booked.status).toBe(201);
    expect(booked.body.pricingBreakdown.totalCents).toBe(await totalShown(trip));
  });

  it('two people changing one booking at once: each applies at the total they reviewed, or is told the price moved', async () => {
    const booked = await book(inWeek(11, { vehicleId: van, quantity: 1 }));
    expect(booked.status).toBe(201);
    const { code, returnDate } = booked.body.reservation;
    const url = `/api/reservations/${code}/changes`;
    const later = { email: contact.email, returnDate: addDays(returnDate, 1) };
    const twoVans = { email: contact.email, lines: [{ vehicleId: van, quantity: 2 }] };
    // Both review on their own phones, from the booking as it is.
    const shownLater = (await api().post(`${url}/price`, later)).body.change.totalCents as number;
    const shownTwo = (await api().post(`${url}/price`, twoVans)).body.change.totalCents as number;
    // Both confirm at once; each press sent twice (a double tap), with its own key.
    const press = (body: object) => {
      const key = newKey();
      return [1, 2].map(() => api().post(url, body, { 'idempotency-key': key }));
    };
    const answers = await Promise.all([
      ...press({ ...later, shownTotalCents: shownLater }),
      ...press({ ...twoVans, shownTotalCents: shownTwo }),
    ]);
    const statuses = answers.map((a) => a.status);
    // The first to commit applies at the total it showed (its double tap replays it); the other would
    // now cost more than its review said (one more day of two vans, or a second van for one more day).
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(2);
    for (const refused of answers.filter((a) => a.status === 409))
      expect(refused.body.error.code).toBe('price_changed');
    const won = answers.find((a) => a.status === 200)!;
    const lookup = await api().get(`/api/reservations/${code}?email=${encodeURIComponent(contact.email)}`);
    expect(lookup.body.pricingBreakdown.totalCents).toBe(won.body.pricingBreakdown.totalCents);
    expect([shownLater, shownTwo]).toContain(lookup.body.pricingBreakdown.totalCents);
  });

  it('refuses a total that is not a whole number of cents, naming the field', async () => {
    const refused = await book({ ...inWeek(8), shownTotalCents: 123.5 });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields)).toEqual(['shownTotalCents']);
  });
});
