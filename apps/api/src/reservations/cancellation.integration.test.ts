import { demoCancellationPolicy } from '@convoy/domain/contracts/demo-cancellation-policy';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin, type SignedIn, signIn } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { contact, inWeek, newKey } from '../../test/fixtures.ts';

const halfUpPercent = (cents: number, percent: number) => Math.floor((cents * percent * 2 + 100) / 200);
const convoy = [
  { vehicleId: '15-passenger-van', quantity: 2 },
  { vehicleId: 'cargo-van-box-truck', quantity: 1 },
];

/**
 * The cancellation policy: shown before booking and on the manage page,
 * applied on cancellation by the notice given, the fee stored on the
 * reservation. The tests' clock is 1 July 12:00 UTC; inWeek(n) picks up on
 * 6 July 13:00 UTC plus n weeks.
 */
describeEachDialect('canceling under the cancellation policy on $name', (dialect) => {
  const api = useApi(dialect);
  let session: SignedIn;
  beforeAll(async () => {
    await createAdmin(api().app);
    session = await signIn(api().app);
  });
  const book = async (week: number, lines: unknown) => {
    const { vehicleId: _v, quantity: _q, ...trip } = inWeek(week);
    const res = await api().post('/api/reservations', { ...trip, lines }, { 'idempotency-key': newKey() });
    expect(res.status).toBe(201);
    return res.body;
  };
  const cancel = (code: string) => api().post(`/api/reservations/${code}/cancel`, { email: contact.email });

  it('states the policy in plain words, for groups and for smaller reservations', async () => {
    const res = await api().get('/api/cancellation-policy');
    expect(res.status).toBe(200);
    expect(res.body.policy).toEqual(demoCancellationPolicy);
    expect(res.body.summary.group).toEqual([
      'Cancel 14 days before pickup or earlier: free.',
      'Cancel between 3 days and 14 days before pickup: 25% of the total.',
      'Cancel less than 3 days before pickup: 50% of the total.',
    ]);
    expect(res.body.summary.single[1]).toBe(
      'Cancel less than 3 days before pickup: one day of each vehicle’s daily rate.',
    );
  });

  it('charges a convoy of three the group tier: 25% of the total five days ahead, stored and e-mailed', async () => {
    const booked = await book(0, convoy);
    const total = booked.pricingBreakdown.totalCents as number;
    expect(booked.cancellation.policy[1]).toMatch(/25% of the total/);
    expect(booked.cancellation.feeIfCancelledNowCents).toBe(halfUpPercent(total, 25));

    const looked = await api().get(
      `/api/reservations/${booked.reservation.code}?email=${encodeURIComponent(contact.email)}`,
    );
    expect(looked.body.cancellation.feeIfCancelledNowCents).toBe(halfUpPercent(total, 25));
    expect(looked.body.reservation.cancellationFeeCents).toBeNull();

    const res = await cancel(booked.reservation.code);
    expect(res.status).toBe(200);
    expect(res.body.reservation).toMatchObject({
      status: 'cancelled',
      cancellationFeeCents: halfUpPercent(total, 25),
    });
    expect(res.body.cancellation.feeIfCancelledNowCents).toBeNull();
    // Cancelling again changes nothing.
    expect((await cancel(booked.reservation.code)).body.reservation.cancellationFeeCents).toBe(
      halfUpPercent(total, 25),
    );
    const mail = (await api().repositories.outbox.list()).find(
      (m) => m.reference === booked.reservation.code && m.kind === 'reservation_cancellation',
    );
    expect(mail?.payload).toMatchObject({ reservation: { cancellationFeeCents: halfUpPercent(total, 25) } });
  });

  it('says what canceling costs in dollars until pickup, each deadline in the location’s time', async () => {
    // Two minivans picked up on 13 July at 9:00 in Baltimore: free until 72 hours before, then a day of each.
    const pair = await book(1, [{ vehicleId: 'minivan', quantity: 2 }]);
    const code = pair.reservation.code as string;
    const daily = pair.pricingBreakdown.vehicles[0].dailyRateCents as number;
    const looked = await api().get(`/api/reservations/${code}?email=${encodeURIComponent(contact.email)}`);
    expect(looked.body.cancellation.feeSchedule).toEqual([
      { feeCents: 0, until: '2026-07-10T09:00:00-04:00' },
      { feeCents: 2 * daily, until: '2026-07-13T09:00:00-04:00' },
    ]);
    expect(looked.body.cancellation.feeIfCancelledNowCents).toBe(0);

    // A convoy of three on 20 July: the group tiers, free until 14 days before, 25 %, then 50 %.
    const group = await book(2, convoy);
    const total = group.pricingBreakdown.totalCents as number;
    expect(group.cancellation.feeSchedule).toEqual([
      { feeCents: 0, until: '2026-07-06T09:00:00-04:00' },
      { feeCents: halfUpPercent(total, 25), until: '2026-07-17T09:00:00-04:00' },
      { feeCents: halfUpPercent(total, 50), until: '2026-07-20T09:00:00-04:00' },
    ]);

    // Once canceled there is nothing left to say.
    expect((await cancel(code)).body.cancellation.feeSchedule).toEqual([]);
    await cancel(group.reservation.code);
  });

  it('lets two vehicles cancel free three weeks ahead; one day of each vehicle inside 72 hours', async () => {
    const early = await book(3, [{ vehicleId: 'minivan', quantity: 2 }]);
    expect((await cancel(early.reservation.code)).body.reservation.cancellationFeeCents).toBe(0);

    // Inside 72 hours: a pickup on 3 July, two days ahead of the clock.
    const { vehicleId: _v, quantity: _q, ...trip } = inWeek(0);
    const soon = await api().post(
      '/api/reservations',
      {
        ...trip,
        pickupDate: '2026-07-03',
        pickupTime: '09:00',
        lines: [{ vehicleId: 'minivan', quantity: 2 }],
      },
      { 'idempotency-key': newKey() },
    );
    expect(soon.status).toBe(201);
    const daily = soon.body.pricingBreakdown.vehicles[0].dailyRateCents as number;
    expect((await cancel(soon.body.reservation.code)).body.reservation.cancellationFeeCents).toBe(2 * daily);
  });

  it('applies the policy the back office sets to cancellations from then on', async () => {
    const policy = {
      ...demoCancellationPolicy,
      single: [{ minHoursBefore: 0, feeBaseDays: 0, feePercent: 10 }],
    };
    const bad = await api().app.inject({
      method: 'PUT',
      url: '/api/admin/pricing/cancellation-policy',
      headers: session.headers,
      payload: { ...policy, single: [{ minHoursBefore: 24, feeBaseDays: 0, feePercent: 0 }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.single).toMatch(/0 hours/);
    const saved = await api().app.inject({
      method: 'PUT',
      url: '/api/admin/pricing/cancellation-policy',
      headers: session.headers,
      payload: policy,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().cancellationPolicy.single).toEqual(policy.single);
    // Every place that states the rule states this one: the policy's answer, the charges' answer
    // (the terms and the guidelines print it), the booking's answer and its confirmation e-mail.
    const stated = ['Cancel any time before pickup: 10% of the total.'];
    expect((await api().get('/api/cancellation-policy')).body.summary.single).toEqual(stated);
    expect((await api().get('/api/rental-charges')).body.cancellationPolicy).toEqual(policy);
    const booked = await book(5, [{ vehicleId: 'minivan', quantity: 1 }]);
    expect(booked.cancellation.policy).toEqual(stated);
    const confirmation = (await api().repositories.outbox.list()).find(
      (m) => m.reference === booked.reservation.code && m.kind === 'reservation_confirmation',
    );
    expect(confirmation?.payload).toMatchObject({ cancellation: { policy: stated } });
    const res = await cancel(booked.reservation.code);
    expect(res.body.reservation.cancellationFeeCents).toBe(
      halfUpPercent(booked.pricingBreakdown.totalCents, 10),
    );
  });
});
