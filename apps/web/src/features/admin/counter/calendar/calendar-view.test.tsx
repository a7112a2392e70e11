import type { Calendar } from '@convoy/domain/contracts/counter.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sharedQueryClient } from '../../../../lib/shared-query-client';
import { renderApp } from '../../../../test/render-app';
import { json, stubApi } from '../../../../test/stub-api';

afterEach(() => {
  vi.unstubAllGlobals();
  // One cache for the whole visit: each test starts from its own answers.
  sharedQueryClient().clear();
});

const signedIn = () =>
  json(200, { admin: { email: 'ops@rent.test', role: 'owner' }, csrfToken: 'token-7', idleMinutes: 30 });
const van = '15-passenger-van';
const units = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    fleetNumber: 'V-01',
    plate: 'VAN1',
    classId: van,
    className: '15 Passenger Van',
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    fleetNumber: 'V-02',
    plate: 'VAN2',
    classId: van,
    className: '15 Passenger Van',
  },
];
const calendar: Calendar = {
  locationId: 'baltimore',
  locationName: 'Baltimore',
  timezone: 'America/New_York',
  from: '2030-07-01',
  days: 90,
  startsAt: '2030-07-01T00:00:00-04:00',
  endsAt: '2030-09-29T00:00:00-04:00',
  turnaroundMinutes: 120,
  units,
  bars: [
    {
      kind: 'rental',
      code: 'CV-ABC123',
      classId: van,
      seq: 1,
      unitId: units[0]!.id,
      startsAt: '2030-07-03T09:00:00-04:00',
      endsAt: '2030-07-05T17:00:00-04:00',
      bufferEndsAt: '2030-07-05T19:00:00-04:00',
      label: 'Hillside Choir',
      status: 'confirmed',
    },
    {
      kind: 'maintenance',
      id: '33333333-3333-4333-8333-333333333333',
      unitId: units[1]!.id,
      startsAt: '2030-07-10T08:00:00-04:00',
      endsAt: '2030-07-11T08:00:00-04:00',
      bufferEndsAt: '2030-07-11T08:00:00-04:00',
      reason: 'Brake service',
    },
  ],
};

const routes = (assign: (init: RequestInit | undefined) => Response) => ({
  '/api/admin/session': signedIn,
  '/api/locations': () => json(200, { locations: [{ id: 'baltimore', name: 'Baltimore' }] }),
  '/api/admin/fleet': () => json(200, { locations: [], classes: [] }),
  '/api/admin/calendar': () => json(200, calendar),
  '/api/admin/assignments/CV-ABC123/15-passenger-van/1': assign,
});

const row = (name: string) => screen.getByRole('group', { name });
const bar = () => screen.getByRole('button', { name: /Hillside Choir, booking CV-ABC123 vehicle 1/ });

async function openMoveList() {
  await renderApp('/admin?view=calendar&from=2030-07-01');
  await screen.findByRole('region', { name: 'Fleet calendar' }, { timeout: 5000 });
  bar().focus();
  await userEvent.setup().keyboard('{Enter}');
  return screen.findByRole('dialog', { name: 'Move CV-ABC123 vehicle 1 to…' }, { timeout: 5000 });
}

describe('the fleet calendar', () => {
  it('draws each vehicle as a row, grouped by class, with its bookings and maintenance', async () => {
    const calls = stubApi(routes(() => json(500, {})));
    await renderApp('/admin?view=calendar&from=2030-07-01');
    expect(await screen.findByRole('heading', { level: 2, name: 'Calendar' })).toBeTruthy();
    await screen.findByRole('region', { name: 'Fleet calendar' }, { timeout: 5000 });
    expect(row('15 Passenger Van')).toBeTruthy();
    expect(row('Unassigned 15 Passenger Van')).toBeTruthy();
    const first = row('V-01 · VAN1');
    expect(within(first).getByRole('button').textContent).toContain(
      'Jul 3, 9:00 AM to Jul 5, 5:00 PM, on V-01 · VAN1',
    );
    // 9:00 on the third day: 2.375 days of 36 px in.
    expect((within(first).getByRole('button') as HTMLElement).style.left).toBe(`${2.375 * 36}px`);
    expect(
      within(row('V-02 · VAN2')).getByText('Maintenance: Brake service, Jul 10, 8:00 AM to Jul 11, 8:00 AM.'),
    ).toBeTruthy();
    const query = calls.find((c) => c.url.startsWith('/api/admin/calendar'))?.url ?? '';
    expect(new URLSearchParams(query.split('?')[1]).get('locationId')).toBe('baltimore');
    expect(new URLSearchParams(query.split('?')[1]).get('days')).toBe('90');
  });

  it('moves a booking to another van from the keyboard once the server agrees, and says so', async () => {
    const calls = stubApi(
      routes(() =>
        json(200, {
          code: 'CV-ABC123',
          vehicles: [
            {
              classId: van,
              className: '15 Passenger Van',
              seq: 1,
              unit: { id: units[1]!.id, fleetNumber: 'V-02', plate: 'VAN2' },
              assignedBy: 'ops@rent.test',
            },
          ],
        }),
      ),
    );
    const dialog = await openMoveList();
    expect(
      within(dialog)
        .getByRole('button', { name: /V-01 · VAN1/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'V-02 · VAN2' }));
    await waitFor(() => expect(within(row('V-02 · VAN2')).queryByRole('button')).toBeTruthy());
    expect(within(row('V-01 · VAN1')).queryByRole('button')).toBeNull();
    const put = calls.find((c) => c.url === '/api/admin/assignments/CV-ABC123/15-passenger-van/1');
    expect(put?.init?.method).toBe('PUT');
    expect(JSON.parse(String(put?.init?.body))).toEqual({ unitId: units[1]!.id });
    expect((put?.init?.headers as Record<string, string> | undefined)?.['x-csrf-token']).toBe('token-7');
    expect(
      screen.getByText('CV-ABC123 vehicle 1 moved to V-02 · VAN2.', { selector: '[role="status"]' }),
    ).toBeTruthy();
  });

  it('keeps the bar where it was and shows why when the server refuses', async () => {
    const refusal = 'V-02 is booked then (CV-ZZZ999).';
    stubApi(routes(() => json(409, { error: { code: 'assignment_conflict', message: refusal } })));
    const dialog = await openMoveList();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'V-02 · VAN2' }));
    await waitFor(() => expect(screen.getByText(refusal, { selector: '[role="status"]' })).toBeTruthy());
    expect(within(row('V-01 · VAN1')).getByRole('button', { name: /CV-ABC123/ })).toBeTruthy();
    expect(within(row('V-02 · VAN2')).queryByRole('button')).toBeNull();
  });

  it('walks the bookings with the arrow keys', async () => {
    const second = {
      ...calendar.bars[0]!,
      code: 'CV-DEF456',
      label: 'Camp Ridge',
      unitId: units[1]!.id,
    } as Calendar['bars'][number];
    stubApi({
      ...routes(() => json(500, {})),
      '/api/admin/calendar': () => json(200, { ...calendar, bars: [...calendar.bars, second] }),
    });
    await renderApp('/admin?view=calendar&from=2030-07-01');
    await screen.findByRole('region', { name: 'Fleet calendar' }, { timeout: 5000 });
    expect(bar().getAttribute('tabindex')).toBe('0');
    bar().focus();
    fireEvent.keyDown(bar(), { key: 'ArrowDown' });
    const camp = screen.getByRole('button', { name: /Camp Ridge/ });
    await waitFor(() => expect(document.activeElement).toBe(camp));
    expect(camp.getAttribute('tabindex')).toBe('0');
    expect(bar().getAttribute('tabindex')).toBe('-1');
  });
});
