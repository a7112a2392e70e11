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

describe('scheduling and changing a relocation (decision 031)', () => {
  const van = { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', fleetNumber: 'ATL-15P-02' };
  const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));
  function stubRelocations(
    answers: Record<string, (init: RequestInit | undefined) => Response> = {},
    role = 'manager',
  ) {
    let scheduled = [relocation];
    return stubApi({
      '/api/admin/session': () =>
        json(200, { admin: { email: 'ops@rent.test', role }, csrfToken: 'token-7', idleMinutes: 30 }),
      '/api/admin/fleet': () => json(200, fleet),
      '/api/admin/relocations/outlook': () => json(200, outlook),
      '/api/admin/units': () => json(200, { units: [van] }),
      '/api/admin/relocations': (init) => {
        if (init?.method !== 'POST') return json(200, { relocations: scheduled });
        const made = { ...relocation, ...bodyOf(init), id: crypto.randomUUID(), reason: 'staff' };
        scheduled = [...scheduled, { ...made, fleetNumber: van.fleetNumber }];
        return json(201, { ...made, fleetNumber: van.fleetNumber });
      },
      ...answers,
    });
  }

  it('schedules a suggested transfer from the form it fills in: the vehicle and the driver chosen', async () => {
    const calls = stubRelocations();
    await renderApp('/admin?view=relocations');
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Schedule this: 1 unit from Atlanta Airport to Chicago West Loop',
      }),
    );
    const form = screen.getByRole('form', { name: 'Schedule a relocation' });
    expect(within(form).getByRole('heading', { name: 'Schedule a relocation' })).toBe(document.activeElement);
    expect(within(form).getByText(/arriving the day before Mon, Jul 20, 2026/)).toBeTruthy();
    expect(within(form).getByLabelText('Vehicle class')).toHaveProperty('value', '15-passenger-van');
    expect(within(form).getByLabelText('From')).toHaveProperty('value', 'atlanta');
    expect(within(form).getByLabelText('To')).toHaveProperty('value', 'chicago');
    expect(within(form).getByLabelText('Leaves on')).toHaveProperty('value', '2026-07-18');
    expect(within(form).getByLabelText('Arrives on')).toHaveProperty('value', '2026-07-19');

    // The vehicles offered are the class's active ones at the origin.
    const vehicle = within(form).getByLabelText(/^Vehicle$/);
    await within(vehicle).findByRole('option', { name: 'ATL-15P-02' });
    expect(
      calls.some(
        (c) => c.url === '/api/admin/units?locationId=atlanta&classId=15-passenger-van&status=active',
      ),
    ).toBe(true);
    fireEvent.change(vehicle, { target: { value: van.id } });
    fireEvent.change(within(form).getByLabelText(/^Driver/), { target: { value: 'Dana Reyes' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Schedule relocation' }));

    expect(await screen.findByRole('row', { name: /ATL-15P-02/ })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Schedule a relocation' })).toBeNull();
    const post = calls.find((c) => c.url === '/api/admin/relocations' && c.init?.method === 'POST');
    expect(post?.init?.headers).toMatchObject({ 'x-csrf-token': 'token-7' });
    expect(bodyOf(post?.init)).toEqual({
      unitId: van.id,
      fromLocationId: 'atlanta',
      toLocationId: 'chicago',
      leaveDate: '2026-07-18',
      leaveTime: '08:00',
      arriveDate: '2026-07-19',
      arriveTime: '12:00',
      driverName: 'Dana Reyes',
    });
  });

  it('names what is missing before sending, and puts the server’s refusal beside its field', async () => {
    const refusal =
      'Atlanta Airport cannot spare ATL-15P-02 from Sat, Jul 18: every 15 Passenger Van there is promised to renters at some time after that.';
    const calls = stubRelocations({
      '/api/admin/relocations': (init) =>
        init?.method === 'POST'
          ? json(409, { error: { code: 'unit_needed', message: refusal, fields: { leaveDate: refusal } } })
          : json(200, { relocations: [] }),
    });
    await renderApp('/admin?view=relocations');
    fireEvent.click(await screen.findByRole('button', { name: 'Schedule a relocation' }));
    const form = screen.getByRole('form', { name: 'Schedule a relocation' });
    fireEvent.click(within(form).getByRole('button', { name: 'Schedule relocation' }));
    expect(await within(form).findByRole('link', { name: 'Choose a vehicle of the fleet.' })).toBeTruthy();
    expect(within(form).getByRole('link', { name: 'Give the name of who drives it.' })).toBeTruthy();
    expect(
      within(form)
        .getByLabelText(/^Driver/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(calls.some((c) => c.init?.method === 'POST' && c.url === '/api/admin/relocations')).toBe(false);

    fireEvent.change(within(form).getByLabelText('From'), { target: { value: 'atlanta' } });
    const vehicle = within(form).getByLabelText(/^Vehicle$/);
    await within(vehicle).findByRole('option', { name: 'ATL-15P-02' });
    fireEvent.change(vehicle, { target: { value: van.id } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: 'chicago' } });
    for (const [label, value] of [
      ['Leaves on', '2026-07-18'],
      ['Leaves at', '08:00'],
      ['Arrives on', '2026-07-19'],
      ['Arrives at', '12:00'],
      [/^Driver/, 'Dana Reyes'],
    ] as const)
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    fireEvent.click(within(form).getByRole('button', { name: 'Schedule relocation' }));
    expect(await within(form).findByRole('link', { name: refusal })).toBeTruthy();
    expect(within(form).getByLabelText('Leaves on').getAttribute('aria-invalid')).toBe('true');
  });

  it('changes a scheduled relocation’s driver, sending only what changed; nothing changed is said so', async () => {
    const calls = stubRelocations({
      [`/api/admin/relocations/${relocation.id}`]: (init) => json(200, { ...relocation, ...bodyOf(init) }),
    });
    await renderApp('/admin?view=relocations');
    const row = await screen.findByRole('row', { name: /ATL-15P-01/ });
    fireEvent.click(within(row).getByRole('button', { name: 'Change relocation of ATL-15P-01' }));
    const form = screen.getByRole('form', { name: 'Change the relocation of ATL-15P-01' });
    expect(within(form).getByText('ATL-15P-01, leaving from Atlanta Airport')).toBeTruthy();
    expect(within(form).queryByLabelText('From')).toBeNull();
    expect(within(form).getByLabelText(/^Driver/)).toHaveProperty('value', 'To be named');

    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(form).findByRole('link', {
        name: 'Change at least one of the times, the destination or the driver.',
      }),
    ).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^Driver/), { target: { value: 'Sam Ortiz' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    const patch = calls.find((c) => c.init?.method === 'PATCH');
    expect(patch?.url).toBe(`/api/admin/relocations/${relocation.id}`);
    expect(bodyOf(patch?.init)).toEqual({ driverName: 'Sam Ortiz' });
  });

  it('offers a viewer neither the form nor the buttons that change relocations', async () => {
    stubRelocations({}, 'viewer');
    await renderApp('/admin?view=relocations');
    await screen.findByRole('row', { name: /ATL-15P-01/ });
    expect(screen.getByText(/Move 1 unit from Atlanta Airport/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Schedule/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Change/ })).toBeNull();
  });
});
