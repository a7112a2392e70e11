import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { json, stubApi } from '../../../test/stub-api';

afterEach(() => vi.unstubAllGlobals());

const signedIn = () =>
  json(200, { admin: { email: 'ops@rent.test', role: 'owner' }, csrfToken: 'token-7', idleMinutes: 30 });
const van = {
  classId: '15-passenger-van',
  vehicleName: '15 Passenger Van',
  minAge: 25,
  cdlRequired: false,
  passengerEndorsementRequired: false,
  minYearsLicensed: 3,
};
const bus = {
  classId: '44-passenger-bus',
  vehicleName: '44 Passenger Bus',
  minAge: 25,
  cdlRequired: true,
  passengerEndorsementRequired: true,
  minYearsLicensed: 0,
};

describe('the Driver rules view', () => {
  it('lists each class’s rule and saves an edit with the CSRF token', async () => {
    const calls = stubApi({
      '/api/admin/session': signedIn,
      '/api/admin/driver-rules': () => json(200, { rules: [van, bus] }),
      '/api/admin/driver-rules/15-passenger-van': (init) =>
        json(200, { rules: [{ ...van, ...JSON.parse(String(init?.body)) }, bus] }),
    });
    await renderApp('/admin?view=drivers');
    expect(await screen.findByRole('heading', { level: 2, name: 'Driver rules' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Driver rules' }).getAttribute('aria-current')).toBe('page');
    const table = await screen.findByRole('table', { name: 'Rules by vehicle class' });
    const busRow = within(table).getByRole('row', { name: /44 Passenger Bus/ });
    expect(busRow.textContent).toContain('Yes');

    fireEvent.click(screen.getByRole('button', { name: 'Edit driver rule 15 Passenger Van' }));
    fireEvent.change(screen.getByLabelText('Minimum years licensed'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(table).getByRole('row', { name: /15 Passenger Van/ }).textContent).toContain('5'),
    );
    const put = calls.find((c) => c.url === '/api/admin/driver-rules/15-passenger-van');
    expect(put?.init?.method).toBe('PUT');
    expect(JSON.parse(String(put?.init?.body))).toEqual({
      minAge: 25,
      minYearsLicensed: 5,
      cdlRequired: false,
      passengerEndorsementRequired: false,
    });
    expect((put?.init?.headers as Record<string, string> | undefined)?.['x-csrf-token']).toBe('token-7');
  });

  it('names the field the rule breaks before sending', async () => {
    const calls = stubApi({
      '/api/admin/session': signedIn,
      '/api/admin/driver-rules': () => json(200, { rules: [van] }),
    });
    await renderApp('/admin?view=drivers');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit driver rule 15 Passenger Van' }));
    fireEvent.change(screen.getByLabelText('Minimum age'), { target: { value: '16' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Minimum age').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(calls.some((c) => c.init?.method === 'PUT')).toBe(false);
  });
});
