import type { PricedReservation } from '@convoy/domain/contracts/pricing-breakdown.schema';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { oneVanAtConfirm, stubConfirmStep, testBreakdown } from '../../../test/flow-fixtures';
import { renderApp } from '../../../test/render-app';
import { testReservationResponse } from '../../../test/reservation-fixtures';
import { json, type stubApi } from '../../../test/stub-api';

const priced = (totalCents: number) =>
  ({ ...testBreakdown({ totalCents }), vehicles: [] }) as unknown as PricedReservation;
const refusal = {
  error: {
    code: 'price_changed',
    message: 'The total is now $950.00, not the $900.00 you were shown.',
    fields: { shownTotalCents: 'The total is now $950.00, not the $900.00 you were shown.' },
  },
};

let calls: ReturnType<typeof stubApi>;
let total = 90_000;
beforeEach(() => {
  total = 90_000;
  oneVanAtConfirm();
  const bookings = [json(409, refusal), json(201, testReservationResponse())];
  calls = stubConfirmStep({
    '/api/reservations/price': () => json(200, { pricingBreakdown: priced(total) }),
    '/api/reservations': () => {
      // The back office raised the rate after the page showed its total.
      total = 95_000;
      return bookings.shift() ?? json(500, {});
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const bookingBodies = () =>
  calls.filter((c) => c.url === '/api/reservations').map((c) => JSON.parse(String(c.init?.body)));
const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Confirm reservation' }));

describe('the price shown is the price paid on the confirm step', { timeout: 15_000 }, () => {
  it('books at the total on screen; told the price changed, shows the new one and books at it', async () => {
    await renderApp('/confirm');
    await screen.findAllByText('$900.00');
    confirm();
    await waitFor(() => expect(bookingBodies()).toHaveLength(1), { timeout: 5000 });
    expect(bookingBodies()[0]).toMatchObject({ shownTotalCents: 90_000 });

    expect(
      await screen.findByText(/The price changed while you were booking\. The new total is shown/),
    ).toBeTruthy();
    await screen.findAllByText('$950.00');
    expect(screen.queryAllByText('$900.00')).toEqual([]);

    confirm();
    await waitFor(() => expect(bookingBodies()).toHaveLength(2), { timeout: 5000 });
    expect(bookingBodies()[1]).toMatchObject({ shownTotalCents: 95_000 });
  });
});
