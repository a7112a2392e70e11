import { locationSeed } from '@convoy/domain/content/locations';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedQueryClient } from '../../../lib/shared-query-client';
import { renderApp } from '../../../test/render-app';
import { json, stubApi } from '../../../test/stub-api';

beforeEach(() => {
  sharedQueryClient().clear();
  // The top bar's location is kept in the tab (decision 041): each test opens a fresh one.
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const signedInAs = (role: string) => () =>
  json(200, { admin: { email: 'ops@rent.test', role }, csrfToken: 'token-5', idleMinutes: 30 });
const fleet = {
  locations: [
    { id: 'baltimore', name: 'Baltimore Harbor' },
    { id: 'chicago', name: 'Chicago West Loop' },
  ],
  classes: [],
};
const demo = {
  weekdays: { mon: 2, tue: 2, wed: 2, thu: 2, fri: 2, sat: 2, sun: 2 },
  dates: [],
};
const chicagoSaved = {
  weekdays: { mon: 3, tue: 3, wed: 3, thu: 3, fri: 4, sat: 1, sun: 0 },
  dates: [{ date: '2026-12-25', drivers: 0 }],
};
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

function stubDrivers(role = 'manager', answerPut?: (init: RequestInit | undefined) => Response) {
  return stubApi({
    '/api/admin/session': signedInAs(role),
    '/api/admin/fleet': () => json(200, fleet),
    // The top bar's locations: the location is the back office's choice (decision 041).
    '/api/locations': () => json(200, { locations: locationSeed }),
    '/api/admin/delivery-drivers/baltimore': (init) =>
      init?.method === 'PUT'
        ? (answerPut?.(init) ?? json(200, { locationId: 'baltimore', saved: true, schedule: bodyOf(init) }))
        : json(200, { locationId: 'baltimore', saved: false, schedule: demo }),
    '/api/admin/delivery-drivers/chicago': () =>
      json(200, { locationId: 'chicago', saved: true, schedule: chicagoSaved }),
  });
}

describe('the Delivery drivers view (decision 030)', () => {
  it('shows a location’s drivers per weekday and its dates, says when it has the demo number, and another location’s', async () => {
    stubDrivers();
    await renderApp('/admin?view=delivery-drivers');
    expect(await screen.findByRole('heading', { level: 2, name: 'Delivery drivers' })).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Drivers at Baltimore Harbor' });
    expect(within(form).getByText(/demo number, 2 drivers every day/)).toBeTruthy();
    expect(within(form).getByLabelText('Monday')).toHaveProperty('value', '2');
    expect(within(form).getByText('No date has its own number.')).toBeTruthy();

    // The location is the top bar's (decision 041): another one in the URL shows its drivers.
    cleanup();
    await renderApp('/admin?view=delivery-drivers&location=chicago');
    const chicago = await screen.findByRole('form', { name: 'Drivers at Chicago West Loop' });
    expect(within(chicago).getByLabelText('Friday')).toHaveProperty('value', '4');
    expect(within(chicago).getByLabelText('Sunday')).toHaveProperty('value', '0');
    const date = within(chicago).getByRole('group', { name: 'Date 1' });
    expect(within(date).getByLabelText('Date')).toHaveProperty('value', '2026-12-25');
    expect(within(date).getByLabelText('Drivers that day')).toHaveProperty('value', '0');
    expect(within(chicago).queryByText(/demo number/)).toBeNull();
  });

  it('saves the weekdays and a date added, as numbers, with the CSRF token', async () => {
    const calls = stubDrivers();
    await renderApp('/admin?view=delivery-drivers');
    const form = await screen.findByRole('form', { name: 'Drivers at Baltimore Harbor' });
    fireEvent.change(within(form).getByLabelText('Saturday'), { target: { value: '1' } });
    fireEvent.change(within(form).getByLabelText('Sunday'), { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add a date' }));
    const date = within(form).getByRole('group', { name: 'Date 1' });
    fireEvent.change(within(date).getByLabelText('Date'), { target: { value: '2026-07-04' } });
    fireEvent.change(within(date).getByLabelText('Drivers that day'), { target: { value: '5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save drivers' }));

    await waitFor(() => expect(calls.some((c) => c.init?.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.init?.method === 'PUT')!;
    expect(put.url).toBe('/api/admin/delivery-drivers/baltimore');
    expect(put.init?.headers).toMatchObject({ 'x-csrf-token': 'token-5' });
    expect(bodyOf(put.init)).toEqual({
      weekdays: { mon: 2, tue: 2, wed: 2, thu: 2, fri: 2, sat: 1, sun: 0 },
      dates: [{ date: '2026-07-04', drivers: 5 }],
    });
    // The saved schedule is shown: no longer the demo.
    await waitFor(() => expect(screen.getByText('The schedule saved for this location.')).toBeTruthy());
  });

  it('names a bad number and a date given twice on their fields, sending nothing, then a server refusal', async () => {
    const message = 'There is no driver schedule for that date.';
    const calls = stubDrivers('manager', () =>
      json(400, { error: { code: 'validation_failed', message, fields: { 'dates.0.date': message } } }),
    );
    await renderApp('/admin?view=delivery-drivers');
    const form = await screen.findByRole('form', { name: 'Drivers at Baltimore Harbor' });
    fireEvent.change(within(form).getByLabelText('Tuesday'), { target: { value: 'two' } });
    for (const n of [1, 2]) {
      fireEvent.click(within(form).getByRole('button', { name: 'Add a date' }));
      const date = within(form).getByRole('group', { name: `Date ${n}` });
      fireEvent.change(within(date).getByLabelText('Date'), { target: { value: '2026-07-04' } });
      fireEvent.change(within(date).getByLabelText('Drivers that day'), { target: { value: '1' } });
    }
    fireEvent.click(within(form).getByRole('button', { name: 'Save drivers' }));
    expect(
      await within(form).findByRole('link', { name: 'Enter how many staff drivers, from 0 to 100.' }),
    ).toBeTruthy();
    expect(within(form).getByLabelText('Tuesday').getAttribute('aria-invalid')).toBe('true');

    // Tuesday mended: the date given twice is named on the second one.
    fireEvent.change(within(form).getByLabelText('Tuesday'), { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save drivers' }));
    expect(await within(form).findByRole('link', { name: 'Give each date once.' })).toBeTruthy();
    const second = within(form).getByRole('group', { name: 'Date 2' });
    expect(within(second).getByLabelText('Date').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.init?.method === 'PUT')).toBe(false);

    // The second date removed: the server's own refusal goes beside its field.
    fireEvent.click(within(form).getByRole('button', { name: 'Remove date 2' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save drivers' }));
    expect(await within(form).findByRole('link', { name: message })).toBeTruthy();
    const first = within(form).getByRole('group', { name: 'Date 1' });
    expect(within(first).getByLabelText('Date').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a counter agent the drivers with nothing to change', async () => {
    stubDrivers('agent');
    await renderApp('/admin?view=delivery-drivers');
    const form = await screen.findByRole('form', { name: 'Drivers at Baltimore Harbor' });
    expect(within(form).getByLabelText('Monday')).toHaveProperty('disabled', true);
    expect(within(form).queryByRole('button')).toBeNull();
  });
});
