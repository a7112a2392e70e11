import { locationSeed } from '@convoy/domain/content/locations';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedQueryClient } from '../../../../lib/shared-query-client';
import { renderApp } from '../../../../test/render-app';
import { json, stubApi } from '../../../../test/stub-api';

beforeEach(() => {
  sharedQueryClient().clear();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const signedInAs = (role: string) => () =>
  json(200, { admin: { email: `${role}@rent.test`, role }, csrfToken: 'token-1', idleMinutes: 30 });
const everything = {
  location: 'denver',
  day: '2026-12-02',
  counter: { pickups: 3, returns: 2, vehiclesOut: 5 },
  utilisation: {
    weekStart: '2026-11-30',
    weekEnd: '2026-12-06',
    rows: [
      {
        locationId: 'denver',
        locationName: 'Denver Central',
        classId: 'minivan',
        className: 'Minivan',
        units: 4,
        bookedDays: 14,
        availableDays: 28,
        percent: 50,
      },
    ],
  },
  revenue: { month: '2026-12', cents: 1_234_500, lastYearMonth: '2025-12', lastYearCents: 1_000_000 },
  receivables: { openCount: 2, openCents: 90_000, overdueCount: 1, overdueCents: 40_000 },
  quotes: { awaiting: 4 },
  attention: { unassigned: 2, unpaid: 1, driversNotReady: 1 },
};

describe('the dashboard, the back office’s home (decision 041)', { timeout: 30_000 }, () => {
  it('shows each card in words for the chosen location and day, each linking to its list', async () => {
    const calls = stubApi({
      '/api/admin/session': signedInAs('owner'),
      '/api/locations': () => json(200, { locations: locationSeed }),
      '/api/admin/dashboard': () => json(200, everything),
    });
    await renderApp('/admin?location=denver&day=2026-12-02');
    const counter = await screen.findByRole('region', { name: 'The counter' }, { timeout: 10_000 });
    expect(within(counter).getByText('Pickups').nextSibling?.textContent).toBe('3');
    expect(
      within(counter).getByRole('link', { name: 'Open the day at the counter' }).getAttribute('href'),
    ).toBe('/admin?view=today&location=denver&day=2026-12-02');
    const revenue = screen.getByRole('region', { name: 'Revenue this month' });
    expect(revenue.textContent).toContain('$12,345.00');
    expect(revenue.textContent).toContain('December 2025 last year: $10,000.00');
    const utilisation = screen.getByRole('table', { name: /Vehicle-days booked/ });
    expect(within(utilisation).getByRole('row', { name: /Minivan/ }).textContent).toContain('50%');
    expect(screen.getByRole('region', { name: 'Quotes awaiting a reply' }).textContent).toContain('4');
    expect(calls.find((c) => c.url.startsWith('/api/admin/dashboard'))?.url).toBe(
      '/api/admin/dashboard?location=denver&day=2026-12-02',
    );
  });

  it('shows a counter agent no card the server left out, nor one linking to a view it cannot open', async () => {
    stubApi({
      '/api/admin/session': signedInAs('agent'),
      '/api/locations': () => json(200, { locations: locationSeed }),
      '/api/admin/dashboard': () =>
        json(200, { ...everything, revenue: null, receivables: null, quotes: null }),
    });
    await renderApp('/admin?location=denver&day=2026-12-02');
    expect(
      await screen.findByRole('region', { name: 'Bookings needing attention' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Revenue this month' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Receivables due' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Quotes awaiting a reply' })).toBeNull();
  });
});
