import type { AdminPriceBook } from '@convoy/domain/contracts/admin-pricing.schema';
import { demoCancellationPolicy } from '@convoy/domain/contracts/demo-cancellation-policy';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sharedQueryClient } from '../../../lib/shared-query-client';
import { renderApp } from '../../../test/render-app';
import { json, stubApi } from '../../../test/stub-api';

const baltimore = {
  id: 'baltimore-city',
  locationId: 'baltimore',
  label: 'Baltimore',
  postalCodes: [{ from: '21201', to: '21231' }],
  deliveryFeeCents: 9_500,
  collectionFeeCents: 9_500,
  travelMinutes: 45,
};
const chicago = { ...baltimore, id: 'chicago-city', locationId: 'chicago', label: 'Chicago' };
const book: AdminPriceBook = {
  locations: [
    { id: 'baltimore', name: 'Baltimore Harbor' },
    { id: 'chicago', name: 'Chicago West Loop' },
  ],
  classes: [],
  additionalDriverPerDayCents: 1_200,
  cancellationPolicy: demoCancellationPolicy,
  seasons: [],
  blackouts: [],
  extras: [],
  protection: [],
  fees: [],
  locationCharges: [],
  promoCodes: [],
  oneWayRoutes: [],
  deliveryZones: [baltimore, chicago],
};

const signedIn = () =>
  json(200, { admin: { email: 'ops@rent.test', role: 'owner' }, csrfToken: 'token-9', idleMinutes: 30 });
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));
const puts = (calls: { url: string; init?: RequestInit | undefined }[]) =>
  calls.filter((c) => c.init?.method === 'PUT');

// Each test opens the price book as the API answers it, not as the last test left it.
afterEach(() => {
  vi.unstubAllGlobals();
  sharedQueryClient().clear();
});

async function openZones(zoneAnswer?: (init: RequestInit | undefined) => Response) {
  const calls = stubApi({
    '/api/admin/session': signedIn,
    '/api/admin/pricing': () => json(200, book),
    '/api/admin/pricing/delivery-zones':
      zoneAnswer ?? ((init) => json(200, { ...book, deliveryZones: bodyOf(init).zones })),
  });
  await renderApp('/admin?view=pricing');
  return { calls, zones: await screen.findByRole('region', { name: 'Delivery zones' }) };
}

describe('the delivery zones in the Pricing view (decision 030)', () => {
  it('lists a location’s zones in words and changes a fee, sending every zone in cents', async () => {
    const { calls, zones } = await openZones();
    const row = within(zones).getByRole('row', { name: /^Baltimore\s*21201–21231/ });
    expect(row.textContent).toContain('$95.00');
    expect(row.textContent).toContain('45');
    // One location at a time: Chicago's zone shows once Chicago is chosen.
    expect(within(zones).queryByRole('row', { name: /^Chicago/ })).toBeNull();
    fireEvent.change(within(zones).getByLabelText('Location'), { target: { value: 'chicago' } });
    expect(within(zones).getByRole('row', { name: /^Chicago/ })).toBeTruthy();
    fireEvent.change(within(zones).getByLabelText('Location'), { target: { value: 'baltimore' } });

    fireEvent.click(
      within(zones).getByRole('button', { name: 'Edit delivery zone Baltimore (Baltimore Harbor)' }),
    );
    const form = within(zones).getByRole('form');
    expect(within(form).getByLabelText(/^ZIP codes and ranges/)).toHaveProperty('value', '21201–21231');
    fireEvent.change(within(form).getByLabelText('Delivery fee per vehicle ($)'), {
      target: { value: '110.50' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(within(zones).getByRole('row', { name: /^Baltimore/ }).textContent).toContain('$110.50'),
    );
    const [put] = puts(calls);
    expect(put?.url).toBe('/api/admin/pricing/delivery-zones');
    expect(put?.init?.headers).toMatchObject({ 'x-csrf-token': 'token-9' });
    expect(bodyOf(put?.init)).toEqual({ zones: [{ ...baltimore, deliveryFeeCents: 11_050 }, chicago] });
  });

  it('adds a zone from ZIP codes and ranges typed in words, its id made from its location and name', async () => {
    const { calls, zones } = await openZones();
    fireEvent.click(within(zones).getByRole('button', { name: 'Add delivery zone' }));
    const form = within(zones).getByRole('form');
    expect(within(form).getByLabelText('Location')).toHaveProperty('value', 'baltimore');
    fireEvent.change(within(form).getByLabelText(/^Zone/), { target: { value: 'Annapolis & Severna' } });
    fireEvent.change(within(form).getByLabelText(/^ZIP codes and ranges/), {
      target: { value: '21401-21405, 21146' },
    });
    fireEvent.change(within(form).getByLabelText('Delivery fee per vehicle ($)'), {
      target: { value: '150' },
    });
    fireEvent.change(within(form).getByLabelText('Collection fee per vehicle ($)'), {
      target: { value: '125.25' },
    });
    fireEvent.change(within(form).getByLabelText(/^Minutes on the road each way/), {
      target: { value: '70' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(within(zones).getByRole('row', { name: /^Annapolis & Severna/ })).toBeTruthy(),
    );
    expect(bodyOf(puts(calls)[0]?.init).zones).toEqual([
      baltimore,
      chicago,
      {
        id: 'baltimore-annapolis-severna',
        locationId: 'baltimore',
        label: 'Annapolis & Severna',
        postalCodes: [
          { from: '21401', to: '21405' },
          { from: '21146', to: '21146' },
        ],
        deliveryFeeCents: 15_000,
        collectionFeeCents: 12_525,
        travelMinutes: 70,
      },
    ]);
  });

  it('names a bad ZIP range, a backwards one and too many minutes on their fields before sending anything', async () => {
    const { calls, zones } = await openZones();
    fireEvent.click(
      within(zones).getByRole('button', { name: 'Edit delivery zone Baltimore (Baltimore Harbor)' }),
    );
    const form = within(zones).getByRole('form');
    const codes = within(form).getByLabelText(/^ZIP codes and ranges/);
    fireEvent.change(codes, { target: { value: '2120, 21231' } });
    fireEvent.change(within(form).getByLabelText(/^Minutes on the road each way/), {
      target: { value: '2000' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByRole('link', {
        name: 'Enter five-digit ZIP codes or ranges like 21201–21231, separated by commas.',
      }),
    ).toBeTruthy();
    expect(within(form).getByRole('link', { name: 'Enter a whole number up to 1440.' })).toBeTruthy();
    expect(codes.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(codes, { target: { value: '21231–21201' } });
    fireEvent.change(within(form).getByLabelText(/^Minutes on the road each way/), {
      target: { value: '45' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('link', { name: 'The range ends before it starts.' })).toBeTruthy();
    expect(puts(calls)).toEqual([]);
  });

  it('shows the server’s refusal about the zone saved beside its ZIP codes, and deletes a zone', async () => {
    const message =
      'ZIP codes 60601–60661 meet 60601–60661 of Chicago: give each ZIP code to one zone of a location.';
    let refuse = true;
    const { calls, zones } = await openZones((init) =>
      refuse
        ? json(400, {
            error: {
              code: 'validation_failed',
              message,
              fields: { [`zones.${bodyOf(init).zones.length - 1}.postalCodes`]: message },
            },
          })
        : json(200, { ...book, deliveryZones: bodyOf(init).zones }),
    );
    fireEvent.click(within(zones).getByRole('button', { name: 'Add delivery zone' }));
    const form = within(zones).getByRole('form');
    fireEvent.change(within(form).getByLabelText(/^Zone/), { target: { value: 'Loop' } });
    fireEvent.change(within(form).getByLabelText(/^ZIP codes and ranges/), {
      target: { value: '60601–60661' },
    });
    fireEvent.change(within(form).getByLabelText('Delivery fee per vehicle ($)'), {
      target: { value: '80' },
    });
    fireEvent.change(within(form).getByLabelText('Collection fee per vehicle ($)'), {
      target: { value: '80' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('link', { name: message })).toBeTruthy();
    expect(
      within(form)
        .getByLabelText(/^ZIP codes and ranges/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));

    refuse = false;
    fireEvent.click(
      within(zones).getByRole('button', { name: 'Edit delivery zone Baltimore (Baltimore Harbor)' }),
    );
    fireEvent.click(within(zones).getByRole('button', { name: 'Delete delivery zone' }));
    const ask = await screen.findByRole('alertdialog', {
      name: 'Delete delivery zone Baltimore (Baltimore Harbor)?',
    });
    fireEvent.click(within(ask).getByRole('button', { name: 'Delete delivery zone' }));
    await waitFor(() => expect(bodyOf(puts(calls).at(-1)?.init)).toEqual({ zones: [chicago] }));
  });
});
