import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedQueryClient } from '../../../lib/shared-query-client';
import { renderApp } from '../../../test/render-app';
import { json, stubApi } from '../../../test/stub-api';

beforeEach(() => sharedQueryClient().clear());
afterEach(() => vi.unstubAllGlobals());

const signedIn = () =>
  json(200, { admin: { email: 'ops@rent.test', role: 'owner' }, csrfToken: 'token-7', idleMinutes: 30 });
const fleet = {
  locations: [
    { id: 'atlanta', name: 'Atlanta Airport' },
    { id: 'chicago', name: 'Chicago West Loop' },
  ],
  classes: [
    {
      id: '15-passenger-van',
      name: '15 Passenger Van',
      category: 'van',
      passengers: 15,
      dailyRateCents: 17_900,
      weeklyRateCents: 0,
      monthlyRateCents: 300_000,
      units: { atlanta: 4, chicago: 0 },
    },
  ],
};
const days = (held: number, units: number, shortOn?: string) =>
  ['2026-07-20', '2026-07-21'].map((date) => ({
    date,
    units,
    held,
    free: date === shortOn ? units - held : Math.max(0, units - held),
  }));
const outlook = {
  classId: '15-passenger-van',
  className: '15 Passenger Van',
  locations: [
    { locationId: 'atlanta', locationName: 'Atlanta Airport', days: days(1, 4) },
    { locationId: 'chicago', locationName: 'Chicago West Loop', days: days(1, 0, '2026-07-20') },
  ],
  suggestions: [{ fromLocationId: 'atlanta', toLocationId: 'chicago', units: 1, arriveBy: '2026-07-20' }],
};
const relocation = {
  id: '6f1c2d9e-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
  unitId: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
  fleetNumber: 'ATL-15P-01',
  classId: '15-passenger-van',
  fromLocationId: 'atlanta',
  toLocationId: 'chicago',
  leaveDate: '2026-07-14',
  leaveTime: '17:00',
  arriveDate: '2026-07-15',
  arriveTime: '17:00',
  leavesAt: '2026-07-14T17:00:00-04:00',
  arrivesAt: '2026-07-15T17:00:00-05:00',
  driverName: 'To be named',
  status: 'scheduled',
  reason: 'replaces_one_way',
  reservationCode: 'CVY-7K2M9Q',
  createdBy: 'reservation CVY-7K2M9Q',
  createdAt: '2026-07-01T12:00:00.000Z',
};

describe('the Relocations view', () => {
  it('shows each location’s units against what is booked, the shortfall, the suggestion and the relocations scheduled', async () => {
    let scheduled = [relocation];
    const calls = stubApi({
      '/api/admin/session': signedIn,
      '/api/admin/fleet': () => json(200, fleet),
      '/api/admin/relocations/outlook': () => json(200, outlook),
      '/api/admin/relocations': () => json(200, { relocations: scheduled }),
      [`/api/admin/relocations/${relocation.id}/cancel`]: () => {
        scheduled = [];
        return json(200, { ...relocation, status: 'cancelled' });
      },
    });
    await renderApp('/admin?view=relocations');
    expect(await screen.findByRole('heading', { level: 2, name: 'Relocations' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Relocations' }).getAttribute('aria-current')).toBe('page');
    expect((screen.getByLabelText('Vehicle class') as HTMLSelectElement).value).toBe('15-passenger-van');

    const table = await screen.findByRole('table', {
      name: '15 Passenger Van: booked against units, next 30 days',
    });
    const chicago = within(table).getByRole('row', { name: /Chicago West Loop/ });
    expect(chicago.textContent).toContain('1 of 0');
    expect(chicago.textContent).toContain('short by 1');
    expect(within(table).getByRole('row', { name: /Atlanta Airport/ }).textContent).not.toContain('short');
    expect(
      screen.getByText(
        'Move 1 unit from Atlanta Airport to Chicago West Loop, arriving by Mon, Jul 20, 2026.',
      ),
    ).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/admin/relocations/outlook?classId=15-passenger-van')).toBe(true);

    const row = await screen.findByRole('row', { name: /ATL-15P-01/ });
    expect(row.textContent).toContain('Replaces the arrival of reservation CVY-7K2M9Q');
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel relocation of ATL-15P-01' }));
    expect(await screen.findByText('No relocation is scheduled.')).toBeTruthy();
    const cancel = calls.find((c) => c.url.endsWith('/cancel'));
    expect(cancel?.init?.method).toBe('POST');
  });

  it('says why a cancellation was refused', async () => {
    stubApi({
      '/api/admin/session': signedIn,
      '/api/admin/fleet': () => json(200, fleet),
      '/api/admin/relocations/outlook': () => json(200, { ...outlook, suggestions: [] }),
      '/api/admin/relocations': () => json(200, { relocations: [relocation] }),
      [`/api/admin/relocations/${relocation.id}/cancel`]: () =>
        json(409, {
          error: {
            code: 'arrival_needed',
            message: 'Chicago West Loop has promised this vehicle to renters after it arrives.',
            fields: { id: 'Chicago West Loop has promised this vehicle to renters after it arrives.' },
          },
        }),
    });
    await renderApp('/admin?view=relocations');
    expect(await screen.findByText('No location is short in the next 30 days.')).toBeTruthy();
    const row = await screen.findByRole('row', { name: /ATL-15P-01/ });
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel relocation of ATL-15P-01' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/promised this vehicle/));
  });
});
