import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedQueryClient } from '../../../lib/shared-query-client';
import { renderApp } from '../../../test/render-app';
import { json, stubApi } from '../../../test/stub-api';

beforeEach(() => sharedQueryClient().clear());
afterEach(() => vi.unstubAllGlobals());

const session = (role: string) => () =>
  json(200, { admin: { email: `${role}@rent.test`, role }, csrfToken: 'token-7', idleMinutes: 30 });
const secretUrl = `https://rent.test/api/calendar-feeds/cal_${'a'.repeat(43)}.ics`;
const locations = {
  locations: [
    { id: 'baltimore', name: 'Baltimore Harbor' },
    { id: 'atlanta', name: 'Atlanta Midtown' },
  ],
};

function stubFeeds(role = 'owner') {
  const feeds: Record<string, { secretUrl: string; createdAt: string } | null> = {
    baltimore: { secretUrl, createdAt: '2026-11-20T14:30:00.000Z' },
    atlanta: null,
  };
  const routes: Parameters<typeof stubApi>[0] = {
    '/api/admin/session': session(role),
    '/api/locations': () => json(200, locations),
  };
  for (const id of Object.keys(feeds)) {
    routes[`/api/admin/calendar-feeds/locations/${id}`] = (init) => {
      if (init?.method === 'POST') {
        feeds[id] = { secretUrl: secretUrl.replace('aaaa', 'bbbb'), createdAt: '2026-11-30T10:00:00.000Z' };
        return json(200, feeds[id]);
      }
      if (init?.method === 'DELETE') {
        feeds[id] = null;
        return new Response(null, { status: 204 });
      }
      return json(200, { feed: feeds[id] });
    };
  }
  return stubApi(routes);
}

describe('the locations’ calendar feeds', { timeout: 20_000 }, () => {
  it('shows each location’s feed URL to copy, issues one where there is none, and revokes one', async () => {
    const calls = stubFeeds();
    await renderApp('/admin?view=calendar-feeds');
    const baltimore = await screen.findByRole('region', { name: 'Baltimore Harbor: pickups and returns' });
    expect(await within(baltimore).findByText(secretUrl)).toBeTruthy();
    expect(within(baltimore).getByRole('button', { name: 'Copy URL' })).toBeTruthy();
    const atlanta = screen.getByRole('region', { name: 'Atlanta Midtown: pickups and returns' });
    expect(await within(atlanta).findByText(/No feed URL is issued/)).toBeTruthy();
    fireEvent.click(within(atlanta).getByRole('button', { name: 'Issue a feed URL: Atlanta Midtown' }));
    expect(await within(atlanta).findByText(secretUrl.replace('aaaa', 'bbbb'))).toBeTruthy();

    fireEvent.click(within(baltimore).getByRole('button', { name: 'Revoke: Baltimore Harbor' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke this feed URL?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(
        calls.some(
          (c) => c.url === '/api/admin/calendar-feeds/locations/baltimore' && c.init?.method === 'DELETE',
        ),
      ).toBe(true),
    );
    expect(await within(baltimore).findByText(/No feed URL is issued/)).toBeTruthy();
  });

  it('lets a manager copy a URL but neither issue nor revoke one', async () => {
    stubFeeds('manager');
    await renderApp('/admin?view=calendar-feeds');
    const baltimore = await screen.findByRole('region', { name: 'Baltimore Harbor: pickups and returns' });
    expect(await within(baltimore).findByText(secretUrl)).toBeTruthy();
    expect(within(baltimore).queryByRole('button', { name: /Revoke|Issue/ })).toBeNull();
    const atlanta = screen.getByRole('region', { name: 'Atlanta Midtown: pickups and returns' });
    expect(await within(atlanta).findByText(/No feed URL is issued/)).toBeTruthy();
    expect(within(atlanta).queryByRole('button', { name: /Issue/ })).toBeNull();
  });
});
