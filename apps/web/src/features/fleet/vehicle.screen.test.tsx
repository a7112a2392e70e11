import { fillDeep } from '@convoy/domain/content/fill-brand';
import { fleetSeed } from '@convoy/domain/content/fleet';
import { formatUsd } from '@convoy/domain/content/rental-policy';
import { routeEntries } from '@convoy/domain/content/route-entries';
import { vehiclePage } from '@convoy/domain/content/vehicle-pages';
import { demoRentalCharges } from '@convoy/domain/contracts/rental-charges';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { json, stubApi } from '../../test/stub-api';

const vehicleRoutes = routeEntries.filter((r) => r.screen === 'vehicle' && r.locale === 'en');

describe('vehicle page template', () => {
  it('serves all 13 vehicle pages', () => {
    expect(vehicleRoutes).toHaveLength(13);
  });

  it.each(vehicleRoutes.map((r) => [r.path, r] as const))(
    '%s shows its heading, rates, license and FAQs',
    async (_, route) => {
      await renderApp(route.path);
      const vehicle = fleetSeed.find((v) => v.id === route.contentId)!;
      const page = fillDeep(vehiclePage(vehicle.id)!, { vehicle });
      expect(await screen.findByRole('heading', { level: 1, name: route.heading })).toBeTruthy();
      const main = screen.getByRole('main');
      expect(main.textContent).toContain(`From ${formatUsd(vehicle.dailyRateCents)}/day`);
      expect(main.textContent).toContain(`${formatUsd(vehicle.monthlyRateCents)}/month`);
      expect(main.textContent).toContain(page.licence.summary);
      // Until the stored charges come (no server here), the demo price book's.
      const charges = demoRentalCharges().classes.find((c) => c.classId === vehicle.id)!;
      expect(main.textContent).toContain(
        `A refundable deposit of ${formatUsd(charges.depositCents)} per vehicle is held at pickup.`,
      );
      for (const faq of page.faqs)
        expect(within(main).getByRole('heading', { level: 3, name: faq.question })).toBeTruthy();
      const book = within(main).getAllByRole('link', { name: 'Check availability' })[0]!;
      // At the search form, with the type; the group's size stays the visitor's.
      expect(book.getAttribute('href')).toBe(`/?vehicleType=${vehicle.category}#reserve`);
      const image = within(main).getAllByRole('img')[0]!;
      expect(image.getAttribute('fetchpriority')).toBe('high');
      // Its own illustration, from the entry its content chunk carries (vehicle-content.ts).
      expect(image.getAttribute('alt')).toBeTruthy();
      expect(image.getAttribute('src')).toMatch(
        new RegExp(`^/assets/img/${vehicle.id}-\\d+\\.[0-9a-f]{10}\\.png$`),
      );
      const sources = [...image.parentElement!.querySelectorAll('source')].map((s) =>
        s.getAttribute('srcset'),
      );
      expect(sources).toHaveLength(2);
      for (const srcset of sources) expect(srcset).toMatch(new RegExp(`^/assets/img/${vehicle.id}-\\d+\\.`));
    },
  );
});

describe('a vehicle page with the stored class charges', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('states the mileage and deposit the back office stores for its class, in the rates and the copy', async () => {
    const stored = demoRentalCharges();
    for (const c of stored.classes)
      if (c.classId === '15-passenger-van')
        Object.assign(c, { depositCents: 65_000, mileageAllowancePerDay: 175, excessMileCents: 40 });
    stubApi({ '/api/rental-charges': () => json(200, stored) });
    await renderApp('/15-passenger-van');
    const rates = await screen.findByText(/^175 miles per rental day included/);
    expect(rates.textContent).toContain('extra miles $0.40 each.');
    expect(rates.textContent).toContain('A refundable deposit of $650 per vehicle is held at pickup.');
    expect(screen.getByRole('main').textContent).toContain(
      'Daily and weekly rentals include 175 miles per rental day, added up over the rental',
    );
  });
});
