import { afterEach, expect, it } from 'vitest';
import type { Answer } from '../../test/api.ts';
import type { TestApp } from '../../test/app.ts';
import { describeEachDialect, type TestDatabase } from '../../test/dialects.ts';
import { booking, contact, newKey } from '../../test/fixtures.ts';
import { listeningInstances } from '../../test/instances.ts';
import { testClock, testStripe } from '../../test/payments.ts';
import { StripeStandIn } from '../../test/stripe-stand-in/stripe-stand-in.ts';

/**
 * The last unit, with payment required at booking (decision 014): thirty renters
 * press Book at once, on two instances over real HTTP connections. One
 * booking holds the van while its payment is made; the others are refused
 * before any payment page is opened, so none of them can be charged.
 */
describeEachDialect('racing for the last unit with payment required on $name', (dialect) => {
  let database: TestDatabase | undefined;
  let standIn: StripeStandIn | undefined;
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const t of apps.splice(0)) await t.close();
    await database?.destroy();
    await standIn?.close();
    database = undefined;
  });

  it('30 at once for one free van: one booking paid and confirmed, 29 refused, no other payment anywhere', async () => {
    const clock = testClock();
    standIn = await StripeStandIn.start({
      apiKey: testStripe.secretKey,
      webhookSecret: testStripe.webhookSecret,
      now: clock.now,
    });
    database = await dialect.createSeeded();
    const env = {
      STRIPE_SECRET_KEY: testStripe.secretKey,
      STRIPE_WEBHOOK_SECRET: testStripe.webhookSecret,
      STRIPE_API_URL: standIn.url,
    };
    const served = await listeningInstances(database, 2, { now: clock.now, env });
    apps.push(...served.apps);
    const [first] = apps as [TestApp, TestApp];
    await first.repositories.units.set({ locationId: 'baltimore', classId: 'minivan', count: 1 });
    await first.repositories.payments.saveSettings({
      collectAtBooking: 'full',
      pendingPaymentMinutes: 30,
      reminderDaysBefore: 3,
    });
    const { urls } = served;

    const body = JSON.stringify(booking({ vehicleId: 'minivan', quantity: 1 }));
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        fetch(`${urls[i % 2]}/api/reservations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': newKey() },
          body,
        }),
      ),
    );
    const answers: Answer[] = await Promise.all(
      responses.map(async (r) => ({ status: r.status, body: await r.json(), headers: {} })),
    );
    const won = answers.filter((a) => a.status === 201);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(29);
    const winner = won[0]!.body;
    expect(winner.reservation.status).toBe('pending_payment');
    expect(winner.payment.checkoutUrl).toMatch(/\/checkout\/cs_/);

    // One payment page was opened, for the one booking; nobody else can pay anything.
    const payments = await database.db.selectFrom('payments').selectAll().execute();
    expect(payments).toHaveLength(1);
    const session = payments[0]!.checkout_session_id as string;
    const paid = standIn.pay(session, '4242424242424242');
    expect(paid.outcome).toBe('paid');
    for (const event of standIn.events) {
      const { payload, header } = standIn.signed(event);
      const res = await first.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
      });
      expect(res.statusCode).toBe(200);
    }

    const lookup = await first.app.inject({
      method: 'GET',
      url: `/api/reservations/${winner.reservation.code}?email=${encodeURIComponent(contact.email)}`,
    });
    expect(lookup.json().reservation.status).toBe('confirmed');
    expect(lookup.json().payment).toMatchObject({
      paidCents: winner.pricingBreakdown.totalCents,
      balanceCents: 0,
    });
    const reservations = await database.db.selectFrom('reservations').select(['code', 'status']).execute();
    expect(reservations).toEqual([{ code: winner.reservation.code, status: 'confirmed' }]);
    // Every PaymentIntent the provider ever made is the winner's: no charge left for the others.
    const intents = new Set(
      standIn.events.map((e) => {
        const object = e.data.object as { object: string; id: string; payment_intent?: string | null };
        return object.object === 'payment_intent' ? object.id : object.payment_intent;
      }),
    );
    intents.delete(undefined);
    intents.delete(null);
    expect([...intents]).toEqual([paid.paymentIntent.id]);
  });
});
