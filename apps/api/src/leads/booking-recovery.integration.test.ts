import { beforeAll, expect, it } from 'vitest';
import { createAdmin, type SignedIn, signIn } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { contact, inWeek, newKey } from '../../test/fixtures.ts';
import { testClock } from '../../test/payments.ts';
import { recoveryCampaign } from './booking-recovery.service.ts';

/**
 * Abandoned bookings' recovery (decision 046) through the real app on both dialects: the confirm
 * step's address with the box ticked gets one e-mail an hour after its last change, with a link that
 * runs the search again and an unsubscribe that holds; none after a booking; kept 30 days.
 */
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const clock = testClock();
const trip = {
  rentalType: 'daily',
  pickupLocationId: 'baltimore',
  pickupDate: '2026-07-20',
  pickupTime: '10:00',
  returnDate: '2026-07-22',
  returnTime: '10:00',
  renterAge: '30',
  vehicleType: 'all',
};

describeEachDialect('booking recovery on $name', (dialect) => {
  const api = useApi(dialect, { now: clock.now });
  let session: SignedIn;
  const put = (email: string, extra: object = {}) =>
    api().app.inject({
      method: 'PUT',
      url: '/api/booking-drafts',
      payload: { email, remindMe: true, trip, ...extra },
    });
  /** One round of the recovery, then the outbox: the recovery e-mails sent to `to`. */
  const round = async (to: string) => {
    await api().app.services.bookingRecovery.runOnce();
    await api().app.services.outbox.drain();
    return api().mail.sent.filter((m) => m.to === to && m.email.subject.includes('not finished'));
  };

  beforeAll(async () => {
    await createAdmin(api().app);
    session = await signIn(api().app);
  });

  it('sends one e-mail an hour after the last change, with the search and a working unsubscribe, and never again', async () => {
    clock.set(Date.parse('2026-07-01T12:00:00Z'));
    const to = 'lena@example.com';
    expect((await put(' Lena@Example.com ')).statusCode).toBe(204);
    clock.advance(40 * MINUTE);
    // A change to the search starts the hour again.
    expect((await put(to, { trip: { ...trip, pickupTime: '09:00' } })).statusCode).toBe(204);
    clock.advance(40 * MINUTE);
    expect(await round(to)).toEqual([]);
    clock.advance(21 * MINUTE);
    const sent = await round(to);
    expect(sent).toHaveLength(1);
    const text = sent[0]?.email.text ?? '';
    expect(text).toContain('Baltimore');
    expect(text).toContain('1200 Harbor Boulevard, Baltimore, MD 21230');
    const resume = new URL(/https:\/\/rent\.test\/availability\?\S+/.exec(text)?.[0] ?? '');
    expect(resume.searchParams.get('pickupLocationId')).toBe('baltimore');
    expect(resume.searchParams.get('pickupTime')).toBe('09:00');
    expect(resume.searchParams.get('utm_campaign')).toBe(recoveryCampaign.utm_campaign);
    expect(text).not.toContain('lena');

    // Asked again and rounds later: no second e-mail.
    expect((await put(to)).statusCode).toBe(204);
    clock.advance(2 * 60 * MINUTE);
    expect(await round(to)).toHaveLength(1);

    const token = /\/unsubscribe#token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
    const unsubscribe = (t: string) =>
      api().app.inject({ method: 'POST', url: '/api/booking-drafts/unsubscribe', payload: { token: t } });
    expect((await unsubscribe(token)).statusCode).toBe(204);
    expect((await unsubscribe(token)).statusCode).toBe(204);
    expect((await unsubscribe(`${token.slice(0, -4)}AAAA`)).statusCode).toBe(404);
  });

  it('writes the e-mail of a draft left on the Spanish site in Spanish, its links to the Spanish pages (decision 048)', async () => {
    clock.set(Date.parse('2026-07-02T12:00:00Z'));
    const to = 'rosa@example.com';
    expect((await put(to, { locale: 'es' })).statusCode).toBe(204);
    clock.advance(61 * MINUTE);
    await api().app.services.bookingRecovery.runOnce();
    await api().app.services.outbox.drain();
    const sent = api().mail.sent.filter((m) => m.to === to);
    expect(sent.map((m) => m.email.subject)).toEqual(['Su reserva en Convoy aún no está terminada']);
    const text = sent[0]?.email.text ?? '';
    expect(text).toContain('Usted cotizó un viaje en Baltimore Harbor del lunes, 20 de julio de 2026 al');
    expect(text).toMatch(/https:\/\/rent\.test\/es\/availability\?\S*utm_campaign=booking-recovery/);
    expect(text).toMatch(/\/es\/unsubscribe#token=[A-Za-z0-9_-]+/);
    expect(text).toContain('1200 Harbor Boulevard, Baltimore, MD 21230');
    expect(text).not.toContain('Hello');
    expect((await put('otro@example.com', { locale: 'fr' })).statusCode).toBe(400);
  });

  it('e-mails a draft whose dates were left half-typed or impossible, stating only the dates that are days', async () => {
    // The draft is the form as it stood (any text up to 64 characters): its dates are not checked.
    clock.set(Date.parse('2026-07-03T12:00:00Z'));
    const odd = [
      { to: 'half@example.com', pickupDate: '2026-07', returnDate: 'tomorrow' },
      { to: 'feb@example.com', pickupDate: '2026-07-20', returnDate: '2026-02-31' },
    ];
    for (const { to, ...dates } of odd)
      expect((await put(to, { trip: { ...trip, ...dates } })).statusCode).toBe(204);
    clock.advance(61 * MINUTE);
    const [half, feb] = [await round('half@example.com'), await round('feb@example.com')];
    expect(half).toHaveLength(1);
    expect(feb).toHaveLength(1);
    const [halfText, febText] = [half[0]?.email.text ?? '', feb[0]?.email.text ?? ''];
    // The sentence names only real days; the link carries the form as it stood, for the search to check.
    expect(halfText).toContain('You priced a trip at Baltimore Harbor and asked us to remind you.');
    expect(febText).toContain(
      'You priced a trip at Baltimore Harbor from Monday, July 20, 2026 and asked us to remind you.',
    );
    for (const text of [halfText, febText]) expect(text).not.toMatch(/Invalid|March/);
  });

  it('holds an unsubscribe: the address is not kept again, even 30 days on', async () => {
    clock.set(Date.parse('2026-07-01T12:00:00Z'));
    const to = 'omar@example.com';
    await put(to);
    clock.advance(61 * MINUTE);
    const text = (await round(to))[0]?.email.text ?? '';
    const token = /\/unsubscribe#token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
    await api().app.inject({ method: 'POST', url: '/api/booking-drafts/unsubscribe', payload: { token } });
    clock.advance(31 * DAY);
    await api().app.services.bookingRecovery.runOnce();
    expect((await put(to)).statusCode).toBe(204);
    clock.advance(2 * 60 * MINUTE);
    expect(await round(to)).toHaveLength(1);
    expect(await api().repositories.bookingDrafts.due(clock.now(), 10)).toEqual([]);
  });

  it('sends nothing once the address booked, and forgets an unticked box; a booking from the link counts as recovered', async () => {
    clock.set(Date.parse('2026-07-01T12:00:00Z'));
    const to = contact.email;
    await put(to);
    const booked = await api().post(
      '/api/reservations',
      inWeek(3, {
        attribution: { lastNonDirect: { ...recoveryCampaign, timestamp: '2026-07-01T12:30:00Z' } },
      }),
      { 'idempotency-key': newKey() },
    );
    expect(booked.status).toBe(201);
    clock.advance(61 * MINUTE);
    expect(await round(to)).toEqual([]);

    await put('nina@example.com');
    const withdrawn = await api().app.inject({
      method: 'DELETE',
      url: '/api/booking-drafts',
      payload: { email: 'nina@example.com' },
    });
    expect(withdrawn.statusCode).toBe(204);
    clock.advance(61 * MINUTE);
    expect(await round('nina@example.com')).toEqual([]);

    // Signed in now: the clock of the tests before went a month on and back.
    session = await signIn(api().app);
    const report = await api().app.inject({
      url: '/api/admin/reports/attribution?from=2026-07-01&to=2026-07-01',
      headers: { cookie: session.cookie },
    });
    expect(report.statusCode, report.body).toBe(200);
    const row = report.json().rows.find((r: { campaign: string }) => r.campaign === 'booking-recovery');
    expect(row).toMatchObject({ source: 'convoy', medium: 'email', bookings: 1 });
  });

  it('deletes an address 30 days after it was given, e-mailed or not', async () => {
    clock.set(Date.parse('2026-07-01T12:00:00Z'));
    await put('pia@example.com');
    clock.advance(30 * DAY + MINUTE);
    const { deleted } = await api().app.services.bookingRecovery.runOnce();
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(
      await api()
        .database.db.selectFrom('booking_drafts')
        .select('email')
        .where('email', '=', 'pia@example.com')
        .execute(),
    ).toEqual([]);
  });

  it('refuses a draft without the box ticked, or with a field the search does not have', async () => {
    const unticked = await api().app.inject({
      method: 'PUT',
      url: '/api/booking-drafts',
      payload: { email: 'a@example.com', remindMe: false, trip },
    });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().error.fields.remindMe).toMatch(/Tick the box/);
    const odd = await put('a@example.com', { trip: { ...trip, creditCard: '4242' } });
    expect(odd.statusCode).toBe(400);
  });
});
