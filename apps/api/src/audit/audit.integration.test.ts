import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { type SignedIn, signIn, testAdmin } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { contact, inWeek, newKey, qualifiedDriver } from '../../test/fixtures.ts';

/**
 * The audit log (decision 015): every change made in the back office and every
 * state change of a reservation, who, when, what, before and after;
 * searchable, exportable, never editable.
 */
describeEachDialect('the audit log on $name', (dialect) => {
  const api = useApi(dialect);
  const staff = {} as Record<'manager' | 'agent' | 'viewer', SignedIn>;
  beforeAll(async () => {
    for (const role of ['manager', 'agent', 'viewer'] as const) {
      await api().app.services.adminAuth.createAccount(`${role}@rent.test`, testAdmin.password, { role });
      staff[role] = await signIn(api().app, { email: `${role}@rent.test`, password: testAdmin.password });
    }
  });

  const as = (who: SignedIn, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    api().app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const entries = async (query: string) => {
    const res = await as(staff.manager, 'GET', `/api/admin/audit?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json().items as {
      actor: string;
      actorRole: string | null;
      action: string;
      entityId: string | null;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    }[];
  };

  it('records a booking by its renter and its cancellation at the counter, with who, before and after', async () => {
    const booked = await api().post('/api/reservations', inWeek(2), { 'idempotency-key': newKey() });
    expect(booked.status).toBe(201);
    const code = booked.body.reservation.code as string;
    const cancelled = await as(staff.agent, 'POST', `/api/admin/reservations/${code}/cancel`, {});
    expect(cancelled.statusCode).toBe(200);

    const log = await entries(`entityType=reservation&entityId=${code}`);
    // Newest first: the back office's action, the reservation's state change, its booking.
    expect(log.map((e) => [e.actor, e.actorRole, e.action])).toEqual([
      ['agent@rent.test', 'agent', 'booking cancelled'],
      ['agent@rent.test', 'agent', 'reservation cancelled'],
      ['renter', null, 'reservation booked'],
    ]);
    expect(log[1]).toMatchObject({ before: { status: 'confirmed' }, after: { status: 'cancelled' } });
    expect(log[0]!.before).toMatchObject({ code, status: 'confirmed' });
    expect(log[0]!.after).toMatchObject({ code, status: 'cancelled' });
    // What changed and the ids, not a copy of the booking: what the cancellation left alone is not there.
    for (const side of [log[0]!.before, log[0]!.after]) {
      expect(side).not.toHaveProperty('email');
      expect(side).not.toHaveProperty('pickupDate');
      expect(side).not.toHaveProperty('lines');
    }
    expect(JSON.stringify(log[0])).not.toContain(contact.email);
    expect(log[2]!.after).toMatchObject({
      status: 'confirmed',
      lines: [{ classId: '15-passenger-van', quantity: 1 }],
    });
    // The renter's name and e-mail are the booking's, not the log's.
    expect(JSON.stringify(log[2])).not.toContain(contact.email);
  });

  it('keeps of a booking changed by staff its ids and what changed, never its renter’s or drivers’ names', async () => {
    const van = '15-passenger-van';
    const booked = await api().post('/api/reservations', inWeek(4, { drivers: [qualifiedDriver(van)] }), {
      'idempotency-key': newKey(),
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const code = booked.body.reservation.code as string;
    const second = qualifiedDriver(van, { name: 'Bo Lindqvist', licenceNumber: 'B765-432-109-876' });
    const changed = await api().app.inject({
      method: 'POST',
      url: `/api/admin/reservations/${code}/changes`,
      headers: { ...staff.manager.headers, 'idempotency-key': newKey() },
      payload: { returnTime: '18:00', addDrivers: [second] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.body).toContain('Bo Lindqvist');

    const log = await entries(`entityType=reservation&entityId=${code}`);
    expect(log.map((e) => e.action).sort()).toEqual([
      'booking changed',
      'reservation booked',
      'reservation changed',
    ]);
    const staffEntry = log.find((e) => e.action === 'booking changed');
    expect(staffEntry!.before).toMatchObject({ code, returnTime: '17:00', renterName: '[left out]' });
    expect(staffEntry!.after).toMatchObject({ reservation: { code, returnTime: '18:00' } });
    const drivers = (staffEntry!.after as { reservation: { drivers: Record<string, unknown>[] } }).reservation
      .drivers;
    expect(drivers.map((d) => [d.name, d.licenceNumberMasked, d.vehicleId])).toEqual([
      ['[left out]', '[left out]', van],
      ['[left out]', '[left out]', van],
    ]);
    const written = JSON.stringify(log);
    // The licences' numbers and masks, not their last digits alone: a random id may hold "9012".
    const licences = ['S123-456-789-012', 'B765-432-109-876', '•••• 9012', '•••• 9876'];
    for (const personal of ['Ada', 'Okafor', 'Ana Ruiz', 'Lindqvist', ...licences, contact.email]) {
      expect(written).not.toContain(personal);
    }
  });

  it('records a change of a unit with the unit before and after, and a state change with no request as the system', async () => {
    const [van] = (
      await as(staff.manager, 'GET', '/api/admin/units?locationId=baltimore&classId=minivan')
    ).json().units;
    const changed = await as(staff.manager, 'PATCH', `/api/admin/units/${van.id}`, {
      odometerMiles: van.odometerMiles + 321,
    });
    expect(changed.statusCode).toBe(200);
    const [entry] = await entries(`entityType=unit&entityId=${van.id}`);
    expect(entry).toMatchObject({
      actor: 'manager@rent.test',
      action: 'unit changed',
      before: { odometerMiles: van.odometerMiles },
      after: { odometerMiles: van.odometerMiles + 321 },
    });

    const booked = await api().post('/api/reservations', inWeek(3), { 'idempotency-key': newKey() });
    const code = booked.body.reservation.code as string;
    await api().app.services.manage.cancel(code, contact.email);
    const [system] = await entries(`entityId=${code}`);
    expect(system).toMatchObject({ actor: 'system', action: 'reservation cancelled' });
  });

  it('is searched and exported, read by a manager, refused to a viewer, and never rewritten', async () => {
    const found = await entries('q=unit%20changed');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((e) => e.action === 'unit changed')).toBe(true);
    const csv = await as(staff.manager, 'GET', '/api/admin/audit/export.csv?entityType=unit');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\n')[0]).toContain('Who');
    expect(csv.body).toContain('unit changed');
    expect((await as(staff.viewer, 'GET', '/api/admin/audit')).statusCode).toBe(403);
    expect(
      (await api().app.inject({ method: 'DELETE', url: '/api/admin/audit', headers: staff.manager.headers }))
        .statusCode,
    ).toBe(404);

    const db = api().database.db;
    await expect(sql`update audit_log set actor = 'someone else'`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(db)).rejects.toThrow(/append-only/);
    expect((await entries('')).length).toBeGreaterThan(0);
  });
});
