import { expect, it } from 'vitest';
import { describeEachDialect } from '../../test/dialects.ts';
import { contact, inWeek } from '../../test/fixtures.ts';
import { type PaymentsContext, usePayments } from '../../test/payments.ts';

/**
 * Money under the faults an outside tester tried (SPEC Part B §15): a payment
 * applied while the catalogue is cold, clicks that come together, a page asked
 * for twice. Each case hung the server, charged twice or kept money it should
 * not have before its fix.
 */
const GOOD = '4242424242424242';
const email = encodeURIComponent(contact.email);
const lookup = (api: PaymentsContext, code: string) => api.get(`/api/reservations/${code}?email=${email}`);

/** Rejects when `work` has not settled within `ms`: a hung server fails the test instead of timing it out. */
function within<T>(ms: number, work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

describeEachDialect('money under faults on $name', (dialect) => {
  const api = usePayments(dialect, { collect: 'deposit' });

  it('confirms a payment made right after staff saved a pricing setting, and keeps answering', async () => {
    const a = api();
    const booked = await a.book(inWeek(1));
    expect(booked.status).toBe(201);
    const code = booked.body.reservation.code as string;
    // Any save of the price book empties the catalogue's cache.
    const saved = await a.app.inject({
      method: 'PUT',
      url: '/api/admin/pricing/settings',
      payload: { additionalDriverPerDayCents: 1500 },
      headers: a.admin,
    });
    expect(saved.statusCode).toBe(200);
    a.standIn.pay(await a.sessionOf(code), GOOD);
    const hooks = await within(5000, a.webhooks(), 'the webhook');
    expect(hooks.map((h) => h.statusCode)).toEqual(hooks.map(() => 200));
    const health = await within(5000, a.get('/api/health'), '/api/health');
    expect(health.status).toBe(200);
    expect((await lookup(a, code)).body.reservation.status).toBe('confirmed');
  });
});
