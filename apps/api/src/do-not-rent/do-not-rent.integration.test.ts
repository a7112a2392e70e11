import { brand } from '@convoy/domain/content/brand';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin, type SignedIn, signIn, testAdmin } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { contact, inWeek, newKey, outgoingVehicle, qualifiedDriver } from '../../test/fixtures.ts';
import { signatureDataUrl } from '../../test/images.ts';
import { testClock } from '../../test/payments.ts';

/**
 * The do-not-rent list (decision 021) through the real app: kept by managers
 * and owners, checked at booking, when drivers are added and at check-out,
 * refused with the neutral `manual_review_required`, let through for one
 * booking by a manager, and kept without the licence number in clear.
 */
const van = '15-passenger-van';
const reason = 'Returned a van with smoke damage and refused to pay';
const neutral = {
  code: 'manual_review_required',
  message: `We need to review this booking before it can go ahead. Please call us at ${brand.phone}.`,
};

describeEachDialect('the do-not-rent list on $name', (dialect) => {
  const clock = testClock();
  const api = useApi(dialect, { now: clock.now });
  const sessions: Record<'owner' | 'manager' | 'agent' | 'viewer', SignedIn> = {} as never;
  const emailOf = (role: string) => `${role}@rent.test`;
  beforeAll(async () => {
    await createAdmin(api().app);
    for (const role of ['manager', 'agent', 'viewer'] as const) {
      await api().app.services.adminAuth.createAccount(emailOf(role), testAdmin.password, { role });
    }
    await signInAll();
  });
  const signInAll = async () => {
    sessions.owner = await signIn(api().app);
    for (const role of ['manager', 'agent', 'viewer'] as const) {
      sessions[role] = await signIn(api().app, { email: emailOf(role), password: testAdmin.password });
    }
  };
  const send = async (
    who: SignedIn,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => {
    const res = await api().app.inject({
      method,
      url,
      headers: who.headers,
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined };
  };
  const list = (entry: Record<string, unknown>) =>
    send(sessions.manager, 'POST', '/api/admin/do-not-rent', { reason, ...entry });
  const book = (week: number, overrides: Record<string, unknown> = {}) =>
    api().post('/api/reservations', inWeek(week, overrides), { 'idempotency-key': newKey() });

  it('is kept by managers and owners: agents and viewers get 403', async () => {
    for (const role of ['agent', 'viewer'] as const) {
      expect((await send(sessions[role], 'GET', '/api/admin/do-not-rent')).status, role).toBe(403);
      const add = await send(sessions[role], 'POST', '/api/admin/do-not-rent', {
        name: 'Sam Lee',
        dateOfBirth: '1980-01-01',
        reason,
      });
      expect(add.status, role).toBe(403);
      const override = await send(sessions[role], 'POST', '/api/admin/do-not-rent/overrides', {
        reservationCode: 'CNV-222222',
        reason: 'Reviewed',
      });
      expect(override.status, role).toBe(403);
      expect((await send(sessions[role], 'GET', '/api/admin/do-not-rent/reviews/CNV-222222')).status).toBe(
        403,
      );
    }
    expect((await send(sessions.owner, 'GET', '/api/admin/do-not-rent')).status).toBe(200);
    const bad = await list({ name: 'S', dateOfBirth: 'soon' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['dateOfBirth', 'name']);
  });

  it('refuses a booking whose driver’s licence is listed, however it is typed, without the reason', async () => {
    const added = await list({
      name: 'Someone Else',
      dateOfBirth: '1970-01-01',
      licenceNumber: 'd111 222-333 444',
      licenceState: 'md',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({
      nameMasked: 'S… E…',
      bornIn: '1970',
      licenceOnFile: true,
      active: true,
    });

    const refused = await book(1, { drivers: [qualifiedDriver(van, { licenceNumber: 'D111-222-333-444' })] });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual(neutral);
    expect(JSON.stringify(refused.body)).not.toContain('smoke');
    // The same number from another state is another licence.
    const elsewhere = await book(1, {
      drivers: [qualifiedDriver(van, { licenceNumber: 'D111-222-333-444', licenceState: 'VA' })],
    });
    expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(201);
  });

  it('refuses a driver by name and date of birth, whatever the case, accents and punctuation', async () => {
    expect((await list({ name: "José Núñez-O'Brien", dateOfBirth: '1985-05-05' })).status).toBe(201);
    const driver = {
      name: '  JOSE nunez obrien ',
      dateOfBirth: '1985-05-05',
      licenceNumber: 'J999-000-111-222',
    };
    const refused = await book(2, { drivers: [qualifiedDriver(van, driver)] });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('manual_review_required');
    const otherBirthday = await book(2, {
      drivers: [qualifiedDriver(van, { ...driver, dateOfBirth: '1985-05-06' })],
    });
    expect(otherBirthday.status).toBe(201);
  });

  it('refuses a renter by e-mail or phone', async () => {
    expect(
      (await list({ name: 'Blocked Renter', dateOfBirth: '1975-02-02', email: 'Blocked.Renter@Example.com' }))
        .status,
    ).toBe(201);
    expect(
      (await list({ name: 'Phone Renter', dateOfBirth: '1975-03-03', phone: '(410) 555-0777' })).status,
    ).toBe(201);
    const byEmail = await book(3, { contact: { ...contact, email: 'blocked.renter@example.com' } });
    expect(byEmail.status).toBe(409);
    expect(byEmail.body.error).toEqual(neutral);
    const byPhone = await book(3, {
      contact: { ...contact, email: 'fine@example.com', phone: '+1 410-555-0777' },
    });
    expect(byPhone.status).toBe(409);
    expect((await book(3, { contact: { ...contact, email: 'fine@example.com' } })).status).toBe(201);
  });

  it('lets a lapsed entry match no one, and lists it as lapsed', async () => {
    const today = new Date(clock.now()).toISOString().slice(0, 10);
    const added = await list({ name: 'Past Trouble', dateOfBirth: '1990-09-09' });
    const driver = qualifiedDriver(van, {
      name: 'Past Trouble',
      dateOfBirth: '1990-09-09',
      licenceNumber: 'P555-666-777-888',
    });
    expect((await book(4, { drivers: [driver] })).status).toBe(409);
    const lapsed = await send(sessions.manager, 'PATCH', `/api/admin/do-not-rent/${added.body.id}`, {
      lapsesOn: today,
    });
    expect(lapsed.status).toBe(200);
    expect(lapsed.body).toMatchObject({ lapsesOn: today, active: false, reason });
    expect((await book(4, { drivers: [driver] })).status).toBe(201);
    // Removed, it is gone from the list.
    const removed = await send(sessions.owner, 'DELETE', `/api/admin/do-not-rent/${added.body.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.entries.map((e: { id: string }) => e.id)).not.toContain(added.body.id);
  });

  it('keeps no licence number, name, e-mail or phone in clear, and none in the audit log', async () => {
    const rows = await sql`select * from do_not_rent_entries`.execute(api().database.db);
    const stored = JSON.stringify(rows.rows);
    for (const clear of [
      'D111',
      '111222333444',
      'Someone',
      'José',
      'Jose',
      'Blocked',
      'blocked.renter',
      '5550777',
      '555-0777',
    ]) {
      expect(stored, clear).not.toContain(clear);
    }
    const audit = await sql`select * from audit_log where entity_type = 'do_not_rent'`.execute(
      api().database.db,
    );
    expect(audit.rows.length).toBeGreaterThanOrEqual(6);
    const logged = JSON.stringify(audit.rows);
    for (const clear of ['D111', 'Someone', 'José', 'Jose', 'Blocked', '0777', 'smoke', '1970-01-01']) {
      expect(logged, clear).not.toContain(clear);
    }
  });

  it('refuses check-out and drivers added once listed; a manager’s override lets that one booking through, audited', async () => {
    const driver = qualifiedDriver(van, { name: 'Later Listed', licenceNumber: 'L123-123-123-123' });
    const booked = await book(0, { drivers: [driver] });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const code = booked.body.reservation.code as string;
    const review = () => send(sessions.manager, 'GET', `/api/admin/do-not-rent/reviews/${code}`);
    expect((await review()).body).toEqual({ reservationCode: code, held: false, override: null });
    const entry = await list({
      name: 'Nobody Known',
      dateOfBirth: '1960-06-06',
      licenceNumber: 'L123123123123',
    });

    const addDriver = () =>
      api().app.inject({
        method: 'POST',
        url: `/api/reservations/${code}/changes`,
        headers: { 'idempotency-key': newKey() },
        payload: {
          email: contact.email,
          addDrivers: [qualifiedDriver(van, { name: 'Second Driver', licenceNumber: 'L123 123 123 123' })],
        },
      });
    const added = await addDriver();
    expect(added.statusCode).toBe(409);
    expect(added.json().error).toEqual(neutral);

    clock.set(Date.parse('2026-07-06T08:00:00-04:00'));
    await signInAll();
    await api().app.services.fleetWorker.runOnce();
    const agreement = { signerName: 'Ada Okafor', signature: await signatureDataUrl() };
    const checkOut = () =>
      send(sessions.agent, 'POST', `/api/admin/counter/${code}/check-out`, {
        vehicles: [outgoingVehicle(van)],
        licencesChecked: true,
        agreement,
      });
    const refused = await checkOut();
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual(neutral);

    expect((await review()).body).toEqual({ reservationCode: code, held: true, override: null });
    const overrides = (payload: object) =>
      send(sessions.manager, 'POST', '/api/admin/do-not-rent/overrides', payload);
    const unexplained = await overrides({ reservationCode: code, reason: ' ' });
    expect(unexplained.status).toBe(400);
    expect(unexplained.body.error.fields.reason).toBe('Enter why this booking may go ahead.');
    const override = await overrides({
      reservationCode: code.toLowerCase(),
      reason: 'Spoke with the renter: a namesake, licence checked',
    });
    expect(override.status, JSON.stringify(override.body)).toBe(201);
    expect((await review()).body).toEqual({
      reservationCode: code,
      held: false,
      override: {
        by: emailOf('manager'),
        at: override.body.at,
        reason: 'Spoke with the renter: a namesake, licence checked',
      },
    });
    expect(override.body).toMatchObject({ reservationCode: code, entryIds: [entry.body.id] });
    expect((await addDriver()).statusCode).toBe(200);
    const out = await checkOut();
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    // Only that booking: the same driver on another is still refused.
    expect((await book(5, { drivers: [driver] })).status).toBe(409);

    const audit = await sql<{ actor: string; entity_id: string; after_json: string; summary: string }>`
      select * from audit_log where action = 'do-not-rent override'`.execute(api().database.db);
    expect(audit.rows).toHaveLength(1);
    const [row] = audit.rows;
    expect(row).toMatchObject({ actor: emailOf('manager'), entity_id: code });
    expect(JSON.parse(row!.after_json)).toEqual({ code, entryIds: [entry.body.id] });
    for (const clear of ['Later', 'Nobody', 'L123', 'Ada', 'ada@', 'namesake'])
      expect(JSON.stringify(row), clear).not.toContain(clear);

    // A caller of the API may leave the reason out (the back office's forms always ask): the override is renewed without one.
    const renewed = await overrides({ reservationCode: code });
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(201);
    expect((await review()).body.override).toMatchObject({ by: emailOf('manager'), reason: null });
  });
});
