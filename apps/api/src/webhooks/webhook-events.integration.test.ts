import { beforeAll, expect, it } from 'vitest';
import { asStaff, type SignedIn, signIn, staffWithBooking } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { contact, newKey, outgoingVehicle, passedInspection } from '../../test/fixtures.ts';
import { signatureDataUrl } from '../../test/images.ts';
import { testClock } from '../../test/payments.ts';
import { webhookReceiver } from '../../test/webhook-receiver.ts';

/**
 * The events of a booking's life after it is made (decision 038), each
 * written where its change happens: a change to the booking, the van's
 * check-out and check-in at the counter, and the final invoice the return
 * brings. The booking is the counter tests' van in week 0 (Monday 6 July
 * 09:00 to Wednesday 8 July 17:00 EDT, Baltimore).
 */
const van = '15-passenger-van';
const at = (iso: string) => Date.parse(iso);

describeEachDialect('webhooks of a booking’s life on $name', (dialect) => {
  const clock = testClock();
  const api = useApi(dialect, { now: clock.now, env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
  let staff: SignedIn;
  let code: string;
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
  const events = () =>
    receiver.received.map((r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> });
  const moveTo = async (iso: string) => {
    clock.set(at(iso));
    staff = await signIn(api().app);
  };

  beforeAll(async () => {
    receiver = await webhookReceiver();
    ({ staff, code } = await staffWithBooking(api(), van));
    const made = await asStaff(api().app, staff, 'POST', '/api/admin/webhooks', {
      url: receiver.url,
      events: ['booking.changed', 'vehicle.checked_out', 'vehicle.checked_in', 'invoice.issued'],
    });
    expect(made.status).toBe(201);
    return () => receiver.close();
  });

  it('tells of a change to the booking', async () => {
    const changed = await api().post(
      `/api/reservations/${code}/changes`,
      { email: contact.email, returnTime: '16:00' },
      { 'idempotency-key': newKey() },
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await api().app.services.outbox.drain();
    const change = events().find((e) => e.type === 'booking.changed');
    expect(change?.data).toMatchObject({ code, status: 'confirmed' });
    expect(change?.data.returnAt).toBe(new Date(at('2026-07-08T16:00:00-04:00')).toISOString());
  });

  it('tells of the check-out and the check-in of the van, and of the final invoice', async () => {
    receiver.received.length = 0;
    await moveTo('2026-07-06T08:00:00-04:00');
    await api().app.services.fleetWorker.runOnce();
    const out = await asStaff(api().app, staff, 'POST', `/api/admin/counter/${code}/check-out`, {
      vehicles: [outgoingVehicle(van)],
      licencesChecked: true,
      agreement: { signerName: 'Ana Ruiz', signature: await signatureDataUrl() },
    });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    await api().app.services.outbox.drain();
    expect(events()).toEqual([
      {
        type: 'vehicle.checked_out',
        timestamp: '2026-07-06T12:00:00.000Z',
        data: {
          bookingCode: code,
          classId: van,
          seq: 1,
          odometerMiles: 12_000,
          at: '2026-07-06T12:00:00.000Z',
        },
      },
    ]);

    await moveTo('2026-07-08T16:05:00-04:00');
    const back = await asStaff(api().app, staff, 'POST', `/api/admin/counter/${code}/check-in`, {
      vehicles: [
        {
          classId: van,
          seq: 1,
          odometerMiles: 12_400,
          fuelEighths: 8,
          inspection: passedInspection(van, 'in'),
        },
      ],
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    await api().app.services.outbox.drain();
    expect(events().map((e) => e.type)).toEqual(
      expect.arrayContaining(['vehicle.checked_in', 'invoice.issued']),
    );
    expect(events().find((e) => e.type === 'vehicle.checked_in')?.data).toMatchObject({
      bookingCode: code,
      odometerMiles: 12_400,
      at: '2026-07-08T20:05:00.000Z',
    });
    expect(events().find((e) => e.type === 'invoice.issued')?.data).toMatchObject({ bookingCode: code });
  });
});
