import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { csrf, signIn } from './support/admin';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { bookThroughApi, testEmail, tripDates } from './support/reservation-flow';

// Partners' webhooks (decision 038): the owner registers a partner's endpoint (a receiver this test
// starts on 127.0.0.1; the e2e servers allow private addresses), copies the secret shown once, a
// booking is made, and the delivery log shows it delivered with 200 while the receiver, as a
// partner would, verifies its signature with the standardwebhooks package.

/** A partner's endpoint that checks each delivery's signature once it knows the secret. */
async function partnerReceiver() {
  let secret = '';
  const verified: { type: string; data: Record<string, unknown> }[] = [];
  const refused: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const headers = Object.fromEntries(
        ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((h) => [h, String(request.headers[h])]),
      );
      try {
        verified.push(
          new Webhook(secret).verify(Buffer.concat(chunks), headers) as (typeof verified)[number],
        );
        response.writeHead(200).end();
      } catch (error) {
        refused.push(String(error));
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/convoy-hooks`,
    verified,
    refused,
    knows: (s: string) => {
      secret = s;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('the owner registers a partner endpoint, a booking is delivered signed, and the log shows it delivered', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const partner = await partnerReceiver();
  try {
    await signIn(page, '/admin?view=webhooks');
    await expect(page.getByRole('heading', { level: 2, name: 'Webhooks' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Register an endpoint' });
    await form.getByRole('button', { name: 'Register endpoint' }).click();
    await expect(form.getByText('Choose at least one event.').first()).toBeVisible();
    expect(await violations(page, 'webhooks, registration refused')).toEqual([]);

    await form.getByLabel('Endpoint address').fill(partner.url);
    await form.getByLabel(/^Booking created/).check();
    await form.getByLabel(/^Booking canceled/).check();
    await form.getByRole('button', { name: 'Register endpoint' }).click();
    const shown = page.getByRole('region', { name: 'Signing secret' });
    const secret = (await shown.locator('code').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await shown.getByRole('button', { name: 'Copy secret' }).click();
    await expect(shown.getByRole('status')).toHaveText(/Copied|Selected/);
    expect(await violations(page, 'webhooks, secret shown')).toEqual([]);
    partner.knows(secret);
    await shown.getByRole('button', { name: 'I have copied it' }).click();
    await expect(page.getByText(secret)).toHaveCount(0);

    const code = await bookThroughApi(
      page.request,
      tripDates(505),
      '12-passenger-van',
      1,
      testEmail('partner'),
    );
    const endpoints = page.getByRole('table', { name: 'Endpoints' });
    await expect(endpoints.getByRole('row').filter({ hasText: partner.url })).toContainText(
      'Booking created, Booking canceled',
    );
    await endpoints.getByRole('button', { name: `Delivery log of ${partner.url}` }).click();
    const log = page.getByRole('table', { name: `Deliveries to ${partner.url}` });
    const row = log.getByRole('row').filter({ hasText: 'Booking created' });
    await expect(row).toContainText('Delivered', { timeout: 20_000 });
    await expect(row).toContainText(': 200 in');
    expect(partner.refused).toEqual([]);
    expect(partner.verified).toEqual([
      expect.objectContaining({ type: 'booking.created', data: expect.objectContaining({ code }) }),
    ]);
    expect(await violations(page, 'webhooks, delivery log')).toEqual([]);
  } finally {
    // The worker's server is shared with the specs after this one: its bookings are not this partner's.
    const { endpoints } = await (await page.request.get('/api/admin/webhooks')).json();
    for (const e of (endpoints ?? []) as { id: string; url: string }[])
      if (e.url === partner.url)
        await page.request.delete(`/api/admin/webhooks/${e.id}`, { headers: await csrf(page) });
    await partner.close();
  }
});
