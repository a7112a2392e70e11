import type { ReservationPayment } from '@convoy/domain/contracts/payment.schema';
import type { ReservationStatus } from '@convoy/domain/contracts/reservation.schema';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flowStore } from '../../../lib/flow/use-flow';
import { sharedQueryClient } from '../../../lib/shared-query-client';
import { renderApp } from '../../../test/render-app';
import { testReservation, testReservationResponse } from '../../../test/reservation-fixtures';
import { json, stubApi } from '../../../test/stub-api';
import { pollEveryMs } from './use-booking-status';

const code = 'CNV-7K3M9Q';
const payment = (over: Partial<ReservationPayment> = {}): ReservationPayment => ({
  method: 'card',
  collect: 'deposit',
  poNumber: null,
  organisation: null,
  payBy: '2030-01-01T10:30:00-05:00',
  checkoutUrl: null,
  paidCents: 0,
  heldCents: 0,
  refundedCents: 0,
  balanceCents: 35_800,
  payments: [],
  invoices: [],
  ...over,
});
const answer = (status: ReservationStatus, over: Partial<ReservationPayment> = {}) =>
  json(200, {
    ...testReservationResponse({ status }),
    payment: payment(status === 'pending_payment' ? over : { payBy: null, ...over }),
  });

let lookups: Response[];
let calls: ReturnType<typeof stubApi>;
const lookupCount = () => calls.filter((c) => c.url.startsWith(`/api/reservations/${code}?`)).length;

beforeEach(() => {
  sessionStorage.clear();
  sharedQueryClient().clear();
  flowStore().reset();
  flowStore().setReservation(testReservation({ status: 'pending_payment' }));
  lookups = [];
  calls = stubApi({
    '/api/locations': () => json(200, { locations: [] }),
    [`/api/reservations/${code}`]: () => lookups.shift() ?? json(500, {}),
  });
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('back from the payment page', { timeout: 15_000 }, () => {
  it('asks again every 3 s while the payment is pending, and stops once it is confirmed', async () => {
    lookups.push(
      answer('pending_payment'),
      answer('pending_payment'),
      answer('confirmed', { heldCents: 50_000, payBy: null }),
    );
    await renderApp(`/success?code=${code}&payment=done`);
    const status = await screen.findByText('Checking your payment with our payment provider…');
    expect(status.getAttribute('role')).toBe('status');
    // Back from paying: no second payment page while the first is being checked.
    await screen.findByRole('heading', { name: /Waiting for your payment — vehicles held until 10:30 AM/ });
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Waiting for your payment');

    await act(() => vi.advanceTimersByTimeAsync(pollEveryMs));
    await act(() => vi.advanceTimersByTimeAsync(pollEveryMs));
    await screen.findByText('Payment received: your reservation is confirmed.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your reservation is confirmed');
    expect(screen.getByText(/security deposit is held on your card \(not charged\)/)).toBeTruthy();
    const asked = lookupCount();
    expect(asked).toBe(3);

    await act(() => vi.advanceTimersByTimeAsync(pollEveryMs * 5));
    expect(lookupCount()).toBe(asked);
  });

  it('left unpaid: says nothing was charged, and offers Pay now with the time the vehicles are held until', async () => {
    lookups.push(answer('pending_payment'), answer('pending_payment'));
    await renderApp(`/success?code=${code}&payment=cancelled`);
    await screen.findByText('You left the payment page before paying; nothing was charged.');
    await screen.findByRole('button', { name: 'Pay now' });
  });

  it('released: the payment did not come in time', async () => {
    lookups.push(answer('expired'));
    await renderApp(`/success?code=${code}&payment=done`);
    await screen.findByText(/The payment did not come in time; nothing was charged/);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your reservation was released');
    await act(() => vi.advanceTimersByTimeAsync(pollEveryMs * 3));
    expect(lookupCount()).toBe(1);
  });

  it('an invoice booking: how it is paid, when it is due, and its PDF', async () => {
    flowStore().setReservation(testReservation());
    lookups.push(
      answer('confirmed', {
        method: 'invoice',
        collect: null,
        poNumber: 'PO-4471',
        organisation: 'Grace Fellowship Church',
        invoices: [
          {
            number: 'INV-2030-000012',
            status: 'open',
            issuedOn: '2030-01-01',
            dueOn: '2030-01-31',
            totalCents: 35_800,
            paidCents: 0,
            balanceDueCents: 35_800,
            poNumber: 'PO-4471',
          },
        ],
      }),
    );
    await renderApp('/success');
    const link = await screen.findByRole('link', { name: 'Download invoice (PDF)' });
    expect(link.getAttribute('href')).toBe(
      `/api/reservations/${code}/invoices/INV-2030-000012.pdf?email=grace%40example.com`,
    );
    const details = screen.getByRole('region', { name: 'Payment' });
    expect(details.textContent).toContain('Pay by invoice: $358.00, due Thursday, January 31, 2030.');
    expect(details.textContent).toContain('Grace Fellowship Church');
    expect(details.textContent).toContain('PO-4471');
    await waitFor(() => expect(lookupCount()).toBe(1));
  });
});
