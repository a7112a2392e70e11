import { fillDeep } from '@convoy/domain/content/fill-brand';
import { fleetSeed } from '@convoy/domain/content/fleet';
import { formatUsd } from '@convoy/domain/content/rental-policy';
import { routeTable } from '@convoy/domain/content/routes';
import { vehiclePage } from '@convoy/domain/content/vehicle-pages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

const vehicleRoutes = routeTable.filter((r) => r.screen === 'vehicle');

describe('vehicle page template', () => {
  it('serves all 13 vehicle pages', () => {
    expect(vehicleRoutes).toHaveLength(13);
  });

  it.each(vehicleRoutes.map((r) => [r.path, r] as const))(
    '%s shows its heading, rates, licence and FAQs',
    async (_, route) => {
      await renderApp(route.path);
      const vehicle = fleetSeed.find((v) => v.id === route.contentId)!;
      const page = fillDeep(vehiclePage(vehicle.id)!, { vehicle });
      expect(await screen.findByRole('heading', { level: 1, name: route.heading })).toBeTruthy();
      const main = screen.getByRole('main');
      expect(main.textContent).toContain(`From ${formatUsd(vehicle.dailyRateCents)}/day`);
      expect(main.textContent).toContain(`${formatUsd(vehicle.monthlyRateCents)}/month`);
      expect(main.textContent).toContain(page.licence.summary);
      for (const faq of page.faqs)
        expect(within(main).getByRole('heading', { level: 3, name: faq.question })).toBeTruthy();
      const book = within(main).getAllByRole('link', { name: 'Check availability' })[0]!;
      expect(book.getAttribute('href')).toBe(
        `/?vehicleType=${vehicle.category}&passengers=${vehicle.passengers}`,
      );
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
