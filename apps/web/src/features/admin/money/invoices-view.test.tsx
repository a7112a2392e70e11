import type { AdminInvoiceRow } from '@convoy/domain/contracts/admin-money.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminSession, testInvoiceRow } from '../../../test/money-fixtures';
import { renderApp } from '../../../test/render-app';
import { json, stubApi } from '../../../test/stub-api';

afterEach(() => vi.unstubAllGlobals());

const aged = {
  current: 35_800,
  overdue1to30: 12_000,
  overdue31to60: 0,
  overdue61to90: 4_550,
  overdue90plus: 100_000,
};
const number = 'INV-2030-000012';

/** The invoices list answering `rows` (changed by the test as the server would), with the aged figures. */
function stubInvoices(rows: { current: AdminInvoiceRow[] }) {
  return stubApi({
    '/api/admin/session': adminSession('token-5'),
    '/api/admin/invoices': () => json(200, { items: rows.current, total: 1, page: 1, pageSize: 25, aged }),
    [`/api/admin/invoices/${number}/bank-transfers`]: (init) => {
      const { amountCents } = JSON.parse(String(init?.body));
      const paid = testInvoiceRow({ status: 'paid', paidCents: amountCents, balanceDueCents: 0 });
      rows.current = [paid];
      return json(201, paid);
    },
    [`/api/admin/invoices/${number}/resend`]: () => json(200, { to: 'accounts@peachtree.example' }),
  });
}

// The app's query cache outlives a test: each test lists with a search of its own.
describe('the Invoices view', { timeout: 20_000 }, () => {
  it('shows the aged receivables first, as five labelled figures from the answer', async () => {
    stubInvoices({ current: [testInvoiceRow()] });
    await renderApp('/admin?view=invoices&q=aged');
    const figures = await screen.findByRole('region', { name: 'Aged receivables' });
    await waitFor(() => expect(figures.textContent).toContain('$358.00'));
    for (const [label, value] of [
      ['Current', '$358.00'],
      ['1–30 days', '$120.00'],
      ['31–60 days', '$0.00'],
      ['61–90 days', '$45.50'],
      ['90+ days', '$1,000.00'],
    ] as const) {
      expect(within(figures).getByText(label).nextElementSibling?.textContent).toBe(value);
    }
    // Before the filters and the list.
    const filters = screen.getByRole('button', { name: 'Apply' });
    expect(figures.compareDocumentPosition(filters) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const row = screen.getByRole('row', { name: new RegExp(number) });
    expect(
      within(row)
        .getByRole('link', { name: `PDF of invoice ${number}` })
        .getAttribute('href'),
    ).toBe(`/api/admin/invoices/${number}.pdf`);
  });

  it('records a bank transfer typed in dollars as cents, and shows the updated row', async () => {
    const calls = stubInvoices({ current: [testInvoiceRow()] });
    await renderApp('/admin?view=invoices&q=transfer');
    fireEvent.click(
      await screen.findByRole('button', { name: `Record a bank transfer for invoice ${number}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Bank transfer for ${number}` });
    const amount = within(dialog).getByLabelText('Amount ($)') as HTMLInputElement;
    expect(amount.value).toBe('358.00');

    // Checked with the API's schema first, the message in dollars.
    fireEvent.change(amount, { target: { value: 'lots' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record bank transfer' }));
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    // In the summary, and beside each field.
    const besideAmount = document.getElementById(amount.getAttribute('aria-describedby')!);
    expect(besideAmount?.textContent).toBe('Enter an amount in dollars, more than 0, like 358.00.');
    expect(within(dialog).getByRole('link', { name: 'Enter the transfer’s reference.' })).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/bank-transfers'))).toBe(false);

    fireEvent.change(amount, { target: { value: '$1,074.50' } });
    fireEvent.change(within(dialog).getByLabelText('Received on'), { target: { value: '2030-06-20' } });
    fireEvent.change(within(dialog).getByLabelText(/^Reference/), { target: { value: 'WIRE 5521' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record bank transfer' }));

    await waitFor(() =>
      expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(
        `$1,074.50 recorded against ${number}: it is paid.`,
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const post = calls.find((c) => c.url.endsWith('/bank-transfers'))!;
    expect(JSON.parse(String(post.init?.body))).toEqual({
      amountCents: 107_450,
      receivedOn: '2030-06-20',
      reference: 'WIRE 5521',
    });
    expect(post.init?.headers).toMatchObject({
      'x-csrf-token': 'token-5',
      'Idempotency-Key': expect.stringMatching(/^[0-9a-f-]{32,36}$/),
    });
    const row = screen.getByRole('row', { name: new RegExp(number) });
    expect(within(row).getByText('Paid')).toBeTruthy();
    expect(row.textContent).toContain('$1,074.50');
    // Paid: nothing more to record.
    expect(within(row).queryByRole('button', { name: /Record a bank transfer/ })).toBeNull();
  });

  it('sends an invoice again and says to whom', async () => {
    stubInvoices({ current: [testInvoiceRow()] });
    await renderApp('/admin?view=invoices&q=resend');
    fireEvent.click(await screen.findByRole('button', { name: `Send invoice ${number} again` }));
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(
        `Invoice ${number} sent again to accounts@peachtree.example.`,
      ),
    );
  });
});
