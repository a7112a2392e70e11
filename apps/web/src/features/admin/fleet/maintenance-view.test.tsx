import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedQueryClient } from '../../../lib/shared-query-client';
import { renderApp } from '../../../test/render-app';
import { json, stubApi } from '../../../test/stub-api';

beforeEach(() => sharedQueryClient().clear());
afterEach(() => vi.unstubAllGlobals());

const signedInAs = (role: string) => () =>
  json(200, { admin: { email: 'ops@rent.test', role }, csrfToken: 'token-7', idleMinutes: 30 });
const fleet = { locations: [{ id: 'baltimore', name: 'Baltimore Harbor' }], classes: [] };
const slot = { startDate: '2026-07-04', startTime: '08:00', endDate: '2026-07-04', endTime: '16:00' };
const due = {
  units: [
    {
      unitId: '6f1c1d1e-0000-4000-8000-000000000001',
      fleetNumber: 'BAL-101',
      classId: '15-passenger-van',
      className: '15 Passenger Van',
      odometerMiles: 15_020,
      serviceDueOn: null,
      serviceDueMiles: 15_000,
      averageDailyMiles: 120,
      milesDueOn: '2026-07-01',
      dueOn: '2026-07-01',
      state: 'overdue',
      reasons: ['miles'],
      why: 'Overdue: 15,020 mi read, service at 15,000 mi',
      serviceBooked: null,
      bookedOnIt: ['CVY-7Q2K'],
      slots: [slot],
    },
    {
      unitId: '6f1c1d1e-0000-4000-8000-000000000002',
      fleetNumber: 'BAL-102',
      classId: '15-passenger-van',
      className: '15 Passenger Van',
      odometerMiles: 9_000,
      serviceDueOn: '2026-07-10',
      serviceDueMiles: null,
      averageDailyMiles: null,
      milesDueOn: null,
      dueOn: '2026-07-10',
      state: 'soon',
      reasons: ['date'],
      why: 'Due soon: service date Friday, July 10, 2026',
      serviceBooked: slot,
      bookedOnIt: [],
      slots: [],
    },
  ],
};

function stubDue(role = 'manager') {
  return stubApi({
    '/api/admin/session': signedInAs(role),
    '/api/admin/fleet': () => json(200, fleet),
    '/api/admin/maintenance/due': () => json(200, due),
    [`/api/admin/maintenance/units/${due.units[0]!.unitId}/service`]: () =>
      json(201, { id: 'b', unitId: due.units[0]!.unitId, ...slot, reason: 'Scheduled service' }),
  });
}

describe('the Service due view (decision 033)', () => {
  it('lists the units due in the order the API gives, with why, the bookings on an overdue one and its service booked', async () => {
    stubDue();
    await renderApp('/admin?view=maintenance');
    const list = await screen.findByRole('list', { name: 'Service due at Baltimore Harbor' });
    const cards = within(list).getAllByRole('heading', { level: 4 });
    expect(cards.map((h) => h.textContent)).toEqual([
      'BAL-101 · 15 Passenger Van Overdue',
      'BAL-102 · 15 Passenger Van Due soon',
    ]);
    expect(within(list).getByText('Overdue: 15,020 mi read, service at 15,000 mi')).toBeTruthy();
    expect(within(list).getByText(/Given to bookings after it came due: CVY-7Q2K/)).toBeTruthy();
    // Booked already: its times are not offered again.
    expect(within(list).getAllByRole('button')).toHaveLength(1);
  });

  it('books the service at a free time with one click, with the CSRF token', async () => {
    const calls = stubDue();
    await renderApp('/admin?view=maintenance');
    const book = await screen.findByRole('button', {
      name: 'Book BAL-101’s service Sat, Jul 4, 2026, 8:00 AM–4:00 PM',
    });
    fireEvent.click(book);
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/service'))).toBe(true));
    const sent = calls.find((c) => c.url.endsWith('/service'))!;
    expect(JSON.parse(String(sent.init?.body))).toEqual(slot);
    expect(new Headers(sent.init?.headers).get('x-csrf-token')).toBe('token-7');
    expect(
      await screen.findByText('BAL-101: service booked Sat, Jul 4, 2026, 8:00 AM–4:00 PM.'),
    ).toBeTruthy();
  });

  it('offers no booking to a role that only reads the fleet', async () => {
    stubDue('viewer');
    await renderApp('/admin?view=maintenance');
    const list = await screen.findByRole('list', { name: 'Service due at Baltimore Harbor' });
    expect(within(list).queryAllByRole('button')).toHaveLength(0);
  });
});
