import { expect, it } from 'vitest';
import { describeEachDialect } from '../../test/dialects.ts';
import { addDays, contact, inWeek, newKey, withKey } from '../../test/fixtures.ts';
import { type PaymentsContext, usePayments } from '../../test/payments.ts';
import { formatMoney } from '../mail/format.ts';

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

/** Books and pays the deposit on the checkout page: the card is saved for later charges. */
async function bookAndPay(api: PaymentsContext, week: number) {
  const booked = await api.book(inWeek(week));
  expect(booked.status).toBe(201);
  const code = booked.body.reservation.code as string;
  const paid = api.standIn.pay(await api.sessionOf(code), GOOD);
  await api.webhooks();
  const customer = paid.paymentIntent.customer as string;
  return { code, customer, totalCents: booked.body.pricingBreakdown.totalCents as number };
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

  it('charges the balance to the saved card once however many clicks come at once', async () => {
    const a = api();
    const { code, customer, totalCents } = await bookAndPay(a, 2);
    const url = `/api/admin/payments/reservations/${code}/charge-balance`;
    // Five members of staff (five keys) and a double click (one key twice), all at once.
    const key = newKey();
    const clicks = await Promise.all([
      ...Array.from({ length: 5 }, () => a.post(url, {}, withKey(a.admin))),
      a.post(url, {}, withKey(a.admin, key)),
      a.post(url, {}, withKey(a.admin, key)),
    ]);
    // Each answers the one charge, or that nothing is left to charge once it has gone through.
    for (const click of clicks) {
      expect([200, 409]).toContain(click.status);
      if (click.status === 409) expect(click.body.error.code).toBe('nothing_due');
    }
    const charged = clicks.filter((c) => c.status === 200);
    expect(new Set(charged.map((c) => c.body.id)).size).toBe(1);
    // The deposit's hold is the customer's other PaymentIntent.
    const succeeded = a.standIn.paymentIntentsOf(customer).filter((pi) => pi.status === 'succeeded');
    expect(succeeded).toHaveLength(1);
    expect(succeeded[0]!.amount_received).toBe(totalCents);
    const renter = (await lookup(a, code)).body.payment;
    expect(renter).toMatchObject({ paidCents: totalCents, balanceCents: 0 });
    // The same key with another body is refused, not acted on.
    const reused = await a.post(url.replace(code, 'CNV-AAAAAA'), {}, withKey(a.admin, key));
    expect([404, 422]).toContain(reused.status);
  });

  it('does not charge the saved card of a booking cancelled before the charge was sent', async () => {
    const a = api();
    const { code, customer } = await bookAndPay(a, 6);
    // Stripe cannot take the charge just now: it waits to be made again (the worker's round).
    a.standIn.unavailable(1);
    const asked = await a.post(
      `/api/admin/payments/reservations/${code}/charge-balance`,
      {},
      withKey(a.admin),
    );
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ kind: 'charge', status: 'pending' });
    // The renter cancels meanwhile; then the worker comes round, long after.
    const cancelled = await a.post(`/api/reservations/${code}/cancel`, { email: contact.email });
    expect(cancelled.body.reservation.status).toBe('cancelled');
    a.clock.advance(11 * 60_000);
    await a.runWorker();
    expect(a.standIn.paymentIntentsOf(customer).filter((pi) => pi.status === 'succeeded')).toHaveLength(0);
    const rows = await a.get(`/api/admin/payments?q=${code}`, a.admin);
    const charge = rows.body.items.find((p: { id: string }) => p.id === asked.body.id);
    expect(charge).toMatchObject({
      status: 'failed',
      failureMessage: `Not charged: ${code} was cancelled first.`,
    });
  });

  it('answers a repeated staff action from its Idempotency-Key, and requires one', async () => {
    const a = api();
    const { code } = await bookAndPay(a, 3);
    const payment = (await lookup(a, code)).body.payment.payments[0];
    const url = `/api/admin/payments/${payment.id}/capture`;
    const missing = await a.post(url, { amountCents: 1000 }, a.admin);
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('idempotency_key_missing');
    const key = newKey();
    const first = await a.post(url, { amountCents: 1000 }, withKey(a.admin, key));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ capturedCents: 1000, status: 'succeeded' });
    const again = await a.post(url, { amountCents: 1000 }, withKey(a.admin, key));
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.operations).toEqual(first.body.operations);
    const other = await a.post(url, { amountCents: 2000 }, withKey(a.admin, key));
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('idempotency_key_reused');
  });

  it('keeps answering while ten refunds of one payment come at once on a cold catalogue', async () => {
    const a = api();
    await a.setCollect('full');
    try {
      const booked = await a.book(inWeek(4));
      const code = booked.body.reservation.code as string;
      a.standIn.pay(await a.sessionOf(code), GOOD);
      await a.webhooks();
      const payment = (await lookup(a, code)).body.payment.payments[0];
      a.app.services.catalog.invalidate();
      const refunds = await within(
        10_000,
        Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            a.post(
              `/api/admin/payments/${payment.id}/refund`,
              { amountCents: 2_000, reason: `Refund ${i}` },
              withKey(a.admin),
            ),
          ),
        ),
        'ten refunds',
      );
      const done = refunds.filter((r) => r.status === 200).length;
      for (const r of refunds) expect([200, 422]).toContain(r.status);
      const after = (await lookup(a, code)).body.payment;
      expect(after.refundedCents).toBe(done * 2_000);
      expect(after.refundedCents).toBeLessThanOrEqual(payment.capturedCents);
      expect((await within(5000, a.get('/api/health'), '/api/health')).status).toBe(200);
    } finally {
      await a.setCollect('deposit');
    }
  });

  it('opens one payment page for a balance however often it is asked, and refunds a payment beyond the total', async () => {
    const a = api();
    const { code, totalCents } = await bookAndPay(a, 5);
    const ask = () => a.post(`/api/reservations/${code}/payment`, { email: contact.email });
    const pages = await Promise.all([ask(), ask(), ask()]);
    expect(pages.map((p) => p.status)).toEqual([200, 200, 200]);
    const urls = new Set(pages.map((p) => p.body.checkoutUrl));
    expect(urls.size).toBe(1);
    expect((await ask()).body.checkoutUrl).toBe(pages[0]!.body.checkoutUrl);
    const balancePayments = (await lookup(a, code)).body.payment.payments.filter(
      (p: { kind: string }) => p.kind === 'balance',
    );
    expect(balancePayments).toHaveLength(1);

    // Staff charge the saved card while the renter pays the page: the second payment is refunded.
    const charged = await a.post(
      `/api/admin/payments/reservations/${code}/charge-balance`,
      {},
      withKey(a.admin),
    );
    expect(charged.body).toMatchObject({ status: 'succeeded', capturedCents: totalCents });
    const session = a.standIn.retrieveSession(
      (await a.repositories.payments.find(balancePayments[0].id))?.checkoutSessionId as string,
    );
    expect(a.standIn.pay(session.id, GOOD).outcome).toBe('paid');
    await a.webhooks();
    await a.runWorker();
    const after = (await lookup(a, code)).body.payment;
    expect(after).toMatchObject({ paidCents: totalCents, refundedCents: totalCents, balanceCents: 0 });
    const refunded = after.payments.find((p: { id: string }) => p.id === balancePayments[0].id);
    expect(refunded).toMatchObject({ capturedCents: totalCents, refundedCents: totalCents });
    // Staff see why in the payments list, and are told.
    const rows = (await a.get(`/api/admin/payments?q=${code}`, a.admin)).body.items;
    const row = rows.find((p: { id: string }) => p.id === balancePayments[0].id);
    expect(row.operations).toEqual([
      expect.objectContaining({
        kind: 'refund',
        status: 'done',
        amountCents: totalCents,
        reason: `Paid beyond the total of ${code}: refunded automatically`,
      }),
    ]);
    expect(
      a.mail.sent.some(
        (m) =>
          m.email.text?.includes('is being refunded to the card automatically') &&
          m.email.subject.includes(code),
      ),
    ).toBe(true);
  });

  it('leaves one page open when the amount due changes while pages are being opened', async () => {
    const a = api();
    const { code } = await bookAndPay(a, 6);
    const ask = () => a.post(`/api/reservations/${code}/payment`, { email: contact.email });
    const reservation = await a.repositories.reservations.findByCode(code);
    // The first ask has written the payment of the balance and waits for the provider's page…
    const held = a.standIn.hold('POST', '/v1/checkout/sessions');
    const first = ask();
    await held.arrived(1);
    // …when the renter adds two days, and asks again from another tab.
    const change = await a.post(
      `/api/reservations/${code}/changes`,
      { returnDate: addDays(reservation?.returnDate as string, 2), email: contact.email },
      { 'idempotency-key': newKey() },
    );
    expect(change.status).toBe(200);
    const second = ask();
    await held.arrived(2);
    held.release();
    const pages = await Promise.all([first, second]);
    expect(pages.map((p) => p.status)).toEqual([200, 200]);

    const balance = (await lookup(a, code)).body.payment.balanceCents as number;
    const payments = await a.repositories.payments.forReservation(reservation?.id as string);
    const open = payments.filter(
      (p) => p.checkoutSessionId && a.standIn.retrieveSession(p.checkoutSessionId).status === 'open',
    );
    expect(open.map((p) => [p.kind, p.amountCents])).toEqual([['balance', balance]]);
    const url = a.standIn.retrieveSession(open[0]?.checkoutSessionId as string).url;
    expect(pages.map((p) => p.body.checkoutUrl)).toEqual([url, url]);
  });

  it('records a dispute on the payment, tells staff, and follows it to its outcome, once per event', async () => {
    const a = api();
    await a.setCollect('full');
    try {
      const booked = await a.book(inWeek(6));
      const code = booked.body.reservation.code as string;
      const paid = a.standIn.pay(await a.sessionOf(code), GOOD);
      await a.webhooks();
      const total = booked.body.pricingBreakdown.totalCents as number;
      const dispute = a.standIn.dispute(paid.paymentIntent.id, { reason: 'product_not_received' });
      const hooks = await a.webhooks({ duplicate: true });
      expect(hooks.map((h) => h.statusCode)).toEqual([200, 200]);
      const row = async () =>
        (await a.get(`/api/admin/payments?q=${code}`, a.admin)).body.items.find(
          (p: { kind: string }) => p.kind === 'full',
        );
      expect((await row()).dispute).toMatchObject({
        status: 'needs_response',
        amountCents: total,
        reason: 'product_not_received',
      });
      await a.app.services.outbox.drain();
      const told = () =>
        a.mail.sent.filter((m) => m.email.subject.includes(code) && m.email.text?.includes('dispute'));
      expect(told()).toHaveLength(1);
      expect(told()[0]!.email.text).toContain(
        `The card holder disputed ${formatMoney(total)} (reason: product not received).`,
      );
      a.standIn.closeDispute(dispute.id, 'lost');
      await a.webhooks();
      expect((await row()).dispute).toMatchObject({ status: 'lost' });
      await a.app.services.outbox.drain();
      expect(told().at(-1)!.email.text).toContain('was lost: the money goes back to the card holder');
    } finally {
      await a.setCollect('deposit');
    }
  });

  it('refunds at once what a paid booking no longer costs after a change', async () => {
    const a = api();
    await a.setCollect('full');
    try {
      const { vehicleId: _v, quantity: _q, ...trip } = inWeek(8);
      const booked = await a.post(
        '/api/reservations',
        { ...trip, lines: [{ vehicleId: '15-passenger-van', quantity: 2 }] },
        { 'idempotency-key': newKey() },
      );
      expect(booked.status).toBe(201);
      const code = booked.body.reservation.code as string;
      a.standIn.pay(await a.sessionOf(code), GOOD);
      await a.webhooks();
      const paid = booked.body.pricingBreakdown.totalCents as number;
      const change = await a.post(
        `/api/reservations/${code}/changes`,
        { lines: [{ vehicleId: '15-passenger-van', quantity: 1 }], email: contact.email },
        { 'idempotency-key': newKey() },
      );
      expect(change.status).toBe(200);
      const total = change.body.pricingBreakdown.totalCents as number;
      expect(change.body.change.cancellationFeeFloorCents).toBe(0);
      await a.runWorker();
      const after = (await lookup(a, code)).body.payment;
      expect(after).toMatchObject({ paidCents: total, refundedCents: paid - total, balanceCents: 0 });
      expect(after.payments[0].refundedCents).toBe(paid - total);
    } finally {
      await a.setCollect('deposit');
    }
  });
});
