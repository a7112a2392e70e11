import type { Claim } from '@convoy/domain/contracts/claim.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedQueryClient } from '../../../../lib/shared-query-client';
import { renderApp } from '../../../../test/render-app';
import { json, stubApi } from '../../../../test/stub-api';

beforeEach(() => sharedQueryClient().clear());
afterEach(() => vi.unstubAllGlobals());

const session = (role: string) => () =>
  json(200, { admin: { email: `${role}@rent.test`, role }, csrfToken: 'token-7', idleMinutes: 30 });
const id = '6a0c3a52-9a51-4c7e-9d1e-2b7c1f0a0002';
const split = {
  repairCents: 0,
  lossOfUseDays: 0,
  lossOfUseCents: 0,
  adminFeeCents: 0,
  totalCents: 0,
  coveredCents: 0,
  renterCents: 0,
  depositCents: 0,
  invoiceCents: 0,
  lines: [],
  words: 'The claim comes to $0.00.',
};
const claim: Claim = {
  id,
  code: 'CNV-7K3M9Q',
  vehicle: '15 Passenger Van 1',
  locationId: 'baltimore',
  status: 'open',
  cover: 'none',
  marks: 1,
  renterCents: null,
  openedAt: '2026-11-30T10:30:00-05:00',
  classId: '15-passenger-van',
  seq: 1,
  state: 'MD',
  newMarks: [{ view: 'front', x: 0.5, y: 0.5, note: 'dent in the bumper' }],
  photos: {
    before: [{ id: 'p1', url: '/api/admin/counter/CNV-7K3M9Q/photos/p1' }],
    after: [{ id: 'p2', url: '/api/admin/counter/CNV-7K3M9Q/photos/p2' }],
  },
  insurer: null,
  lines: [],
  lossOfUseDays: 0,
  dailyRateCents: 17_900,
  adminFeeCents: 0,
  limits: { deductibleCents: 0, lossOfUseMaxDays: 30, adminFeeMaxCents: 15_000, renterMaxCents: null },
  split,
  letterUrl: null,
  invoiceNumber: null,
  waiveReason: null,
  history: [{ at: '2026-11-30T10:30:00-05:00', action: 'claim opened', by: 'agent@rent.test' }],
};
const estimated: Claim = {
  ...claim,
  status: 'estimated',
  renterCents: 181_200,
  lines: [{ description: 'Replace the front bumper', amountCents: 120_000 }],
  lossOfUseDays: 3,
  adminFeeCents: 7_500,
  split: {
    ...split,
    repairCents: 120_000,
    lossOfUseDays: 3,
    lossOfUseCents: 53_700,
    adminFeeCents: 7_500,
    totalCents: 181_200,
    renterCents: 181_200,
    depositCents: 50_000,
    invoiceCents: 131_200,
    lines: [{ label: 'Damage repair, 15 Passenger Van 1', amountCents: 120_000 }],
    words: 'The claim comes to $1,812.00.',
  },
};

describe('a damage claim in the back office', { timeout: 20_000 }, () => {
  it('shows the photos side by side, sends the estimate in cents and settles with an Idempotency-Key', async () => {
    const calls = stubApi({
      '/api/admin/session': session('agent'),
      [`/api/admin/claims/${id}`]: () => json(200, claim),
      [`/api/admin/claims/${id}/estimate`]: () => json(200, estimated),
      [`/api/admin/claims/${id}/settle`]: () =>
        json(200, { ...estimated, status: 'settled', invoiceNumber: 'INV-2026-000042' }),
    });
    await renderApp(`/admin?view=claims&claim=${id}`);
    await screen.findByRole('heading', { name: 'Damage claim: 15 Passenger Van 1, booking CNV-7K3M9Q' });
    const photos = screen.getByRole('region', { name: 'Photos before and after' });
    expect(within(photos).getByRole('img', { name: 'At check-out, photo 1' })).toBeTruthy();
    expect(within(photos).getByRole('img', { name: 'At the return, photo 1' })).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Estimate' });
    fireEvent.change(within(form).getByLabelText('What is repaired'), {
      target: { value: 'Replace the front bumper' },
    });
    fireEvent.change(within(form).getByLabelText('Amount ($)'), { target: { value: '1,200' } });
    fireEvent.change(within(form).getByLabelText('Loss of use (days)'), { target: { value: '3' } });
    fireEvent.change(within(form).getByLabelText('Admin fee ($)'), { target: { value: '75' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the estimate' }));
    const who = await screen.findByRole('region', { name: 'Who pays' });
    const put = calls.find((c) => c.init?.method === 'PUT');
    expect(JSON.parse(String(put?.init?.body))).toEqual({
      lines: [{ description: 'Replace the front bumper', amountCents: 120_000 }],
      lossOfUseDays: 3,
      adminFeeCents: 7_500,
    });
    expect(within(who).getByRole('row', { name: /On a supplementary invoice/ }).textContent).toContain(
      '$1,312.00',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Capture deposit and invoice the rest' }));
    await screen.findByText('Supplementary invoice INV-2026-000042');
    const settle = calls.find((c) => c.url.endsWith('/settle'));
    expect(settle?.init?.headers).toMatchObject({ 'x-csrf-token': 'token-7' });
    expect(Object.keys(settle?.init?.headers ?? {})).toContain('Idempotency-Key');
  });

  it('lets a manager waive a claim with its reason, once per Idempotency-Key', async () => {
    const calls = stubApi({
      '/api/admin/session': session('manager'),
      [`/api/admin/claims/${id}`]: () => json(200, estimated),
      [`/api/admin/claims/${id}/waive`]: (init) =>
        json(200, { ...estimated, status: 'waived', waiveReason: JSON.parse(String(init?.body)).reason }),
    });
    await renderApp(`/admin?view=claims&claim=${id}`);
    const form = await screen.findByRole('form', { name: 'Waive the claim' });
    fireEvent.click(within(form).getByRole('button', { name: 'Waive the claim' }));
    await within(form).findAllByText('Say why the claim is waived.');
    expect(calls.some((c) => c.url.endsWith('/waive'))).toBe(false);
    fireEvent.change(within(form).getByLabelText('Why it is waived'), {
      target: { value: 'Hail on the lot, not the renter' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Waive the claim' }));
    await screen.findByText('Waived: Hail on the lot, not the renter');
    const waive = calls.find((c) => c.url.endsWith('/waive'))!;
    expect(JSON.parse(String(waive.init?.body))).toEqual({ reason: 'Hail on the lot, not the renter' });
    expect(Object.keys(waive.init?.headers ?? {})).toContain('Idempotency-Key');
    expect(screen.queryByRole('form', { name: 'Waive the claim' })).toBeNull();
  });

  it('offers a counter agent no waiver: it is the money area’s', async () => {
    stubApi({
      '/api/admin/session': session('agent'),
      [`/api/admin/claims/${id}`]: () => json(200, estimated),
    });
    await renderApp(`/admin?view=claims&claim=${id}`);
    await screen.findByRole('form', { name: 'Estimate' });
    expect(screen.queryByRole('form', { name: 'Waive the claim' })).toBeNull();
  });

  it('says what is wrong beside an amount that is not money, and sends nothing', async () => {
    const calls = stubApi({
      '/api/admin/session': session('agent'),
      [`/api/admin/claims/${id}`]: () => json(200, claim),
    });
    await renderApp(`/admin?view=claims&claim=${id}`);
    const form = await screen.findByRole('form', { name: 'Estimate' });
    fireEvent.change(within(form).getByLabelText('What is repaired'), { target: { value: 'Bumper' } });
    fireEvent.change(within(form).getByLabelText('Amount ($)'), { target: { value: 'lots' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the estimate' }));
    await within(form).findAllByText('Enter the amount in dollars and cents.');
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'PUT')).toBe(false));
  });

  it('lists the claims, and lets the owner add a state’s limits, a blank cap sent as none', async () => {
    const everywhere = {
      state: '*',
      deductibleCents: 0,
      lossOfUseMaxDays: 30,
      adminFeeMaxCents: 15_000,
      renterMaxCents: null,
    };
    const calls = stubApi({
      '/api/admin/session': session('owner'),
      '/api/admin/fleet': () =>
        json(200, { classes: [], locations: [{ id: 'baltimore', name: 'Baltimore Harbor' }] }),
      '/api/admin/claims': () => json(200, { claims: [estimated] }),
      '/api/admin/claims/limits': (init) =>
        json(200, init?.method === 'PUT' ? JSON.parse(String(init.body)) : { limits: [everywhere] }),
    });
    await renderApp('/admin?view=claims');
    const table = await screen.findByRole('table', { name: 'Claims' });
    await within(table).findByRole('link', {
      name: 'Open the claim on 15 Passenger Van 1 of booking CNV-7K3M9Q',
    });
    expect(table.textContent).toContain('$1,812.00');
    const form = await screen.findByRole('form', { name: 'Limits per state' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add a state' }));
    const row = within(form).getByRole('group', { name: 'Limits row 2' });
    fireEvent.change(within(row).getByLabelText('State'), { target: { value: 'md' } });
    fireEvent.change(within(row).getByLabelText('Most days of loss of use'), { target: { value: '10' } });
    fireEvent.change(within(row).getByLabelText('Most a renter pays ($)'), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the limits' }));
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.init?.method === 'PUT');
    expect(JSON.parse(String(put?.init?.body)).limits[1]).toEqual({
      ...everywhere,
      state: 'MD',
      lossOfUseMaxDays: 10,
    });
  });
});
