import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedQueryClient } from '../../../lib/shared-query-client';
import { renderApp } from '../../../test/render-app';
import { json, stubApi } from '../../../test/stub-api';

beforeEach(() => sharedQueryClient().clear());
afterEach(() => vi.unstubAllGlobals());

const signedInAs = (role: string) => () =>
  json(200, { admin: { email: 'ops@rent.test', role }, csrfToken: 'token-7', idleMinutes: 30 });
const fleet = {
  locations: [{ id: 'baltimore', name: 'Baltimore Harbor' }],
  classes: [
    { id: '15-passenger-van', name: '15 Passenger Van' },
    { id: 'minivan', name: 'Minivan' },
  ],
};
const van = {
  classId: '15-passenger-van',
  className: '15 Passenger Van',
  everyMiles: 5000,
  everyMonths: 6,
  soonMiles: 500,
  soonDays: 14,
  serviceHours: 8,
};

function stubPrograms(role = 'manager') {
  return stubApi({
    '/api/admin/session': signedInAs(role),
    '/api/admin/fleet': () => json(200, fleet),
    '/api/admin/maintenance/programs': () => json(200, { programs: [van] }),
    '/api/admin/maintenance/programs/15-passenger-van': (init) =>
      json(200, { ...van, ...JSON.parse(String(init?.body)) }),
  });
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('the Service programs view (decision 033)', () => {
  it("shows the first class's program and saves a change with the CSRF token", async () => {
    const calls = stubPrograms();
    await renderApp('/admin?view=programs');
    await screen.findByRole('form', { name: 'Service program of the 15 Passenger Van' });
    expect(field('Service every (miles)').value).toBe('5000');
    expect(field('Service every (months)').value).toBe('6');
    fireEvent.change(field('Service every (miles)'), { target: { value: '3000' } });
    fireEvent.change(field('Service every (months)'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save program' }));
    expect(await screen.findByText('The 15 Passenger Van’s service program is saved.')).toBeTruthy();
    const sent = calls.find((c) => c.init?.method === 'PUT')!;
    expect(sent.url).toBe('/api/admin/maintenance/programs/15-passenger-van');
    expect(JSON.parse(String(sent.init?.body))).toEqual({
      everyMiles: 3000,
      everyMonths: null,
      soonMiles: 500,
      soonDays: 14,
      serviceHours: 8,
    });
    expect(new Headers(sent.init?.headers).get('x-csrf-token')).toBe('token-7');
  });

  it('says what a class without a program goes by, and refuses one with neither miles nor months', async () => {
    const calls = stubPrograms();
    await renderApp('/admin?view=programs');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Vehicle class' }), {
      target: { value: 'minivan' },
    });
    await screen.findByRole('form', { name: 'Service program of the Minivan' });
    expect(screen.getByText(/no program yet/)).toBeTruthy();
    expect(field('Due soon, days ahead').value).toBe('14');
    fireEvent.click(screen.getByRole('button', { name: 'Save program' }));
    expect((await screen.findAllByText('Enter the miles, the months, or both.')).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.init?.method === 'PUT')).toBe(false);
  });

  it('lets a role that only reads the fleet see the program, not change it', async () => {
    stubPrograms('viewer');
    await renderApp('/admin?view=programs');
    await screen.findByRole('form', { name: 'Service program of the 15 Passenger Van' });
    expect(field('Service every (miles)').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save program' })).toBeNull();
  });
});
