import { fleetSeed } from '@convoy/domain/content/fleet';
import { locationSeed } from '@convoy/domain/content/locations';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberOrganisation } from '../../lib/organisation-account';
import { sharedQueryClient } from '../../lib/shared-query-client';
import { testKey } from '../../test/organisation-fixtures';
import { renderApp } from '../../test/render-app';
import { json, stubApi } from '../../test/stub-api';

const location = locationSeed[0]!;
const path = `/quote?pickupDate=2030-06-01&pickupTime=09:00&returnDate=2030-06-03&returnTime=17:00&passengers=24`;
let calls: ReturnType<typeof stubApi>;
const sentQuotes = () =>
  calls.filter((c) => c.url === '/api/quotes').map((c) => JSON.parse(String(c.init?.body)));

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  sharedQueryClient().clear();
  calls = stubApi({
    '/api/locations': () => json(200, { locations: [location] }),
    '/api/vehicles': () => json(200, { vehicles: [] }),
    '/api/quotes': () => json(201, { quoteId: crypto.randomUUID(), quoteCode: 'Q-7K3M9Q' }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const quoteForm = () => screen.getByRole('form', { name: 'Tell us about your trip' });

async function fillContactAndSend() {
  const form = await screen.findByRole('form', { name: 'Tell us about your trip' });
  const pickup = screen.getByLabelText('Pickup location') as HTMLSelectElement;
  await waitFor(() => expect([...pickup.options].map((o) => o.value)).toContain(location.id));
  fireEvent.change(pickup, { target: { value: location.id } });
  for (const [label, value] of [
    ['First name', 'Ruth'],
    ['Last name', 'Okafor'],
    ['E-mail address', 'ruth@grace.example'],
    ['Phone number', '+1 404 555 0188'],
  ] as const) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
  fireEvent.submit(form);
  // The form waits out the minimum fill time before it sends.
  await screen.findByRole('heading', { name: 'Thank you: your request is in' }, { timeout: 5_000 });
}

describe('The quote request for an organization account', { timeout: 15_000 }, () => {
  it('is asked for the account remembered on this device unless the renter unticks it', async () => {
    rememberOrganisation({ code: 'ORG-7K3M9Q', key: testKey, name: 'Grace Fellowship Church' });
    await renderApp(path);
    const box = await screen.findByRole('checkbox', {
      name: 'Ask for this quote for Grace Fellowship Church',
    });
    expect((box as HTMLInputElement).checked).toBe(true);
    // The account names the group: no organization field to type it in again.
    // In the form: the site's menu has an "Organizations & Groups" group of its own.
    expect(within(quoteForm()).queryByLabelText(/^Organization/)).toBeNull();
    await fillContactAndSend();
    expect(sentQuotes()).toEqual([
      expect.objectContaining({ organisationAccount: { code: 'ORG-7K3M9Q', key: testKey }, passengers: 24 }),
    ]);
    expect(sentQuotes()[0]).not.toHaveProperty('organisation');
  });

  it('unticked, asks privately with the organization typed in, and sends no key', async () => {
    rememberOrganisation({ code: 'ORG-7K3M9Q', key: testKey, name: 'Grace Fellowship Church' });
    await renderApp(path);
    fireEvent.click(await screen.findByRole('checkbox', { name: /Ask for this quote for/ }));
    fireEvent.change(within(quoteForm()).getByLabelText(/^Organization/), {
      target: { value: 'Youth choir' },
    });
    await fillContactAndSend();
    expect(sentQuotes()[0]).toMatchObject({ organisation: 'Youth choir' });
    expect(sentQuotes()[0]).not.toHaveProperty('organisationAccount');
  });

  it('offers no account on a device that remembers none', async () => {
    await renderApp(path);
    await within(await screen.findByRole('form', { name: 'Tell us about your trip' })).findByLabelText(
      /^Organization/,
    );
    expect(screen.queryByRole('checkbox', { name: /Ask for this quote for/ })).toBeNull();
    await fillContactAndSend();
    expect(sentQuotes()[0]).not.toHaveProperty('organisationAccount');
  });
});

describe('The quote request’s vehicle choice', { timeout: 15_000 }, () => {
  it('says beside the choice that a bus needing a CDL comes with the group’s own CDL driver', async () => {
    const bus = fleetSeed.find((v) => v.id === '44-passenger-bus')!;
    const van = fleetSeed.find((v) => v.id === '15-passenger-van')!;
    calls = stubApi({
      '/api/locations': () => json(200, { locations: [location] }),
      '/api/vehicles': () => json(200, { vehicles: [bus, van] }),
    });
    await renderApp(path);
    const vehicle = (await screen.findByLabelText(/^Particular vehicle/)) as HTMLSelectElement;
    await waitFor(() => expect([...vehicle.options].map((o) => o.value)).toContain(bus.id));
    const notice = within(quoteForm()).getByRole('status');
    expect(notice.textContent).toBe('');

    fireEvent.change(vehicle, { target: { value: bus.id } });
    await waitFor(() => expect(notice.textContent).toContain('commercial driver’s license (CDL)'));
    expect(notice.textContent).toContain('passenger (P) endorsement');
    expect(notice.textContent).toContain('44 Passenger Bus');

    fireEvent.change(vehicle, { target: { value: van.id } });
    await waitFor(() => expect(notice.textContent).toBe(''));
  });
});
