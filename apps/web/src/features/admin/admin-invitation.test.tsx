import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedQueryClient } from '../../lib/shared-query-client';
import { renderApp } from '../../test/render-app';
import { json, stubApi } from '../../test/stub-api';

beforeEach(() => sharedQueryClient().clear());
afterEach(() => vi.unstubAllGlobals());

const token = 'a'.repeat(43);

describe('the invitation page', { timeout: 20_000 }, () => {
  it('checks the password with the API’s rule by field, then signs the new agent in and opens the back office', async () => {
    const calls = stubApi({
      '/api/admin/session': () => json(200, { admin: null, csrfToken: null, idleMinutes: 30 }),
      '/api/admin/invitations/accept': () => {
        return json(201, {
          admin: { email: 'desk@rent.test', role: 'agent' },
          csrfToken: 'token-8',
          idleMinutes: 30,
        });
      },
      '/api/admin/reservations': () => json(200, { items: [], total: 0, page: 1, pageSize: 25 }),
      '/api/locations': () => json(200, { locations: [] }),
    });
    const app = await renderApp(`/admin/invitation#token=${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up your account' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    const password = screen.getByLabelText('New password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(
      password
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toContain('Use at least 12 characters.');

    fireEvent.change(password, { target: { value: 'correct horse battery' } });
    fireEvent.change(screen.getByLabelText('Repeat the password'), {
      target: { value: 'correct horse battry' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Repeat the password').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByText('The two passwords differ.')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/admin/invitations/accept')).toBe(false);

    fireEvent.change(screen.getByLabelText('Repeat the password'), {
      target: { value: 'correct horse battery' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await waitFor(() => expect(app.pathname()).toBe('/admin'));
    // The back office's screen loads lazily once signed in.
    expect(await screen.findByText(/Signed in as/, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bookings' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Staff' })).toBeNull();
    const accept = calls.find((c) => c.url === '/api/admin/invitations/accept');
    expect(JSON.parse(String(accept?.init?.body))).toEqual({ token, password: 'correct horse battery' });
  });

  it('shows the server’s refusal of a used link', async () => {
    stubApi({
      '/api/admin/session': () => json(200, { admin: null, csrfToken: null, idleMinutes: 30 }),
      '/api/admin/invitations/accept': () =>
        json(410, {
          error: { code: 'invitation_invalid', message: 'This invitation was used or revoked a moment ago.' },
        }),
    });
    await renderApp(`/admin/invitation?token=${token}`);
    fireEvent.change(await screen.findByLabelText('New password'), {
      target: { value: 'correct horse battery' },
    });
    fireEvent.change(screen.getByLabelText('Repeat the password'), {
      target: { value: 'correct horse battery' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This invitation was used or revoked a moment ago.',
    );
  });
});
