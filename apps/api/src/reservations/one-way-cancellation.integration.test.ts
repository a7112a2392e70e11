import { demoCancellationPolicy } from '@convoy/domain/contracts/demo-cancellation-policy';
import { oneWayTermsWords } from '@convoy/domain/rules/cancellation-words';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../../test/dialects.ts';
import { contact, inWeek } from '../../test/fixtures.ts';
import { type PaymentsContext, usePayments } from '../../test/payments.ts';

const GOOD = '4242424242424242';
const email = encodeURIComponent(contact.email);
const halfUpPercent = (cents: number, percent: number) => Math.floor((cents * percent * 2 + 100) / 200);

/** Free from `hours` ahead, then half the total. */
const freeThenHalf = (hours: number) => [
  { feeBaseDays: 0, feePercent: 0, minHoursBefore: hours },
  { feeBaseDays: 0, feePercent: 50, minHoursBefore: 0 },
];
/** Baltimore → Chicago's own terms: free a week ahead, then half the total; groups two weeks ahead. */
const routePolicy = {
  groupMinVehicles: 3,
  single: freeThenHalf(168),
  group: freeThenHalf(336),
  noShow: { feeBaseDays: 1, feePercent: 50 },
};
const route = (cancellation: typeof routePolicy | null) => ({
  fromLocationId: 'baltimore',
  toLocationId: 'chicago',
  label: 'One-way fee, Baltimore Harbor to Chicago West Loop',
  classIds: ['15-passenger-van'],
  feeCents: 50_000,
  depositCents: null,
  cancellation,
});

/**
 * A one-way route's own cancellation policy (decision 028): a booking on it
 * keeps that policy as booked and is refunded by it; a round trip follows the
 * company's. Paid in full on the Stripe stand-in. The clock is 1 July 12:00
 * UTC; week 0 picks up Monday 6 July 09:00 in Baltimore, five days ahead:
 * inside the route's week, outside the company's 72 hours.
 */
describeEachDialect('a one-way route’s own cancellation policy on $name', (dialect) => {
  const api = usePayments(dialect, { collect: 'full' });
  const saveRoutes = (a: PaymentsContext, routes: object[]) =>
    a.app.inject({
      method: 'PUT',
      url: '/api/admin/pricing/one-way-routes',
      headers: a.admin,
      payload: { routes },
    });
  const bookAndPay = async (a: PaymentsContext, overrides: object) => {
    const booked = await a.book(inWeek(0, overrides));
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const code = booked.body.reservation.code as string;
    a.standIn.pay(await a.sessionOf(code), GOOD);
    await a.webhooks();
    return { code, total: booked.body.pricingBreakdown.totalCents as number, booked: booked.body };
  };
  const refunded = async (a: PaymentsContext, code: string) => {
    await a.runWorker();
    const payments = await a.get(`/api/admin/payments?q=${code}`, a.admin);
    return (payments.body.items[0].operations as { kind: string; status: string; amountCents: number }[])
      .filter((o) => o.kind === 'refund' && o.status === 'done')
      .reduce((sum, o) => sum + o.amountCents, 0);
  };

  it('states the route’s own policy before booking, and the company’s for a round trip', async () => {
    const a = api();
    expect((await saveRoutes(a, [route(routePolicy)])).statusCode).toBe(200);
    const oneWay = await a.get('/api/cancellation-policy?locationId=baltimore&returnLocationId=chicago');
    expect(oneWay.status).toBe(200);
    expect(oneWay.body).toMatchObject({ policy: routePolicy, oneWayTerms: true });
    expect(oneWay.body.summary.single[1]).toBe('Cancel less than 7 days before pickup: 50% of the total.');
    for (const url of [
      '/api/cancellation-policy',
      '/api/cancellation-policy?locationId=chicago&returnLocationId=baltimore',
    ]) {
      const company = await a.get(url);
      expect(company.body.policy).toEqual(demoCancellationPolicy);
      expect(company.body.oneWayTerms).toBeUndefined();
    }
  });

  it('refunds a one-way booking by its route’s policy as booked, though the route changed since', async () => {
    const a = api();
    expect((await saveRoutes(a, [route(routePolicy)])).statusCode).toBe(200);
    const { code, total, booked } = await bookAndPay(a, { returnLocationId: 'chicago' });
    expect(booked.cancellation).toMatchObject({ oneWayTerms: true });
    const lookup = async () => (await a.get(`/api/reservations/${code}?email=${email}`)).body;
    expect((await lookup()).cancellation.feeIfCancelledNowCents).toBe(halfUpPercent(total, 50));
    // The route loses its own terms: the booking keeps those it was booked under.
    expect((await saveRoutes(a, [route(null)])).statusCode).toBe(200);
    expect((await lookup()).cancellation).toMatchObject({
      oneWayTerms: true,
      feeIfCancelledNowCents: halfUpPercent(total, 50),
    });

    const cancelled = await a.post(`/api/reservations/${code}/cancel`, { email: contact.email });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.reservation.cancellationFeeCents).toBe(halfUpPercent(total, 50));
    expect(await refunded(a, code)).toBe(total - halfUpPercent(total, 50));

    // The confirmation e-mail said so, and named where and when it comes back.
    const confirmation = a.mail.sent.find(
      (m) => m.email.subject === `Your Convoy reservation ${code} is confirmed`,
    );
    expect(confirmation?.email.text).toContain(oneWayTermsWords);
    expect(confirmation?.email.text).toContain('Cancel less than 7 days before pickup: 50% of the total.');
    expect(confirmation?.email.text).toMatch(
      /Return to Chicago West Loop\W+Wednesday, July 8, 2026 at 5:00 PM CDT/,
    );
  });

  it('refunds a round trip by the company’s policy: free five days ahead', async () => {
    const a = api();
    expect((await saveRoutes(a, [route(routePolicy)])).statusCode).toBe(200);
    const { code, total, booked } = await bookAndPay(a, {});
    expect(booked.cancellation.oneWayTerms).toBeUndefined();
    const cancelled = await a.post(`/api/reservations/${code}/cancel`, { email: contact.email });
    expect(cancelled.body.reservation.cancellationFeeCents).toBe(0);
    expect(await refunded(a, code)).toBe(total);
  });
});
