import { expect, it } from 'vitest';
import { signIn } from '../../test/admin.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { addDays, contact, inWeek, passedInspection, qualifiedDriver, withKey } from '../../test/fixtures.ts';
import { signatureDataUrl } from '../../test/images.ts';
import { type PaymentsContext, usePayments } from '../../test/payments.ts';
import { formatMoney } from '../mail/format.ts';

/**
 * Card payments (decision 014) through the real Stripe SDK against the local
 * stand-in of Stripe's API: the renter pays on the stand-in's checkout page
 * (`standIn.pay`), its events reach the app as signed webhooks. The company
 * collects the deposit unless a test says otherwise.
 */
const GOOD = '4242424242424242';
const DECLINED = '4000000000000002';
const MINUTE = 60_000;
const email = encodeURIComponent(contact.email);

const lookup = (api: PaymentsContext, code: string) => api.get(`/api/reservations/${code}?email=${email}`);

/** Books, pays on the checkout page and delivers the webhooks: the reservation as the renter then sees it. */
async function bookAndPay(api: PaymentsContext, week: number, card = GOOD) {
  const booked = await api.book(inWeek(week));
  expect(booked.status).toBe(201);
  const code = booked.body.reservation.code as string;
  api.standIn.pay(await api.sessionOf(code), card);
  const hooks = await api.webhooks();
  expect(hooks.map((h) => h.statusCode).every((s) => s === 200)).toBe(true);
  return { booked: booked.body, code, after: (await lookup(api, code)).body };
}

describeEachDialect('card payments through the Stripe SDK (local stand-in) on $name', (dialect) => {
  const api = usePayments(dialect, { collect: 'deposit' });

  it('holds the deposit at booking, confirms on the webhook and captures it at check-in', async () => {
    const a = api();
    const booked = await a.book(inWeek(1));
    expect(booked.status).toBe(201);
    const { reservation, pricingBreakdown, payment } = booked.body;
    expect(reservation.status).toBe('pending_payment');
    expect(pricingBreakdown.dueNowCents).toBe(pricingBreakdown.depositCents);
    expect(pricingBreakdown.dueAtPickupCents).toBe(pricingBreakdown.totalCents);
    expect(payment.method).toBe('card');
    expect(payment.collect).toBe('deposit');
    expect(payment.checkoutUrl).toMatch(new RegExp(`^${a.standIn.url}/checkout/cs_`));
    expect(payment.payBy).toBe('2026-07-01T08:30:00-04:00');
    // Nothing is e-mailed while the booking waits for its payment.
    await a.app.services.outbox.drain();
    expect(a.mail.sent.filter((m) => m.email.subject.includes(reservation.code))).toEqual([]);

    const session = await a.sessionOf(reservation.code);
    const paid = a.standIn.pay(session, GOOD);
    expect(paid.outcome).toBe('paid');
    expect(paid.paymentIntent.capture_method).toBe('manual');
    await a.webhooks();

    const after = (await lookup(a, reservation.code)).body;
    expect(after.reservation.status).toBe('confirmed');
    expect(after.payment.heldCents).toBe(pricingBreakdown.depositCents);
    expect(after.payment.paidCents).toBe(0);
    expect(after.payment.payments[0]).toMatchObject({
      kind: 'deposit',
      status: 'authorised',
      description: 'Visa •••• 4242',
    });
    expect(after.payment.invoices).toEqual([
      expect.objectContaining({
        status: 'open',
        dueOn: '2026-07-13',
        totalCents: pricingBreakdown.totalCents,
      }),
    ]);
    await a.app.services.outbox.drain();
    const confirmation = a.mail.sent.find((m) =>
      m.email.subject.includes(`${reservation.code} is confirmed`),
    );
    const attached = confirmation?.email.attachments.map((f) => f.filename) ?? [];
    expect(attached).toContain(`${after.payment.invoices[0].number}.pdf`);

    // Check-in: the van came back with damage; staff capture $120 of the hold, the rest is released.
    const paymentId = after.payment.payments[0].id as string;
    const captured = await a.post(
      `/api/admin/payments/${paymentId}/capture`,
      { amountCents: 12_000 },
      withKey(a.admin),
    );
    expect(captured.status).toBe(200);
    expect(captured.body).toMatchObject({ status: 'succeeded', capturedCents: 12_000, authorisedCents: 0 });
    expect(captured.body.operations).toEqual([
      expect.objectContaining({ kind: 'capture', status: 'done', amountCents: 12_000 }),
    ]);
    const intent = a.standIn.retrievePaymentIntent(paid.paymentIntent.id);
    expect(intent).toMatchObject({ status: 'succeeded', amount_received: 12_000 });
    const settled = (await lookup(a, reservation.code)).body.payment;
    expect(settled).toMatchObject({
      paidCents: 12_000,
      heldCents: 0,
      balanceCents: pricingBreakdown.totalCents - 12_000,
    });
  });

  it('charges the whole total at booking when the company collects it in full', async () => {
    const a = api();
    await a.setCollect('full');
    try {
      const { booked, after } = await bookAndPay(a, 2);
      expect(booked.pricingBreakdown.dueNowCents).toBe(booked.pricingBreakdown.totalCents);
      expect(booked.pricingBreakdown.dueAtPickupCents).toBe(0);
      expect(after.reservation.status).toBe('confirmed');
      expect(after.payment).toMatchObject({
        paidCents: booked.pricingBreakdown.totalCents,
        balanceCents: 0,
        collect: 'full',
      });
      expect(after.payment.invoices[0]).toMatchObject({ status: 'paid', balanceDueCents: 0 });
    } finally {
      await a.setCollect('deposit');
    }
  });

  it('leaves a declined payment pending, then releases the vehicles when its time runs out', async () => {
    const a = api();
    const trip = inWeek(3);
    const { vehicleId: _v, quantity: _q, ...search } = trip;
    const free = async () => {
      const res = await a.post('/api/availability', search);
      return res.body.vehicles.find((v: { id: string }) => v.id === '15-passenger-van')
        .availableUnits as number;
    };
    const units = await free();
    const booked = await a.book({ ...trip, quantity: units });
    expect(booked.status).toBe(201);
    const code = booked.body.reservation.code as string;
    const declined = a.standIn.pay(await a.sessionOf(code), DECLINED);
    expect(declined.outcome).toBe('declined');
    await a.webhooks();

    const waiting = (await lookup(a, code)).body;
    expect(waiting.reservation.status).toBe('pending_payment');
    expect(waiting.payment.payments[0]).toMatchObject({
      status: 'failed',
      failureMessage: 'Your card was declined.',
    });
    expect(waiting.payment.checkoutUrl).toMatch(/\/checkout\/cs_/);
    expect(await free()).toBe(0);
    expect((await a.book({ ...trip, quantity: 1 })).status).toBe(409);

    a.clock.advance(29 * MINUTE);
    await a.runWorker();
    expect((await lookup(a, code)).body.reservation.status).toBe('pending_payment');
    a.clock.advance(2 * MINUTE);
    await a.runWorker();
    const expired = (await lookup(a, code)).body;
    expect(expired.reservation.status).toBe('expired');
    expect(expired.payment.payments[0].status).toBe('expired');
    expect(await free()).toBe(units);
    expect(a.standIn.retrieveSession(await a.sessionOf(code)).status).toBe('expired');
    expect(
      a.mail.sent.some((m) => m.to === contact.email && m.email.subject.includes(`${code} was not paid`)),
    ).toBe(true);
    a.clock.set(Date.parse('2026-07-01T12:00:00Z'));
  });

  it('applies webhooks that come twice and out of order once', async () => {
    const a = api();
    await a.webhooks(); // what the tests before left undelivered
    const booked = await a.book(inWeek(4));
    const code = booked.body.reservation.code as string;
    a.standIn.pay(await a.sessionOf(code), GOOD);
    const events = a.undelivered();
    expect(events.map((e) => e.type)).toEqual([
      'payment_intent.amount_capturable_updated',
      'checkout.session.completed',
    ]);
    const answers = await a.webhooks({ reverse: true, duplicate: true });
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.map((r) => r.json().outcome)).toEqual(['handled', 'duplicate', 'handled', 'duplicate']);
    expect((await lookup(a, code)).body.reservation.status).toBe('confirmed');
    await a.app.services.outbox.drain();
    const confirmations = a.mail.sent.filter(
      (m) => m.email.subject === `Your Convoy reservation ${code} is confirmed`,
    );
    expect(confirmations).toHaveLength(1);
    const seen = await a.database.db.selectFrom('payment_events').select('event_id').execute();
    expect(seen.map((e) => e.event_id)).toEqual(expect.arrayContaining(events.map((e) => e.id)));
  });

  it('refunds a full payment less the cancellation fee, and invoices the fee', async () => {
    const a = api();
    await a.setCollect('full');
    try {
      // Picked up in two days: inside 72 hours, one day of the van is the fee (demo policy).
      const trip = { ...inWeek(0), pickupDate: '2026-07-03', returnDate: '2026-07-03' };
      const booked = await a.book(trip);
      expect(booked.body.error).toBeUndefined();
      const code = booked.body.reservation.code as string;
      const total = booked.body.pricingBreakdown.totalCents as number;
      // Cancelling costs nothing while the booking waits for its payment; once paid, the policy applies.
      expect(booked.body.cancellation.feeIfCancelledNowCents).toBeNull();
      const session = await a.sessionOf(code);
      const intentId = a.standIn.pay(session, GOOD).paymentIntent.id;
      await a.webhooks();
      const fee = (await lookup(a, code)).body.cancellation.feeIfCancelledNowCents as number;
      expect(fee).toBe(booked.body.pricingBreakdown.vehicles[0].dailyRateCents);

      const cancelled = await a.post(`/api/reservations/${code}/cancel`, { email: contact.email });
      expect(cancelled.body.reservation).toMatchObject({ status: 'cancelled', cancellationFeeCents: fee });
      await a.runWorker();
      const refunds = await a.get(`/api/admin/payments?q=${code}`, a.admin);
      expect(refunds.body.items[0].operations).toEqual([
        expect.objectContaining({ kind: 'refund', status: 'done', amountCents: total - fee }),
      ]);
      expect(
        a.standIn.retrieveCharge(a.standIn.retrievePaymentIntent(intentId).latest_charge as string),
      ).toMatchObject({
        amount_refunded: total - fee,
      });
      const after = (await lookup(a, code)).body.payment;
      expect(after).toMatchObject({ paidCents: fee, refundedCents: total - fee, balanceCents: 0 });
      expect(
        after.invoices.map((i: { status: string; totalCents: number }) => [i.status, i.totalCents]),
      ).toEqual([
        ['paid', fee],
        ['void', total],
      ]);
    } finally {
      await a.setCollect('deposit');
    }
  });

  it('takes a cancellation fee from the held deposit and releases the rest of it', async () => {
    const a = api();
    const trip = { ...inWeek(0), pickupDate: '2026-07-03', returnDate: '2026-07-03', vehicleId: 'minivan' };
    const booked = await a.book(trip);
    const code = booked.body.reservation.code as string;
    const intentId = a.standIn.pay(await a.sessionOf(code), GOOD).paymentIntent.id;
    await a.webhooks();
    const fee = (await lookup(a, code)).body.cancellation.feeIfCancelledNowCents as number;
    expect(fee).toBeGreaterThan(0);
    await a.post(`/api/reservations/${code}/cancel`, { email: contact.email });
    await a.runWorker();
    expect(a.standIn.retrievePaymentIntent(intentId)).toMatchObject({
      status: 'succeeded',
      amount_received: fee,
    });
    expect((await lookup(a, code)).body.payment).toMatchObject({
      paidCents: fee,
      heldCents: 0,
      balanceCents: 0,
    });
  });

  it('answers a webhook with a bad signature 400 and changes nothing', async () => {
    const a = api();
    const booked = await a.book(inWeek(6));
    const code = booked.body.reservation.code as string;
    a.standIn.pay(await a.sessionOf(code), GOOD);
    const [event] = a.undelivered();
    const { payload } = a.standIn.signed(event!);
    const forged = await a.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
      },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('invalid_signature');
    const unsigned = await a.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    const stored = await a.repositories.reservations.findByCode(code);
    expect(stored?.status).toBe('pending_payment');
    expect(
      await a.database.db
        .selectFrom('payment_events')
        .select('event_id')
        .where('event_id', '=', event!.id)
        .execute(),
    ).toEqual([]);
    await a.webhooks();
    expect((await a.repositories.reservations.findByCode(code))?.status).toBe('confirmed');
  });

  it('confirms a payment whose webhook never came when reconciliation asks the provider', async () => {
    const a = api();
    const booked = await a.book(inWeek(7));
    const code = booked.body.reservation.code as string;
    a.standIn.pay(await a.sessionOf(code), GOOD);
    a.undelivered().splice(0); // lost on the way
    await a.webhooks(); // …and nothing else arrives
    a.clock.advance(11 * MINUTE);
    try {
      await a.runWorker();
      expect((await a.repositories.reservations.findByCode(code))?.status).toBe('confirmed');
    } finally {
      a.clock.set(Date.parse('2026-07-01T12:00:00Z'));
    }
  });

  it('opens the balance’s payment page and marks the invoice paid when it is paid', async () => {
    const a = api();
    const { code, booked } = await bookAndPay(a, 8);
    const page = await a.post(`/api/reservations/${code}/payment`, { email: contact.email });
    expect(page.status).toBe(200);
    const session = page.body.checkoutUrl.split('/').at(-1) as string;
    expect(a.standIn.retrieveSession(session).amount_total).toBe(booked.pricingBreakdown.totalCents);
    a.standIn.pay(session, GOOD);
    await a.webhooks();
    const after = (await lookup(a, code)).body.payment;
    expect(after).toMatchObject({ paidCents: booked.pricingBreakdown.totalCents, balanceCents: 0 });
    expect(after.invoices[0].status).toBe('paid');
    await a.app.services.outbox.drain();
    const receipt = a.mail.sent.find(
      (m) => m.email.subject === `Payment received for Convoy reservation ${code}`,
    );
    expect(receipt?.email.attachments.some((f) => f.filename.startsWith('RCT-2026-'))).toBe(true);
    expect(
      (await a.post(`/api/reservations/${code}/payment`, { email: contact.email })).body.error.code,
    ).toBe('nothing_due');
  });

  it('lets staff release a hold, refund part of a payment and charge the balance to the saved card', async () => {
    const a = api();
    // A deposit held, then released by staff: nothing is held any more.
    const held = await bookAndPay(a, 9);
    const deposit = held.after.payment.payments[0].id as string;
    const released = await a.post(`/api/admin/payments/${deposit}/release`, {}, withKey(a.admin));
    expect(released.body).toMatchObject({ status: 'canceled', authorisedCents: 0, capturedCents: 0 });
    expect(released.body.operations).toEqual([expect.objectContaining({ kind: 'release', status: 'done' })]);
    expect(
      (await a.post(`/api/admin/payments/${deposit}/release`, {}, withKey(a.admin))).body.error.code,
    ).toBe('not_held');

    // The balance charged off-session to the card saved by the deposit's payment.
    const charged = await a.post(
      `/api/admin/payments/reservations/${held.code}/charge-balance`,
      {},
      withKey(a.admin),
    );
    expect(charged.status).toBe(200);
    expect(charged.body).toMatchObject({
      kind: 'charge',
      status: 'succeeded',
      capturedCents: held.booked.pricingBreakdown.totalCents,
      description: 'Visa •••• 4242',
    });
    expect((await lookup(a, held.code)).body.payment).toMatchObject({ balanceCents: 0 });

    // Part of it refunded with a reason; no more than is left.
    const refund = await a.post(
      `/api/admin/payments/${charged.body.id}/refund`,
      { amountCents: 5_000, reason: 'Goodwill: late vehicle' },
      withKey(a.admin),
    );
    expect(refund.body).toMatchObject({ refundedCents: 5_000 });
    expect(refund.body.operations).toEqual([
      expect.objectContaining({
        kind: 'refund',
        status: 'done',
        amountCents: 5_000,
        reason: 'Goodwill: late vehicle',
      }),
    ]);
    // Two refunds of 60% at once: the second finds the first already written and is refused.
    const sixty = Math.floor((charged.body.capturedCents - 5_000) * 0.6);
    const both = await Promise.all(
      ['Duplicate click A', 'Duplicate click B'].map((reason) =>
        a.post(
          `/api/admin/payments/${charged.body.id}/refund`,
          { amountCents: sixty, reason },
          withKey(a.admin),
        ),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 422]);
    const tooMuch = await a.post(
      `/api/admin/payments/${charged.body.id}/refund`,
      { amountCents: charged.body.capturedCents, reason: 'All of it' },
      withKey(a.admin),
    );
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error.fields).toHaveProperty('amountCents');
    expect((await lookup(a, held.code)).body.payment).toMatchObject({
      balanceCents: 5_000 + sixty,
      refundedCents: 5_000 + sixty,
    });
  });

  it('says so when the saved card is declined, and keeps the balance due', async () => {
    const a = api();
    const { code, booked } = await bookAndPay(a, 10, '4000000000009995');
    expect((await lookup(a, code)).body.reservation.status).toBe('pending_payment');
    // The card that failed is not saved; the renter pays with another on the same page.
    a.standIn.pay(await a.sessionOf(code), GOOD);
    await a.webhooks();
    const payment = (await lookup(a, code)).body.payment;
    expect(payment.heldCents).toBe(booked.pricingBreakdown.depositCents);
    const session = await a.sessionOf(code);
    const intent = a.standIn.retrieveSession(session).payment_intent as string;
    const saved = a.standIn.retrievePaymentIntent(intent).payment_method as string;
    expect(saved).toMatch(/^pm_/);
    const declining = a.standIn.saveCard(
      '4000000000000002',
      a.standIn.retrievePaymentIntent(intent).customer as string,
    );
    await a.database.db
      .updateTable('payments')
      .set({ payment_method_id: declining.paymentMethod.id })
      .where('payment_intent_id', '=', intent)
      .execute();
    const refused = await a.post(
      `/api/admin/payments/reservations/${code}/charge-balance`,
      {},
      withKey(a.admin),
    );
    expect(refused.status).toBe(402);
    expect(refused.body.error).toMatchObject({ code: 'card_declined' });
    expect((await lookup(a, code)).body.payment.balanceCents).toBe(booked.pricingBreakdown.totalCents);
  });

  it('e-mails the pickup reminder once, three days ahead, with the balance and its payment link', async () => {
    const a = api();
    const { code } = await bookAndPay(a, 11);
    // Pickup on 21 September 2026 at 09:00 in Baltimore: three days before, in the worker's round.
    a.clock.set(Date.parse('2026-09-18T14:00:00Z'));
    try {
      await a.runWorker();
      await a.runWorker();
      const reminders = a.mail.sent.filter(
        (m) => m.email.subject === `Your Convoy pickup is coming up: reservation ${code}`,
      );
      expect(reminders).toHaveLength(1);
      expect(reminders[0]!.email.text).toContain(`https://rent.test/manage?code=${code}&pay=balance`);
      expect(reminders[0]!.email.text).toMatch(/Still to pay: +\$[\d,]+\.\d\d by Monday, September 21, 2026/);
      expect(reminders[0]!.email.attachments.map((f) => f.filename)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^INV-2026-\d{6}\.pdf$/)]),
      );
    } finally {
      a.clock.set(Date.parse('2026-07-01T12:00:00Z'));
    }
  });

  it('closes the payment page of a booking canceled while it waited for its payment, free of charge', async () => {
    const a = api();
    const booked = await a.book(inWeek(12));
    const code = booked.body.reservation.code as string;
    const session = await a.sessionOf(code);
    const cancelled = await a.post(`/api/reservations/${code}/cancel`, { email: contact.email });
    expect(cancelled.body.reservation).toMatchObject({ status: 'cancelled', cancellationFeeCents: 0 });
    expect(a.standIn.retrieveSession(session).status).toBe('expired');
    expect(cancelled.body.payment.payments[0].status).toBe('expired');
    expect(cancelled.body.payment.balanceCents).toBe(0);
  });

  it('settles the deposit against the final invoice at check-in: the return’s charges captured, the rest released', async () => {
    const a = api();
    const driver = qualifiedDriver('15-passenger-van');
    const booked = await a.book(inWeek(15, { drivers: [driver] }));
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const code = booked.body.reservation.code as string;
    const { totalCents, depositCents } = booked.body.pricingBreakdown;
    a.standIn.pay(await a.sessionOf(code), GOOD);
    await a.webhooks();
    // At pickup the counter charges the rental to the card saved with the deposit.
    const rental = await a.post(
      `/api/admin/payments/reservations/${code}/charge-balance`,
      {},
      withKey(a.admin),
    );
    expect(rental.body).toMatchObject({ status: 'succeeded', capturedCents: totalCents });

    const { units } = (await a.get('/api/admin/units?locationId=baltimore&classId=15-passenger-van', a.admin))
      .body;
    const given = await a.app.inject({
      method: 'PUT',
      url: `/api/admin/assignments/${code}/15-passenger-van/1`,
      headers: a.admin,
      payload: { unitId: units[0].id },
    });
    expect(given.statusCode, given.body).toBe(200);
    const out = { classId: driver.vehicleId, seq: 1, odometerMiles: 12_000, fuelEighths: 8 };
    const signature = await signatureDataUrl();
    // It goes out an hour before its pickup and comes back on its day (rules/handover-times.ts), the
    // clock moved there (and the back office signed in again: its session lasts 30 idle minutes).
    const staffAt = async (iso: string) => {
      a.clock.set(Date.parse(iso));
      return (await signIn(a.app)).headers;
    };
    try {
      const left = await a.post(
        `/api/admin/counter/${code}/check-out`,
        {
          vehicles: [{ ...out, inspection: passedInspection(driver.vehicleId, 'out') }],
          licencesChecked: true,
          agreement: { signerName: 'Ana Ruiz', signature },
        },
        await staffAt(`${addDays('2026-07-06', 15 * 7)}T08:00:00-04:00`),
      );
      expect(left.status, JSON.stringify(left.body)).toBe(200);
      const back = await a.post(
        `/api/admin/counter/${code}/check-in`,
        {
          returnedDate: addDays('2026-07-08', 15 * 7),
          returnedTime: '17:00',
          vehicles: [
            {
              ...out,
              odometerMiles: 12_950,
              fuelEighths: 4,
              inspection: passedInspection(driver.vehicleId, 'in'),
            },
          ],
        },
        await staffAt(`${addDays('2026-07-08', 15 * 7)}T18:00:00-04:00`),
      );
      expect(back.status, JSON.stringify(back.body)).toBe(200);
      const added = back.body.chargesTotalCents as number;
      expect(added).toBe(back.body.vehicles[0].charges.totalCents);
      expect(added).toBeGreaterThan(17_500);
      expect(back.body.finalInvoice).toMatchObject({
        totalCents: totalCents + added,
        balanceDueCents: added,
      });

      // The payments worker makes the capture the check-in wrote: the charges from the hold, the rest released.
      await a.app.services.paymentsWorker.runOperations();
      const after = (await lookup(a, code)).body.payment;
      const deposit = after.payments.find((p: { kind: string }) => p.kind === 'deposit');
      expect(deposit).toMatchObject({ status: 'succeeded', capturedCents: added, authorisedCents: 0 });
      expect(after).toMatchObject({ heldCents: 0, paidCents: totalCents + added, balanceCents: 0 });
      expect(after.invoices[0]).toMatchObject({ status: 'paid', totalCents: totalCents + added });
      expect(depositCents - added).toBeGreaterThan(0);
      // The renter's e-mail says what the return added and what the deposit did.
      await a.app.services.outbox.drain();
      const mail = a.mail.sent.find((m) => m.email.subject.includes(`${code} is back`));
      expect(mail?.email.text).toContain(`${formatMoney(added)} of the deposit held on your card is charged`);
      expect(mail?.email.text).toContain(`${formatMoney(depositCents - added)} is released`);
    } finally {
      a.clock.set(Date.parse('2026-07-01T12:00:00Z'));
    }
  });
});
