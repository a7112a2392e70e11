import { readFileSync } from 'node:fs';
import { reservationResponseSchema } from '@convoy/domain/contracts/reservation.schema';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createAdmin, signIn, testAdmin } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { contact, inWeek, newKey, qualifiedDriver, testNow } from '../../test/fixtures.ts';
import { testMailContext } from '../../test/mail.ts';
import { renderEmail } from '../mail/render.ts';

const DAY = 86_400_000;
const convoy = [
  { vehicleId: '15-passenger-van', quantity: 2 },
  { vehicleId: 'cargo-van-box-truck', quantity: 1 },
];
const driver = (vehicleId: string, overrides: Record<string, unknown> = {}) =>
  qualifiedDriver(vehicleId, { name: 'Sam Lee', ...overrides });
const numbers = ['M100-200-300-401', 'M100-200-300-402', 'M100-200-300-403'];

/** The clock the retention test moves; every other test keeps the fixed one. */
let clock = testNow;

describeEachDialect('drivers on $name', (dialect) => {
  const api = useApi(dialect, { now: () => clock });
  const book = (body: unknown) => api().post('/api/reservations', body, { 'idempotency-key': newKey() });
  const trip = (week: number) => {
    const { vehicleId: _v, quantity: _q, ...rest } = inWeek(week);
    return rest;
  };
  const lookup = (code: string) =>
    api().get(`/api/reservations/${code}?email=${encodeURIComponent(contact.email)}`);

  it('names a driver per vehicle at booking; the license number is sealed in the database and masked in every answer', async () => {
    clock = testNow;
    const drivers = [
      driver('15-passenger-van', { name: 'Ana Ruiz', licenceNumber: numbers[0] }),
      driver('15-passenger-van', { name: 'Ben Okoro', licenceNumber: numbers[1] }),
      driver('cargo-van-box-truck', { name: 'Cy Park', licenceNumber: numbers[2] }),
    ];
    const res = await book({ ...trip(0), lines: convoy, drivers });
    expect(res.status).toBe(201);
    const { reservation } = reservationResponseSchema.parse(res.body);
    expect(reservation.driversNeeded).toBe(0);
    expect(reservation.drivers.map((d) => [d.name, d.vehicleId, d.licenceNumberMasked])).toEqual([
      ['Ana Ruiz', '15-passenger-van', '•••• 0401'],
      ['Ben Okoro', '15-passenger-van', '•••• 0402'],
      ['Cy Park', 'cargo-van-box-truck', '•••• 0403'],
    ]);
    expect(reservation.drivers[0]).not.toHaveProperty('dateOfBirth');

    const looked = await lookup(reservation.code);
    const outbox = await api().repositories.outbox.list();
    const stored = await api()
      .database.db.selectFrom('reservation_drivers')
      .select(['licence_number', 'licence_mask'])
      .execute();
    for (const n of numbers) {
      const digits = n.replaceAll('-', '');
      for (const text of [JSON.stringify(res.body), JSON.stringify(looked.body), JSON.stringify(outbox)]) {
        expect(text).not.toContain(n);
        expect(text).not.toContain(digits);
      }
      for (const row of stored) expect(row.licence_number).not.toContain(n);
      expect(JSON.stringify(api().logs)).not.toContain(n);
    }
    expect(stored.every((r) => r.licence_number?.startsWith('v1.'))).toBe(true);
    // The confirmation names each driver with the masked number.
    const confirmation = outbox.find(
      (m) => m.reference === reservation.code && m.kind === 'reservation_confirmation',
    );
    const text = renderEmail(confirmation!.payload, testMailContext).text;
    expect(text).toContain('Ana Ruiz, license •••• 0401');
    expect(text).not.toContain(numbers[0]);

    // Nowhere in the SQLite file or its write-ahead log, byte for byte.
    if (dialect.name === 'sqlite') {
      const target = api().database.target;
      if (target.dialect !== 'sqlite') throw new Error('expected SQLite');
      await sql`pragma wal_checkpoint(TRUNCATE)`.execute(api().database.db);
      const bytes = Buffer.concat(
        [target.file, `${target.file}-wal`].flatMap((f) => {
          try {
            return [readFileSync(f)];
          } catch {
            return [];
          }
        }),
      );
      expect(bytes.includes('Ana Ruiz')).toBe(true);
      for (const n of numbers) expect(bytes.includes(n)).toBe(false);
    }
  });

  it('counts drivers beyond one per vehicle as additional drivers, and says how many vehicles still need one', async () => {
    clock = testNow;
    const three = await book({
      ...trip(1),
      lines: [{ vehicleId: 'minivan', quantity: 2 }],
      drivers: [driver('minivan'), driver('minivan', { name: 'Jo' }), driver('minivan', { name: 'Al Bo' })],
    });
    expect(three.status).toBe(201);
    expect(three.body.reservation.additionalDrivers).toBe(1);
    const line = three.body.pricingBreakdown.lines.find((l: { kind: string }) => l.kind === 'driver');
    expect(line).toMatchObject({ quantity: three.body.pricingBreakdown.chargeDays });

    const one = await book({ ...trip(1), lines: convoy, drivers: [driver('cargo-van-box-truck')] });
    expect(one.status).toBe(201);
    expect(one.body.reservation.driversNeeded).toBe(2);
  });

  it('refuses a driver who does not qualify, naming the field and the reason in plain words', async () => {
    clock = testNow;
    const base = { ...trip(2), lines: [...convoy, { vehicleId: '25-passenger-bus', quantity: 1 }] };
    const refused = async (d: Record<string, unknown>, index = 0) => {
      const res = await book({ ...base, drivers: [d] });
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('driver_not_qualified');
      const fields = res.body.error.fields as Record<string, string>;
      expect(Object.keys(fields).every((f) => f.startsWith(`drivers.${index}.`))).toBe(true);
      return fields;
    };
    // A bus without a CDL.
    expect(await refused(driver('25-passenger-bus'))).toEqual({
      'drivers.0.licenceClass': expect.stringMatching(
        /25 Passenger Bus needs a commercial driver’s license .* with a passenger \(P\) endorsement; Sam Lee has a regular license/,
      ),
    });
    // A CDL without the passenger endorsement.
    expect(await refused(driver('25-passenger-bus', { licenceClass: 'cdl-b' }))).toEqual({
      'drivers.0.passengerEndorsement': expect.stringMatching(/passenger \(P\) endorsement/),
    });
    // Too young on the pickup day (the van asks 25).
    expect(await refused(driver('15-passenger-van', { dateOfBirth: '2002-01-01' }))).toEqual({
      'drivers.0.dateOfBirth': expect.stringMatching(/25 or older on the pickup day; Sam Lee will be 24/),
    });
    // A licence that runs out before the return.
    expect(await refused(driver('cargo-van-box-truck', { licenceExpiry: '2026-07-07' }))).toEqual({
      'drivers.0.licenceExpiry': expect.stringMatching(/expires on 2026-07-07, before the return/),
    });
    // Three years licensed for the 15 passenger van.
    expect(await refused(driver('15-passenger-van', { yearsLicensed: 2 }))).toEqual({
      'drivers.0.yearsLicensed': expect.stringMatching(/at least 3 years; Sam Lee has held one for 2 years/),
    });
    // Every problem of every driver at once.
    const many = await book({
      ...base,
      drivers: [driver('cargo-van-box-truck'), driver('25-passenger-bus', { yearsLicensed: 2 })],
    });
    expect(Object.keys(many.body.error.fields)).toEqual(['drivers.1.licenceClass']);

    // A CDL with P drives the bus.
    const ok = await book({
      ...base,
      drivers: [driver('25-passenger-bus', { licenceClass: 'cdl-b', passengerEndorsement: true })],
    });
    expect(ok.status).toBe(201);

    // Not a vehicle of this reservation; a malformed licence number.
    const elsewhere = await book({ ...base, drivers: [driver('minivan')] });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error.fields['drivers.0.vehicleId']).toMatch(/one of the vehicles/);
    const malformed = await book({ ...base, drivers: [driver('minivan', { licenceNumber: '<b>' })] });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fields['drivers.0.licenceNumber']).toMatch(/letters and digits/);
    expect(JSON.stringify(malformed.body)).not.toContain('<b>');
    // A NUL character PostgreSQL cannot store is refused on its field, not a 500.
    const nul = await book({ ...base, drivers: [driver('minivan', { name: 'Sam\u0000Lee' })] });
    expect(nul.status).toBe(400);
    expect(nul.body.error.fields['drivers.0.name']).toMatch(/NUL character/);
  });

  it('stores which vehicle of its class a driver drives, refuses one the booking does not hold, and counts coverage by vehicle', async () => {
    clock = testNow;
    const buses = [{ vehicleId: '15-passenger-van', quantity: 2 }];
    const outOfRange = await book({
      ...trip(5),
      lines: buses,
      drivers: [
        driver('15-passenger-van', { vehicleNumber: 1 }),
        driver('15-passenger-van', { vehicleNumber: 3 }),
      ],
    });
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body.error.fields['drivers.1.vehicleNumber']).toBe(
      'This booking holds 2 of the 15 Passenger Van: choose one from 1 to 2.',
    );
    const notANumber = await book({
      ...trip(5),
      lines: buses,
      drivers: [driver('15-passenger-van', { vehicleNumber: 0 })],
    });
    expect(notANumber.status).toBe(400);
    expect(notANumber.body.error.fields['drivers.0.vehicleNumber']).toBe(
      'Choose which of the vehicles this driver drives.',
    );

    // Both drivers of van 2: van 1 still needs one.
    const res = await book({
      ...trip(5),
      lines: buses,
      drivers: [
        driver('15-passenger-van', { name: 'Ana Ruiz', vehicleNumber: 2 }),
        driver('15-passenger-van', { name: 'Ben Okoro', vehicleNumber: 2 }),
      ],
    });
    expect(res.status).toBe(201);
    const { reservation } = reservationResponseSchema.parse(res.body);
    expect(reservation.drivers.map((d) => [d.name, d.vehicleNumber])).toEqual([
      ['Ana Ruiz', 2],
      ['Ben Okoro', 2],
    ]);
    expect(reservation.driversNeeded).toBe(1);
    const stored = await api()
      .database.db.selectFrom('reservation_drivers')
      .select('vehicle_number')
      .where('vehicle_number', 'is not', null)
      .execute();
    expect(stored.map((r) => Number(r.vehicle_number)).sort()).toEqual([2, 2]);

    // The manage page names van 1's driver; a number past the quantity is refused there too.
    const change = (addDrivers: unknown[]) =>
      api().post(
        `/api/reservations/${reservation.code}/changes`,
        { email: contact.email, addDrivers },
        { 'idempotency-key': newKey() },
      );
    const refused = await change([driver('15-passenger-van', { vehicleNumber: 5 })]);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields['drivers.2.vehicleNumber']).toMatch(/choose one from 1 to 2/);
    // Two taps on Save at once (one Idempotency-Key): one driver added, both answered with it.
    const key = newKey();
    const save = () =>
      api().post(
        `/api/reservations/${reservation.code}/changes`,
        {
          email: contact.email,
          addDrivers: [driver('15-passenger-van', { name: 'Cy Park', vehicleNumber: 1 })],
        },
        { 'idempotency-key': key },
      );
    const [added, again] = await Promise.all([save(), save()]);
    expect([added.status, again.status]).toEqual([200, 200]);
    const afterTaps = (await lookup(reservation.code)).body.reservation.drivers;
    expect(afterTaps.filter((d: { name: string }) => d.name === 'Cy Park')).toHaveLength(1);
    expect(added.body.change.changes).toContain('Driver added: Cy Park (15 Passenger Van 1)');
    expect(added.body.reservation.driversNeeded).toBe(0);
    expect(added.body.reservation.drivers.at(-1)).toMatchObject({ name: 'Cy Park', vehicleNumber: 1 });

    // Staff see the number too, at the booking and at the counter.
    const staff = { ...testAdmin, email: 'counter@rent.test' };
    await createAdmin(api().app, staff);
    const session = await signIn(api().app, staff);
    const detail = await api().app.inject({
      url: `/api/admin/reservations/${reservation.code}`,
      headers: session.headers,
    });
    expect(detail.statusCode).toBe(200);
    expect(
      detail
        .json()
        .drivers.map((d: { vehicleNumber: number | null }) => d.vehicleNumber)
        .sort(),
    ).toEqual([1, 2, 2]);
    const counter = await api().app.inject({
      url: `/api/admin/counter/${reservation.code}/drivers`,
      headers: session.headers,
    });
    expect(
      counter
        .json()
        .drivers.map((d: { vehicleNumber: number | null }) => d.vehicleNumber)
        .sort(),
    ).toEqual([1, 2, 2]);

    // A class booked once answers no number: its name says which vehicle.
    const one = await book({
      ...trip(6),
      lines: [{ vehicleId: 'minivan', quantity: 1 }],
      drivers: [driver('minivan', { vehicleNumber: 1 })],
    });
    expect(one.status).toBe(201);
    expect(one.body.reservation.drivers[0].vehicleNumber).toBeNull();
    expect(one.body.reservation.driversNeeded).toBe(0);
  });

  it('lets the back office set a class’s driver rule, and shows the counter the license numbers in full', async () => {
    clock = testNow;
    await createAdmin(api().app);
    const session = await signIn(api().app);
    const rules = await api().app.inject({ url: '/api/admin/driver-rules', headers: session.headers });
    expect(rules.statusCode).toBe(200);
    expect(rules.json().rules).toContainEqual({
      classId: '15-passenger-van',
      vehicleName: '15 Passenger Van',
      minAge: 25,
      cdlRequired: false,
      passengerEndorsementRequired: false,
      minYearsLicensed: 3,
    });
    expect(
      rules.json().rules.find((r: { classId: string }) => r.classId === '44-passenger-bus'),
    ).toMatchObject({
      cdlRequired: true,
      passengerEndorsementRequired: true,
    });
    const saved = await api().app.inject({
      method: 'PUT',
      url: '/api/admin/driver-rules/minivan',
      headers: session.headers,
      payload: { minAge: 30, cdlRequired: false, passengerEndorsementRequired: false, minYearsLicensed: 5 },
    });
    expect(saved.statusCode).toBe(200);
    const refused = await book({
      ...trip(4),
      lines: [{ vehicleId: 'minivan', quantity: 1 }],
      drivers: [driver('minivan', { yearsLicensed: 4 })],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields['drivers.0.yearsLicensed']).toMatch(/at least 5 years/);

    const booked = await book({
      ...trip(4),
      lines: [{ vehicleId: 'minivan', quantity: 1 }],
      drivers: [driver('minivan', { licenceNumber: 'C111-222-333-444' })],
    });
    const url = `/api/admin/counter/${booked.body.reservation.code}/drivers`;
    expect((await api().app.inject({ url })).statusCode).toBe(401);
    const counter = await api().app.inject({ url, headers: session.headers });
    expect(counter.statusCode).toBe(200);
    expect(counter.json().drivers[0]).toMatchObject({
      name: 'Sam Lee',
      licenceNumber: 'C111-222-333-444',
      licenceNumberMasked: '•••• 3444',
      dateOfBirth: '1988-03-14',
    });
    expect(JSON.stringify(api().logs)).not.toContain('C111-222-333-444');
  });

  it('erases license numbers when the retention period after the return has passed, not before', async () => {
    clock = testNow;
    const res = await book({
      ...trip(3),
      lines: [{ vehicleId: 'minivan', quantity: 1 }],
      drivers: [driver('minivan', { licenceNumber: 'R900-800-700-600' })],
    });
    expect(res.status).toBe(201);
    const returnAt = Date.parse(res.body.reservation.returnAt);
    const sealed = async () =>
      (
        await api()
          .database.db.selectFrom('reservation_drivers as d')
          .innerJoin('reservations as r', 'r.id', 'd.reservation_id')
          .select(['d.licence_number', 'd.licence_mask', 'd.erased_at'])
          .where('r.code', '=', res.body.reservation.code)
          .executeTakeFirstOrThrow()
      ).licence_number;

    clock = returnAt + 89 * DAY;
    await api().app.services.retention.runOnce();
    expect(await sealed()).not.toBeNull();

    clock = returnAt + 90 * DAY + 60_000;
    const swept = await api().app.services.retention.runOnce();
    expect(swept.licenceNumbers).toBeGreaterThanOrEqual(1);
    expect(await sealed()).toBeNull();
    const after = await lookup(res.body.reservation.code);
    expect(after.body.reservation.drivers[0]).toMatchObject({ name: 'Sam Lee', licenceNumberMasked: null });
    // Idempotent.
    expect((await api().app.services.retention.runOnce()).licenceNumbers).toBe(0);
    clock = testNow;
  });
});
