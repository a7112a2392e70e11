import type { StaffList } from '@convoy/domain/contracts/staff.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedQueryClient } from '../../../lib/shared-query-client';
import { renderApp } from '../../../test/render-app';
import { json, stubApi } from '../../../test/stub-api';

beforeEach(() => sharedQueryClient().clear());
afterEach(() => vi.unstubAllGlobals());

const owner = () =>
  json(200, { admin: { email: 'owner@rent.test', role: 'owner' }, csrfToken: 'token-4', idleMinutes: 30 });
const ownerRow = {
  id: '0b6f1f4e-6d7e-4f55-8a57-2f1d4b1b0001',
  email: 'owner@rent.test',
  role: 'owner',
  createdAt: '2026-01-05T15:00:00.000Z',
  lastLoginAt: '2026-11-20T14:30:00.000Z',
} as const;
const agentRow = {
  id: '0b6f1f4e-6d7e-4f55-8a57-2f1d4b1b0002',
  email: 'desk@rent.test',
  role: 'agent',
  createdAt: '2026-03-05T15:00:00.000Z',
  lastLoginAt: null,
} as const;
const invitation = {
  id: '0b6f1f4e-6d7e-4f55-8a57-2f1d4b1b0003',
  email: 'new@rent.test',
  role: 'viewer',
  invitedBy: 'owner@rent.test',
  createdAt: '2026-11-20T14:30:00.000Z',
  expiresAt: '2026-11-27T14:30:00.000Z',
} as const;

function stubStaff(list: { current: StaffList }) {
  return stubApi({
    '/api/admin/session': owner,
    '/api/admin/staff': () => json(200, list.current),
    '/api/admin/staff/invitations': (init) => {
      const body = JSON.parse(String(init?.body));
      if (body.email === 'desk@rent.test') {
        return json(409, {
          error: {
            code: 'staff_exists',
            message: 'desk@rent.test has an account already: change its role instead.',
            fields: { email: 'This address has an account already.' },
          },
        });
      }
      list.current = {
        ...list.current,
        invitations: [
          ...list.current.invitations,
          { ...invitation, id: invitation.id.replace(/3$/, '4'), ...body },
        ],
      };
      return json(201, list.current);
    },
    [`/api/admin/staff/${agentRow.id}`]: (init) => {
      if (init?.method === 'DELETE') {
        list.current = { ...list.current, staff: [ownerRow] };
        return json(200, list.current);
      }
      list.current = {
        ...list.current,
        staff: [ownerRow, { ...agentRow, ...JSON.parse(String(init?.body)) }],
      };
      return json(200, list.current);
    },
    [`/api/admin/staff/${ownerRow.id}`]: () =>
      json(409, {
        error: {
          code: 'last_owner',
          message: 'You cannot change the role of the only owner: make someone else an owner first.',
          fields: { role: 'There must always be an owner.' },
        },
      }),
  });
}

describe('the Staff view', { timeout: 20_000 }, () => {
  it('lists the accounts and pending invitations, and shows an invitation’s refusal beside the e-mail field', async () => {
    const list = { current: { staff: [ownerRow, agentRow], invitations: [invitation] } as StaffList };
    const calls = stubStaff(list);
    await renderApp('/admin?view=staff');
    const accounts = await screen.findByRole('table', { name: 'Staff accounts' });
    const agent = await within(accounts).findByRole('row', { name: /desk@rent\.test/ });
    expect(agent.textContent).toContain('Never');
    expect(within(accounts).getByRole('row', { name: /owner@rent\.test/ }).textContent).toContain('(you)');
    const pending = screen.getByRole('table', { name: 'Pending invitations' });
    expect(within(pending).getByRole('row', { name: /new@rent\.test/ }).textContent).toContain('Viewer');

    const form = screen.getByRole('form', { name: 'Invite someone' });
    // Checked in the browser first, with the API's schema: no role chosen, nothing sent.
    fireEvent.change(within(form).getByLabelText('E-mail address'), { target: { value: 'desk@rent.test' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Choose a role.')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/admin/staff/invitations')).toBe(false);

    fireEvent.click(within(form).getByRole('radio', { name: /Counter agent/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    const email = within(form).getByLabelText('E-mail address');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('This address has an account already.');

    fireEvent.change(email, { target: { value: 'Driver@Rent.test' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(pending).findByRole('row', { name: /driver@rent\.test/ })).toBeTruthy();
    const sent = calls.filter((c) => c.url === '/api/admin/staff/invitations').at(-1);
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ email: 'driver@rent.test', role: 'agent' });
    expect((sent?.init?.headers as Record<string, string> | undefined)?.['x-csrf-token']).toBe('token-4');
  });

  it('changes a role, shows the last owner’s refusal by the role, and removes an account after asking', async () => {
    const list = { current: { staff: [ownerRow, agentRow], invitations: [] } as StaffList };
    const calls = stubStaff(list);
    await renderApp('/admin?view=staff');
    const accounts = await screen.findByRole('table', { name: 'Staff accounts' });
    await within(accounts).findByRole('row', { name: /desk@rent\.test/ });

    fireEvent.change(screen.getByLabelText('Role of desk@rent.test'), { target: { value: 'manager' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change role desk@rent.test' }));
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLSelectElement>('Role of desk@rent.test').value).toBe('manager'),
    );
    const patch = calls.find((c) => c.url === `/api/admin/staff/${agentRow.id}`);
    expect(patch?.init?.method).toBe('PATCH');
    expect(JSON.parse(String(patch?.init?.body))).toEqual({ role: 'manager' });

    const mine = screen.getByLabelText('Role of owner@rent.test');
    fireEvent.change(mine, { target: { value: 'viewer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change role owner@rent.test' }));
    await waitFor(() => expect(mine.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(mine.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'There must always be an owner.',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Remove desk@rent.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove desk@rent.test?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove account' }));
    await waitFor(() => expect(within(accounts).queryByRole('row', { name: /desk@rent\.test/ })).toBeNull());
    expect(
      calls.some((c) => c.url === `/api/admin/staff/${agentRow.id}` && c.init?.method === 'DELETE'),
    ).toBe(true);
  });
});
