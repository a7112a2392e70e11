import type { DoNotRentEntry } from '@convoy/domain/contracts/do-not-rent.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedQueryClient } from '../../../lib/shared-query-client';
import { renderApp } from '../../../test/render-app';
import { json, stubApi } from '../../../test/stub-api';

beforeEach(() => sharedQueryClient().clear());
afterEach(() => vi.unstubAllGlobals());

const session = (role: string) => () =>
  json(200, { admin: { email: `${role}@rent.test`, role }, csrfToken: 'token-7', idleMinutes: 30 });
const entry: DoNotRentEntry = {
  id: '6a0c3a52-9a51-4c7e-9d1e-2b7c1f0a0001',
  nameMasked: 'D… Ö…',
  bornIn: '1979',
  licenceOnFile: true,
  licenceState: 'MD',
  emailMasked: 'd…@example.com',
  phoneMasked: null,
  reason: 'Left a van damaged and unpaid',
  createdBy: 'manager@rent.test',
  createdAt: '2026-11-20T14:30:00.000Z',
  lapsesOn: null,
  active: true,
};

function stubList(listed: DoNotRentEntry = entry) {
  return stubApi({
    '/api/admin/session': session('manager'),
    '/api/admin/do-not-rent': () => json(200, { entries: [listed] }),
    [`/api/admin/do-not-rent/${entry.id}`]: (init) =>
      json(200, { ...listed, ...JSON.parse(String(init?.body)) }),
    '/api/admin/do-not-rent/overrides': (init) =>
      json(201, {
        reservationCode: JSON.parse(String(init?.body)).reservationCode,
        entryIds: [entry.id],
        at: '2026-11-29T10:00:00.000Z',
      }),
  });
}

async function openEdit() {
  await renderApp('/admin?view=do-not-rent');
  const table = await screen.findByRole('table', { name: 'Entries' });
  await within(table).findByText('Left a van damaged and unpaid');
  fireEvent.click(within(table).getByRole('button', { name: 'Edit the reason and lapse date of D… Ö…' }));
  return screen.findByRole('dialog', { name: 'Edit the entry D… Ö…' });
}

describe('the do-not-rent list in the back office', { timeout: 20_000 }, () => {
  it('edits an entry’s reason and lapse date, sending only what changed', async () => {
    const calls = stubList();
    const dialog = await openEdit();
    const reason = within(dialog).getByLabelText(/^Reason/);
    expect((reason as HTMLTextAreaElement).value).toBe('Left a van damaged and unpaid');
    fireEvent.change(reason, { target: { value: 'Left a van damaged; paid in full since' } });
    fireEvent.change(within(dialog).getByLabelText(/^Lapses on/), { target: { value: '2027-06-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const patch = calls.find((c) => c.init?.method === 'PATCH');
    expect(patch?.url).toBe(`/api/admin/do-not-rent/${entry.id}`);
    expect(patch?.init?.headers).toMatchObject({ 'x-csrf-token': 'token-7' });
    expect(JSON.parse(String(patch?.init?.body))).toEqual({
      reason: 'Left a van damaged; paid in full since',
      lapsesOn: '2027-06-01',
    });
    const row = screen.getByRole('table', { name: 'Entries' });
    await within(row).findByText('Left a van damaged; paid in full since');
    expect(row.textContent).toContain('2027-06-01');
  });

  it('asks for a change before sending, and sends an emptied lapse date as none', async () => {
    const calls = stubList({ ...entry, lapsesOn: '2027-01-01' });
    const dialog = await openEdit();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await within(dialog).findAllByText('Change the reason or the lapse date.');
    expect(calls.some((c) => c.init?.method === 'PATCH')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/^Lapses on/), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const patch = calls.find((c) => c.init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.init?.body))).toEqual({ lapsesOn: null });
    expect(screen.getByRole('table', { name: 'Entries' }).textContent).toContain('Never');
  });

  it('lets a held booking through by its code only with a reason', async () => {
    const calls = stubList();
    await renderApp('/admin?view=do-not-rent');
    const form = await screen.findByRole('form', { name: 'Let one booking through' });
    fireEvent.change(within(form).getByLabelText(/^Booking code/), { target: { value: 'cnv-7k3m9q' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record override' }));
    await within(form).findAllByText('Enter why this booking may go ahead.');
    expect(calls.some((c) => c.url.endsWith('/overrides'))).toBe(false);
    fireEvent.change(within(form).getByLabelText(/^Why it may go ahead/), {
      target: { value: 'A namesake: licence checked' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Record override' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/overrides'))).toBe(true));
    const sent = calls.find((c) => c.url.endsWith('/overrides'));
    expect(JSON.parse(String(sent?.init?.body))).toEqual({
      reservationCode: 'CNV-7K3M9Q',
      reason: 'A namesake: licence checked',
    });
  });
});
