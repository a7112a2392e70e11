import type { CustomerRecord } from '@convoy/domain/contracts/customer.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedQueryClient } from '../../../lib/shared-query-client';
import { renderApp } from '../../../test/render-app';
import { json, stubApi } from '../../../test/stub-api';

beforeEach(() => sharedQueryClient().clear());
afterEach(() => vi.unstubAllGlobals());

const key = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const session = (role: string) => () =>
  json(200, { admin: { email: `${role}@rent.test`, role }, csrfToken: 'token-7', idleMinutes: 30 });
const note = {
  id: '6a0c3a52-9a51-4c7e-9d1e-2b7c1f0a0001',
  text: 'Prefers the 8 am pickup.',
  pinned: false,
  author: 'agent@rent.test',
  createdAt: '2026-11-20T14:30:00.000Z',
};
const record: CustomerRecord = {
  key,
  name: 'Ada Okafor',
  emails: ['ada@example.com'],
  phones: ['+1 410 555 0199'],
  merged: [],
  mergedInto: null,
  bookings: [
    {
      code: 'CNV-AAAAAAA',
      status: 'pending_payment',
      vehicleName: '15 Passenger Van',
      pickupAt: '2026-12-04T14:00:00.000Z',
      returnAt: '2026-12-06T22:00:00.000Z',
      totalCents: 45_000,
      email: 'ada@example.com',
    },
  ],
  quotes: [],
  leads: [],
  invoices: [
    {
      number: 'INV-2026-000001',
      reservationCode: 'CNV-AAAAAAA',
      status: 'open',
      issuedOn: '2026-11-20',
      dueOn: '2026-12-04',
      totalCents: 45_000,
    },
  ],
  balanceCents: 45_000,
  drivers: [{ name: 'Ruth Ade', reservationCode: 'CNV-AAAAAAA' }],
  certificates: [],
  notes: [note],
  audit: [
    {
      at: '2026-11-20T14:31:00.000Z',
      actor: 'agent@rent.test',
      action: 'customer record viewed',
      summary: 'x',
    },
  ],
};

function stubRecord(role = 'manager') {
  return stubApi({
    '/api/admin/session': session(role),
    [`/api/admin/customers/${key}`]: () => json(200, record),
    [`/api/admin/customers/${key}/notes`]: (init) =>
      json(201, { ...note, id: '6a0c3a52-9a51-4c7e-9d1e-2b7c1f0a0002', ...JSON.parse(String(init?.body)) }),
    [`/api/admin/customers/notes/${note.id}`]: (init) =>
      json(200, { ...note, ...JSON.parse(String(init?.body)) }),
  });
}

describe('a customer’s record in the back office', { timeout: 20_000 }, () => {
  it('shows the person, their bookings in words, balance, drivers and trail', async () => {
    stubRecord();
    await renderApp(`/admin?view=customer&key=${key}`);
    await screen.findByRole('heading', { name: 'Customer: Ada Okafor' });
    const bookings = screen.getByRole('table', { name: 'Bookings' });
    expect(bookings.textContent).toContain('Waiting for payment');
    expect(bookings.textContent).not.toContain('pending_payment');
    expect(screen.getByText('Balance owed: $450.00')).toBeTruthy();
    expect(screen.getByText('Ruth Ade (CNV-AAAAAAA)')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Audit trail' }).textContent).toContain(
      'customer record viewed',
    );
    // A manager may export and erase.
    expect(screen.getByRole('link', { name: 'Export everything held (JSON)' }).getAttribute('href')).toBe(
      `/api/admin/customers/${key}/export`,
    );
  });

  it('adds a note and pins one, sending the CSRF token', async () => {
    const calls = stubRecord('agent');
    await renderApp(`/admin?view=customer&key=${key}`);
    await screen.findByText('Prefers the 8 am pickup.');
    // An agent writes notes but neither exports nor erases.
    expect(screen.queryByRole('link', { name: 'Export everything held (JSON)' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: /^Note/ }), {
      target: { value: 'Call the school office.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add a note' }));
    await screen.findByText('Call the school office.');
    const sent = calls.find((c) => c.url === `/api/admin/customers/${key}/notes`);
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ text: 'Call the school office.', pinned: false });

    const notes = screen.getByRole('region', { name: 'Notes by staff' });
    fireEvent.click(within(notes).getByRole('button', { name: 'Pin the note “Prefers the 8 am pickup.”' }));
    await within(notes).findByRole('button', { name: 'Unpin the note “Prefers the 8 am pickup.”' });
    const patch = calls.find((c) => c.init?.method === 'PATCH');
    expect(patch?.init?.headers).toMatchObject({ 'x-csrf-token': 'token-7' });
    expect(JSON.parse(String(patch?.init?.body))).toEqual({ pinned: true });
  });

  it('shows a viewer the record with no note editor, no pin, no merge, no export and no erase', async () => {
    stubRecord('viewer');
    await renderApp(`/admin?view=customer&key=${key}`);
    await screen.findByText('Prefers the 8 am pickup.');
    expect(screen.getByRole('table', { name: 'Bookings' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Note/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a note' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Pin|Unpin) the note/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /merge/i })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Export everything held (JSON)' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Erase their personal data' })).toBeNull();
  });

  it('asks for ERASE typed before erasing', async () => {
    const calls = stubRecord();
    await renderApp(`/admin?view=customer&key=${key}`);
    await screen.findByRole('heading', { name: 'Customer: Ada Okafor' });
    fireEvent.click(screen.getByRole('button', { name: 'Erase their personal data' }));
    await screen.findAllByText('Type ERASE to confirm.');
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/erase'))).toBe(false));
  });
});
