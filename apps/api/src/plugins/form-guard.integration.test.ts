import { expect, it } from 'vitest';
import { type ApiContext, useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { booking, inWeek, newKey, quoteRequest, sentByPerson } from '../../test/fixtures.ts';

/** Abuse limits (decision 008): the honeypot and the minimum fill time of every public form. */
const quote = quoteRequest();
const lead = {
  kind: 'contact',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  message: 'Hello',
  ...sentByPerson,
};

const forms = [
  { name: 'booking', url: '/api/reservations', body: inWeek(5) as Record<string, unknown> },
  { name: 'quote', url: '/api/quotes', body: quote },
  { name: 'contact lead', url: '/api/leads', body: lead },
];

/** Rows a submission would leave: bookings, quotes, leads and e-mails. */
async function stored(api: ApiContext) {
  const count = async (table: 'reservations' | 'quote_requests' | 'leads' | 'outbox_messages') =>
    Number(
      (
        await api.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    reservations: await count('reservations'),
    quotes: await count('quote_requests'),
    leads: await count('leads'),
    emails: await count('outbox_messages'),
  };
}

describeEachDialect('form guard on $name', (dialect) => {
  const api = useApi(dialect, { fresh: true });
  const send = (url: string, body: unknown) => api().post(url, body, { 'idempotency-key': newKey() });

  it.each(forms)(
    'refuses a $name whose honeypot is filled, storing and sending nothing',
    async ({ url, body }) => {
      const before = await stored(api());
      const res = await send(url, { ...body, website_url_confirm: 'https://spam.example' });
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('automated_submission');
      expect(res.body.error.message).toMatch(/If you are a person, reload the page and send it again/);
      expect(await stored(api())).toEqual(before);
    },
  );

  it.each(forms)(
    'refuses a $name sent too soon or without fillMs, storing nothing',
    async ({ url, body }) => {
      const before = await stored(api());
      for (const fillMs of [undefined, 0, 1999]) {
        const res = await send(url, { ...body, fillMs });
        expect(res.status, `fillMs ${fillMs}`).toBe(422);
        expect(res.body.error).toEqual({
          code: 'too_fast',
          message:
            'This form was sent faster than a person can fill it in, so we did not take it. Wait a few seconds and send it again.',
        });
      }
      expect(await stored(api())).toEqual(before);
    },
  );

  it.each(forms)('takes a $name open for 2 s or more with an empty honeypot', async ({ url, body }) => {
    const res = await send(url, { ...body, fillMs: 2000, website_url_confirm: '  ' });
    expect(res.status).toBe(201);
  });

  it('names a fillMs of the wrong type as a field, like any other', async () => {
    const res = await send('/api/quotes', { ...quote, fillMs: 'slow' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      fillMs: 'fillMs must be the whole milliseconds the form was open.',
    });
  });

  it('lets a retry with a new fillMs replay the booking its Idempotency-Key made', async () => {
    const key = newKey();
    const first = await api().post('/api/reservations', booking({ fillMs: 4000 }), {
      'idempotency-key': key,
    });
    expect(first.status).toBe(201);
    const retry = await api().post('/api/reservations', booking({ fillMs: 9000 }), {
      'idempotency-key': key,
    });
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body.reservation.code).toBe(first.body.reservation.code);
    expect((await stored(api())).reservations).toBe(1);
  });
});

describeEachDialect('form guard with FORM_MIN_FILL_MS=0 on $name', (dialect) => {
  const api = useApi(dialect, { env: { FORM_MIN_FILL_MS: '0' } });

  it('takes a form without fillMs, and still refuses a filled honeypot', async () => {
    const { fillMs: _, ...withoutFillMs } = quote;
    expect((await api().post('/api/quotes', withoutFillMs)).status).toBe(201);
    const spam = await api().post('/api/quotes', { ...withoutFillMs, website_url_confirm: 'x' });
    expect(spam.body.error.code).toBe('automated_submission');
  });
});
