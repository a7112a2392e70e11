import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedQueryClient } from '../../../lib/shared-query-client';
import { renderApp } from '../../../test/render-app';
import { json, stubApi } from '../../../test/stub-api';

beforeEach(() => sharedQueryClient().clear());
afterEach(() => vi.unstubAllGlobals());

const fleet = {
  locations: [{ id: 'baltimore', name: 'Baltimore Harbor' }],
  classes: [
    { id: '15-passenger-van', name: '15 Passenger Van' },
    { id: 'minivan', name: 'Minivan' },
  ],
};
const demo = [
  { id: 'tires', label: 'Tires: tread depth and no cuts or bulges', safety: true, appliesAt: 'both' },
  { id: 'cleanliness', label: 'Cleanliness: inside swept', safety: false, appliesAt: 'both' },
];
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

function stubChecklists(role = 'manager') {
  return stubApi({
    '/api/admin/session': () =>
      json(200, { admin: { email: 'ops@rent.test', role }, csrfToken: 'token-5', idleMinutes: 30 }),
    '/api/admin/fleet': () => json(200, fleet),
    '/api/admin/inspection-checklists/15-passenger-van': (init) =>
      init?.method === 'PUT'
        ? json(200, {
            classId: '15-passenger-van',
            className: '15 Passenger Van',
            saved: true,
            ...bodyOf(init),
          })
        : json(200, {
            classId: '15-passenger-van',
            className: '15 Passenger Van',
            saved: false,
            items: demo,
          }),
  });
}

describe('the Inspection checklists view (decision 034)', () => {
  it('shows a class’s demo checklist, and saves it with an item added and one removed', async () => {
    const calls = stubChecklists();
    await renderApp('/admin?view=inspections');
    expect(await screen.findByRole('heading', { level: 2, name: 'Inspection checklists' })).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Checklist of the 15 Passenger Van' });
    expect(within(form).getByText(/it has the demo checklist/)).toBeTruthy();
    const tires = within(form).getByRole('group', { name: 'Item 1' });
    expect(within(tires).getByLabelText(/Safety item/)).toHaveProperty('checked', true);
    expect(within(tires).getByLabelText('When')).toHaveProperty('value', 'both');

    fireEvent.click(within(form).getByRole('button', { name: 'Remove item 2' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add an item' }));
    const added = within(form).getByRole('group', { name: 'Item 2' });
    fireEvent.change(within(added).getByLabelText(/What to check/), {
      target: { value: 'Wheelchair lift: raises and stows' },
    });
    fireEvent.click(within(added).getByLabelText(/Safety item/));
    fireEvent.change(within(added).getByLabelText('When'), { target: { value: 'check_out' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the checklist' }));

    await waitFor(() => expect(calls.some((c) => c.init?.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.init?.method === 'PUT')!;
    expect(put.init?.headers).toMatchObject({ 'x-csrf-token': 'token-5' });
    expect(bodyOf(put.init)).toEqual({
      items: [
        demo[0],
        {
          id: 'wheelchair-lift-raises-and-stows',
          label: 'Wheelchair lift: raises and stows',
          safety: true,
          appliesAt: 'check_out',
        },
      ],
    });
    await waitFor(() => expect(screen.getByText('The checklist saved for this class.')).toBeTruthy());
  });

  it('names an item left empty on its field and sends nothing', async () => {
    const calls = stubChecklists();
    await renderApp('/admin?view=inspections');
    const form = await screen.findByRole('form', { name: 'Checklist of the 15 Passenger Van' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add an item' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save the checklist' }));
    const label = within(within(form).getByRole('group', { name: 'Item 3' })).getByLabelText(/What to check/);
    await waitFor(() => expect(label.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.some((c) => c.init?.method === 'PUT')).toBe(false);
  });
});
