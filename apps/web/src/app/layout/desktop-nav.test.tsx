import { topNavigation } from '@convoy/domain/content/navigation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

const menus = topNavigation.flatMap((item) => (item.kind === 'menu' ? [item] : []));

async function mainNav() {
  await renderApp('/');
  // Desktop bar: the <nav> outside any dialog (CSS, which hides it on phones, is not loaded here).
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('desktop navigation', () => {
  it('lists the top items of the navigation data, in order', async () => {
    const nav = await mainNav();
    const items = within(nav)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.parentElement?.parentElement === nav);
    // Each item's own button or link (a menu's panel, built hidden once the page is idle, follows it).
    expect(items.map((li) => li.firstElementChild?.textContent)).toEqual(topNavigation.map((i) => i.label));
    for (const item of topNavigation) {
      if (item.kind === 'link')
        expect(within(nav).getByRole('link', { name: item.label }).getAttribute('href')).toBe(item.to);
      else
        expect(within(nav).getByRole('button', { name: item.label }).getAttribute('aria-expanded')).toBe(
          'false',
        );
    }
  });

  it('shows the tasks renters come back for in a line of their own, beside SPEC §2’s items', async () => {
    const nav = await mainNav();
    const tasks = screen.getByRole('navigation', { name: 'Book and manage' });
    expect(nav.contains(tasks)).toBe(false);
    expect(
      within(tasks)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Manage your booking', '/manage'],
      ['Request a group quote', '/quote'],
      ['Organization accounts', '/organisations'],
      ['Locations', '/locations'],
    ]);
  });

  it.each(menus.map((m) => [m.label, m] as const))(
    '%s opens with its groups and links in order',
    async (_label, menu) => {
      const user = userEvent.setup();
      const nav = await mainNav();
      const trigger = within(nav).getByRole('button', { name: menu.label });
      await user.click(trigger);
      await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('true'));
      const panel = document.getElementById(trigger.getAttribute('aria-controls')!)!;
      const groups = within(panel).getAllByRole('group');
      expect(groups).toHaveLength(menu.groups.length);
      menu.groups.forEach((group, i) => {
        const el = groups[i]!;
        if (group.label) expect(within(panel).getByRole('group', { name: group.label })).toBe(el);
        const entries = within(el).getAllByRole('listitem');
        expect(entries.map((li) => li.textContent?.replace('Not yet available', ''))).toEqual(
          group.links.map((l) => l.label),
        );
        group.links.forEach((link, j) => {
          const anchor = within(entries[j]!).queryByRole('link');
          if (link.to === null) {
            // SPEC Part B §9: Cars is shown as not yet available and is not a link.
            expect(anchor).toBeNull();
            expect(entries[j]!.querySelector('[aria-disabled="true"]')?.textContent).toContain(
              'Not yet available',
            );
          } else {
            expect(anchor?.getAttribute('href')).toBe(link.to);
          }
        });
      });
    },
  );

  it('opens a menu from the keyboard with ArrowDown and moves into it', async () => {
    const user = userEvent.setup();
    const nav = await mainNav();
    const trigger = within(nav).getByRole('button', { name: 'Our Fleet' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('15 Passenger Activity Bus'));
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
  });
});
