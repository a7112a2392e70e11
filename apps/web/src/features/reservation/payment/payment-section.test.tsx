import type { PublicPaymentConfig } from '@convoy/domain/contracts/payment.schema';
import type { PricedReservation } from '@convoy/domain/contracts/pricing-breakdown.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberOrganisation } from '../../../lib/organisation-account';
import { oneVanAtConfirm, testBreakdown } from '../../../test/flow-fixtures';
import { approvedTerms, testAccount, testKey, testOrganisation } from '../../../test/organisation-fixtures';
import { renderApp } from '../../../test/render-app';
import { testReservationResponse } from '../../../test/reservation-fixtures';
import { json, stubApi } from '../../../test/stub-api';

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));
const pricing = {
  ...testBreakdown({ totalCents: 90_000, depositCents: 50_000 }),
  vehicles: [],
} as unknown as PricedReservation;

let calls: ReturnType<typeof stubApi>;
let bookings: Response[];
function stub(config: PublicPaymentConfig, account = testAccount()) {
  bookings = [];
  calls = stubApi({
    '/api/payments/config': () => json(200, config),
    '/api/organisations/account': () => json(200, account),
    '/api/locations': () => json(200, { locations: [] }),
    '/api/extras': () => json(200, { extras: [] }),
    '/api/protection': () => json(200, { protection: [] }),
    '/api/cancellation-policy': () => json(500, {}),
    '/api/reservations/price': () => json(200, { pricingBreakdown: pricing }),
    '/api/reservations': () => bookings.shift() ?? json(500, {}),
  });
}
const priceBodies = () => calls.filter((c) => c.url === '/api/reservations/price').map((c) => bodyOf(c.init));
const bookingBodies = () => calls.filter((c) => c.url === '/api/reservations').map((c) => bodyOf(c.init));

beforeEach(() => {
  oneVanAtConfirm();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const section = async () => screen.findByRole('region', { name: 'How you’ll pay' });

describe('How you’ll pay, on the confirm step', { timeout: 15_000 }, () => {
  it('with the deposit collected online: the card, in words with the live amounts, priced as card', async () => {
    stub({ collectAtBooking: 'deposit', cardPaymentsAvailable: true });
    await renderApp('/confirm');
    const pay = await section();
    await waitFor(() =>
      expect(pay.textContent).toContain(
        'We hold the $500.00 security deposit on your card now; the total $900.00 is due at pickup.',
      ),
    );
    expect(within(pay).queryByRole('radio')).toBeNull();
    expect(within(pay).queryByRole('checkbox')).toBeNull();
    expect(priceBodies().at(-1)).toMatchObject({ paymentMethod: 'card' });
    expect(priceBodies().at(-1)).not.toHaveProperty('organisation');
    expect(screen.getByText('Next: our payment provider’s secure page.')).toBeTruthy();
  });

  it('with nothing collected online: says plainly what happens at the counter', async () => {
    stub({ collectAtBooking: 'none', cardPaymentsAvailable: false });
    await renderApp('/confirm');
    const pay = await section();
    await waitFor(() =>
      expect(pay.textContent).toContain(
        'Nothing is charged online: you pay the total at the counter when you pick up; the $500.00 security deposit is held on a credit card then.',
      ),
    );
    expect(priceBodies().at(-1)).toMatchObject({ paymentMethod: 'at_pickup' });
  });

  it('for a remembered organization approved for terms: books for it, offers the invoice, needs the PO', async () => {
    rememberOrganisation({ code: 'ORG-7K3M9Q', key: testKey, name: 'Grace Fellowship Church' });
    stub(
      { collectAtBooking: 'none', cardPaymentsAvailable: false },
      testAccount(testOrganisation(approvedTerms)),
    );
    await renderApp('/confirm');
    const pay = await section();
    const bookFor = await within(pay).findByRole('checkbox', { name: 'Book for Grace Fellowship Church' });
    expect((bookFor as HTMLInputElement).checked).toBe(true);
    const account = calls.find((c) => c.url === '/api/organisations/account');
    expect((account?.init?.headers as Record<string, string> | undefined)?.authorization).toBe(
      `Bearer ORG-7K3M9Q.${testKey}`,
    );

    fireEvent.click(await within(pay).findByRole('radio', { name: /Pay by invoice — net 30 days/ }));
    await waitFor(() =>
      expect(priceBodies().at(-1)).toMatchObject({
        paymentMethod: 'invoice',
        organisation: { code: 'ORG-7K3M9Q', key: testKey },
      }),
    );
    // The live price never carries the PO: typing it must not price again.
    expect(priceBodies().at(-1)).not.toHaveProperty('poNumber');

    // Required, and said beside its field before anything is sent.
    const po = within(pay).getByLabelText('Purchase order (PO) number');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm reservation' }));
    await waitFor(() => expect(po.getAttribute('aria-invalid')).toBe('true'));
    expect(pay.textContent).toContain('Grace Fellowship Church pays by purchase order: enter the PO number.');
    await waitFor(() => expect(document.activeElement).toBe(po));
    expect(bookingBodies()).toEqual([]);

    bookings.push(json(201, testReservationResponse()));
    fireEvent.change(po, { target: { value: 'PO-4471' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm reservation' }));
    await waitFor(() => expect(bookingBodies()).toHaveLength(1), { timeout: 5000 });
    expect(bookingBodies()[0]).toMatchObject({
      paymentMethod: 'invoice',
      poNumber: 'PO-4471',
      organisation: { code: 'ORG-7K3M9Q', key: testKey },
    });
  });

  it('booking privately drops the organization and its invoice terms', async () => {
    rememberOrganisation({ code: 'ORG-7K3M9Q', key: testKey, name: 'Grace Fellowship Church' });
    stub(
      { collectAtBooking: 'deposit', cardPaymentsAvailable: true },
      testAccount(testOrganisation(approvedTerms)),
    );
    await renderApp('/confirm');
    const pay = await section();
    fireEvent.click(await within(pay).findByRole('radio', { name: /Pay by invoice/ }));
    fireEvent.click(within(pay).getByRole('checkbox', { name: 'Book for Grace Fellowship Church' }));
    await waitFor(() => expect(within(pay).queryByRole('radio')).toBeNull());
    await waitFor(() => expect(priceBodies().at(-1)).toMatchObject({ paymentMethod: 'card' }));
    expect(priceBodies().at(-1)).not.toHaveProperty('organisation');
  });

  it('offers no invoice while the terms are only requested, and says so', async () => {
    rememberOrganisation({ code: 'ORG-7K3M9Q', key: testKey, name: 'Grace Fellowship Church' });
    stub(
      { collectAtBooking: 'deposit', cardPaymentsAvailable: true },
      testAccount(testOrganisation({ status: 'requested', requestedNetDays: 30 })),
    );
    await renderApp('/confirm');
    const pay = await section();
    await within(pay).findByText(/request for invoice terms is being reviewed/);
    expect(within(pay).queryByRole('radio')).toBeNull();
    await waitFor(() =>
      expect(priceBodies().at(-1)).toMatchObject({
        paymentMethod: 'card',
        organisation: { code: 'ORG-7K3M9Q' },
      }),
    );
  });

  it('sends the renter to the payment page when the booking waits for its card payment', async () => {
    stub({ collectAtBooking: 'deposit', cardPaymentsAvailable: true });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const checkoutUrl = 'https://pay.example/checkout/cs_1';
    bookings.push(
      json(201, {
        ...testReservationResponse({ status: 'pending_payment' }),
        payment: { checkoutUrl },
      }),
    );
    await renderApp('/confirm');
    await within(await section()).findByText(/We hold the \$500\.00 security deposit/);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm reservation' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(checkoutUrl), { timeout: 5000 });
    expect(bookingBodies()[0]).toMatchObject({ paymentMethod: 'card' });
  });
});
