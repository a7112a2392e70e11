import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { json, stubApi } from '../../test/stub-api';
import { BarChart } from './reports/bar-chart';

afterEach(() => vi.unstubAllGlobals());

// The screens share one query cache (as in the browser): these run in order,
// anonymous first, then signed in.
describe('back-office screens', () => {
  it('send an anonymous visitor to the sign-in page, remembering the page', async () => {
    // The session's answer is held back until the screen has been seen asking for it.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    stubApi({
      '/api/admin/session': async () => {
        await answered;
        return json(200, { admin: null, csrfToken: null, idleMinutes: 30 });
      },
    });
    const app = await renderApp('/admin/optimize-images');
    expect(screen.getByRole('heading', { level: 1, name: 'Optimize images' })).toBeTruthy();
    answer();
    await waitFor(() => expect(app.pathname()).toBe('/admin/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
  });

  it('show the server’s refusal, then sign in and send the CSRF token with a change', async () => {
    let attempts = 0;
    const calls = stubApi({
      '/api/admin/session': () => json(200, { admin: null, csrfToken: null, idleMinutes: 30 }),
      '/api/admin/login': () =>
        ++attempts === 1
          ? json(401, {
              error: {
                code: 'invalid_credentials',
                message: 'That e-mail address and password do not match.',
              },
            })
          : json(200, {
              admin: { email: 'ops@rent.test', role: 'owner' },
              csrfToken: 'token-123',
              idleMinutes: 30,
            }),
      '/api/admin/fleet': () => json(200, { locations: [], classes: [] }),
      '/api/admin/logout': () => new Response(null, { status: 204 }),
    });
    const app = await renderApp('/admin/login?next=%2Fadmin%3Fview%3Dfleet');
    fireEvent.change(await screen.findByLabelText('E-mail address'), { target: { value: 'ops@rent.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'That e-mail address and password do not match.',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(app.pathname()).toBe('/admin'));
    // The back office's screen is a lazy chunk: on a loaded machine it takes longer than findBy's 1 s default.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Fleet & rates' }, { timeout: 8_000 }),
    ).toBeTruthy();
    expect(screen.getByText('ops@rent.test')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(app.pathname()).toBe('/admin/login'));
    const logout = calls.find((c) => c.url === '/api/admin/logout')!;
    expect(logout.init?.method).toBe('POST');
    const headers = (logout.init?.headers ?? {}) as Record<string, string>;
    expect(headers['x-csrf-token']).toBe('token-123');
  });
});

describe('BarChart', () => {
  it('is one labelled image with the same numbers in a table', () => {
    render(
      <BarChart
        title="Booked value"
        bars={[
          { label: 'newsletter / email / spring', value: 300 },
          { label: 'google / cpc', value: 100 },
        ]}
      />,
    );
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Booked value: 2 bars, highest 300, total 400.',
    );
    const rows = screen.getAllByRole('row').map((r) => r.textContent);
    expect(rows).toEqual(['LabelValue', 'newsletter / email / spring300', 'google / cpc100']);
  });
});
