import { beforeAll, beforeEach, expect, it } from 'vitest';
import { type SignedIn, signIn, testAdmin } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { addDays, contact, inWeek, newKey, testNow } from '../../test/fixtures.ts';
import { testClock } from '../../test/payments.ts';
import { formatMoney } from '../mail/format.ts';

/**
 * A change never lowers what cancelling costs (SPEC Part B §14): what
 * cancelling cost just before a change is the reservation's floor. The tests'
 * clock starts on 1 July 12:00 UTC; inWeek(n) picks up on 6 July 13:00 UTC
 * plus n weeks; two days before it, the demo policy charges.
 */
const HOUR = 3_600_000;
const email = encodeURIComponent(contact.email);
const threeVans = [{ vehicleId: '15-passenger-van', quantity: 3 }];

describeEachDialect('the cancellation fee floor on $name', (dialect) => {
  const clock = testClock();
  const api = useApi(dialect, { now: clock.now });
  const staff = {} as Record<'owner' | 'manager' | 'agent', SignedIn>;
  beforeAll(async () => {
    for (const role of ['owner', 'manager', 'agent'] as const) {
      await api().app.services.adminAuth.createAccount(`${role}@rent.test`, testAdmin.password, { role });
    }
  });
  beforeEach(async () => {
    clock.set(testNow);
  });
  const signInAll = async () => {
    for (const role of ['owner', 'manager', 'agent'] as const) {
      staff[role] = await signIn(api().app, { email: `${role}@rent.test`, password: testAdmin.password });
    }
  };

  /** Booked at the tests' start for `week`, then the clock moved to 48 hours before its pickup. */
  async function bookedLate(week: number, lines: unknown) {
    const { vehicleId: _v, quantity: _q, ...trip } = inWeek(week);
    const res = await api().post('/api/reservations', { ...trip, lines }, { 'idempotency-key': newKey() });
    expect(res.status).toBe(201);
    const pickup = Date.parse(`${trip.pickupDate}T13:00:00Z`);
    clock.set(pickup - 48 * HOUR);
    await signInAll();
    const code = res.body.reservation.code as string;
    const looked = await api().get(`/api/reservations/${code}?email=${email}`);
    return { code, trip, fee: looked.body.cancellation.feeIfCancelledNowCents as number };
  }

  const change = (code: string, body: object, path = 'changes') =>
    api().post(
      `/api/reservations/${code}/${path}`,
      { ...body, email: contact.email },
      {
        'idempotency-key': newKey(),
      },
    );
  const cancel = (code: string) => api().post(`/api/reservations/${code}/cancel`, { email: contact.email });

  it('keeps the late fee of a booking moved 60 days later, and says so before it is applied', async () => {
    const { code, trip, fee } = await bookedLate(0, threeVans);
    expect(fee).toBeGreaterThan(0);
    const moved = {
      pickupDate: addDays(trip.pickupDate, 63),
      returnDate: addDays(trip.returnDate as string, 63),
    };
    const preview = await change(code, moved, 'changes/price');
    expect(preview.status).toBe(200);
    expect(preview.body.change.cancellationFeeFloorCents).toBe(fee);
    const applied = await change(code, moved);
    expect(applied.status).toBe(200);
    expect(applied.body.change.cancellationFeeFloorCents).toBe(fee);
    // Sixty days ahead the policy alone charges nothing; the floor keeps the fee.
    expect(applied.body.cancellation.feeIfCancelledNowCents).toBe(fee);
    await api().app.services.outbox.drain();
    const mail = api().mail.sent.find((m) => m.email.subject.includes(`${code} has changed`));
    expect(mail?.email.text).toContain(
      `Canceling after this change costs at least ${formatMoney(fee)}: what canceling before it would have cost.`,
    );
    const cancelled = await cancel(code);
    expect(cancelled.body.reservation).toMatchObject({ status: 'cancelled', cancellationFeeCents: fee });
  });

  it('keeps the late fee of three vans shrunk to one minivan for a day, above its new total', async () => {
    const { code, trip, fee } = await bookedLate(1, threeVans);
    const shrunk = await change(code, {
      lines: [{ vehicleId: 'minivan', quantity: 1 }],
      returnDate: addDays(trip.pickupDate, 1),
    });
    expect(shrunk.status).toBe(200);
    expect(shrunk.body.pricingBreakdown.totalCents).toBeLessThan(fee);
    expect(shrunk.body.cancellation.feeIfCancelledNowCents).toBe(fee);
    expect((await cancel(code)).body.reservation.cancellationFeeCents).toBe(fee);
  });

  it('keeps the fee of a class changed for a cheaper one', async () => {
    const { code, fee } = await bookedLate(2, threeVans);
    const cheaper = await change(code, { lines: [{ vehicleId: 'minivan', quantity: 3 }] });
    expect(cheaper.status).toBe(200);
    expect(cheaper.body.cancellation.feeIfCancelledNowCents).toBe(fee);
  });

  it('adds no floor to a change made while canceling is free', async () => {
    const { vehicleId: _v, quantity: _q, ...trip } = inWeek(6);
    const booked = await api().post(
      '/api/reservations',
      { ...trip, lines: [{ vehicleId: 'minivan', quantity: 1 }] },
      { 'idempotency-key': newKey() },
    );
    const code = booked.body.reservation.code as string;
    const moved = await change(code, { returnDate: addDays(trip.returnDate as string, 1) });
    expect(moved.body.change.cancellationFeeFloorCents).toBe(0);
    expect((await cancel(code)).body.reservation.cancellationFeeCents).toBe(0);
  });

  it('lets a manager waive the floor for one booking, recorded in the audit log; not an agent', async () => {
    const { code, trip, fee } = await bookedLate(3, threeVans);
    await change(code, {
      pickupDate: addDays(trip.pickupDate, 63),
      returnDate: addDays(trip.returnDate as string, 63),
    });
    const waive = (who: SignedIn) =>
      api().app.inject({
        method: 'POST',
        url: `/api/admin/reservations/${code}/cancellation-floor/waive`,
        headers: who.headers,
      });
    expect((await waive(staff.agent)).statusCode).toBe(403);
    const detail = await api().app.inject({
      method: 'GET',
      url: `/api/admin/reservations/${code}`,
      headers: staff.agent.headers,
    });
    expect(detail.json()).toMatchObject({ cancellationFeeFloorCents: fee, cancellationFloorWaived: null });
    const waived = await waive(staff.manager);
    expect(waived.statusCode).toBe(200);
    expect(waived.json()).toMatchObject({
      cancellationFeeFloorCents: 0,
      cancellationFloorWaived: { by: 'manager@rent.test' },
    });
    expect((await waive(staff.manager)).json().error.code).toBe('no_floor');
    const audit = await api().app.inject({
      method: 'GET',
      url: `/api/admin/audit?entityType=reservation&entityId=${code}`,
      headers: staff.owner.headers,
    });
    const entry = audit
      .json()
      .items.find((e: { action: string }) => e.action === 'cancellation fee floor waived');
    expect(entry).toMatchObject({ actor: 'manager@rent.test', actorRole: 'manager' });
    expect(entry.before).toMatchObject({ cancellationFeeFloorCents: fee });
    expect(entry.after).toMatchObject({ cancellationFeeFloorCents: 0 });
    // This booking only: cancelling now costs what the policy says 60 days ahead.
    expect((await cancel(code)).body.reservation.cancellationFeeCents).toBe(0);
  });
});
