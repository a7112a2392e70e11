import type { ReservationPayment } from '@convoy/domain/contracts/payment.schema';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedQueryClient } from '../../../lib/shared-query-client';
import { renderApp } from '../../../test/render-app';
import { testReservationResponse } from '../../../test/reservation-fixtures';
import { json, stubApi } from '../../../test/stub-api';

const code = 'CNV-7K3M9Q';
const depositHeld: ReservationPayment = {
  method: 'card',
  collect: 'deposit',
  poNumber: null,
  organisation: null,
  payBy: null,
  checkoutUrl: null,
  paidCents: 0,
  heldCents: 50_000,
  refundedCents: 0,
  balanceCents: 35_800,
  payments: [
    {
      id: '6f1c2b9e-3d4a-4c1e-9f0a-2b3c4d5e6f70',
      kind: 'deposit',
      status: 'authorised',
      amountCents: 50_000,
      authorisedCents: 50_000,
      capturedCents: 0,
      refundedCents: 0,
      description: 'Visa •••• 3184',
      createdAt: '2030-01-01T12:00:00.000Z',
      failureMessage: null,
    },
  ],
  invoices: [],
};

let calls: ReturnType<typeof stubApi>;
beforeEach(() => {
  sessionStorage.clear();
  sharedQueryClient().clear();
  calls = stubApi({
    '/api/locations': () => json(200, { locations: [] }),
    [`/api/reservations/${code}`]: () => json(200, { ...testReservationResponse(), payment: depositHeld }),
    [`/api/reservations/${code}/payment`]: () => json(200, { checkoutUrl: 'https://pay.example/cs_2' }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the manage page’s payment', { timeout: 15_000 }, () => {
  it('from the reminder’s pay=balance link: shows what is held and due, focuses Pay the balance, and goes to pay', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    await renderApp(`/manage?code=${code}&pay=balance`);
    fireEvent.change(await screen.findByLabelText('E-mail address'), {
      target: { value: 'grace@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Find my booking' }));

    const pay = await screen.findByRole('button', { name: 'Pay the balance — $358.00' });
    await waitFor(() => expect(document.activeElement).toBe(pay));
    const details = screen.getByRole('region', { name: 'Payment' });
    expect(details.textContent).toContain('Security deposit held on your card$500.00');
    expect(details.textContent).toContain('Still to pay$358.00, due at pickup');
    // Nothing received yet: no receipt to download.
    expect(screen.queryByRole('link', { name: /receipt/ })).toBeNull();

    fireEvent.click(pay);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/cs_2'));
    const sent = calls.find((c) => c.url === `/api/reservations/${code}/payment`);
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ email: 'grace@example.com' });
  });
});
