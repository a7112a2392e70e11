import type { AdminOrganisationRow } from '@convoy/domain/contracts/admin-money.schema';
import type { Organisation } from '@convoy/domain/contracts/organisation.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminSession, testCertificate, testOrganisationDetail } from '../../../test/money-fixtures';
import { renderApp } from '../../../test/render-app';
import { json, stubApi } from '../../../test/stub-api';

afterEach(() => vi.unstubAllGlobals());

const row = (code: string): AdminOrganisationRow => ({
  code,
  name: 'Peachtree Academy',
  kind: 'school',
  billingName: 'Dana Whitfield',
  billingEmail: 'accounts@peachtree.example',
  city: 'Atlanta',
  region: 'GA',
  termsStatus: 'none',
  netDays: null,
  requestedNetDays: null,
  certificatesToReview: 1,
  createdAt: '2030-05-01T14:00:00.000Z',
});
const certificate = testCertificate();
const feedUrl = `https://rent.test/api/calendar-feeds/cal_${'c'.repeat(43)}.ics`;

/** Opens the organisation `code` (one per test: the app's query cache outlives a test). */
async function openOrganisation(code: string, terms: Partial<Organisation['terms']> = {}) {
  const base = testOrganisationDetail(code);
  const detail = {
    ...base,
    organisation: { ...base.organisation, terms: { ...base.organisation.terms, ...terms } },
  };
  let feed: { secretUrl: string; createdAt: string } | null = null;
  const calls = stubApi({
    '/api/admin/session': adminSession('token-8'),
    '/api/admin/organisations': () => json(200, { items: [row(code)], total: 1, page: 1, pageSize: 25 }),
    [`/api/admin/organisations/${code}`]: () => json(200, detail),
    [`/api/admin/organisations/${code}/terms`]: (init) => {
      const { netDays, poRequired } = JSON.parse(String(init?.body));
      const terms = { status: 'approved', requestedNetDays: null, netDays, poRequired };
      return json(200, { ...detail, organisation: { ...detail.organisation, terms } });
    },
    [`/api/admin/organisations/${code}/key`]: () =>
      json(200, {
        ...detail,
        organisation: { ...detail.organisation, keyExpiresAt: '2032-06-01T14:00:00.000Z' },
      }),
    [`/api/admin/calendar-feeds/organisations/${code}`]: (init) => {
      if (init?.method === 'POST') feed = { secretUrl: feedUrl, createdAt: '2030-05-02T10:00:00.000Z' };
      return init?.method === 'POST' ? json(200, feed) : json(200, { feed });
    },
    [`/api/admin/customers/organisations/${code}`]: () =>
      json(200, {
        notes: [],
        audit: [
          {
            at: '2030-05-01T10:00:00.000Z',
            actor: 'ops@rent.test',
            action: 'organisation terms decided',
            summary: 'ops@rent.test: organisation terms decided',
          },
        ],
      }),
    [`/api/admin/customers/organisations/${code}/notes`]: (init) =>
      json(201, {
        id: '6a0c3a52-9a51-4c7e-9d1e-2b7c1f0a0009',
        author: 'ops@rent.test',
        createdAt: '2030-05-02T10:00:00.000Z',
        ...JSON.parse(String(init?.body)),
      }),
    [`/api/admin/organisations/certificates/${certificate.id}/review`]: (init) => {
      const review = JSON.parse(String(init?.body));
      return json(200, { ...certificate, ...review, status: 'rejected', rejectionReason: review.reason });
    },
  });
  await renderApp(`/admin?view=organisations&q=${code}`);
  fireEvent.click(await screen.findByRole('button', { name: 'View organisation Peachtree Academy' }));
  const dialog = await screen.findByRole('dialog', { name: 'Peachtree Academy' });
  await within(dialog).findByRole('region', { name: 'Invoice terms' });
  return { calls, dialog };
}

describe('the Organisations view', { timeout: 20_000 }, () => {
  it('shows the organisation: billing, balance, bookings, invoices with their PDFs, certificates', async () => {
    const { dialog } = await openOrganisation('ORG-2DETL2');
    expect(dialog.textContent).toContain('accounts@peachtree.example');
    expect(dialog.textContent).toContain('Atlanta, GA 30309');
    expect(dialog.textContent).toContain('Open balance$358.00');
    const bookings = within(dialog).getByRole('table', { name: 'Bookings' });
    expect(within(bookings).getByRole('row', { name: /CNV-7K3M9Q/ }).textContent).toContain('PO-4471');
    const invoices = within(dialog).getByRole('table', { name: 'Invoices' });
    expect(within(invoices).getByRole('link', { name: 'INV-2030-000012' }).getAttribute('href')).toBe(
      '/api/admin/invoices/INV-2030-000012.pdf',
    );
    const certificates = within(dialog).getByRole('region', { name: 'Tax-exemption certificates' });
    expect(
      within(certificates)
        .getByRole('link', { name: 'View the file of certificate GA-EX-48213' })
        .getAttribute('href'),
    ).toBe(`/api/admin/organisations/certificates/${certificate.id}/file`);
  });

  it('shows the organisation’s audit trail, and adds a note pinned to its bookings', async () => {
    const { calls, dialog } = await openOrganisation('ORG-6NOTE6');
    const trail = await within(dialog).findByRole('table', { name: 'Audit trail' });
    expect(trail.textContent).toContain('organisation terms decided');
    const notes = within(dialog).getByRole('region', { name: 'Notes by staff' });
    fireEvent.change(within(notes).getByRole('textbox', { name: /^Note/ }), {
      target: { value: 'Invoices to the bursar, not the head.' },
    });
    fireEvent.click(within(notes).getByLabelText('Pin it to their bookings'));
    fireEvent.click(within(notes).getByRole('button', { name: 'Add a note' }));
    await within(notes).findByText('Invoices to the bursar, not the head.');
    const sent = calls.find((c) => c.url === '/api/admin/customers/organisations/ORG-6NOTE6/notes');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({
      text: 'Invoices to the bursar, not the head.',
      pinned: true,
    });
  });

  it('refuses to approve terms without net days (the domain schema), then approves net 30 with a PO', async () => {
    const { calls, dialog } = await openOrganisation('ORG-3TRMS3');
    const form = within(dialog).getByRole('form', { name: 'Approve invoice terms' });
    fireEvent.click(within(form).getByRole('button', { name: 'Approve terms' }));
    const first = within(form).getByLabelText('Net 15 days');
    await waitFor(() => expect(first.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByRole('link', { name: 'Choose net 15, 30 or 60 days.' })).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/terms'))).toBe(false);

    fireEvent.click(within(form).getByLabelText('Net 30 days'));
    fireEvent.click(within(form).getByLabelText('Purchase order number required'));
    fireEvent.click(within(form).getByRole('button', { name: 'Approve terms' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('status').textContent).toBe(
        'Peachtree Academy: invoice terms approved, net 30 days. The billing contact is e-mailed.',
      ),
    );
    const post = calls.find((c) => c.url.endsWith('/terms'))!;
    expect(JSON.parse(String(post.init?.body))).toEqual({
      decision: 'approve',
      netDays: 30,
      poRequired: true,
    });
    expect(post.init?.headers).toMatchObject({ 'x-csrf-token': 'token-8' });
    const terms = within(dialog).getByRole('region', { name: 'Invoice terms' });
    expect(terms.textContent).toContain('Approved');
    expect(terms.textContent).toContain('GrantedNet 30 days');
  });

  it('shows that the school said it pays by purchase order, and approves its terms with a PO required', async () => {
    const { calls, dialog } = await openOrganisation('ORG-5POPO5', {
      status: 'requested',
      requestedNetDays: 30,
      paysByPurchaseOrder: true,
    });
    const terms = within(dialog).getByRole('region', { name: 'Invoice terms' });
    expect(terms.textContent).toContain('Pays by purchase orderYes, as it said when applying');
    const form = within(dialog).getByRole('form', { name: 'Approve invoice terms' });
    const po = within(form).getByLabelText('Purchase order number required') as HTMLInputElement;
    expect(po.checked).toBe(true);
    fireEvent.click(within(form).getByRole('button', { name: 'Approve terms' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/terms'))).toBe(true));
    expect(JSON.parse(String(calls.find((c) => c.url.endsWith('/terms'))?.init?.body))).toEqual({
      decision: 'approve',
      netDays: 30,
      poRequired: true,
    });
  });

  it('rejects a certificate only with a reason, sending what staff corrected', async () => {
    const { calls, dialog } = await openOrganisation('ORG-4CERT4');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review certificate GA-EX-48213' }));
    const form = within(dialog).getByRole('form', { name: 'Review certificate GA-EX-48213' });
    expect((within(form).getByLabelText(/^State/) as HTMLInputElement).value).toBe('GA');
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText('Verify')));
    fireEvent.click(within(form).getByLabelText('Reject'));
    fireEvent.change(within(form).getByLabelText('Certificate number'), { target: { value: 'GA-EX-48214' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Reject certificate' }));
    await waitFor(() =>
      expect(
        within(form)
          .getByLabelText(/^Reason for rejecting/)
          .getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    expect(within(form).getByRole('link', { name: 'Say why, for the organization.' })).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/review'))).toBe(false);

    fireEvent.change(within(form).getByLabelText(/^Reason for rejecting/), {
      target: { value: 'The certificate is not signed.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Reject certificate' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('status').textContent).toBe(
        'Certificate GA-EX-48214 rejected. The billing contact is e-mailed.',
      ),
    );
    expect(JSON.parse(String(calls.find((c) => c.url.endsWith('/review'))?.init?.body))).toEqual({
      decision: 'reject',
      state: 'GA',
      number: 'GA-EX-48214',
      expiresOn: '2031-12-31',
      reason: 'The certificate is not signed.',
    });
    const certificates = within(dialog).getByRole('region', { name: 'Tax-exemption certificates' });
    expect(certificates.textContent).toContain('Rejected: The certificate is not signed.');
  });

  it('sends a new access key to the billing contact after asking, and shows none', async () => {
    const { calls, dialog } = await openOrganisation('ORG-4KEYS4');
    const key = within(dialog).getByRole('region', { name: 'Access key' });
    expect(key.textContent).toContain('Works until');
    expect(key.textContent).toContain('2031');
    fireEvent.click(within(key).getByRole('button', { name: 'Send a new access key' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Send Peachtree Academy a new access key?' });
    expect(ask.textContent).toContain('The new one is e-mailed to accounts@peachtree.example.');
    fireEvent.click(within(ask).getByRole('button', { name: 'Send a new access key' }));

    await screen.findByText(
      'Peachtree Academy: a new access key was e-mailed to accounts@peachtree.example. The old one no longer works.',
    );
    const sent = calls.find((c) => c.url === '/api/admin/organisations/ORG-4KEYS4/key');
    expect(sent?.init?.method).toBe('POST');
    await waitFor(() => expect(key.textContent).toContain('2032'));
  });

  it('issues the organisation’s calendar feed URL, its own token and not the access key, to copy', async () => {
    const { calls, dialog } = await openOrganisation('ORG-5FEED5');
    const feed = within(dialog).getByRole('region', { name: 'Calendar feed' });
    expect(await within(feed).findByText(/No feed URL is issued/)).toBeTruthy();
    fireEvent.click(within(feed).getByRole('button', { name: 'Issue a feed URL: Peachtree Academy' }));
    expect(await within(feed).findByText(feedUrl)).toBeTruthy();
    expect(within(feed).getByRole('button', { name: 'Copy URL' })).toBeTruthy();
    expect(
      calls.find(
        (c) => c.url === '/api/admin/calendar-feeds/organisations/ORG-5FEED5' && c.init?.method === 'POST',
      ),
    ).toBeTruthy();
  });
});
