import type { AdminPriceBook } from '@convoy/domain/contracts/admin-pricing.schema';
import { demoCancellationPolicy } from '@convoy/domain/contracts/demo-cancellation-policy';
import type { OneWayRoute } from '@convoy/domain/contracts/price-book.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { json, stubApi } from '../../../test/stub-api';

const charges = {
  depositCents: 30_000,
  youngRenterPerDayCents: 0,
  mileageAllowancePerDay: null,
  excessMileCents: 0,
};
const toChicago = {
  fromLocationId: 'baltimore',
  toLocationId: 'chicago',
  label: 'One-way fee, Baltimore Harbor to Chicago West Loop',
  classIds: ['15-passenger-van'],
  feeCents: 67_500,
  depositCents: null,
  cancellation: null,
};
const book: AdminPriceBook = {
  locations: [
    { id: 'baltimore', name: 'Baltimore Harbor' },
    { id: 'chicago', name: 'Chicago West Loop' },
  ],
  classes: [
    { id: '15-passenger-van', name: '15 Passenger Van', charges },
    { id: 'minivan', name: 'Minivan', charges },
  ],
  additionalDriverPerDayCents: 1_200,
  cancellationPolicy: demoCancellationPolicy,
  seasons: [],
  blackouts: [],
  extras: [],
  protection: [],
  fees: [],
  locationCharges: [],
  promoCodes: [],
  oneWayRoutes: [toChicago],
  deliveryZones: [],
};

const signedIn = () =>
  json(200, { admin: { email: 'ops@rent.test', role: 'owner' }, csrfToken: 'token-9', idleMinutes: 30 });
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

afterEach(() => vi.unstubAllGlobals());

describe('the one-way routes in the Pricing view (decision 028)', () => {
  it('lists each route in words and adds one, sending every route with the CSRF token', async () => {
    const calls = stubApi({
      '/api/admin/session': signedIn,
      '/api/admin/pricing': () => json(200, book),
      '/api/admin/pricing/one-way-routes': (init) =>
        json(200, { ...book, oneWayRoutes: bodyOf(init).routes }),
    });
    await renderApp('/admin?view=pricing');
    const routes = await screen.findByRole('region', { name: 'One-way routes' });
    const row = within(routes).getByRole('row', { name: /^Baltimore Harbor\s*Chicago West Loop/ });
    expect(row.textContent).toContain('15 Passenger Van');
    expect(row.textContent).toContain('$675.00');
    expect(row.textContent).toContain('The class’s');
    expect(row.textContent).not.toContain('baltimore>chicago');

    fireEvent.click(within(routes).getByRole('button', { name: 'Add one-way route' }));
    const form = within(routes).getByRole('form');
    fireEvent.change(within(form).getByLabelText('Picked up at'), { target: { value: 'chicago' } });
    fireEvent.change(within(form).getByLabelText('Returned at'), { target: { value: 'baltimore' } });
    fireEvent.change(within(form).getByLabelText(/^Line renters read/), {
      target: { value: 'One-way fee, Chicago West Loop to Baltimore Harbor' },
    });
    fireEvent.click(within(form).getByLabelText('Minivan'));
    fireEvent.change(within(form).getByLabelText('Fee per vehicle ($)'), { target: { value: '700' } });
    fireEvent.change(within(form).getByLabelText(/^Deposit per vehicle/), { target: { value: '500' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(within(routes).getByRole('row', { name: /^Chicago West Loop\s*Baltimore Harbor/ })).toBeTruthy(),
    );
    const put = calls.find((c) => c.init?.method === 'PUT')!;
    expect(put.url).toBe('/api/admin/pricing/one-way-routes');
    expect(put.init?.headers).toMatchObject({ 'x-csrf-token': 'token-9' });
    expect(bodyOf(put.init)).toEqual({
      routes: [
        toChicago,
        {
          fromLocationId: 'chicago',
          toLocationId: 'baltimore',
          label: 'One-way fee, Chicago West Loop to Baltimore Harbor',
          classIds: ['minivan'],
          feeCents: 70_000,
          depositCents: 50_000,
          cancellation: null,
        },
      ],
    });
  });

  it('gives a route a cancellation policy of its own, starting from the company’s, then a tier of its own', async () => {
    let saved = book;
    const calls = stubApi({
      '/api/admin/session': signedIn,
      '/api/admin/pricing': () => json(200, saved),
      '/api/admin/pricing/one-way-routes': (init) => {
        saved = { ...saved, oneWayRoutes: bodyOf(init).routes };
        return json(200, saved);
      },
    });
    await renderApp('/admin?view=pricing');
    const routes = await screen.findByRole('region', { name: 'One-way routes' });
    const row = within(routes).getByRole('row', { name: /^Baltimore Harbor\s*Chicago West Loop/ });
    expect(row.textContent).toContain('The company’s');
    // No route has its own yet: nothing to add tiers to.
    const tiers = screen.getByRole('region', { name: 'One-way cancellation tiers' });
    expect(within(tiers).queryByRole('button', { name: 'Add one-way cancellation tier' })).toBeNull();

    fireEvent.click(
      within(routes).getByRole('button', {
        name: 'Edit one-way route Baltimore Harbor to Chicago West Loop',
      }),
    );
    const form = within(routes).getByRole('form');
    expect(within(form).queryByLabelText('Group tiers from (vehicles)')).toBeNull();
    fireEvent.click(within(form).getByLabelText('Cancellation policy of its own'));
    fireEvent.change(within(form).getByLabelText('Group tiers from (vehicles)'), { target: { value: '4' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        within(routes).getByRole('row', { name: /^Baltimore Harbor\s*Chicago West Loop/ }).textContent,
      ).toContain('Its own'),
    );
    // The cache may hold routes an earlier test added: this one is Baltimore's.
    const fromBaltimore = (body: { routes: OneWayRoute[] }) =>
      body.routes.find((r) => r.fromLocationId === 'baltimore');
    const first = calls.filter((c) => c.init?.method === 'PUT')[0]!;
    expect(fromBaltimore(bodyOf(first.init))).toEqual({
      ...toChicago,
      cancellation: { ...demoCancellationPolicy, groupMinVehicles: 4 },
    });

    // Its tiers, listed for the route, take a week's notice for smaller bookings.
    const tiersNow = screen.getByRole('region', { name: 'One-way cancellation tiers' });
    expect(within(tiersNow).getByText('Cancel 3 days before pickup or earlier: free.')).toBeTruthy();
    fireEvent.click(within(tiersNow).getByRole('button', { name: 'Add one-way cancellation tier' }));
    const tierForm = within(tiersNow).getByRole('form');
    fireEvent.change(within(tierForm).getByLabelText('Bookings of'), { target: { value: 'single' } });
    fireEvent.change(within(tierForm).getByLabelText(/^From hours before pickup/), {
      target: { value: '168' },
    });
    fireEvent.change(within(tierForm).getByLabelText('Percent of the total (%)'), { target: { value: '0' } });
    fireEvent.click(within(tierForm).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.init?.method === 'PUT')).toHaveLength(2));
    const second = bodyOf(calls.filter((c) => c.init?.method === 'PUT')[1]!.init);
    expect(fromBaltimore(second)?.cancellation?.single).toEqual([
      ...demoCancellationPolicy.single,
      { feeBaseDays: 0, feePercent: 0, minHoursBefore: 168 },
    ]);
    expect(fromBaltimore(second)?.cancellation?.groupMinVehicles).toBe(4);
  });

  it('checks a route before sending it: one that returns where it started is named on its field', async () => {
    const calls = stubApi({ '/api/admin/session': signedIn, '/api/admin/pricing': () => json(200, book) });
    await renderApp('/admin?view=pricing');
    const routes = await screen.findByRole('region', { name: 'One-way routes' });
    fireEvent.click(within(routes).getByRole('button', { name: 'Add one-way route' }));
    const form = within(routes).getByRole('form');
    fireEvent.change(within(form).getByLabelText('Picked up at'), { target: { value: 'chicago' } });
    fireEvent.change(within(form).getByLabelText('Returned at'), { target: { value: 'chicago' } });
    fireEvent.change(within(form).getByLabelText(/^Line renters read/), { target: { value: 'Fee' } });
    fireEvent.click(within(form).getByLabelText('Minivan'));
    fireEvent.change(within(form).getByLabelText('Fee per vehicle ($)'), { target: { value: '700' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByRole('link', { name: 'A one-way route returns to another location.' }),
    ).toBeTruthy();
    expect(calls.some((c) => c.init?.method === 'PUT')).toBe(false);
  });

  it('shows the server’s refusal about the route saved beside its field', async () => {
    stubApi({
      '/api/admin/session': signedIn,
      '/api/admin/pricing': () => json(200, book),
      // The route being saved, wherever the list sends it.
      '/api/admin/pricing/one-way-routes': (init) => {
        const at = bodyOf(init).routes.findIndex(
          (r: { fromLocationId: string }) => r.fromLocationId === 'baltimore',
        );
        const message = 'There is no vehicle class “minivan”. Choose from the fleet.';
        return json(400, {
          error: { code: 'validation_failed', message, fields: { [`routes.${at}.classIds`]: message } },
        });
      },
    });
    await renderApp('/admin?view=pricing');
    const routes = await screen.findByRole('region', { name: 'One-way routes' });
    fireEvent.click(
      within(routes).getByRole('button', {
        name: 'Edit one-way route Baltimore Harbor to Chicago West Loop',
      }),
    );
    const form = within(routes).getByRole('form');
    fireEvent.click(within(form).getByLabelText('Minivan'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByRole('link', {
        name: 'There is no vehicle class “minivan”. Choose from the fleet.',
      }),
    ).toBeTruthy();
  });
});
