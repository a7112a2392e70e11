import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { navigating, renderApp } from '../../test/render-app';

/**
 * The drawer and the next screen are chunks of their own, loaded on first use:
 * on a loaded machine the first import takes longer than findBy's default second.
 */
const lazyChunk = { timeout: 8000 };

describe('mobile navigation drawer (SPEC §2)', { timeout: 20_000 }, () => {
  it('opens titled Navigation Menu, expands nested sections and closes when a link is chosen', async () => {
    const user = userEvent.setup();
    const { pathname } = await renderApp('/');
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');

    await user.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: 'Navigation Menu' }, lazyChunk);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');

    const who = within(drawer).getByRole('button', { name: 'Who We Serve' });
    expect(who.getAttribute('aria-expanded')).toBe('false');
    await user.click(who);
    expect(who.getAttribute('aria-expanded')).toBe('true');
    const personal = within(drawer).getByRole('button', { name: 'Personal' });
    await user.click(personal);
    expect(personal.getAttribute('aria-expanded')).toBe('true');

    await navigating(() => user.click(within(drawer).getByRole('link', { name: 'Weddings' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vehicle rentals for weddings' }, lazyChunk),
    ).toBeTruthy();
    expect(pathname()).toBe('/weddings');
  });

  it('leads with the tasks renters come back for, under their own heading, before the menus', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation Menu' }, lazyChunk);
    const tasks = within(drawer).getByRole('region', { name: 'Book and manage' });
    const links = within(tasks).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Manage your booking', '/manage'],
      ['Request a group quote', '/quote'],
      ['Organization accounts', '/organisations'],
      ['Locations', '/locations'],
    ]);
    const who = within(drawer).getByRole('button', { name: 'Who We Serve' });
    expect(tasks.compareDocumentPosition(who) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows Cars as not yet available rather than as a link', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation Menu' }, lazyChunk);
    await user.click(within(drawer).getByRole('button', { name: 'Our Fleet' }));
    expect(within(drawer).getByText('Cars')).toBeTruthy();
    expect(within(drawer).queryByRole('link', { name: /Cars$/ })).toBeNull();
    expect(within(drawer).getByRole('link', { name: 'SUVs' }).getAttribute('href')).toBe('/suvs');
  });
});
