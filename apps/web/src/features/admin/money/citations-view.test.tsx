import type { CitationItem } from '@convoy/domain/contracts/citation.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedQueryClient } from '../../../lib/shared-query-client';
import { renderApp } from '../../../test/render-app';
import { json, stubApi } from '../../../test/stub-api';

beforeEach(() => sharedQueryClient().clear());
afterEach(() => vi.unstubAllGlobals());

const session = (role: string) => () =>
  json(200, { admin: { email: `${role}@rent.test`, role }, csrfToken: 'token-7', idleMinutes: 30 });
const queued: CitationItem = {
  id: '6a0c3a52-9a51-4c7e-9d1e-2b7c1f0a0011',
  agency: 'Maryland Transportation Authority',
  reference: 'MD-4411',
  kind: 'toll',
  plate: 'TST101',
  plateState: 'MD',
  at: '2026-07-06T14:00:00+00:00',
  place: '',
  amountCents: 600,
  adminFeeCents: 0,
  status: 'queued',
  reservationCode: null,
  vehicle: null,
  note: '',
  addressKnown: false,
};
const charged: CitationItem = {
  ...queued,
  id: '6a0c3a52-9a51-4c7e-9d1e-2b7c1f0a0012',
  reference: 'MD-4412',
  kind: 'camera',
  status: 'charged',
  adminFeeCents: 2_500,
  reservationCode: 'CNV-7K3M9Q',
  vehicle: { classId: '15-passenger-van', seq: 1 },
};
/** A charged notice whose driver gave their address before pickup. */
const known: CitationItem = {
  ...charged,
  id: '6a0c3a52-9a51-4c7e-9d1e-2b7c1f0a0013',
  reference: 'MD-4413',
  addressKnown: true,
};

function stub(role = 'manager') {
  return stubApi({
    '/api/admin/session': session(role),
    '/api/admin/citations/sources': () => json(200, { sources: [] }),
    '/api/admin/citations/items': () => json(200, { items: [queued, charged, known] }),
    [`/api/admin/citations/items/${queued.id}/assign`]: (init) =>
      json(200, {
        ...queued,
        status: 'charged',
        reservationCode: JSON.parse(String(init?.body)).reservationCode,
      }),
    [`/api/admin/citations/items/${charged.id}/transfer`]: () =>
      json(200, { ...charged, status: 'transferred' }),
    [`/api/admin/citations/items/${known.id}/transfer`]: () => json(200, { ...known, status: 'transferred' }),
  });
}

describe('tolls and citations in the back office', { timeout: 20_000 }, () => {
  it('assigns a queued notice to a booking with an Idempotency-Key, and it moves to the charged ones', async () => {
    const calls = stub();
    await renderApp('/admin?view=citations');
    const queue = await screen.findByRole('table', { name: 'Notices no booking matched' });
    await within(queue).findByText('MD-4411');
    expect(queue.textContent).toContain('Toll, Maryland Transportation Authority');
    fireEvent.click(within(queue).getByRole('button', { name: 'Assign notice MD-4411 to a booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign to a booking' });
    fireEvent.change(within(dialog).getByLabelText(/^Booking code/), { target: { value: 'cnv-7k3m9q' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign to a booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = calls.find((c) => c.url.endsWith('/assign'));
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ reservationCode: 'CNV-7K3M9Q' });
    expect(Object.keys(sent?.init?.headers ?? {})).toContain('Idempotency-Key');
    await screen.findByText('Notice MD-4411 charged to CNV-7K3M9Q.');
    const decided = screen.getByRole('table', {
      name: 'Notices charged, disputed, transferred or dismissed',
    });
    expect(within(decided).getByText('MD-4411')).toBeTruthy();
  });

  it('transfers liability with the driver’s address, then offers the nomination letter', async () => {
    const calls = stub();
    await renderApp('/admin?view=citations');
    const decided = await screen.findByRole('table', {
      name: 'Notices charged, disputed, transferred or dismissed',
    });
    await within(decided).findByText('MD-4412');
    expect(decided.textContent).toContain('$25.00');
    fireEvent.click(within(decided).getByRole('button', { name: 'Transfer liability for notice MD-4412' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer liability' });
    fireEvent.change(within(dialog).getByLabelText(/^Driver’s address/), {
      target: { value: '12 Harbor Street, Baltimore, MD 21230' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer liability' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = calls.find((c) => c.url.endsWith('/transfer'));
    expect(JSON.parse(String(sent?.init?.body))).toEqual({
      address: '12 Harbor Street, Baltimore, MD 21230',
    });
    const letter = await screen.findByRole('link', { name: 'Nomination letter for notice MD-4412 (PDF)' });
    expect(letter.getAttribute('href')).toBe(`/api/admin/citations/items/${charged.id}/nomination.pdf`);
    expect(within(decided).getByText('Liability transferred')).toBeTruthy();
  });

  it('asks for the driver’s address only when there is none, and uses the one the driver gave before pickup', async () => {
    const calls = stub();
    await renderApp('/admin?view=citations');
    const decided = await screen.findByRole('table', {
      name: 'Notices charged, disputed, transferred or dismissed',
    });
    await within(decided).findByText('MD-4413');
    fireEvent.click(within(decided).getByRole('button', { name: 'Transfer liability for notice MD-4412' }));
    let dialog = await screen.findByRole('dialog', { name: 'Transfer liability' });
    expect(dialog.textContent).not.toContain('The address the driver gave before pickup is used');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer liability' }));
    const asked = within(dialog).getByLabelText(/^Driver’s address/);
    await waitFor(() => expect(asked.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.some((c) => c.url.endsWith(`${charged.id}/transfer`))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(decided).getByRole('button', { name: 'Transfer liability for notice MD-4413' }));
    dialog = await screen.findByRole('dialog', { name: 'Transfer liability' });
    expect(dialog.textContent).toContain('The address the driver gave before pickup is used');
    expect(within(dialog).getByLabelText(/^Another address for the driver/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer liability' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = calls.find((c) => c.url.endsWith(`${known.id}/transfer`));
    expect(JSON.parse(String(sent?.init?.body))).toEqual({});
    await screen.findByRole('link', { name: 'Nomination letter for notice MD-4413 (PDF)' });
  });

  it('shows a viewer the notices without the forms or the actions', async () => {
    stub('viewer');
    await renderApp('/admin?view=citations');
    const queue = await screen.findByRole('table', { name: 'Notices no booking matched' });
    await within(queue).findByText('MD-4411');
    expect(screen.queryByRole('form', { name: 'Import a file' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Assign notice/ })).toBeNull();
  });
});
