import type { PricedReservation } from '@convoy/domain/contracts/pricing-breakdown.schema';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { oneVanAtConfirm, stubConfirmStep, testBreakdown } from '../../../test/flow-fixtures';
import { renderApp } from '../../../test/render-app';
import { testReservationResponse } from '../../../test/reservation-fixtures';
import { json, type stubApi } from '../../../test/stub-api';

const pricing = { ...testBreakdown({ totalCents: 90_000 }), vehicles: [] } as unknown as PricedReservation;
const boxName = 'Text me reminders about this booking at this number';

let calls: ReturnType<typeof stubApi>;
beforeEach(() => {
  oneVanAtConfirm();
  calls = stubConfirmStep({
    '/api/reservations/price': () => json(200, { pricingBreakdown: pricing }),
    '/api/reservations': () => json(201, testReservationResponse()),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const bookingBodies = () =>
  calls.filter((c) => c.url === '/api/reservations').map((c) => JSON.parse(String(c.init?.body)));

async function book(): Promise<{ contact: Record<string, unknown> }> {
  fireEvent.click(screen.getByRole('button', { name: 'Confirm reservation' }));
  await waitFor(() => expect(bookingBodies()).toHaveLength(1), { timeout: 5000 });
  return bookingBodies()[0];
}

describe('consent to reminders by text on the contact step', { timeout: 15_000 }, () => {
  it('offers the box beside a typed number, unticked, saying what the texts are; none without a number', async () => {
    await renderApp('/confirm');
    const box = (await screen.findByRole('checkbox', { name: boxName })) as HTMLInputElement;
    expect(box.checked).toBe(false);
    const hint = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toMatch(/Reply STOP to stop them\.$/);

    fireEvent.change(screen.getByLabelText('Mobile phone number'), { target: { value: '' } });
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: boxName })).toBeNull());
  });

  it('books without consent unless the box is ticked', async () => {
    await renderApp('/confirm');
    await screen.findByRole('checkbox', { name: boxName });
    expect((await book()).contact).toMatchObject({ phone: '+1 404 555 0188', smsConsent: false });
  });

  it('sends smsConsent: true when the renter ticks the box', async () => {
    await renderApp('/confirm');
    fireEvent.click(await screen.findByRole('checkbox', { name: boxName }));
    expect((await book()).contact).toMatchObject({ phone: '+1 404 555 0188', smsConsent: true });
  });
});
