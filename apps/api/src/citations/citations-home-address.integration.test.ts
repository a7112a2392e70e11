import { existsSync, readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, expect, it } from 'vitest';
import { asStaff, createAdmin, type SignedIn, signIn } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { handoverRow, homeAddress, inWeek, newKey, qualifiedDriver } from '../../test/fixtures.ts';
import { sweepRetention } from '../housekeeping/retention.ts';

/**
 * The home address a driver gives at pre-arrival (decisions 024 and 037),
 * through the real app: asked with the identity, stored sealed, answered as
 * its city, state and ZIP alone; copied into a matched toll's nomination, so
 * a transfer of liability needs none typed and the letter names the driver at
 * it, even after the retention sweep erased it from the driver with their
 * licence. A booking whose driver gave none still needs staff to type one.
 */
const van = '15-passenger-van';
const street = '12 Harbor Street';
const edt = (local: string) => Date.parse(`${local}-04:00`);

describeEachDialect('the driver’s home address and the nomination letter on $name', (dialect) => {
  const api = useApi(dialect);
  let staff: SignedIn;
  let sourceId: string;

  const send = (url: string, payload: unknown) => asStaff(api().app, staff, 'POST', url, payload);
  const driverCall = async (token: string, payload: unknown) => {
    const res = await api().app.inject({
      method: 'PUT',
      url: '/api/driver/identity',
      headers: { authorization: `Bearer ${token}` },
      payload: payload as object,
    });
    return { status: res.statusCode, body: res.json() };
  };
  const book = async (week: number, driver: { vehicleId: string; name: string; email?: string }) => {
    const res = await api().post('/api/reservations', inWeek(week, { vehicleId: van, drivers: [driver] }), {
      'idempotency-key': newKey(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return (await api().repositories.reservations.findByCode(res.body.reservation.code))!;
  };
  /** The booking's van out on a unit given `plate` for its whole rental, the named driver taking it. */
  const outOnPlate = async (
    reservationId: string,
    unitIndex: number,
    plate: string,
    from: string,
    to: string,
  ) => {
    const repos = api().repositories;
    const unit = (await repos.fleetUnits.list({ locationId: 'baltimore', classId: van }))[unitIndex]!;
    await repos.fleetUnits.update(unit.id, { plate, plate_state: 'MD' });
    for (const [kind, at] of [
      ['out', from],
      ['in', to],
    ] as const) {
      await repos.handovers.insert(handoverRow({ reservationId, kind, unitId: unit.id, at: edt(at) }));
    }
  };
  const importToll = async (reference: string, plate: string, time: string) => {
    const imported = await send('/api/admin/citations/imports', {
      sourceId,
      csv: `Ref,Plate,Time,Toll\n${reference},${plate},${time},$4.75`,
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.rows[0].outcome).toBe('matched');
    return imported.body.rows[0].itemId as string;
  };
  const letterText = async (itemId: string) => {
    const pdf = await api().app.inject({
      method: 'GET',
      url: `/api/admin/citations/items/${itemId}/nomination.pdf`,
      headers: staff.headers,
    });
    expect(pdf.statusCode).toBe(200);
    return (await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true }))
      .text;
  };
  const listed = async (itemId: string) => {
    const res = await api().app.inject({
      method: 'GET',
      url: '/api/admin/citations/items',
      headers: staff.headers,
    });
    expect(res.body).not.toContain(street);
    return (JSON.parse(res.body).items as { id: string; addressKnown: boolean }[]).find(
      (i) => i.id === itemId,
    );
  };

  beforeAll(async () => {
    await createAdmin(api().app);
    staff = await signIn(api().app);
    const source = await send('/api/admin/citations/sources', {
      name: 'E-ZPass Maryland',
      agency: 'E-ZPass Maryland',
      timezone: 'America/New_York',
      columns: { reference: 'Ref', plate: 'Plate', time: 'Time', amount: 'Toll' },
    });
    expect(source.status, JSON.stringify(source.body)).toBe(200);
    sourceId = source.body.id;
  });

  it('asks the address with the identity, seals it, nominates the driver at it, and erases it with the licence', async () => {
    const email = 'home.driver@example.com';
    const r = await book(3, { vehicleId: van, name: 'Ana Ruiz', email });
    await api().app.services.outbox.drain();
    const mail = api()
      .mail.sent.filter((m) => m.to === email && /#token=/.test(m.email.text))
      .at(-1);
    const token = /\/driver#token=([A-Za-z0-9_-]+)/.exec(mail?.email.text ?? '')?.[1] ?? '';

    // Each field of the address named by its own message.
    const bad = await driverCall(token, {
      name: 'Ana Ruiz',
      dateOfBirth: '1988-03-14',
      address: { line1: '', city: '', region: 'Maryland', postalCode: '2123' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      'address.line1': 'Enter the street address.',
      'address.city': 'Enter the city.',
      'address.region': 'Choose a state, like GA.',
      'address.postalCode': 'Enter a ZIP code like 30303 or 30303-1234.',
    });
    const missing = await driverCall(token, { name: 'Ana Ruiz', dateOfBirth: '1988-03-14' });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.error.fields)).toEqual(['address']);

    const given = await driverCall(token, {
      name: 'Ana Ruiz',
      dateOfBirth: '1988-03-14',
      address: homeAddress,
    });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect(given.body.driver.homeArea).toEqual({ city: 'Baltimore', region: 'MD', postalCode: '21230' });
    expect(JSON.stringify(given.body)).not.toContain(street);
    const db = api().database.db;
    const stored = await db
      .selectFrom('reservation_drivers')
      .select(['id', 'home_address'])
      .where('reservation_id', '=', r.id)
      .executeTakeFirstOrThrow();
    expect(stored.home_address).toBeTruthy();
    expect(stored.home_address).not.toContain('Harbor');
    if (dialect.name === 'sqlite') {
      // The database file and its WAL hold the driver's name (stored in clear), never the street.
      const target = api().database.target;
      if (target.dialect !== 'sqlite') throw new Error('expected SQLite');
      await sql`pragma wal_checkpoint(PASSIVE)`.execute(db);
      const files = [target.file, `${target.file}-wal`].filter(existsSync).map((f) => readFileSync(f));
      expect(Buffer.concat(files).includes('Ana Ruiz')).toBe(true);
      expect(Buffer.concat(files).includes(street)).toBe(false);
    }

    await outOnPlate(r.id, 0, 'HOME 1', '2026-07-27T09:00:00', '2026-07-29T17:00:00');
    const itemId = await importToll('EZ-HOME-1', 'HOME-1', '2026-07-28 12:30');
    expect((await listed(itemId))?.addressKnown).toBe(true);
    const item = (await api().repositories.citations.find(itemId))!;
    expect(item.nomination).not.toContain('Harbor');

    // The licence retention erases the driver's address with their licence; the nomination keeps its copy.
    const swept = await sweepRetention(api().repositories, {
      analyticsBeforeDay: '',
      idempotencyBefore: 0,
      licencesReturnedBefore: r.returnAt + 1,
      evidenceReturnedBefore: 0,
      emailsSentBefore: 0,
      now: r.returnAt + 91 * 86_400_000,
    });
    expect(swept.licenceNumbers).toBeGreaterThan(0);
    const erased = await db
      .selectFrom('reservation_drivers')
      .select(['home_address', 'licence_number'])
      .where('id', '=', stored.id)
      .executeTakeFirstOrThrow();
    expect(erased).toEqual({ home_address: null, licence_number: null });

    const transferred = await send(`/api/admin/citations/items/${itemId}/transfer`, {});
    expect(transferred.status, JSON.stringify(transferred.body)).toBe(200);
    expect(transferred.body.status).toBe('transferred');
    const text = await letterText(itemId);
    expect(text).toContain('Ana Ruiz');
    expect(text).toContain('12 Harbor Street, Apt 4B, Baltimore, MD 21230');

    // An address staff type replaces the driver's in that item's letter.
    const other = await importToll('EZ-HOME-3', 'HOME-1', '2026-07-28 15:00');
    expect(
      (
        await send(`/api/admin/citations/items/${other}/transfer`, {
          address: '9 Dock Lane, Towson, MD 21204',
        })
      ).status,
    ).toBe(200);
    const replaced = await letterText(other);
    expect(replaced).toContain('9 Dock Lane, Towson, MD 21204');
    expect(replaced).not.toContain(street);

    const audit = await db.selectFrom('audit_log').selectAll().execute();
    const logged = JSON.stringify(audit) + JSON.stringify(api().logs);
    expect(logged).not.toContain('Harbor');
    expect(logged).not.toContain('Dock Lane');
  });

  it('still asks staff for an address when the driver gave none, and takes one they type instead', async () => {
    const r = await book(4, qualifiedDriver(van, { name: 'Bo Counter' }));
    await outOnPlate(r.id, 1, 'HOME 2', '2026-08-03T09:00:00', '2026-08-05T17:00:00');
    const itemId = await importToll('EZ-HOME-2', 'HOME-2', '2026-08-04 12:30');
    expect((await listed(itemId))?.addressKnown).toBe(false);
    const refused = await send(`/api/admin/citations/items/${itemId}/transfer`, {});
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.address).toMatch(/Enter the driver’s address/);
    const typed = await send(`/api/admin/citations/items/${itemId}/transfer`, {
      address: '40 Pier Road, Annapolis, MD 21401',
    });
    expect(typed.status, JSON.stringify(typed.body)).toBe(200);
    expect(await letterText(itemId)).toContain('40 Pier Road, Annapolis, MD 21401');
  });
});
