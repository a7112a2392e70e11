import type { AdminPriceBook } from '@convoy/domain/contracts/admin-pricing.schema';
import { demoCancellationPolicy } from '@convoy/domain/contracts/demo-cancellation-policy';
import { testPromo } from '@convoy/domain/test/price-book';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { json, stubApi } from '../../../test/stub-api';

const salesTax = {
  code: 'sales-tax',
  label: 'Maryland sales tax',
  locationId: 'baltimore',
  basis: 'percent' as const,
  ratePercent: 6,
  amountCents: null,
  appliesTo: ['extra' as const, 'fee' as const],
  taxable: false,
  exemptible: true,
};
const group10 = { ...testPromo({ usageLimit: 5 }), uses: 2 };
const book: AdminPriceBook = {
  locations: [
    { id: 'baltimore', name: 'Baltimore' },
    { id: 'denver', name: 'Denver' },
  ],
  classes: [
    {
      id: 'minivan',
      name: 'Minivan',
      charges: {
        depositCents: 30_000,
        youngRenterPerDayCents: 0,
        mileageAllowancePerDay: null,
        excessMileCents: 0,
      },
    },
  ],
  additionalDriverPerDayCents: 1_200,
  cancellationPolicy: demoCancellationPolicy,
  seasons: [],
  blackouts: [],
  extras: [
    {
      id: 'luggage-trailer',
      label: 'Luggage trailer',
      description: '',
      charge: 'per-rental',
      priceCents: 9_900,
      capCents: null,
      maxQuantity: 3,
      stocked: true,
      taxable: true,
      active: true,
      stock: { baltimore: 3, denver: 1 },
    },
  ],
  protection: [],
  fees: [],
  locationCharges: [
    salesTax,
    { ...salesTax, locationId: 'denver', label: 'Colorado sales tax', ratePercent: 8.81 },
  ],
  promoCodes: [group10],
  oneWayRoutes: [],
  deliveryZones: [],
};

const signedIn = () =>
  json(200, { admin: { email: 'ops@rent.test', role: 'owner' }, csrfToken: 'token-9', idleMinutes: 30 });
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

afterEach(() => vi.unstubAllGlobals());

describe('the Pricing view', () => {
  it('saves a tax rate typed in percent, with the CSRF token, and shows it saved', async () => {
    const calls = stubApi({
      '/api/admin/session': signedIn,
      '/api/admin/pricing': () => json(200, book),
      '/api/admin/pricing/location-charges/baltimore/sales-tax': (init) =>
        json(200, { ...book, locationCharges: [bodyOf(init), book.locationCharges[1]] }),
    });
    await renderApp('/admin?view=pricing');
    const taxes = await screen.findByRole('region', { name: 'Taxes and fees' });
    // One location at a time: Denver's rate shows once Denver is picked.
    expect(within(taxes).queryByText('8.81%')).toBeNull();
    fireEvent.change(within(taxes).getByLabelText('Location'), { target: { value: 'denver' } });
    expect(within(taxes).getByText('8.81%')).toBeTruthy();
    fireEvent.change(within(taxes).getByLabelText('Location'), { target: { value: 'baltimore' } });

    fireEvent.click(within(taxes).getByRole('button', { name: 'Edit tax or fee Maryland sales tax' }));
    const form = within(taxes).getByRole('form', { name: 'Tax or fee: Maryland sales tax' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Tax or fee: Maryland sales tax'));
    fireEvent.change(within(form).getByLabelText(/^Rate \(%\)/), { target: { value: '6.25' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(within(taxes).getByText('6.25%')).toBeTruthy());
    const put = calls.find((c) => c.init?.method === 'PUT')!;
    expect(put.url).toBe('/api/admin/pricing/location-charges/baltimore/sales-tax');
    expect(bodyOf(put.init)).toEqual({ ...salesTax, ratePercent: 6.25 });
    expect(put.init?.headers).toMatchObject({ 'x-csrf-token': 'token-9' });
    expect(within(taxes).queryByRole('form')).toBeNull();
  });

  it('changes a tier of the group cancellation policy, sending the whole policy, and shows its new words', async () => {
    const calls = stubApi({
      '/api/admin/session': signedIn,
      '/api/admin/pricing': () => json(200, book),
      '/api/admin/pricing/cancellation-policy': (init) =>
        json(200, { ...book, cancellationPolicy: bodyOf(init) }),
    });
    await renderApp('/admin?view=pricing');
    const policy = await screen.findByRole('region', { name: 'Cancellation policy' });
    expect(within(policy).getByText('Cancel 3 days before pickup or earlier: free.')).toBeTruthy();
    fireEvent.change(within(policy).getByLabelText('Bookings of'), { target: { value: 'group' } });
    fireEvent.click(
      within(policy).getByRole('button', { name: 'Edit cancellation tier from 336 hours before pickup' }),
    );
    const form = within(policy).getByRole('form');
    fireEvent.change(within(form).getByLabelText(/^From hours before pickup/), { target: { value: '504' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(within(policy).getByText('Cancel 21 days before pickup or earlier: free.')).toBeTruthy(),
    );
    const put = calls.find((c) => c.init?.method === 'PUT')!;
    expect(put.url).toBe('/api/admin/pricing/cancellation-policy');
    expect(bodyOf(put.init)).toEqual({
      ...demoCancellationPolicy,
      group: [
        demoCancellationPolicy.group[1],
        demoCancellationPolicy.group[2],
        { ...demoCancellationPolicy.group[0], minHoursBefore: 504 },
      ],
    });
  });

  it('checks a form before sending it: the summary takes the focus and names the field', async () => {
    const calls = stubApi({ '/api/admin/session': signedIn, '/api/admin/pricing': () => json(200, book) });
    await renderApp('/admin?view=pricing');
    const extras = await screen.findByRole('region', { name: 'Extras and stock' });
    fireEvent.click(within(extras).getByRole('button', { name: 'Edit extra Luggage trailer' }));
    const form = within(extras).getByRole('form');
    expect((within(form).getByLabelText('Denver') as HTMLInputElement).value).toBe('1');
    fireEvent.change(within(form).getByLabelText('Price ($)'), { target: { value: 'ten' } });
    fireEvent.change(within(form).getByLabelText('Denver'), { target: { value: '-1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    const summary = await within(form).findByRole('heading', { name: 'There is a problem' });
    await waitFor(() => expect(document.activeElement?.contains(summary)).toBe(true));
    expect(within(form).getByRole('link', { name: 'Enter an amount in dollars, like 12.50.' })).toBeTruthy();
    expect(within(form).getByRole('link', { name: /^Enter a whole number of items/ })).toBeTruthy();
    expect(within(form).getByLabelText('Price ($)').getAttribute('aria-invalid')).toBe('true');
    // Unticking "Stocked" hides the stock and sends none.
    fireEvent.click(within(form).getByLabelText('Stocked item (counted per location)'));
    expect(within(form).queryByLabelText('Denver')).toBeNull();
    expect(calls.some((c) => c.init?.method === 'PUT')).toBe(false);
  });

  it('shows the server’s refusal beside its field: a usage limit below the uses so far', async () => {
    stubApi({
      '/api/admin/session': signedIn,
      '/api/admin/pricing': () => json(200, book),
      '/api/admin/pricing/promo-codes/GROUP10': () =>
        json(400, {
          error: {
            code: 'validation_failed',
            message: 'This code has been used 2 times: set a limit of 2 or more, or none.',
            fields: { usageLimit: 'This code has been used 2 times: set a limit of 2 or more, or none.' },
          },
        }),
    });
    await renderApp('/admin?view=pricing');
    const codes = await screen.findByRole('region', { name: 'Promo codes' });
    expect(within(codes).getByRole('row', { name: /GROUP10/ }).textContent).toContain('2 of 5');
    fireEvent.click(within(codes).getByRole('button', { name: 'Edit promo code GROUP10' }));
    const form = within(codes).getByRole('form');
    fireEvent.change(within(form).getByLabelText(/^Bookings allowed in all/), { target: { value: '1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const limit = within(form).getByLabelText(/^Bookings allowed in all/);
    await waitFor(() => expect(limit.getAttribute('aria-invalid')).toBe('true'));
    const described = limit.getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(
      'This code has been used 2 times: set a limit of 2 or more, or none.',
    );
  });
});
