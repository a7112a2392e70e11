import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedQueryClient } from '../../../../lib/shared-query-client';
import { json, stubApi } from '../../../../test/stub-api';
import { AdminSearch } from './admin-search';

beforeEach(() => sharedQueryClient().clear());
afterEach(() => vi.unstubAllGlobals());

const answer = {
  groups: [
    {
      kind: 'booking',
      label: 'Bookings',
      results: [
        {
          id: 'r1',
          title: 'CNV-7Q4K2M',
          detail: 'Ada Okafor · 15-passenger van',
          href: '/admin?view=bookings&booking=CNV-7Q4K2M',
        },
      ],
    },
    {
      kind: 'vehicle',
      label: 'Vehicles',
      results: [
        {
          id: 'u1',
          title: 'V-1042 · 7ABC-123',
          detail: '15-passenger van · baltimore',
          href: '/admin?view=units&locationId=baltimore&classId=van',
        },
        {
          id: 'u2',
          title: 'V-1043 · 7ABC-124',
          detail: '15-passenger van · baltimore',
          href: '/admin?view=units&locationId=baltimore&classId=bus',
        },
      ],
    },
  ],
};

function renderSearch() {
  const where = { href: '' };
  function Spy() {
    const location = useLocation();
    where.href = `${location.pathname}${location.search}`;
    return null;
  }
  render(
    <QueryClientProvider client={sharedQueryClient()}>
      <MemoryRouter initialEntries={['/admin?view=today']}>
        <input aria-label="Some other field" />
        <AdminSearch />
        <Spy />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return where;
}

/** Types into the box and waits out the debounce. */
async function type(text: string) {
  fireEvent.change(screen.getByRole('combobox', { name: 'Find in the back office' }), {
    target: { value: text },
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
}

describe('the back office’s global search (decision 042)', () => {
  it('focuses on "/" outside a field and on Ctrl+K, but not on "/" typed in a field', () => {
    stubApi({ '/api/admin/search': () => json(200, { groups: [] }) });
    renderSearch();
    const box = screen.getByRole('combobox', { name: 'Find in the back office' });
    const other = screen.getByRole('textbox', { name: 'Some other field' });
    other.focus();
    fireEvent.keyDown(other, { key: '/' });
    expect(document.activeElement).toBe(other);
    other.blur();
    fireEvent.keyDown(document.body, { key: '/' });
    expect(document.activeElement).toBe(box);
    box.blur();
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    expect(document.activeElement).toBe(box);
  });

  it('groups the results by kind; arrows move through them, Enter opens the one chosen', async () => {
    const calls = stubApi({ '/api/admin/search': () => json(200, answer) });
    const where = renderSearch();
    const box = screen.getByRole('combobox', { name: 'Find in the back office' });
    box.focus();
    await type('7abc');
    const list = await screen.findByRole('listbox', { name: 'Results' });
    expect(calls.filter((c) => c.url.startsWith('/api/admin/search'))).toHaveLength(1);
    expect(calls.find((c) => c.url.startsWith('/api/admin/search'))?.url).toBe('/api/admin/search?q=7abc');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(within(list).getByRole('group', { name: 'Bookings' })).toBeTruthy();
    const vehicles = within(list).getByRole('group', { name: 'Vehicles' });
    expect(within(vehicles).getAllByRole('option')).toHaveLength(2);

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const first = screen.getByRole('option', { name: /CNV-7Q4K2M/ });
    expect(box.getAttribute('aria-activedescendant')).toBe(first.id);
    expect(first.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const third = screen.getByRole('option', { name: /V-1043/ });
    expect(box.getAttribute('aria-activedescendant')).toBe(third.id);
    // Past the last: back to the first; up from the first: the last.
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(first.id);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.getAttribute('aria-activedescendant')).toBe(third.id);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(where.href).toBe('/admin?view=units&locationId=baltimore&classId=van');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape, then clears the box on Escape again', async () => {
    stubApi({ '/api/admin/search': () => json(200, answer) });
    renderSearch();
    const box = screen.getByRole('combobox', { name: 'Find in the back office' }) as HTMLInputElement;
    box.focus();
    await type('7abc');
    await screen.findByRole('option', { name: /CNV-7Q4K2M/ });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('option')).toBeNull();
    expect(box.value).toBe('7abc');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.value).toBe('');
  });

  it('says "No results for …", and asks nothing for one character', async () => {
    const calls = stubApi({ '/api/admin/search': () => json(200, { groups: [] }) });
    renderSearch();
    screen.getByRole('combobox', { name: 'Find in the back office' }).focus();
    await type('z');
    expect(calls.filter((c) => c.url.startsWith('/api/admin/search'))).toHaveLength(0);
    await type('zzqq');
    expect(await screen.findByText('No results for “zzqq”.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('No results for “zzqq”.');
  });
});
