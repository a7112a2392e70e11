import type { StaffRole } from '@convoy/domain/contracts/admin-auth.schema';
import { beforeAll, expect, it } from 'vitest';
import { adminRouteList, createAdmin, type SignedIn, signIn, testAdmin } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { testClock } from '../../test/payments.ts';

/**
 * Staff roles (decision 015), written out here independently of
 * rules/staff-access.ts: which areas each role reads and changes, and the
 * area of each back-office URL.
 */
const areaOf: [prefix: string, area: string][] = [
  ['/api/admin/payments/settings', 'settings'],
  ['/api/admin/logout', 'session'],
  // Waiving the minimum cancellation fee is a decision on money (SPEC Part B §14).
  ['/api/admin/reservations/CNV-2222222/cancellation-floor', 'money'],
  ['/api/admin/reservations', 'bookings'],
  // The back office's home: every role reads it, each card only of an area the role reads (decision 041).
  ['/api/admin/dashboard', 'bookings'],
  ['/api/admin/quotes', 'enquiries'],
  ['/api/admin/leads', 'enquiries'],
  ['/api/admin/reports', 'reports'],
  ['/api/admin/outbox', 'reports'],
  ['/api/admin/fleet', 'fleet'],
  ['/api/admin/units', 'fleet'],
  ['/api/admin/relocations', 'fleet'],
  ['/api/admin/maintenance', 'fleet'],
  ['/api/admin/driver-rules', 'fleet'],
  ['/api/admin/delivery-drivers', 'fleet'],
  ['/api/admin/inspection-checklists', 'fleet'],
  ['/api/admin/pricing', 'pricing'],
  ['/api/admin/media', 'content'],
  ['/api/admin/reviews', 'content'],
  ['/api/admin/counter/CNV-2222222/drivers', 'licences'],
  ['/api/admin/pre-arrival/links', 'bookings'],
  ['/api/admin/pre-arrival', 'licences'],
  ['/api/admin/counter', 'counter'],
  ['/api/admin/assignments', 'counter'],
  // Before the counter's calendar, whose prefix it starts with.
  ['/api/admin/calendar-feeds/locations', 'settings'],
  ['/api/admin/calendar-feeds', 'money'],
  ['/api/admin/calendar', 'counter'],
  ['/api/admin/insurance/settings', 'settings'],
  ['/api/admin/insurance', 'money'],
  ['/api/admin/organisations', 'money'],
  ['/api/admin/invoices', 'money'],
  ['/api/admin/payments', 'money'],
  ['/api/admin/citations', 'money'],
  ['/api/admin/webhooks', 'settings'],
  // A claim is the counter's; its limits are the company's settings, waiving one is the money area's.
  ['PUT /api/admin/claims/limits', 'settings'],
  ['POST /api/admin/claims/00000000-0000-4000-8000-000000000000/waive', 'money'],
  ['/api/admin/claims', 'counter'],
  // Accounting (decision 040): the connection and the accounts are the company's settings, the rest money.
  ['POST /api/admin/accounting/connect', 'settings'],
  ['POST /api/admin/accounting/disconnect', 'settings'],
  ['/api/admin/accounting/callback', 'settings'],
  ['/api/admin/accounting/mappings', 'settings'],
  ['/api/admin/accounting', 'money'],
  ['/api/admin/staff', 'staff'],
  ['/api/admin/audit', 'audit'],
  ['/api/admin/do-not-rent', 'do-not-rent'],
  // A person's data exported or erased (decision 043): managers and owners only; the rest of the record is customers'.
  ['GET /api/admin/customers/x/export', 'personal-data'],
  ['POST /api/admin/customers/x/erase', 'personal-data'],
  ['/api/admin/customers', 'customers'],
  // The global search: every role, answering only the kinds it may read (decision 042).
  ['/api/admin/search', 'session'],
];
const allAreas = [
  'bookings',
  'enquiries',
  'reports',
  'fleet',
  'pricing',
  'content',
  'counter',
  'licences',
  'money',
  'settings',
  'staff',
  'audit',
  'do-not-rent',
  'customers',
  'personal-data',
];
const except = (...areas: string[]) => allAreas.filter((a) => !areas.includes(a));
const may: Record<StaffRole, { read: string[]; write: string[] }> = {
  owner: { read: allAreas, write: except('audit') },
  manager: { read: except('staff'), write: except('staff', 'settings', 'audit') },
  agent: {
    read: ['bookings', 'counter', 'licences', 'fleet', 'customers'],
    write: ['bookings', 'counter', 'customers'],
  },
  viewer: { read: except('staff', 'licences', 'audit', 'do-not-rent', 'personal-data'), write: [] },
};
const roles: StaffRole[] = ['owner', 'manager', 'agent', 'viewer'];
const emailOf = (role: StaffRole) => `${role}@rent.test`;

describeEachDialect('staff roles and invitations on $name', (dialect) => {
  const clock = testClock();
  const api = useApi(dialect, { now: clock.now });
  const sessions = {} as Record<StaffRole, SignedIn>;
  beforeAll(async () => {
    for (const role of roles) {
      await api().app.services.adminAuth.createAccount(emailOf(role), testAdmin.password, { role });
      sessions[role] = await signIn(api().app, { email: emailOf(role), password: testAdmin.password });
    }
  });

  const call = (who: SignedIn, method: string, url: string, payload?: unknown) =>
    api().app.inject({
      method: method as 'GET',
      url,
      headers: who.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('answers 403 on every back-office route to a role that may not use it, and lets the others through', async () => {
    // Open to anyone (signing in, the session probe, accepting an invitation), and signing out: not walked.
    const open = ['/api/admin/session', '/api/admin/login', '/api/admin/invitations', '/api/admin/logout'];
    const routes = adminRouteList(api().app).filter((r) => !open.some((prefix) => r.url.startsWith(prefix)));
    expect(routes.length).toBeGreaterThan(60);
    for (const role of roles) {
      for (const { method, url } of routes) {
        // An entry with a method names one route whose area is not its prefix's.
        const area = areaOf.find(([prefix]) =>
          (prefix.includes(' ') ? `${method} ${url}` : url).startsWith(prefix),
        )?.[1];
        expect(area, `${url} belongs to an area`).toBeDefined();
        const change = method !== 'GET';
        const allowed = area === 'session' || (change ? may[role].write : may[role].read).includes(area!);
        const res = await call(sessions[role], method, url);
        if (allowed) {
          expect([401, 403], `${role} ${method} ${url}: ${res.body}`).not.toContain(res.statusCode);
        } else {
          expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
          expect(res.json().error.code).toBe('forbidden');
        }
      }
    }
  });

  it('tells the screens the role of the session', async () => {
    const res = await api().app.inject({
      method: 'GET',
      url: '/api/admin/session',
      headers: sessions.agent.headers,
    });
    expect(res.json().admin).toEqual({ email: emailOf('agent'), role: 'agent' });
  });

  it('invites by e-mail with a role; the link signs the new agent in once, and the role applies at once', async () => {
    const invited = await call(sessions.owner, 'POST', '/api/admin/staff/invitations', {
      email: 'Sam.Counter@Rent.test',
      role: 'agent',
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json().invitations).toEqual([
      expect.objectContaining({ email: 'sam.counter@rent.test', role: 'agent', invitedBy: emailOf('owner') }),
    ]);
    await api().app.services.outbox.drain();
    const mail = api().mail.sent.find((m) => m.to === 'sam.counter@rent.test');
    expect(mail?.email.subject).toBe('You are invited to the Convoy back office as a counter agent');
    const token = /#token=([A-Za-z0-9_-]+)/.exec(mail!.email.text)?.[1];
    expect(token).toBeDefined();

    const tooShort = await api().app.inject({
      method: 'POST',
      url: '/api/admin/invitations/accept',
      payload: { token, password: 'short' },
    });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().error.fields).toHaveProperty('password');

    const accepted = await api().app.inject({
      method: 'POST',
      url: '/api/admin/invitations/accept',
      payload: { token, password: 'a long counter password' },
    });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().admin).toEqual({ email: 'sam.counter@rent.test', role: 'agent' });
    const again = await api().app.inject({
      method: 'POST',
      url: '/api/admin/invitations/accept',
      payload: { token, password: 'a long counter password' },
    });
    expect(again.statusCode).toBe(410);

    const sam = await signIn(api().app, {
      email: 'sam.counter@rent.test',
      password: 'a long counter password',
    });
    expect((await call(sam, 'GET', '/api/admin/reservations')).statusCode).toBe(200);
    expect((await call(sam, 'GET', '/api/admin/staff')).statusCode).toBe(403);

    const list = (await call(sessions.owner, 'GET', '/api/admin/staff')).json();
    const samId = list.staff.find((s: { email: string }) => s.email === 'sam.counter@rent.test').id;
    expect(list.invitations).toEqual([]);
    const viewer = await call(sessions.owner, 'PATCH', `/api/admin/staff/${samId}`, { role: 'viewer' });
    expect(viewer.statusCode).toBe(200);
    // The same session, its new role at the next request.
    expect((await call(sam, 'POST', '/api/admin/reservations/CNV-2222222/cancel', {})).statusCode).toBe(403);
    expect((await call(sessions.owner, 'DELETE', `/api/admin/staff/${samId}`)).statusCode).toBe(200);
    expect((await call(sam, 'GET', '/api/admin/reservations')).statusCode).toBe(401);
  });

  it('refuses an expired invitation, and keeps an owner: the last cannot be demoted, nobody removes themselves', async () => {
    const invited = await call(sessions.owner, 'POST', '/api/admin/staff/invitations', {
      email: 'late@rent.test',
      role: 'viewer',
    });
    expect(invited.statusCode).toBe(201);
    await api().app.services.outbox.drain();
    const token = /#token=([A-Za-z0-9_-]+)/.exec(api().mail.sent.at(-1)!.email.text)?.[1];
    clock.advance(8 * 86_400_000);
    const late = await api().app.inject({
      method: 'POST',
      url: '/api/admin/invitations/accept',
      payload: { token, password: 'a long enough password' },
    });
    expect(late.statusCode).toBe(410);
    expect(late.json().error.code).toBe('invitation_invalid');
    const owner = await signIn(api().app, { email: emailOf('owner'), password: testAdmin.password });

    const exists = await call(owner, 'POST', '/api/admin/staff/invitations', {
      email: emailOf('viewer'),
      role: 'agent',
    });
    expect(exists.statusCode).toBe(409);

    const list = (await call(owner, 'GET', '/api/admin/staff')).json();
    const ownerId = list.staff.find((s: { email: string }) => s.email === emailOf('owner')).id;
    const demoted = await call(owner, 'PATCH', `/api/admin/staff/${ownerId}`, { role: 'manager' });
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json().error.code).toBe('last_owner');
    const self = await call(owner, 'DELETE', `/api/admin/staff/${ownerId}`);
    expect(self.json().error.code).toBe('own_account');
  });
});

describeEachDialect('the first account on $name', (dialect) => {
  const api = useApi(dialect);
  it('is an owner', async () => {
    await createAdmin(api().app);
    const session = await signIn(api().app);
    expect(session.response.json().admin).toEqual({ email: testAdmin.email, role: 'owner' });
  });
});
