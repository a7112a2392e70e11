import type { ReservationCreateInput } from '@convoy/domain/contracts/reservation.schema';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import { describeEachDialect, type TestDatabase } from '../../test/dialects.ts';
import { booking, contact, homeAddress, inWeek, newKey, testNow } from '../../test/fixtures.ts';
import { listeningInstances } from '../../test/instances.ts';
import { testClock } from '../../test/payments.ts';
import { inboundUrl, twilioStandIn } from '../../test/sms.ts';
import type { TwilioStandIn } from '../../test/twilio-stand-in/twilio-stand-in.ts';

const HOUR = 3_600_000;

/**
 * The reminders before pickup across two instances of the app on one
 * database, both running the payments worker and the outbox at the same
 * moments, on a moved clock: each reminder goes once, by e-mail to the renter
 * and by SMS (through the Twilio stand-in) only to numbers that opted in.
 */
describeEachDialect('pickup reminders by e-mail and SMS on $name', (dialect) => {
  const clock = testClock();
  let database: TestDatabase;
  let apps: TestApp[];
  let standIn: TwilioStandIn;

  beforeAll(async () => {
    const twilio = await twilioStandIn(clock.now);
    standIn = twilio.standIn;
    database = await dialect.createSeeded();
    ({ apps } = await listeningInstances(database, 2, { now: clock.now, env: twilio.env }));
  });
  afterAll(async () => {
    for (const t of apps ?? []) await t.close();
    await database?.destroy();
    await standIn?.close();
  });

  const first = () => apps[0]!;

  async function book(
    request: ReservationCreateInput,
    at = testNow,
  ): Promise<{ code: string; pickupAt: number }> {
    clock.set(at);
    const res = await first().app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: { 'idempotency-key': newKey() },
      payload: request,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { reservation } = res.json();
    return { code: reservation.code, pickupAt: Date.parse(reservation.pickupAt) };
  }

  /** Both instances run a round of the payments worker at once, then both deliver their outboxes at once. */
  async function bothInstancesRun(): Promise<void> {
    await Promise.all(apps.map((t) => t.app.services.paymentsWorker.runOnce()));
    await Promise.all(apps.map((t) => t.app.services.paymentsWorker.runOnce()));
    await Promise.all(apps.map((t) => t.app.services.outbox.drain()));
  }

  const mailsTo = (email: string, subject: RegExp) =>
    apps.flatMap((t) => t.mail.sent).filter((m) => m.to === email && subject.test(m.email.subject));

  function withPhone(weeks: number, email: string, phone: string, smsConsent: boolean) {
    return inWeek(weeks, { contact: { ...contact, email, phone, smsConsent } });
  }

  it('sends the 72-hour and the 24-hour reminders once each across two instances, texting only the opted-in number', async () => {
    const texted = await book(withPhone(2, 'texted@example.com', '(410) 555-0141', true));
    const quiet = await book(withPhone(2, 'quiet@example.com', '410 555 0142', false));

    // 71 hours before pickup (reminderDaysBefore = 3): the first reminder, not yet the day-before one.
    clock.set(texted.pickupAt - 71 * HOUR);
    await bothInstancesRun();
    await bothInstancesRun();
    const coming = /pickup is coming up/;
    expect(mailsTo('texted@example.com', coming)).toHaveLength(1);
    expect(mailsTo('quiet@example.com', coming)).toHaveLength(1);
    expect(mailsTo('texted@example.com', /what to bring/)).toHaveLength(0);
    const first72 = standIn.to('+14105550141');
    expect(first72).toHaveLength(1);
    expect(first72[0]!.body).toContain(`https://rent.test/manage?code=${texted.code}`);
    // Monday 20 July 09:00 at Baltimore, in its own zone.
    expect(first72[0]!.body).toContain('Mon, Jul 20, 9:00 AM EDT');
    expect(first72[0]!.body).toMatch(/Reply STOP to opt out\.$/);
    expect(first72[0]!.body).not.toContain(contact.lastName);
    expect(standIn.to('+14105550142')).toEqual([]);
    expect(await first().repositories.sms.forReference(quiet.code)).toEqual([]);

    // 23 hours before: the day-before reminder, once.
    clock.set(texted.pickupAt - 23 * HOUR);
    await bothInstancesRun();
    await bothInstancesRun();
    const dayBefore = mailsTo('texted@example.com', /where, when and what to bring/);
    expect(dayBefore).toHaveLength(1);
    expect(mailsTo('quiet@example.com', /where, when and what to bring/)).toHaveLength(1);
    const text = dayBefore[0]!.email.text;
    expect(text).toContain('Monday, July 20, 2026 at 9:00 AM EDT');
    expect(text).toContain('1200 Harbor Boulevard');
    expect(text).toMatch(/Hours: Mon–Fri 7:00 AM–7:00 PM/);
    expect(text).toContain('Every driver: a valid driver’s license.');
    expect(text).toMatch(/credit card in their name for the \$[\d,.]+ deposit/);
    expect(text).not.toContain('certificate of insurance');
    const texts = standIn.to('+14105550141');
    expect(texts).toHaveLength(2);
    expect(texts[1]!.body).toContain('Mon, Jul 20, 9:00 AM EDT');
    expect(texts[1]!.body).toContain('1200 Harbor Boulevard');
    expect(texts[1]!.body).toContain("Bring: driver's license, card for the deposit.");
    expect(standIn.to('+14105550142')).toEqual([]);
    // The first reminder was not sent again.
    expect(mailsTo('texted@example.com', coming)).toHaveLength(1);
    // The SMS outbox keeps no number once the text went.
    const stored = await first().repositories.sms.forReference(texted.code);
    expect(stored.map((s) => [s.kind, s.status])).toEqual([
      ['pickup_reminder', 'sent'],
      ['pickup_day_reminder', 'sent'],
    ]);
    const rows = await database.db.selectFrom('sms_messages').select(['to_sealed']).execute();
    expect(rows.every((r) => r.to_sealed === 'erased')).toBe(true);
  });

  it('sends nothing more to a number that replied STOP (signed), and texts it again after START', async () => {
    const stop = await book(withPhone(3, 'stop@example.com', '+1 410 555 0143', true));
    const reply = async (body: string, signature?: string) => {
      const signed = standIn.reply(inboundUrl, '+14105550143', body);
      return apps[1]!.app.inject({
        method: 'POST',
        url: '/api/sms/inbound',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature': signature ?? signed.signature,
        },
        payload: signed.payload,
      });
    };
    const forged = await reply('START', 'bm90IGEgc2lnbmF0dXJl');
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.code).toBe('invalid_signature');
    const stopped = await reply('  Stop ');
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.headers['content-type']).toMatch(/text\/xml/);

    clock.set(stop.pickupAt - 71 * HOUR);
    await bothInstancesRun();
    expect(mailsTo('stop@example.com', /pickup is coming up/)).toHaveLength(1);
    expect(standIn.to('+14105550143')).toEqual([]);

    expect((await reply('START')).statusCode).toBe(200);
    clock.set(stop.pickupAt - 23 * HOUR);
    await bothInstancesRun();
    expect(standIn.to('+14105550143').map((m) => m.body)).toEqual([expect.stringContaining('Bring: driver')]);
  });

  it('retries a text while Twilio is down and delivers it once when it is back', async () => {
    const outage = await book(withPhone(4, 'outage@example.com', '410-555-0144', true));
    const before = standIn.requests;
    standIn.unavailable(2);
    clock.set(outage.pickupAt - 71 * HOUR);
    await bothInstancesRun();
    expect(standIn.to('+14105550144')).toEqual([]);
    expect((await first().repositories.sms.forReference(outage.code))[0]).toMatchObject({
      status: 'retrying',
      attempts: 1,
    });
    for (let minute = 1; minute <= 10; minute++) {
      clock.set(outage.pickupAt - 71 * HOUR + minute * 60_000);
      await Promise.all(apps.map((t) => t.app.services.outbox.drain()));
    }
    expect(standIn.to('+14105550144')).toHaveLength(1);
    expect(standIn.requests - before).toBe(3);
    expect((await first().repositories.sms.forReference(outage.code))[0]).toMatchObject({
      status: 'sent',
      attempts: 3,
    });
  });

  it('lists, in the one reminder days ahead, what each driver still has to do, sends each their link again once, and texts an opted-in driver the day before', async () => {
    const {
      vehicleId: _v,
      quantity: _q,
      ...trip
    } = withPhone(5, 'convoy@example.com', '410 555 0145', false);
    const drivers = [
      {
        vehicleId: '15-passenger-van',
        vehicleNumber: 1,
        name: 'Ana Ruiz',
        email: 'ana@example.com',
        phone: '410 555 0146',
      },
      { vehicleId: '15-passenger-van', vehicleNumber: 2, name: 'Ben Cole', email: 'ben@example.com' },
    ];
    const convoy = await book({ ...trip, lines: [{ vehicleId: '15-passenger-van', quantity: 2 }], drivers });
    await Promise.all(apps.map((t) => t.app.services.outbox.drain()));
    const links = (email: string) =>
      mailsTo(email, /.*/).flatMap((m) => /\/driver#token=([A-Za-z0-9_-]+)/.exec(m.email.text)?.[1] ?? []);
    const [anaFirst] = links('ana@example.com');
    expect(links('ben@example.com')).toHaveLength(1);
    const driverPage = (token: string | undefined, method: 'GET' | 'PUT' = 'GET', payload?: object) =>
      first().app.inject({
        method,
        url: `/api/driver${method === 'PUT' ? '/identity' : ''}`,
        headers: { authorization: `Bearer ${token}` },
        ...(payload ? { payload } : {}),
      });
    // Ana has confirmed who she is; she ticked the box on her page to be texted.
    expect(
      (
        await driverPage(anaFirst, 'PUT', {
          name: 'Ana Ruiz',
          dateOfBirth: '1988-03-14',
          address: homeAddress,
        })
      ).statusCode,
    ).toBe(200);
    await first().app.services.sms.optIn('410 555 0146', 'driver');

    clock.set(convoy.pickupAt - 71 * HOUR);
    await bothInstancesRun();
    await bothInstancesRun();
    const reminders = mailsTo('convoy@example.com', /pickup is coming up/);
    expect(reminders).toHaveLength(1);
    const text = reminders[0]!.email.text;
    expect(text).toContain('Still to do before pickup');
    expect(text).toMatch(
      /Ana Ruiz \(15 Passenger Van 1\): license details, photos of the license, the 15-passenger van safety briefing, the signed driver’s acknowledgement — we have e-mailed them their link again/,
    );
    expect(text).toMatch(
      /Ben Cole \(15 Passenger Van 2\): their name, date of birth and address confirmed, license details/,
    );
    expect(text).toContain(`https://rent.test/manage?code=${convoy.code}`);
    expect(text).toContain('Ana Ruiz, license not given yet');
    // Each driver got one new link across both instances; the old one stopped working.
    expect(links('ana@example.com')).toHaveLength(2);
    expect(links('ben@example.com')).toHaveLength(2);
    expect((await driverPage(anaFirst)).statusCode).toBe(401);
    // The mails are listed instance by instance, not in the order they went: the new link is the other one.
    const anaNew = links('ana@example.com').find((token) => token !== anaFirst);
    expect((await driverPage(anaNew)).statusCode).toBe(200);
    // Drivers get no text days ahead: their steps are on the page their e-mail links to.
    expect(standIn.to('+14105550146')).toEqual([]);

    clock.set(convoy.pickupAt - 23 * HOUR);
    await bothInstancesRun();
    await bothInstancesRun();
    const anaTexts = standIn.to('+14105550146');
    expect(anaTexts).toHaveLength(1);
    expect(anaTexts[0]!.body).toContain('1200 Harbor Boulevard');
    expect(anaTexts[0]!.body).toContain('9:00 AM EDT');
    expect(anaTexts[0]!.body).not.toContain('/manage');
    expect(anaTexts[0]!.body).not.toContain('Ana');
    // The renter did not agree to texts: none to their number.
    expect(standIn.to('+14105550145')).toEqual([]);
    expect(links('ana@example.com')).toHaveLength(2);
  });

  it('does not send again a link that went to the driver within the day: a convoy booked days before pickup keeps its links', async () => {
    const { vehicleId: _v, quantity: _q, ...trip } = withPhone(9, 'late@example.com', '410 555 0147', false);
    // Booked about 60 hours before pickup (the pickup's zone is a few hours from UTC): inside the reminder's 72 hours.
    const about = Date.parse(`${trip.pickupDate}T${trip.pickupTime}:00Z`) - 60 * HOUR;
    const late = await book(
      {
        ...trip,
        lines: [{ vehicleId: '15-passenger-van', quantity: 1 }],
        drivers: [
          { vehicleId: '15-passenger-van', vehicleNumber: 1, name: 'Cara Diaz', email: 'cara@example.com' },
        ],
      },
      about,
    );
    expect(late.pickupAt - about).toBeLessThan(72 * HOUR);
    await Promise.all(apps.map((t) => t.app.services.outbox.drain()));
    const links = () =>
      mailsTo('cara@example.com', /.*/).flatMap(
        (m) => /\/driver#token=([A-Za-z0-9_-]+)/.exec(m.email.text)?.[1] ?? [],
      );
    expect(links()).toHaveLength(1);

    clock.set(about + 10 * 60_000);
    await bothInstancesRun();
    const reminders = mailsTo('late@example.com', /pickup is coming up/);
    expect(reminders).toHaveLength(1);
    // The renter is told what Cara still has to do; Cara's link from her first e-mail still works.
    expect(reminders[0]!.email.text).toMatch(
      /Cara Diaz \(15 Passenger Van\): their name, date of birth and address confirmed/,
    );
    expect(reminders[0]!.email.text).not.toMatch(/Cara Diaz[^\n]*e-mailed them their link again/);
    expect(links()).toHaveLength(1);
    const page = await first().app.inject({
      method: 'GET',
      url: '/api/driver',
      headers: { authorization: `Bearer ${links()[0]}` },
    });
    expect(page.statusCode).toBe(200);
  });

  it('texts the link to a driver named with an opted-in phone and no e-mail, sealed until sent; nothing to a number that did not opt in', async () => {
    await first().app.services.sms.optIn('410 555 0148', 'driver');
    const {
      vehicleId: _v,
      quantity: _q,
      ...trip
    } = withPhone(11, 'phones@example.com', '410 555 0149', false);
    await book({
      ...trip,
      lines: [{ vehicleId: '15-passenger-van', quantity: 2 }],
      drivers: [
        { vehicleId: '15-passenger-van', vehicleNumber: 1, name: 'Dee Park', phone: '410 555 0148' },
        { vehicleId: '15-passenger-van', vehicleNumber: 2, name: 'Eli Moss', phone: '410 555 0150' },
      ],
    });
    const stored = () =>
      sql<{ body: string; link_sealed: string | null }>`
        select body, link_sealed from sms_messages where kind = 'pre_arrival_link'`
        .execute(database.db)
        .then((r) => r.rows);
    // Queued for the opted-in number only, the link sealed beside a body that holds none.
    const queued = await stored();
    expect(queued).toHaveLength(1);
    expect(queued[0]!.body).toContain('{link}');
    expect(queued[0]!.body).not.toMatch(/token=|Dee/);
    expect(queued[0]!.link_sealed).not.toContain('token=');

    await bothInstancesRun();
    const texts = standIn.to('+14105550148');
    expect(texts).toHaveLength(1);
    const token = /\/driver#token=([A-Za-z0-9_-]+)/.exec(texts[0]!.body)?.[1];
    expect(texts[0]!.body).toContain('Reply STOP to opt out.');
    const page = await first().app.inject({
      method: 'GET',
      url: '/api/driver',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain('Dee Park');
    // Sent: the stored text keeps no link; the number that never opted in got nothing.
    expect((await stored())[0]!.link_sealed).toBeNull();
    expect(standIn.to('+14105550150')).toEqual([]);
  });

  it('books without texts unless the renter agreed: smsConsent defaults to false', async () => {
    const res = await first().app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: { 'idempotency-key': newKey() },
      payload: booking({ contact: { ...contact, smsConsent: 'yes' as unknown as boolean } }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty(['contact.smsConsent']);
  });
});
