import { audiencePage } from '@convoy/domain/content/audience-pages';
import { audiences } from '@convoy/domain/content/audiences';
import { fillDeep } from '@convoy/domain/content/fill-brand';
import { fleetSeed } from '@convoy/domain/content/fleet';
import { routeEntries } from '@convoy/domain/content/route-entries';
import { demoCancellationWords } from '@convoy/domain/contracts/demo-cancellation-policy';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

const audienceRoutes = routeEntries.filter((r) => r.screen === 'audience' && r.locale === 'en');

describe('audience page template', () => {
  it('serves all 18 audience pages', () => {
    expect(audienceRoutes).toHaveLength(18);
  });

  it.each(audienceRoutes.map((r) => [r.path, r] as const))(
    '%s shows its heading, needs, recommended vehicles, FAQs and purpose-prefilled calls',
    async (_, route) => {
      await renderApp(route.path);
      const audience = audiences.find((a) => a.slug === route.contentId)!;
      const page = fillDeep(audiencePage(audience.slug)!, { values: demoCancellationWords });
      expect(await screen.findByRole('heading', { level: 1, name: route.heading })).toBeTruthy();
      const main = screen.getByRole('main');
      for (const need of page.needs)
        expect(within(main).getByRole('heading', { level: 3, name: need.title })).toBeTruthy();
      for (const { id } of page.recommendedVehicles) {
        const name = fleetSeed.find((v) => v.id === id)!.name;
        expect(within(main).getAllByRole('link', { name })[0]!.getAttribute('href')).toBe(`/${id}`);
      }
      for (const faq of page.faqs)
        expect(within(main).getByRole('heading', { level: 3, name: faq.question })).toBeTruthy();
      const quote = within(main).getAllByRole('link', { name: 'Request a quote' })[0]!;
      expect(quote.getAttribute('href')).toBe(`/quote?purpose=${audience.purpose}`);
    },
  );
});
