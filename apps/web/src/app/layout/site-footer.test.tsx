import { brand } from '@convoy/domain/content/brand';
import { findRouteEntry } from '@convoy/domain/content/route-entries';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { footerSections } from './footer-links';

describe('site footer', () => {
  it('links only to pages of the route table', () => {
    const dead = footerSections.flatMap((s) => s.links).filter((l) => !findRouteEntry(l.to));
    expect(dead).toEqual([]);
  });

  it('names the owner company with a copyright line for the current year (SPEC §1)', async () => {
    await renderApp('/contact');
    const footer = screen.getByRole('contentinfo');
    const year = new Date().getFullYear();
    expect(within(footer).getByText(`© ${year} ${brand.ownerCompany} All rights reserved.`)).toBeTruthy();
    const nav = within(footer).getByRole('navigation', { name: 'Footer' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(footerSections.flatMap((s) => s.links.map((l) => l.to)));
  });
});
