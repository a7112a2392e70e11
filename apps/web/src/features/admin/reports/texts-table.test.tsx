import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { json, stubApi } from '../../../test/stub-api';

afterEach(() => vi.unstubAllGlobals());

const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 25 });

describe('the outbox screen', { timeout: 15_000 }, () => {
  it('lists the text messages beside the e-mails, each number masked', async () => {
    stubApi({
      '/api/admin/session': () =>
        json(200, { admin: { email: 'ops@rent.test', role: 'owner' }, csrfToken: 't', idleMinutes: 30 }),
      '/api/admin/outbox': () =>
        json(200, {
          ...page([]),
          counts: { pending: 0, sending: 0, sent: 0, retrying: 0, failed: 0 },
        }),
      '/api/admin/outbox/texts': () =>
        json(
          200,
          page([
            {
              id: '00000000-0000-4000-8000-000000000001',
              kind: 'pickup_day_reminder',
              to: '+1 ••••••••41',
              reference: 'CNV-7K3M9Q',
              status: 'stopped',
              attempts: 1,
              lastError: null,
              sentAt: null,
              createdAt: '2026-07-19T13:00:00.000Z',
            },
          ]),
        ),
    });
    await renderApp('/admin?view=emails');
    const table = await screen.findByRole('table', { name: 'Text messages' });
    const row = (await within(table).findByText('Pickup tomorrow')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('to +1 ••••••••41 · CNV-7K3M9Q');
    expect(within(row).getByText('stopped')).toBeTruthy();
  });
});
