import { beforeAll, expect, it } from 'vitest';
import { createAdmin, type SignedIn, signIn } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { booking, newKey } from '../../test/fixtures.ts';
import { PermanentMailError } from '../mail/transport.ts';

describeEachDialect('back-office e-mail outbox on $name', (dialect) => {
  const api = useApi(dialect);
  let session: SignedIn;
  const list = async (query = '') =>
    (
      await api().app.inject({ url: `/api/admin/outbox${query}`, headers: { cookie: session.cookie } })
    ).json();
  const retry = (id: string) =>
    api().app.inject({ method: 'POST', url: `/api/admin/outbox/${id}/retry`, headers: session.headers });

  beforeAll(async () => {
    await createAdmin(api().app);
    session = await signIn(api().app);
  });

  it('lists messages by status and retries a failed one, which is then sent', async () => {
    const booked = await api().post('/api/reservations', booking(), { 'idempotency-key': newKey() });
    expect(booked.status).toBe(201);
    // The mail server refuses both messages for good (a 5xx answer fails at once).
    api().mail.failNext(2, new PermanentMailError('550 mailbox unavailable'));
    await api().app.services.outbox.runOnce();
    const failed = await list('?status=failed');
    expect(failed.counts).toMatchObject({ failed: 2, sent: 0, pending: 0 });
    expect(failed.items).toHaveLength(2);
    expect(failed.items[0]).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: expect.stringContaining('550'),
    });

    const renterMail = failed.items.find((m: { kind: string }) => m.kind === 'reservation_confirmation');
    expect((await retry(renterMail.id)).statusCode).toBe(204);
    expect((await list()).counts).toMatchObject({ failed: 1, pending: 1 });
    await api().app.services.outbox.runOnce();
    expect((await list('?status=sent')).items.map((m: { id: string }) => m.id)).toEqual([renterMail.id]);
    expect(api().mail.sent.map((m) => m.to)).toEqual(['ada@example.com']);

    const again = await retry(renterMail.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'This e-mail is sent; only failed or retrying e-mails can be retried.',
    );
    expect((await retry('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
