import { expect, it } from 'vitest';
import { createAdmin, signIn } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { sentByPerson } from '../../test/fixtures.ts';

/**
 * What a read of the database file or a backup yields of the credentials an
 * e-mail carries (decision 018): an invitation's link and an organisation's
 * access key are sealed in the outbox row, opened only to send the e-mail,
 * and gone from the row once it is sent.
 */
describeEachDialect('credentials in the e-mail outbox on $name', (dialect) => {
  const api = useApi(dialect, { fresh: true });

  /** Every string of the rows, and every run of token-like characters in them. */
  const candidatesIn = (rows: unknown[]): string[] => {
    const found = new Set<string>();
    JSON.stringify(rows, (_key, value) => {
      if (typeof value === 'string') {
        found.add(value);
        for (const run of value.match(/[A-Za-z0-9_-]{16,}/g) ?? []) found.add(run);
        // A JSON column holds more strings.
        if (value.startsWith('{')) for (const c of candidatesIn([JSON.parse(value)])) found.add(c);
      }
      return value;
    });
    return [...found];
  };
  const outboxRows = (kind: string) =>
    api().database.db.selectFrom('outbox_messages').selectAll().where('kind', '=', kind).execute();

  it('seals an invitation’s link: nothing read from the database accepts it; the e-mail’s link does', async () => {
    await createAdmin(api().app);
    const owner = await signIn(api().app);
    const invited = await api().app.inject({
      method: 'POST',
      url: '/api/admin/staff/invitations',
      headers: owner.headers,
      payload: { email: 'new.owner@rent.test', role: 'owner' },
    });
    expect(invited.statusCode).toBe(201);

    const queued = await outboxRows('staff_invitation');
    expect(queued).toHaveLength(1);
    expect(queued[0]!.payload).not.toContain('token=');
    const invitations = await api().database.db.selectFrom('admin_invitations').selectAll().execute();
    const accept = (token: string) =>
      api().app.inject({
        method: 'POST',
        url: '/api/admin/invitations/accept',
        payload: { token, password: 'a long owner password' },
      });
    const candidates = candidatesIn([...queued, ...invitations]);
    expect(candidates.length).toBeGreaterThan(10);
    for (const candidate of candidates) expect((await accept(candidate)).statusCode).not.toBe(201);

    await api().app.services.outbox.drain();
    const mail = api().mail.sent.find((m) => m.to === 'new.owner@rent.test');
    const token = /#token=([A-Za-z0-9_-]+)/.exec(mail!.email.text)?.[1];
    expect(token).toBeDefined();
    // Sent: the sealed link is gone from the row too, replaced by a marker.
    const [sent] = await outboxRows('staff_invitation');
    expect(sent!.status).toBe('sent');
    expect(JSON.parse(sent!.payload).link).toEqual({ sealed: 'erased' });
    for (const candidate of candidatesIn([sent])) expect(candidate).not.toContain(token);
    expect((await accept(token!)).statusCode).toBe(201);
  });

  it('seals an organization’s access key: nothing read from the database opens its account', async () => {
    const opened = await api().post('/api/organisations', {
      name: 'Harbor Youth Choir',
      kind: 'nonprofit',
      billingContact: { name: 'Rosa Diaz', email: 'treasurer@choir.example', phone: '+1 410 555 0142' },
      address: { line1: '12 Pier Rd', city: 'Baltimore', region: 'MD', postalCode: '21202' },
      ...sentByPerson,
    });
    expect(opened.status).toBe(201);
    const { code } = opened.body.organisation;
    const key = opened.body.accessKey as string;
    const account = (candidate: string) =>
      api().app.inject({
        method: 'GET',
        url: '/api/organisations/account',
        headers: { authorization: `Bearer ${code}.${candidate}` },
      });

    const queued = await outboxRows('organisation_welcome');
    expect(JSON.stringify(queued)).not.toContain(key);
    const organisations = await api().database.db.selectFrom('organisations').selectAll().execute();
    for (const candidate of candidatesIn([...queued, ...organisations])) {
      expect((await account(candidate)).statusCode).not.toBe(200);
    }

    await api().app.services.outbox.drain();
    const welcome = api().mail.sent.find((m) => m.to === 'treasurer@choir.example');
    expect(welcome?.email.text).toContain(key);
    const [sent] = await outboxRows('organisation_welcome');
    expect(JSON.parse(sent!.payload).accessKey).toEqual({ sealed: 'erased' });
    expect((await account(key)).statusCode).toBe(200);
  });
});
