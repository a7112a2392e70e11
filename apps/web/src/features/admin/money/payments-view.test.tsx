import type { AdminPaymentRow } from '@convoy/domain/contracts/admin-money.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminSession, testPaymentRow } from '../../../test/money-fixtures';
import { renderApp } from '../../../test/render-app';
import { json, stubApi } from '../../../test/stub-api';

afterEach(() => vi.unstubAllGlobals());

const settings = { collectAtBooking: 'none', pendingPaymentMinutes: 30, reminderDaysBefore: 3 };
const full = testPaymentRow({
  id: '7e3b9c1a-2d4f-4a6b-8c0d-1e2f3a4b5c6d',
  kind: 'full',
  status: 'succeeded',
  amountCents: 35_800,
  authorisedCents: 0,
  capturedCents: 35_800,
  refundedCents: 5_000,
  operations: [
    {
      kind: 'refund',
      amountCents: 5_000,
      status: 'done',
      reason: 'One van came back early',
      at: '2030-07-04T10:00:00-04:00',
      by: 'ops@rent.test',
      error: null,
    },
  ],
});
const deposit = testPaymentRow();

/** The payments list answering `rows`, each action's answer taking its place as the server's would. */
function stubPayments(rows: AdminPaymentRow[], cardPaymentsAvailable: boolean) {
  const answer = (row: AdminPaymentRow) => {
    rows.splice(
      rows.findIndex((r) => r.id === row.id),
      1,
      row,
    );
    return json(200, row);
  };
  return stubApi({
    '/api/admin/session': adminSession('token-6'),
    '/api/admin/payments': () => json(200, { items: rows, total: rows.length, page: 1, pageSize: 25 }),
    '/api/admin/payments/settings': (init) =>
      json(200, { ...(init?.body ? JSON.parse(String(init.body)) : settings), cardPaymentsAvailable }),
    [`/api/admin/payments/${full.id}/refund`]: (init) => {
      const { amountCents, reason } = JSON.parse(String(init?.body));
      const refund = { ...full.operations[0]!, amountCents, reason, status: 'pending' as const };
      return answer({ ...full, operations: [...full.operations, refund] });
    },
    [`/api/admin/payments/${deposit.id}/capture`]: () =>
      answer({ ...deposit, status: 'succeeded', authorisedCents: 0, capturedCents: 12_000 }),
  });
}

describe('the Payments view', { timeout: 20_000 }, () => {
  it('says plainly that no card provider is configured, and disables the choice', async () => {
    stubPayments([{ ...full }], false);
    await renderApp('/admin?view=payments&q=none');
    const panel = await screen.findByRole('region', { name: 'Payment settings' });
    const choice = await within(panel).findByRole('group', { name: 'Collected when booking online' });
    expect(choice.textContent).toContain(
      'No card payment provider is configured, so nothing is collected online',
    );
    for (const radio of within(choice).getAllByRole('radio'))
      expect((radio as HTMLInputElement).disabled).toBe(true);
    expect((within(choice).getByLabelText(/^Nothing online/) as HTMLInputElement).checked).toBe(true);
    // The rest still saves.
    const minutes = within(panel).getByLabelText(/^Minutes a booking waits/);
    expect(minutes.hasAttribute('disabled')).toBe(false);
  });

  it('saves the settings with a provider, checked with the domain schema first', async () => {
    const calls = stubPayments([{ ...full }], true);
    await renderApp('/admin?view=payments&q=provider');
    const panel = await screen.findByRole('region', { name: 'Payment settings' });
    // The app's query cache outlives a test: the last test's answer (no provider) shows until this one's comes.
    const deposits = () => within(panel).getByLabelText(/^The security deposit, held/) as HTMLInputElement;
    await waitFor(() => expect(deposits().disabled).toBe(false));
    fireEvent.click(deposits());
    const minutes = within(panel).getByLabelText(/^Minutes a booking waits/);
    fireEvent.change(minutes, { target: { value: '2' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save payment settings' }));
    await waitFor(() => expect(minutes.getAttribute('aria-invalid')).toBe('true'));
    expect(within(panel).getByRole('link', { name: 'Enter whole minutes from 5 to 1440.' })).toBeTruthy();
    expect(calls.some((c) => c.init?.method === 'PUT')).toBe(false);

    fireEvent.change(minutes, { target: { value: '45' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save payment settings' }));
    await waitFor(() =>
      expect(within(panel).getByRole('status').textContent).toBe('Payment settings saved.'),
    );
    const put = calls.find((c) => c.init?.method === 'PUT')!;
    expect(JSON.parse(String(put.init?.body))).toEqual({
      collectAtBooking: 'deposit',
      pendingPaymentMinutes: 45,
      reminderDaysBefore: 3,
    });
  });

  it('lists refunds under their payment, and refunds no more than is left, in cents', async () => {
    const calls = stubPayments([full, deposit], true);
    await renderApp('/admin?view=payments&q=refund');
    const row = await screen.findByRole('row', { name: /Payment in full/ });
    expect(row.textContent).toContain('One van came back early');
    expect(row.textContent).toContain('by ops@rent.test');
    // A held deposit is captured or released; nothing was received, so nothing to refund.
    const held = screen.getByRole('row', { name: /Security deposit/ });
    expect(within(held).getByRole('button', { name: /^Release the hold of Security deposit/ })).toBeTruthy();
    expect(within(held).queryByRole('button', { name: /^Refund/ })).toBeNull();

    fireEvent.click(
      within(row).getByRole('button', { name: 'Refund Payment in full $358.00 on CNV-7K3M9Q' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Refund a payment' });
    const amount = within(dialog).getByLabelText('Amount to refund ($)') as HTMLInputElement;
    expect(amount.value).toBe('308.00');
    fireEvent.change(amount, { target: { value: '400' } });
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Goodwill' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByRole('link', { name: 'Refund no more than $308.00.' })).toBeTruthy();

    fireEvent.change(amount, { target: { value: '25.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(
        'Refund of $25.50 on Payment in full $358.00 on CNV-7K3M9Q sent to the card provider.',
      ),
    );
    const post = calls.find((c) => c.url.endsWith('/refund'))!;
    expect(JSON.parse(String(post.init?.body))).toEqual({ amountCents: 2_550, reason: 'Goodwill' });
    expect(screen.getByRole('row', { name: /Payment in full/ }).textContent).toContain('Goodwill');
  });

  it('captures part of a held deposit', async () => {
    const calls = stubPayments([deposit], true);
    await renderApp('/admin?view=payments&q=capture');
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Capture the hold of Security deposit $300.00 on CNV-7K3M9Q',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Capture the deposit' });
    fireEvent.change(within(dialog).getByLabelText(/^Amount to capture/), { target: { value: '120' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Capture' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/capture'))).toBe(true));
    expect(JSON.parse(String(calls.find((c) => c.url.endsWith('/capture'))?.init?.body))).toEqual({
      amountCents: 12_000,
    });
  });

  it('sends a capture retried after a 503 with the same Idempotency-Key', async () => {
    const keys: string[] = [];
    let down = true;
    stubApi({
      '/api/admin/session': adminSession('token-6'),
      '/api/admin/payments': () => json(200, { items: [deposit], total: 1, page: 1, pageSize: 25 }),
      '/api/admin/payments/settings': () => json(200, { ...settings, cardPaymentsAvailable: true }),
      [`/api/admin/payments/${deposit.id}/capture`]: (init) => {
        keys.push((init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'] ?? '');
        if (down) return json(503, { error: { code: 'unavailable', message: 'Try again.' } });
        return json(200, { ...deposit, status: 'succeeded', authorisedCents: 0, capturedCents: 12_000 });
      },
    });
    await renderApp('/admin?view=payments&q=retry');
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Capture the hold of Security deposit $300.00 on CNV-7K3M9Q',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Capture the deposit' });
    fireEvent.change(within(dialog).getByLabelText(/^Amount to capture/), { target: { value: '120' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Capture' }));
    await waitFor(() => expect(keys).toHaveLength(1));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Capture' })).toBeTruthy());
    down = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Capture' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('shows a disputed payment with what staff must do', async () => {
    const disputed = testPaymentRow({
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      kind: 'full',
      status: 'succeeded',
      capturedCents: 35_800,
      authorisedCents: 0,
      dispute: {
        status: 'needs_response',
        amountCents: 35_800,
        reason: 'product_not_received',
        at: '2030-07-10T09:00:00-04:00',
      },
    });
    stubPayments([disputed], true);
    await renderApp('/admin?view=payments&q=disputed');
    const row = await screen.findByRole('row', { name: /Disputed/ });
    expect(row.textContent).toContain('Disputed: $358.00, product not received');
    expect(row.textContent).toContain('Answer it in the payment provider’s dashboard before its deadline.');
  });
});
