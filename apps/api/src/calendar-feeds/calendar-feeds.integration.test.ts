import { brand } from '@convoy/domain/content/brand';
import { beforeAll, expect, it } from 'vitest';
import { asStaff, createAdmin, type SignedIn, signIn } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { contact, inWeek, newKey, sentByPerson } from '../../test/fixtures.ts';

/**
 * Calendar feeds (decision 039) through the real app: a location's pickups and
 * returns and an organisation's bookings as iCalendar, at a URL whose token
 * opens that calendar only; revoked or replaced, it is 404; the access log
 * never shows it.
 */
const host = new URL(brand.siteUrl).hostname;
const school = {
  name: 'Lakeside Middle School',
  kind: 'school',
  billingContact: { name: 'Ana Ortiz', email: 'business@lakeside.example', phone: '+1 404 555 0147' },
  address: { line1: '400 Lake Rd', city: 'Atlanta', region: 'GA', postalCode: '30305' },
  ...sentByPerson,
};

describeEachDialect('calendar feeds on $name', (dialect) => {
  const api = useApi(dialect);
  let staff: SignedIn;
  beforeAll(async () => {
    await createAdmin(api().app);
    staff = await signIn(api().app);
  });
  const book = async (week: number, more: Record<string, unknown> = {}) => {
    const booked = await api().post('/api/reservations', inWeek(week, more), { 'idempotency-key': newKey() });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    return booked.body.reservation.code as string;
  };
  const fetchFeed = (secretUrl: string) =>
    api().app.inject({ method: 'GET', url: new URL(secretUrl).pathname });
  const lines = (text: string) => text.split('\r\n');

  it('answers a location’s pickups and returns as iCalendar, cached at most five minutes, with no renter in it', async () => {
    const code = await book(1);
    const issued = await asStaff(api().app, staff, 'POST', '/api/admin/calendar-feeds/locations/baltimore');
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    expect(issued.body.secretUrl).toMatch(
      /^https:\/\/rent\.test\/api\/calendar-feeds\/cal_[A-Za-z0-9_-]{43}\.ics$/,
    );
    const shown = await asStaff(api().app, staff, 'GET', '/api/admin/calendar-feeds/locations/baltimore');
    expect(shown.body.feed).toEqual(issued.body);

    const res = await fetchFeed(issued.body.secretUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(res.body.endsWith('\r\n')).toBe(true);
    expect(res.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const all = lines(res.body);
    expect(all).toContain('NAME:Convoy: Baltimore Harbor pickups and returns');
    expect(all).toContain(`UID:${code}-pickup@${host}`);
    expect(all).toContain(`UID:${code}-return@${host}`);
    expect(all.filter((l) => l === 'SEQUENCE:0').length).toBeGreaterThanOrEqual(2);
    for (const personal of [contact.firstName, contact.lastName, contact.email, contact.phone]) {
      expect(res.body).not.toContain(personal);
    }

    // Cancelled: the same UIDs, a higher SEQUENCE, STATUS:CANCELLED.
    expect((await api().post(`/api/reservations/${code}/cancel`, { email: contact.email })).status).toBe(200);
    const after = (await fetchFeed(issued.body.secretUrl)).body.replace(/\r\n /g, '');
    const pickup = after.slice(after.indexOf(`UID:${code}-pickup@`));
    const event = pickup.slice(0, pickup.indexOf('END:VEVENT'));
    expect(event).toContain('STATUS:CANCELLED');
    expect(event).toContain('SEQUENCE:1');
    expect(event).toMatch(/LAST-MODIFIED:\d{8}T\d{6}Z/);
  });

  it('answers an organisation’s bookings under the UID its confirmation e-mail’s file uses', async () => {
    const opened = await api().post('/api/organisations', school);
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const { code: orgCode } = opened.body.organisation;
    const code = await book(3, { organisation: { code: orgCode, key: opened.body.accessKey } });
    const other = await book(4);
    const issued = await asStaff(
      api().app,
      staff,
      'POST',
      `/api/admin/calendar-feeds/organisations/${orgCode}`,
    );
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    const feed = (await fetchFeed(issued.body.secretUrl)).body;
    expect(lines(feed)).toContain('NAME:Convoy: Lakeside Middle School bookings');
    expect(lines(feed)).toContain(`UID:${code}@${host}`);
    expect(feed).not.toContain(other);
    // The organisation's access key is not what opens the feed.
    expect(issued.body.secretUrl).not.toContain(opened.body.accessKey);
  });

  it('answers 404 once revoked, and a new URL when issued again, the old one still 404', async () => {
    const first = await asStaff(api().app, staff, 'POST', '/api/admin/calendar-feeds/locations/atlanta');
    expect((await fetchFeed(first.body.secretUrl)).statusCode).toBe(200);
    const revoked = await asStaff(api().app, staff, 'DELETE', '/api/admin/calendar-feeds/locations/atlanta');
    expect(revoked.status).toBe(204);
    expect((await fetchFeed(first.body.secretUrl)).statusCode).toBe(404);
    expect(
      (await asStaff(api().app, staff, 'GET', '/api/admin/calendar-feeds/locations/atlanta')).body,
    ).toEqual({
      feed: null,
    });
    const again = await asStaff(api().app, staff, 'POST', '/api/admin/calendar-feeds/locations/atlanta');
    expect(again.body.secretUrl).not.toBe(first.body.secretUrl);
    expect((await fetchFeed(again.body.secretUrl)).statusCode).toBe(200);
    expect((await fetchFeed(first.body.secretUrl)).statusCode).toBe(404);
    const replaced = await asStaff(api().app, staff, 'POST', '/api/admin/calendar-feeds/locations/atlanta');
    expect((await fetchFeed(again.body.secretUrl)).statusCode).toBe(404);
    expect((await fetchFeed(replaced.body.secretUrl)).statusCode).toBe(200);
    const guessed = `/api/calendar-feeds/cal_${'x'.repeat(43)}.ics`;
    expect((await api().app.inject({ method: 'GET', url: guessed })).statusCode).toBe(404);
    const misshapen = await api().app.inject({ method: 'GET', url: '/api/calendar-feeds/cal_guess.ics' });
    expect(misshapen.statusCode).toBe(400);
    expect(
      (await asStaff(api().app, staff, 'POST', '/api/admin/calendar-feeds/locations/atlantis')).status,
    ).toBe(404);
  });

  it('never writes a feed’s token in the logs or the audit trail', async () => {
    const issued = await asStaff(api().app, staff, 'POST', '/api/admin/calendar-feeds/locations/denver');
    const token = /cal_[A-Za-z0-9_-]{43}/.exec(issued.body.secretUrl)![0];
    await fetchFeed(issued.body.secretUrl);
    await asStaff(api().app, staff, 'DELETE', '/api/admin/calendar-feeds/locations/denver');
    await fetchFeed(issued.body.secretUrl);
    const logged = JSON.stringify(api().logs);
    expect(logged).toContain('/api/calendar-feeds/[token]');
    expect(logged).not.toContain(token);
    const audit = await asStaff(api().app, staff, 'GET', '/api/admin/audit?entityType=settings');
    expect(JSON.stringify(audit.body)).toContain('location calendar feed issued');
    expect(JSON.stringify(audit.body)).not.toContain(token);
  });

  it('lets a manager read a location’s feed but not issue one', async () => {
    await api().app.services.adminAuth.createAccount('manager@rent.test', 'correct horse battery staple', {
      role: 'manager',
    });
    const manager = await signIn(api().app, {
      email: 'manager@rent.test',
      password: 'correct horse battery staple',
    });
    expect(
      (await asStaff(api().app, manager, 'GET', '/api/admin/calendar-feeds/locations/baltimore')).status,
    ).toBe(200);
    expect(
      (await asStaff(api().app, manager, 'POST', '/api/admin/calendar-feeds/locations/baltimore')).status,
    ).toBe(403);
  });
});
