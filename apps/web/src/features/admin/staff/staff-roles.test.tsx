import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedQueryClient } from '../../../lib/shared-query-client';
import { testInvoiceRow, testPaymentRow } from '../../../test/money-fixtures';
import { renderApp } from '../../../test/render-app';
import { json, stubApi } from '../../../test/stub-api';

beforeEach(() => sharedQueryClient().clear());
afterEach(() => vi.unstubAllGlobals());

const signedInAs = (role: string) => () =>
  json(200, { admin: { email: `${role}@rent.test`, role }, csrfToken: 'token-1', idleMinutes: 30 });
const fleet = {
  locations: [{ id: 'denver', name: 'Denver Central' }],
  classes: [
    {
      id: '15-passenger-van',
      name: '15 Passenger Van',
      passengers: 15,
      dailyRateCents: 17_900,
      weeklyRateCents: 0,
      monthlyRateCents: 300_000,
      units: { denver: 4 },
    },
  ],
};
const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Back office' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the back office by role', { timeout: 30_000 }, () => {
  it('shows a counter agent only the views the role may read, and the role beside the address', async () => {
    stubApi({
      '/api/admin/session': signedInAs('agent'),
      '/api/admin/fleet': () => json(200, fleet),
    });
    await renderApp('/admin?view=fleet');
    // The first test here imports the lazily loaded dashboard: allow it the time.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Fleet & rates' }, { timeout: 10_000 }),
    ).toBeTruthy();
    // The dashboard, then each area the role reads, its views under its name (decision 041).
    expect(navLinks()).toEqual([
      'Dashboard',
      'Bookings',
      'Today',
      'Calendar',
      'Damage claims',
      'Fleet & rates',
      'Units',
      'Relocations',
      'Service due',
      'Service programs',
      'Delivery drivers',
      'Inspection checklists',
      'Driver rules',
    ]);
    expect(screen.getByText(/Signed in as/).textContent).toContain('agent@rent.test');
    expect(screen.getByText(/Signed in as/).textContent).toContain('Counter agent');

    // The fleet is the agent's to read, not to change: no save button, the fields disabled.
    expect(await screen.findByLabelText('Daily rate')).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();
  });

  it('tells a counter agent who opens Staff by its URL that the role cannot see it, without asking the API', async () => {
    const calls = stubApi({ '/api/admin/session': signedInAs('agent') });
    await renderApp('/admin?view=staff');
    expect(await screen.findByRole('heading', { level: 2, name: 'Not available to your role' })).toBeTruthy();
    expect(
      screen.getByText(
        'Staff is not available to the counter agent role. Ask an owner if you need to see it.',
      ),
    ).toBeTruthy();
    expect(calls.some((c) => c.url.startsWith('/api/admin/staff'))).toBe(false);
    expect(navLinks()).not.toContain('Staff');
  });

  it('lets a viewer read the fleet with no button that changes it, and hides Staff and the audit log', async () => {
    stubApi({
      '/api/admin/session': signedInAs('viewer'),
      '/api/admin/fleet': () => json(200, fleet),
    });
    await renderApp('/admin?view=fleet');
    expect(await screen.findByLabelText('Daily rate')).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();
    const links = navLinks();
    expect(links).toContain('Pricing');
    expect(links).not.toContain('Staff');
    expect(links).not.toContain('Audit log');
  });

  it('shows a counter agent the units with no Add or Edit button', async () => {
    const unit = {
      id: '0b7f6c1e-2d3a-4c5b-8e9f-0a1b2c3d4e5f',
      fleetNumber: 'DEN-101',
      vin: null,
      plate: null,
      plateState: null,
      locationId: 'denver',
      locationName: 'Denver Central',
      classId: '15-passenger-van',
      className: '15 Passenger Van',
      odometerMiles: 1000,
      fuelCapacityGallons: 25,
      status: 'active',
      inMaintenance: null,
      maintenance: [],
      serviceDueOn: null,
      serviceDueMiles: null,
      service: null,
      notes: '',
      createdAt: '2030-01-01T00:00:00.000Z',
      updatedAt: '2030-01-01T00:00:00.000Z',
    };
    stubApi({
      '/api/admin/session': signedInAs('agent'),
      '/api/admin/fleet': () => json(200, fleet),
      '/api/admin/units': () => json(200, { units: [unit] }),
    });
    await renderApp('/admin?view=units');
    expect(await screen.findByText('DEN-101', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a unit' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  });

  it('shows a counter agent the driver rules without their Edit buttons', async () => {
    stubApi({
      '/api/admin/session': signedInAs('agent'),
      '/api/admin/driver-rules': () =>
        json(200, {
          rules: [
            {
              classId: '15-passenger-van',
              vehicleName: '15 Passenger Van',
              minAge: 25,
              cdlRequired: false,
              passengerEndorsementRequired: false,
              minYearsLicensed: 3,
            },
          ],
        }),
    });
    await renderApp('/admin?view=drivers');
    const table = await screen.findByRole('table', { name: 'Rules by vehicle class' });
    expect(within(table).getByRole('row', { name: /15 Passenger Van/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  });

  it('shows a manager the payment settings as they are, with no Save button (only owners change them)', async () => {
    stubApi({
      '/api/admin/session': signedInAs('manager'),
      '/api/admin/payments': () => json(200, { items: [], total: 0, page: 1, pageSize: 25 }),
      '/api/admin/payments/settings': () =>
        json(200, {
          collectAtBooking: 'none',
          pendingPaymentMinutes: 45,
          reminderDaysBefore: 3,
          cardPaymentsAvailable: true,
        }),
    });
    await renderApp('/admin?view=payments&q=manager');
    const panel = await screen.findByRole('region', { name: 'Payment settings' });
    await waitFor(() => expect(panel.textContent).toContain('45'));
    expect(within(panel).queryByRole('button', { name: 'Save payment settings' })).toBeNull();
  });

  it('shows a viewer the payments and invoices with no Capture, Refund, Record or Resend', async () => {
    stubApi({
      '/api/admin/session': signedInAs('viewer'),
      '/api/admin/payments': () =>
        json(200, {
          items: [testPaymentRow({ status: 'authorised', authorisedCents: 50_000 })],
          total: 1,
          page: 1,
          pageSize: 25,
        }),
      '/api/admin/payments/settings': () =>
        json(200, {
          collectAtBooking: 'deposit',
          pendingPaymentMinutes: 30,
          reminderDaysBefore: 3,
          cardPaymentsAvailable: true,
        }),
      '/api/admin/invoices': () =>
        json(200, {
          items: [testInvoiceRow()],
          total: 1,
          page: 1,
          pageSize: 25,
          aged: { current: 0, overdue1to30: 0, overdue31to60: 0, overdue61to90: 0, overdue90plus: 0 },
        }),
    });
    await renderApp('/admin?view=payments&q=viewer');
    expect(await screen.findByText('Grace Hopper', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Capture the hold/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Refund/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Release/ })).toBeNull();

    await renderApp('/admin?view=invoices&q=viewer');
    expect(await screen.findByRole('link', { name: /PDF/ }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Record a bank transfer/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Send invoice .* again/ })).toBeNull();
  });

  it('shows an owner every view, Staff and the audit log included', async () => {
    stubApi({
      '/api/admin/session': signedInAs('owner'),
      '/api/admin/fleet': () => json(200, fleet),
    });
    await renderApp('/admin?view=fleet');
    await screen.findByRole('heading', { level: 2, name: 'Fleet & rates' });
    expect(navLinks()).toEqual(expect.arrayContaining(['Pricing', 'Staff', 'Audit log', 'Images']));
    expect(await screen.findByRole('button', { name: 'Save 15 Passenger Van' })).toBeTruthy();
    expect(screen.getByLabelText('Daily rate')).toHaveProperty('disabled', false);
  });
});
