import type { AuditEntry } from '@convoy/domain/contracts/audit.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedQueryClient } from '../../../lib/shared-query-client';
import { renderApp } from '../../../test/render-app';
import { json, stubApi } from '../../../test/stub-api';

beforeEach(() => sharedQueryClient().clear());
afterEach(() => vi.unstubAllGlobals());

const signedInAs = (role: string) => () =>
  json(200, { admin: { email: `${role}@rent.test`, role }, csrfToken: 'token-2', idleMinutes: 30 });
const roleChange: AuditEntry = {
  id: '7d0c1a8e-1f7b-4a8e-9d2c-000000000001',
  at: '2026-11-20T15:04:00.000Z',
  actor: 'owner@rent.test',
  actorRole: 'owner',
  action: 'role changed',
  entityType: 'staff',
  entityId: '0b6f1f4e-6d7e-4f55-8a57-2f1d4b1b0002',
  summary: 'desk@rent.test made a manager',
  before: { email: 'desk@rent.test', role: 'agent', lastLoginAt: null },
  after: { email: 'desk@rent.test', role: 'manager', lastLoginAt: null },
};

describe('the Audit log view', { timeout: 20_000 }, () => {
  it('filters by kind of record, record id and who, and opens an entry to the fields it changed', async () => {
    const calls = stubApi({
      '/api/admin/session': signedInAs('manager'),
      '/api/admin/audit': () => json(200, { items: [roleChange], total: 1, page: 1, pageSize: 25 }),
    });
    // The filters as Apply puts them in the URL (a bookmarked, filtered log).
    await renderApp(
      `/admin?view=audit&entityType=staff&entityId=${roleChange.entityId}&actor=owner%40rent.test`,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Audit log' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Audit log' });
    const row = await within(table).findByRole('row', { name: /desk@rent\.test made a manager/ });
    expect(row.textContent).toContain('owner@rent.test');
    expect((screen.getByLabelText('Kind of record') as HTMLSelectElement).value).toBe('staff');
    expect((screen.getByLabelText('Who') as HTMLInputElement).value).toBe('owner@rent.test');
    await waitFor(
      () => {
        const asked = new URL(
          calls.filter((c) => c.url.startsWith('/api/admin/audit')).at(-1)!.url,
          'http://x',
        );
        expect(Object.fromEntries(asked.searchParams)).toEqual({
          entityType: 'staff',
          entityId: roleChange.entityId,
          actor: 'owner@rent.test',
          page: '1',
          pageSize: '25',
        });
      },
      { timeout: 5000 },
    );
    const csv = screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href') ?? '';
    expect(csv).toBe(
      `/api/admin/audit/export.csv?entityType=staff&entityId=${roleChange.entityId}&actor=owner%40rent.test`,
    );

    const show = within(table).getByRole('button', { name: /Show 1 change/ });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(show);
    expect(show.getAttribute('aria-expanded')).toBe('true');
    const diff = within(table).getByRole('table', {
      name: 'Fields changed by “desk@rent.test made a manager”',
    });
    const changed = within(diff).getAllByRole('row').slice(1);
    expect(changed.map((r) => r.textContent)).toEqual(['roleBefore: agentAfter: manager']);
  });

  it('is not offered to a viewer, whose role may not read it', async () => {
    const calls = stubApi({ '/api/admin/session': signedInAs('viewer') });
    await renderApp('/admin?view=audit');
    expect(await screen.findByText(/Audit log is not available to the viewer role/)).toBeTruthy();
    expect(calls.some((c) => c.url.startsWith('/api/admin/audit'))).toBe(false);
  });
});
