import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedQueryClient } from '../../../lib/shared-query-client';
import { renderApp } from '../../../test/render-app';
import { json, stubApi } from '../../../test/stub-api';

beforeEach(() => sharedQueryClient().clear());
afterEach(() => vi.unstubAllGlobals());

const session = (role: string) => () =>
  json(200, { admin: { email: `${role}@rent.test`, role }, csrfToken: 'token-7', idleMinutes: 30 });
const low = {
  id: '6a0c3a52-9a51-4c7e-9d1e-2b7c1f0a0002',
  code: 'CNV-7K3M9Q',
  rating: 2,
  comment: 'The van smelled of smoke.',
  author: 'Grace H.',
  vehicleName: '15 Passenger Van',
  locationName: 'Baltimore Harbor',
  consentToPublish: false,
  submittedAt: '2026-07-09T14:00:00.000Z',
  publishedAt: null,
  followUp: { status: 'open', resolvedAt: null, resolvedBy: null, note: null },
};
const high = {
  ...low,
  id: '6a0c3a52-9a51-4c7e-9d1e-2b7c1f0a0003',
  rating: 5,
  comment: 'Spotless.',
  author: 'Ada L.',
  consentToPublish: true,
  followUp: null,
};

function stub(role = 'manager') {
  return stubApi({
    '/api/admin/session': session(role),
    '/api/admin/reviews': () => json(200, { reviews: [low, high] }),
    [`/api/admin/reviews/${low.id}/resolve`]: () => new Response(null, { status: 204 }),
    [`/api/admin/reviews/${high.id}/publish`]: () =>
      json(200, { ...high, publishedAt: '2026-07-10T09:00:00.000Z' }),
  });
}

describe('reviews in the back office', { timeout: 20_000 }, () => {
  it('resolves a low rating’s follow-up with a note, and publishes only a review whose writer agreed', async () => {
    const calls = stub();
    await renderApp('/admin?view=reviews');
    const table = await screen.findByRole('table', { name: 'Reviews, newest first' });
    await within(table).findByText('The van smelled of smoke.');
    expect(within(table).getByText('Follow-up needed')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Publish Grace H.’s review' })).toBeNull();

    fireEvent.click(within(table).getByRole('button', { name: 'Resolve Grace H.’s follow-up' }));
    fireEvent.change(within(table).getByLabelText('What was done'), {
      target: { value: 'Called her; refunded.' },
    });
    fireEvent.click(within(table).getByRole('button', { name: 'Mark resolved' }));
    fireEvent.click(within(table).getByRole('button', { name: 'Publish Ada L.’s review' }));
    await vi.waitFor(() => {
      expect(calls.some((c) => c.url === `/api/admin/reviews/${high.id}/publish`)).toBe(true);
      expect(calls.some((c) => c.url === `/api/admin/reviews/${low.id}/resolve`)).toBe(true);
    });
    const resolved = calls.find((c) => c.url.endsWith('/resolve'));
    expect(JSON.parse(String(resolved?.init?.body))).toEqual({ note: 'Called her; refunded.' });
  });

  it('shows a viewer the reviews with nothing to change', async () => {
    stub('viewer');
    await renderApp('/admin?view=reviews');
    const table = await screen.findByRole('table', { name: 'Reviews, newest first' });
    await within(table).findByText('Spotless.');
    expect(within(table).queryByRole('button')).toBeNull();
  });
});
