import type { WebhookDelivery, WebhookEndpoint } from '@convoy/domain/contracts/webhook.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedQueryClient } from '../../../lib/shared-query-client';
import { renderApp } from '../../../test/render-app';
import { json, stubApi } from '../../../test/stub-api';

beforeEach(() => sharedQueryClient().clear());
afterEach(() => vi.unstubAllGlobals());

const session = (role: string) => () =>
  json(200, { admin: { email: `${role}@rent.test`, role }, csrfToken: 'token-7', idleMinutes: 30 });
const endpoint: WebhookEndpoint = {
  id: '6a0c3a52-9a51-4c7e-9d1e-2b7c1f0a0001',
  url: 'https://partner.example/hooks',
  events: ['booking.created', 'booking.cancelled'],
  enabled: true,
  createdAt: '2026-11-20T14:30:00.000Z',
  secretSetAt: '2026-11-20T14:30:00.000Z',
};
const secret = `whsec_${'A'.repeat(43)}=`;
const delivery: WebhookDelivery = {
  id: 'msg_0123456789abcdef0123456789abcdef',
  eventType: 'booking.created',
  status: 'retrying',
  createdAt: '2026-11-20T15:00:00.000Z',
  nextAttemptAt: '2026-11-20T15:01:00.000Z',
  attempts: [
    { at: '2026-11-20T15:00:00.000Z', statusCode: 500, durationMs: 42, error: 'The receiver answered 500' },
  ],
};

function stubWebhooks(role = 'owner') {
  let endpoints: WebhookEndpoint[] = [];
  return stubApi({
    '/api/admin/session': session(role),
    '/api/admin/webhooks': (init) => {
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body));
        endpoints = [{ ...endpoint, ...body }];
        return json(201, { ...endpoints[0], secret });
      }
      return json(200, { endpoints: role === 'owner' ? endpoints : [endpoint] });
    },
    [`/api/admin/webhooks/${endpoint.id}/deliveries`]: () => json(200, { deliveries: [delivery] }),
    [`/api/admin/webhooks/deliveries/${delivery.id}/replay`]: () =>
      json(200, { ...delivery, status: 'pending', nextAttemptAt: null }),
  });
}

describe('the Webhooks view', { timeout: 20_000 }, () => {
  it('registers an endpoint with its events and shows the secret once, with a copy button', async () => {
    const calls = stubWebhooks();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderApp('/admin?view=webhooks');
    const form = await screen.findByRole('form', { name: 'Register an endpoint' });
    fireEvent.click(within(form).getByRole('button', { name: 'Register endpoint' }));
    // Checked with the API's schema before anything is sent.
    expect(await within(form).findAllByText(/Enter the full address of the endpoint/)).not.toHaveLength(0);
    expect(await within(form).findAllByText('Choose at least one event.')).not.toHaveLength(0);
    expect(calls.some((c) => c.url === '/api/admin/webhooks' && c.init?.method === 'POST')).toBe(false);

    fireEvent.change(within(form).getByLabelText(/^Endpoint address/), {
      target: { value: 'https://partner.example/hooks' },
    });
    fireEvent.click(within(form).getByLabelText(/^Booking created/));
    fireEvent.click(within(form).getByLabelText(/^Booking canceled/));
    fireEvent.click(within(form).getByRole('button', { name: 'Register endpoint' }));
    const shown = await screen.findByRole('region', { name: 'Signing secret' });
    expect(within(shown).getByText(secret)).toBeTruthy();
    const sent = calls.find((c) => c.url === '/api/admin/webhooks' && c.init?.method === 'POST');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({
      url: 'https://partner.example/hooks',
      events: ['booking.created', 'booking.cancelled'],
    });
    fireEvent.click(within(shown).getByRole('button', { name: 'Copy secret' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(secret));
    expect(await within(shown).findByText('Copied.')).toBeTruthy();
    fireEvent.click(within(shown).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByText(secret)).toBeNull();
    const table = await screen.findByRole('table', { name: 'Endpoints' });
    expect(await within(table).findByText('Booking created, Booking canceled')).toBeTruthy();
  });

  it('opens an endpoint’s delivery log and sends a delivery again', async () => {
    const calls = stubWebhooks();
    await renderApp('/admin?view=webhooks');
    await screen.findByRole('form', { name: 'Register an endpoint' });
    fireEvent.change(screen.getByLabelText(/^Endpoint address/), { target: { value: endpoint.url } });
    fireEvent.click(screen.getByLabelText(/^Booking created/));
    fireEvent.click(screen.getByRole('button', { name: 'Register endpoint' }));
    await screen.findByRole('region', { name: 'Signing secret' });
    fireEvent.click(await screen.findByRole('button', { name: `Delivery log of ${endpoint.url}` }));
    const log = await screen.findByRole('table', { name: `Deliveries to ${endpoint.url}` });
    expect(await within(log).findByText(delivery.id)).toBeTruthy();
    expect(within(log).getByText('Retrying')).toBeTruthy();
    expect(within(log).getByText('The receiver answered 500')).toBeTruthy();
    fireEvent.click(within(log).getByRole('button', { name: `Send ${delivery.id} again` }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === `/api/admin/webhooks/deliveries/${delivery.id}/replay`)).toBe(true),
    );
  });

  // A manager reads the settings area; a viewer reads it too and takes no money or partner action.
  it.each(['manager', 'viewer'])(
    'lets a %s read the endpoints and their log, with nothing that changes them',
    async (role) => {
      stubWebhooks(role);
      await renderApp('/admin?view=webhooks');
      const table = await screen.findByRole('table', { name: 'Endpoints' });
      expect(await within(table).findByText(endpoint.url)).toBeTruthy();
      expect(screen.queryByRole('form', { name: 'Register an endpoint' })).toBeNull();
      expect(within(table).queryByRole('button', { name: /Rotate|Remove|Disable/ })).toBeNull();
      fireEvent.click(within(table).getByRole('button', { name: `Delivery log of ${endpoint.url}` }));
      const log = await screen.findByRole('table', { name: `Deliveries to ${endpoint.url}` });
      expect(await within(log).findByText(delivery.id)).toBeTruthy();
      expect(within(log).queryByRole('button', { name: /again/ })).toBeNull();
    },
  );
});
