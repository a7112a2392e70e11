import { adminReservationDetailSchema } from '@convoy/domain/contracts/admin-lists.schema';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin, type SignedIn, signIn } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { inWeek, newKey } from '../../test/fixtures.ts';

/**
 * Staff change where a booking comes back (decision 028) from the back
 * office's change form: the booking's detail says its return location (the
 * pickup location for a round trip), the change is priced with the one-way
 * fee first, then applied, and the detail says the new return location.
 */
describeEachDialect('a booking’s return location changed by staff on $name', (dialect) => {
  const api = useApi(dialect);
  let staff: SignedIn;
  beforeAll(async () => {
    await createAdmin(api().app);
    staff = await signIn(api().app);
  });
  const admin = (method: 'GET' | 'POST', url: string, payload?: object, headers: object = {}) =>
    api().app.inject({
      method,
      url: `/api/admin/reservations${url}`,
      headers: { ...staff.headers, ...headers },
      ...(payload ? { payload } : {}),
    });
  const detail = async (code: string) =>
    adminReservationDetailSchema.parse((await admin('GET', `/${code}`)).json());

  it('answers the return location, prices a one-way return with its fee, and applies it', async () => {
    const booked = await api().post('/api/reservations', inWeek(3, { vehicleId: 'minivan' }), {
      'idempotency-key': newKey(),
    });
    expect(booked.status).toBe(201);
    const { code } = booked.body.reservation;
    expect((await detail(code)).returnLocationId).toBe('baltimore');

    const priced = await admin('POST', `/${code}/changes/price`, { returnLocationId: 'chicago' });
    expect(priced.statusCode, priced.body).toBe(200);
    const { change, pricingBreakdown } = priced.json();
    const fee = pricingBreakdown.lines.find((l: { kind: string }) => l.kind === 'one_way');
    expect(fee).toMatchObject({ code: 'baltimore>chicago', quantity: 1 });
    expect(change.differenceCents).toBeGreaterThanOrEqual(fee.amountCents);
    expect(change.priceChanges).toContainEqual({
      label: `Minivan: ${fee.label}`,
      beforeCents: 0,
      afterCents: fee.amountCents,
    });
    // The preview changed nothing.
    expect((await detail(code)).returnLocationId).toBe('baltimore');

    const applied = await admin(
      'POST',
      `/${code}/changes`,
      { returnLocationId: 'chicago' },
      { 'idempotency-key': newKey() },
    );
    expect(applied.statusCode, applied.body).toBe(200);
    const after = await detail(code);
    expect(after.returnLocationId).toBe('chicago');
    expect(after.totalCents).toBe(pricingBreakdown.totalCents);
  });
});
