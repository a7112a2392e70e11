import { staffRoles } from '@convoy/domain/contracts/staff.schema';
import { staffAccess } from '@convoy/domain/rules/staff-access';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { viewArea } from '../api/use-staff-access';
import { navGroups } from './admin-nav';
import { AdminNavDrawer, AdminSideNav } from './admin-side-nav';

const scope = { location: 'denver', day: '2026-12-02' };

describe('the back office navigation (decision 041)', () => {
  it('groups each role’s views under the staff area the server checks, leaving out what it may not read', () => {
    for (const role of staffRoles) {
      for (const group of navGroups(role)) {
        expect(staffAccess(role, group.area), `${role} reads ${group.area}`).not.toBe('none');
        for (const view of group.views) expect(viewArea[view]).toBe(group.area);
      }
    }
    expect(navGroups('agent').map((g) => g.area)).toEqual(['bookings', 'counter', 'fleet']);
    expect(navGroups('viewer').flatMap((g) => g.views)).not.toContain('staff');
    expect(navGroups('viewer').flatMap((g) => g.views)).not.toContain('audit');
    expect(navGroups('owner').flatMap((g) => g.views)).toContain('staff');
  });

  it('names each group by its area in words and keeps the location and day on every link', () => {
    render(
      <MemoryRouter>
        <AdminSideNav staffRole="agent" current="units" scope={scope} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(
      '/admin?location=denver&day=2026-12-02',
    );
    const counter = within(nav).getByRole('list', { name: 'Counter' });
    expect(
      within(counter)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Today', 'Calendar', 'Damage claims']);
    expect(within(nav).getByRole('link', { name: 'Units' }).getAttribute('href')).toBe(
      '/admin?view=units&location=denver&day=2026-12-02',
    );
    expect(within(nav).getByRole('link', { name: 'Units' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).queryByRole('list', { name: 'Money' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Invoices' })).toBeNull();
  });

  it('opens behind a Menu button as a dialog that Escape closes, giving the focus back', async () => {
    render(
      <MemoryRouter>
        <AdminNavDrawer staffRole="viewer" current="dashboard" scope={scope} />
      </MemoryRouter>,
    );
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Back office' })).toBeNull();
    fireEvent.click(menu);
    const dialog = await screen.findByRole('dialog', { name: 'Back office navigation' });
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(within(dialog).getByRole('link', { name: 'Invoices' })).toBeTruthy();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(menu));
  });

  it('closes when a link is chosen', async () => {
    render(
      <MemoryRouter>
        <AdminNavDrawer staffRole="owner" current="dashboard" scope={scope} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Back office navigation' });
    fireEvent.click(within(dialog).getByRole('link', { name: 'Staff' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
