import type { Organisation } from '@convoy/domain/contracts/organisation.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { organisationStorageKey, rememberedOrganisation } from '../../lib/organisation-account';
import { sharedQueryClient } from '../../lib/shared-query-client';
import { approvedTerms, testAccount, testKey, testOrganisation } from '../../test/organisation-fixtures';
import { renderApp } from '../../test/render-app';
import { json, stubApi } from '../../test/stub-api';
import { credentialsFromUrl } from './account/url-credentials';

const headerOf = (init: RequestInit | undefined) =>
  (init?.headers as Record<string, string> | undefined)?.authorization;

let calls: ReturnType<typeof stubApi>;
beforeEach(() => {
  localStorage.clear();
  sharedQueryClient().clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the welcome e-mail’s link', () => {
  it('carries the code in the query and the key in the fragment', () => {
    expect(credentialsFromUrl('?code=org-7k3m9q', `#key=${testKey}`)).toEqual({
      code: 'ORG-7K3M9Q',
      key: testKey,
    });
    expect(credentialsFromUrl('?code=ORG-7K3M9Q', '')).toBeNull();
    expect(credentialsFromUrl('', `#key=${testKey}`)).toBeNull();
  });
});

describe('the organization account page', { timeout: 15_000 }, () => {
  it('reads the code and key from the link, remembers them, takes the key out of the address bar, and opens the account', async () => {
    calls = stubApi({ '/api/organisations/account': () => json(200, testAccount()) });
    window.history.replaceState(null, '', `/organisation?code=ORG-7K3M9Q#key=${testKey}`);
    await renderApp('/organisation?code=ORG-7K3M9Q');

    await screen.findByText('Grace Fellowship Church');
    expect(window.location.hash).toBe('');
    expect(window.location.search).toBe('?code=ORG-7K3M9Q');
    expect(rememberedOrganisation()).toMatchObject({ code: 'ORG-7K3M9Q', key: testKey });
    const asked = calls.find((c) => c.url === '/api/organisations/account');
    expect(headerOf(asked?.init)).toBe(`Bearer ORG-7K3M9Q.${testKey}`);
    // The name is kept for the confirm step's "Book for …" before it asks.
    await waitFor(() => expect(rememberedOrganisation()?.name).toBe('Grace Fellowship Church'));
    expect(screen.getByRole('link', { name: 'Book for this organization' }).getAttribute('href')).toBe('/');
  });

  it('asks for the code and key without a link, and forgets them on request', async () => {
    calls = stubApi({
      '/api/organisations/account': (init) =>
        headerOf(init) === `Bearer ORG-7K3M9Q.${testKey}`
          ? json(200, testAccount(testOrganisation(approvedTerms)))
          : json(401, { error: { code: 'organisation_unknown', message: 'No.' } }),
    });
    await renderApp('/organisation');
    fireEvent.change(await screen.findByLabelText('Account code'), { target: { value: 'ORG-7K3M9Q' } });
    expect(screen.getByText(/^Open the account with the link in the e-mail/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Access key'), { target: { value: 'x'.repeat(32) } });
    fireEvent.click(screen.getByRole('button', { name: 'Open the account' }));
    await screen.findByText(/That account code and access key do not match/, {}, { timeout: 5000 });
    expect(localStorage.getItem(organisationStorageKey)).toBeNull();

    fireEvent.change(screen.getByLabelText('Access key'), { target: { value: testKey } });
    fireEvent.click(screen.getByRole('button', { name: 'Open the account' }));
    const terms = await screen.findByRole('region', { name: 'Invoice terms' }, { timeout: 5000 });
    expect(terms.textContent).toContain('Approved: pay by invoice, due 30 days after it is issued.');
    expect(within(terms).queryByRole('button')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Forget this organization on this device' }));
    await screen.findByText('This device no longer remembers the organization.');
    expect(localStorage.getItem(organisationStorageKey)).toBeNull();
    expect(screen.getByLabelText('Account code')).toBeTruthy();
  });

  /** The remembered church's account page, its request for terms answered with `answer`: what it asked is kept. */
  async function openAskingTerms(answer: Partial<Organisation['terms']>): Promise<unknown[]> {
    const asked: unknown[] = [];
    localStorage.setItem(
      organisationStorageKey,
      JSON.stringify({ code: 'ORG-7K3M9Q', key: testKey, name: 'Grace Fellowship Church' }),
    );
    calls = stubApi({
      '/api/organisations/account': () => json(200, testAccount()),
      '/api/organisations/account/terms': (init) => {
        asked.push(JSON.parse(String(init?.body)));
        return json(200, testAccount(testOrganisation(answer)));
      },
    });
    await renderApp('/organisation');
    return asked;
  }

  it('asks for net 30 terms when it has none', async () => {
    const asked = await openAskingTerms({ status: 'requested', requestedNetDays: 30 });
    fireEvent.click(await screen.findByRole('button', { name: 'Ask for net 30 terms' }));
    await screen.findByText(/our accounts team is reviewing the request/);
    // Open already: how to open it is gone with the loading line.
    expect(screen.queryByText(/^Open the account with the link in the e-mail/)).toBeNull();
    expect(asked).toEqual([{ requestedNetDays: 30, paysByPurchaseOrder: false }]);
  });

  it('asks for terms saying it pays by purchase order, and then says so', async () => {
    const asked = await openAskingTerms({
      status: 'requested',
      requestedNetDays: 60,
      paysByPurchaseOrder: true,
    });
    const terms = await screen.findByRole('region', { name: 'Invoice terms' });
    fireEvent.change(await within(terms).findByLabelText('Terms to ask for'), { target: { value: '60' } });
    fireEvent.click(within(terms).getByRole('checkbox', { name: 'We pay by purchase order' }));
    fireEvent.click(within(terms).getByRole('button', { name: 'Ask for net 60 terms' }));
    await within(terms).findByText(/You told us you pay by purchase order\./);
    expect(asked).toEqual([{ requestedNetDays: 60, paysByPurchaseOrder: true }]);
  });

  it('changes the access key: the new one is shown once and remembered, the page stays open', async () => {
    const newKey = 'n3w-key_0123456789abcdefABCDEFghij';
    localStorage.setItem(
      organisationStorageKey,
      JSON.stringify({ code: 'ORG-7K3M9Q', key: testKey, name: 'Grace Fellowship Church' }),
    );
    calls = stubApi({
      '/api/organisations/account': () => json(200, testAccount()),
      '/api/organisations/account/key': () =>
        json(200, { accessKey: newKey, keyExpiresAt: '2031-03-01T09:00:00.000-05:00' }),
    });
    await renderApp('/organisation');
    const key = await screen.findByRole('region', { name: 'Access key' });
    expect(key.textContent).toContain('The access key works until Wednesday, January 1, 2031.');
    fireEvent.click(within(key).getByRole('button', { name: 'Change the access key' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Change it' }));

    expect((await screen.findByTestId('new-access-key')).textContent).toBe(newKey);
    expect(rememberedOrganisation()).toMatchObject({ code: 'ORG-7K3M9Q', key: newKey });
    const changed = calls.find((c) => c.url === '/api/organisations/account/key');
    expect(changed?.init?.method).toBe('POST');
    expect(headerOf(changed?.init)).toBe(`Bearer ORG-7K3M9Q.${testKey}`);
    expect(screen.getByText('Grace Fellowship Church')).toBeTruthy();
    expect(key.textContent).toContain('works until Saturday, March 1, 2031.');
  });

  it('says when a remembered key expired and how to get a new one', async () => {
    localStorage.setItem(
      organisationStorageKey,
      JSON.stringify({ code: 'ORG-7K3M9Q', key: testKey, name: 'Grace Fellowship Church' }),
    );
    const message =
      'This access key expired on Monday, March 3, 2031. Call us at +1 (800) 555-0142 or write to reservations@convoy.example for a new one: we e-mail it to your billing contact.';
    calls = stubApi({
      '/api/organisations/account': () =>
        json(401, {
          error: { code: 'organisation_key_expired', message, fields: { 'organisation.key': message } },
        }),
    });
    await renderApp('/organisation');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByLabelText('Access key')).toBeTruthy();
  });
});
