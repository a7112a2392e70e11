import type { AccountingMapping, AccountingStatus } from '@convoy/domain/contracts/accounting.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedQueryClient } from '../../../lib/shared-query-client';
import { renderApp } from '../../../test/render-app';
import { json, stubApi } from '../../../test/stub-api';

beforeEach(() => sharedQueryClient().clear());
afterEach(() => vi.unstubAllGlobals());

const session = (role: string) => () =>
  json(200, { admin: { email: `${role}@rent.test`, role }, csrfToken: 'token-7', idleMinutes: 30 });
const status: AccountingStatus = {
  configured: true,
  connected: true,
  companyName: 'Harbor Rent-A-Car, Inc.',
  connectionError: null,
  connectedAt: '2026-07-01T12:00:00+00:00',
  lastPushedAt: '2026-07-02T12:00:00+00:00',
  pending: 1,
  pushed: 12,
  failed: 1,
  failures: [
    {
      id: '5d2b2f8e-7c1a-4b8e-9f00-000000000001',
      kind: 'invoice',
      reference: 'INV-2026-000042',
      occurredOn: '2026-07-02',
      status: 'failed',
      attempts: 8,
      lastError: 'QuickBooks has no account named "Sales": map the location to one it has.',
    },
  ],
};
const baltimore: AccountingMapping = {
  locationId: 'baltimore',
  locationName: 'Baltimore Harbor',
  incomeAccount: 'Sales',
  receivableAccount: 'Accounts Receivable (A/R)',
  depositAccount: 'Undeposited Funds',
  refundsAccount: 'Sales Refunds',
  taxes: [
    { code: 'md-sales', label: 'Maryland sales tax', remoteTaxCode: 'TAX', account: 'Sales Tax Payable' },
  ],
};

function stub(role = 'owner') {
  return stubApi({
    '/api/admin/session': session(role),
    '/api/admin/accounting': () => json(200, status),
    '/api/admin/accounting/mappings': () => json(200, { locations: [baltimore] }),
    '/api/admin/accounting/mappings/baltimore': (init) =>
      json(200, { ...baltimore, ...JSON.parse(String(init?.body)) }),
    [`/api/admin/accounting/entries/${status.failures[0]!.id}/retry`]: () =>
      json(200, { ...status, failed: 0, failures: [] }),
  });
}

describe('accounting in the back office', { timeout: 20_000 }, () => {
  it('shows the connection, retries a failed entry, and saves a location’s accounts', async () => {
    const calls = stub();
    await renderApp('/admin?view=accounting');
    expect(await screen.findByText(/Connected to Harbor Rent-A-Car, Inc\. since/)).toBeTruthy();
    const failures = screen.getByRole('table', { name: 'Entries QuickBooks has not taken' });
    expect(failures.textContent).toContain('QuickBooks has no account named "Sales"');
    fireEvent.click(within(failures).getByRole('button', { name: 'Retry INV-2026-000042' }));
    await screen.findByText('INV-2026-000042 will be pushed again now.');
    expect(await screen.findByText('Nothing is waiting for a retry.')).toBeTruthy();

    const form = await screen.findByRole('form', { name: 'Account mapping, Baltimore Harbor' });
    fireEvent.change(within(form).getByLabelText('Income account'), {
      target: { value: '4000 Rental income' },
    });
    fireEvent.change(within(form).getByLabelText('Maryland sales tax: tax liability account'), {
      target: { value: '2200 MD sales tax' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save accounts' }));
    await screen.findByText('Accounts of Baltimore Harbor saved.');
    const sent = calls.find((c) => c.url.endsWith('/mappings/baltimore'));
    expect(sent?.init?.method).toBe('PUT');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({
      incomeAccount: '4000 Rental income',
      receivableAccount: 'Accounts Receivable (A/R)',
      depositAccount: 'Undeposited Funds',
      refundsAccount: 'Sales Refunds',
      taxes: [{ code: 'md-sales', remoteTaxCode: 'TAX', account: '2200 MD sales tax' }],
    });
    const link = screen.getByRole('link', { name: 'Download journal (CSV)' });
    expect(link.getAttribute('href')).toMatch(
      /^\/api\/admin\/accounting\/journal\.csv\?from=\d{4}-\d\d-\d\d&to=/,
    );
  });

  it('refuses an empty account beside its field, sending nothing', async () => {
    const calls = stub();
    await renderApp('/admin?view=accounting');
    const form = await screen.findByRole('form', { name: 'Account mapping, Baltimore Harbor' });
    fireEvent.change(within(form).getByLabelText('Refunds account'), { target: { value: ' ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save accounts' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Refunds account').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(calls.some((c) => c.init?.method === 'PUT')).toBe(false);
  });

  it('shows a manager the accounts without a form, and no connection button', async () => {
    stub('manager');
    await renderApp('/admin?view=accounting');
    await screen.findByText('Account mapping');
    expect(await screen.findByText('Sales Refunds')).toBeTruthy();
    expect(screen.queryByRole('form', { name: /Account mapping/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /QuickBooks/ })).toBeNull();
    // Managers work the money area: they may retry.
    expect(screen.getByRole('button', { name: 'Retry INV-2026-000042' })).toBeTruthy();
  });

  it('shows a viewer the connection and the accounts with no money action: no retry, form or connection button', async () => {
    stub('viewer');
    await renderApp('/admin?view=accounting');
    expect(await screen.findByText('Sales Refunds')).toBeTruthy();
    expect(screen.queryByRole('form', { name: /Account mapping/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /QuickBooks/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
  });
});
