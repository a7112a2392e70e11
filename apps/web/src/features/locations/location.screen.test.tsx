import { demoOneWayClassIds } from '@convoy/domain/content/demo-one-way';
import { fleetSeed } from '@convoy/domain/content/fleet';
import { locationSeed } from '@convoy/domain/content/locations';
import { formatUsd } from '@convoy/domain/content/rental-policy';
import { routeEntries } from '@convoy/domain/content/route-entries';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { json, stubApi } from '../../test/stub-api';

const locationRoutes = routeEntries.filter((r) => r.screen === 'location' && r.locale === 'en');

describe('location pages', () => {
  it('serves one page per location', () => {
    expect(locationRoutes.map((r) => r.contentId)).toEqual(locationSeed.map((l) => l.id));
  });

  it('lists every location on /locations, each a link to its page', async () => {
    await renderApp('/locations');
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Convoy locations' })).toBeTruthy();
    for (const l of locationSeed)
      expect(within(main).getByRole('link', { name: l.name }).getAttribute('href')).toBe(
        `/locations/${l.id}`,
      );
  });

  afterEach(() => vi.useRealTimers());

  it('shows Chicago: address, week and holiday hours, the counter, classes from their rate, delivery, groups', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 11, 26, 15) });
    await renderApp('/locations/chicago');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chicago West Loop' })).toBeTruthy();
    const main = screen.getByRole('main');
    const text = main.textContent ?? '';
    expect(text).toContain('850 West Lake Street');
    expect(text).toContain('Chicago, IL 60607');
    const hours = within(main).getByRole('region', { name: 'Opening hours' });
    expect(hours.textContent).toContain('Monday to Friday7 am to 7 pm');
    expect(hours.textContent).toContain('SundayClosed');
    expect(hours.textContent).toContain('All times are local time at the location (America/Chicago).');
    // The day after Christmas in Chicago: the holidays still ahead, the ones past dropped once hydrated.
    expect(hours.textContent).toContain("New Year's Eve, Thursday, December 31, 20269 am to 2 pm");
    expect(hours.textContent).toContain('Thanksgiving Day, Thursday, November 25, 2027Closed');
    expect(hours.textContent).not.toContain('Christmas Day');
    expect(within(main).getByRole('region', { name: 'Finding the counter' }).textContent).toContain(
      'Lake Street',
    );
    const vehicles = within(main).getByRole('region', { name: 'Vehicles kept here' });
    for (const v of fleetSeed) {
      expect(within(vehicles).getByRole('link', { name: v.name }).getAttribute('href')).toBe(`/${v.id}`);
      expect(vehicles.textContent).toContain(`${v.name}From ${formatUsd(v.dailyRateCents)}/day`);
    }
    const delivery = within(main).getByRole('region', { name: 'Delivery area' });
    expect(within(delivery).getByRole('heading', { level: 3, name: 'Chicago' })).toBeTruthy();
    expect(delivery.textContent).toContain('Postal codes 60601 to 60661');
    expect(delivery.textContent).toContain('Delivery$95 a vehicleCollection$95 a vehicle');
    expect(within(main).getByRole('link', { name: 'Film & TV Production' }).getAttribute('href')).toBe(
      '/film-production',
    );
    // One-way destinations from the demo routes: the nearest first, its classes, its fee, a one-way search.
    const oneWay = within(main).getByRole('region', { name: 'One-way rentals' });
    const places = within(oneWay).getAllByRole('listitem');
    expect(places).toHaveLength(locationSeed.length - 1);
    const baltimore = places.find((p) => p.textContent?.startsWith('Baltimore Harbor'))!;
    expect(baltimore.textContent).toContain('One-way fee from $675 a vehicle');
    expect(baltimore.textContent).toContain(
      fleetSeed
        .filter((c) => demoOneWayClassIds.includes(c.id))
        .map((c) => c.name)
        .join(', '),
    );
    expect(baltimore.textContent).toContain('15 Passenger Van');
    expect(baltimore.textContent).not.toContain('Bus');
    expect(
      within(baltimore)
        .getByRole('link', { name: 'Check one-way availability: Baltimore Harbor' })
        .getAttribute('href'),
    ).toBe('/?pickupLocationId=chicago&returnLocationId=baltimore#reserve');
    const book = within(main).getAllByRole('link', { name: 'Check availability here' })[0]!;
    expect(book.getAttribute('href')).toBe('/?pickupLocationId=chicago#reserve');
  });

  it('follows the stored price book once hydrated: its zones, its routes, or none', async () => {
    stubApi({
      '/api/locations/baltimore/reach': () =>
        json(200, {
          oneWayDestinations: [{ locationId: 'chicago', classIds: ['minivan'], fromFeeCents: 40_000 }],
          deliveryAreas: [
            {
              label: 'Inner Harbor',
              postalCodes: [
                { from: '21201', to: '21202' },
                { from: '21230', to: '21230' },
              ],
              deliveryFeeCents: 5_000,
              collectionFeeCents: 6_050,
            },
          ],
        }),
      '/api/locations/denver/reach': () => json(200, { oneWayDestinations: [], deliveryAreas: [] }),
    });
    try {
      await renderApp('/locations/baltimore');
      const main = screen.getByRole('main');
      const delivery = within(main).getByRole('region', { name: 'Delivery area' });
      expect(await within(delivery).findByRole('heading', { level: 3, name: 'Inner Harbor' })).toBeTruthy();
      expect(delivery.textContent).toContain('Postal codes 21201 to 21202, 21230');
      expect(delivery.textContent).toContain('Delivery$50 a vehicleCollection$60.50 a vehicle');
      expect(within(delivery).queryByRole('heading', { name: 'Baltimore' })).toBeNull();
      const oneWay = within(main).getByRole('region', { name: 'One-way rentals' });
      const places = within(oneWay).getAllByRole('listitem');
      expect(places.map((p) => p.textContent)).toEqual([
        expect.stringContaining('Chicago West LoopOne-way fee from $400 a vehicle'),
      ]);
      expect(places[0]!.textContent).toContain('Minivan');
      expect(places[0]!.textContent).not.toContain('15 Passenger Van');

      cleanup();
      await renderApp('/locations/denver');
      const denver = screen.getByRole('main');
      expect(
        await within(denver).findByText(
          'Denver Central does not deliver: pick up and return the vehicles at the counter.',
        ),
      ).toBeTruthy();
      await waitFor(() =>
        expect(within(denver).queryByRole('region', { name: 'One-way rentals' })).toBeNull(),
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
