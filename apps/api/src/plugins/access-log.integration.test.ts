import { expect, it } from 'vitest';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { contact, inWeek, newKey } from '../../test/fixtures.ts';

/**
 * A booking's code and its renter's e-mail open it (look it up, change it,
 * cancel it): the access log shows neither (plugins/access-log.ts), and the
 * links that carry them work as before.
 */
describeEachDialect('the access log on $name', (dialect) => {
  const api = useApi(dialect);

  it('shows no code or e-mail address of a lookup or an invoice link, and the link still works', async () => {
    const booked = await api().post('/api/reservations', inWeek(5), { 'idempotency-key': newKey() });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const code = booked.body.reservation.code as string;
    const email = encodeURIComponent(contact.email);
    const lookup = await api().get(`/api/reservations/${code}?email=${email}`);
    expect(lookup.status).toBe(200);
    const number = lookup.body.payment.invoices[0].number as string;
    // As the manage page links it, the code as the renter typed it.
    const pdf = await api().app.inject({
      method: 'GET',
      url: `/api/reservations/${code.toLowerCase()}/invoices/${number}.pdf?email=${email}`,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    const access = api().logs.filter((line) => line.req);
    expect(access.map((line) => (line.req as { url: string }).url)).toEqual(
      expect.arrayContaining([
        '/api/reservations/[code]?email=[email]',
        `/api/reservations/[code]/invoices/${number}.pdf?email=[email]`,
      ]),
    );
    expect(JSON.stringify(access)).not.toMatch(new RegExp(code, 'i'));
    const written = JSON.stringify(api().logs);
    expect(written).not.toContain(contact.email);
    expect(written).not.toContain(email);
  });
});
