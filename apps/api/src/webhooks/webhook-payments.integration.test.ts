import { expect, it } from 'vitest';
import { describeEachDialect } from '../../test/dialects.ts';
import { contact, inWeek } from '../../test/fixtures.ts';
import { usePayments } from '../../test/payments.ts';
import { webhookReceiver } from '../../test/webhook-receiver.ts';

/**
 * A payment's webhooks (decision 038), written where the provider's state is
 * applied (payments/payment-sync.ts): `payment.succeeded` when the renter
 * pays the whole total on the stand-in's checkout page, `payment.refunded`
 * when the cancellation's refund is made, with what went back.
 */
describeEachDialect('webhooks of a card payment on $name', (dialect) => {
  const api = usePayments(dialect, { env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });

  it('tells of the payment when it succeeds and of the refund a cancellation makes', async () => {
    const a = api();
    const receiver = await webhookReceiver();
    await a.setCollect('full');
    try {
      const made = await a.post(
        '/api/admin/webhooks',
        { url: receiver.url, events: ['payment.succeeded', 'payment.refunded'] },
        a.admin,
      );
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      // Picked up in two days: inside 72 hours, one day of the van is the fee (demo policy).
      const booked = await a.book({ ...inWeek(0), pickupDate: '2026-07-03', returnDate: '2026-07-03' });
      const code = booked.body.reservation.code as string;
      const total = booked.body.pricingBreakdown.totalCents as number;
      a.standIn.pay(await a.sessionOf(code), '4242424242424242');
      await a.webhooks();
      await a.app.services.outbox.drain();
      const events = () => receiver.received.map((r) => JSON.parse(r.body) as { type: string; data: object });
      expect(events()).toEqual([
        expect.objectContaining({
          type: 'payment.succeeded',
          data: expect.objectContaining({
            bookingCode: code,
            kind: 'full',
            amountCents: total,
            capturedCents: total,
          }),
        }),
      ]);

      const cancelled = await a.post(`/api/reservations/${code}/cancel`, { email: contact.email });
      const fee = cancelled.body.reservation.cancellationFeeCents as number;
      await a.runWorker();
      expect(events().map((e) => e.type)).toEqual(['payment.succeeded', 'payment.refunded']);
      expect(events()[1]!.data).toMatchObject({
        bookingCode: code,
        refundCents: total - fee,
        refundedCents: total - fee,
      });
    } finally {
      await a.setCollect('deposit');
      await receiver.close();
    }
  });
});
