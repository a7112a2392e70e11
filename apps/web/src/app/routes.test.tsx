import { routeEntries } from '@convoy/domain/content/route-entries';
import { notFoundTitle } from '@convoy/domain/content/routes';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';

describe('app routes', () => {
  it.each([
    ['/', 'Convoy | Group Van, Bus & Truck Rentals'],
    ['/15-passenger-van', '15 Passenger Van Rental | Convoy'],
    ['/weddings', 'Weddings Vehicle Rentals | Convoy'],
    // SPEC §9: no title in the route table, derived from the last path segment. (The other such route,
    // /admin/optimize-images, sends an anonymous visitor to sign in; domain routes.test.ts covers its title.)
    ['/manage', 'Manage | Convoy'],
  ])('%s shows its heading and sets the title %s', async (path, title) => {
    await renderApp(path);
    const entry = routeEntries.find((r) => r.path === path)!;
    expect(await screen.findByRole('heading', { level: 1, name: entry.heading })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(title));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      entry.description,
    );
  });

  it('shows the not-found page for a path outside the route table', async () => {
    await renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Browse our fleet' }).getAttribute('href')).toBe('/#fleet');
    await waitFor(() => expect(document.title).toBe(notFoundTitle));
  });

  it('has one main landmark with the id the skip link targets', async () => {
    await renderApp('/terms');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main').id).toBe('main');
  });
});
