import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testInvoice, testPayment } from '../../../test/money-fixtures';
import { navigating, renderApp } from '../../../test/render-app';
import {
  testAdminDetail,
  testPreArrival,
  testPricedReservation,
  testReservationResponse,
} from '../../../test/reservation-fixtures';
import { json, stubApi } from '../../../test/stub-api';

afterEach(() => vi.unstubAllGlobals());

// The app's query cache outlives a test (as in the browser): each test opens a booking of its own.
let code = 'CNV-7K3M9Q';
const signedIn = () =>
  json(200, { admin: { email: 'ops@rent.test', role: 'owner' }, csrfToken: 'token-3', idleMinutes: 30 });
const driver = {
  id: 'd1',
  vehicleId: '15-passenger-van',
  vehicleNumber: 2,
  vehicleName: '15 Passenger Van',
  name: 'Ada Lovelace',
  licenceCountry: 'US',
  licenceState: 'MD',
  licenceNumberMasked: '•••• 8901',
  licenceNumber: 'S123-4567-8901',
  dateOfBirth: '1990-04-21',
  licenceExpiry: '2032-01-31',
  licenceClass: 'regular' as const,
  preArrival: testPreArrival,
  passengerEndorsement: false,
  yearsLicensed: 8,
};
const summary = {
  changes: ['Return: 3 Jul → 4 Jul'],
  previousTotalCents: 35_800,
  totalCents: 27_800,
  differenceCents: -8_000,
  cancellationFeeFloorCents: 0,
};

// As the server prices a new return location: the one-way fee's line and its tax move the total.
const oneWaySummary = {
  changes: [],
  previousTotalCents: 35_800,
  totalCents: 53_700,
  differenceCents: 17_900,
  cancellationFeeFloorCents: 0,
  priceChanges: [
    {
      label: '15 Passenger Van: One-way fee, Baltimore Harbor to Chicago West Loop',
      beforeCents: 0,
      afterCents: 16_887,
    },
    { label: 'Maryland sales tax (demo rate)', beforeCents: 2_148, afterCents: 3_161 },
  ],
};

const { licenceNumber: _number, dateOfBirth: _born, ...maskedDriver } = driver;
const cancelled = testAdminDetail({
  drivers: [maskedDriver],
  code: 'CNV-2CANC2',
  status: 'cancelled',
  cancelledAt: '2030-06-01T12:00:00.000Z',
  cancellationFeeCents: 17_900,
});
const confirmed = testAdminDetail({ code: 'CNV-3CHNG3' });
const oneWay = testAdminDetail({ code: 'CNV-9ONEW9' });
const floored = testAdminDetail({ code: 'CNV-5FLOR5', cancellationFeeFloorCents: 90_286 });
const byCard = testAdminDetail({
  code: 'CNV-4CARD4',
  payment: {
    method: 'card',
    collect: 'deposit',
    poNumber: null,
    organisation: 'Peachtree Academy',
    payBy: null,
    checkoutUrl: null,
    paidCents: 30_000,
    heldCents: 0,
    refundedCents: 0,
    balanceCents: 5_800,
    payments: [testPayment({ status: 'succeeded', authorisedCents: 0, capturedCents: 30_000 })],
    invoices: [testInvoice({ paidCents: 30_000, balanceDueCents: 5_800 })],
  },
});

const held = testAdminDetail({ code: 'CNV-6HAWK6' });
const unlisted = testAdminDetail({ code: 'CNV-8QWRT8' });

async function openBooking(detail: ReturnType<typeof testAdminDetail>) {
  code = detail.code;
  let changed = false;
  let overridden = false;
  const calls = stubApi({
    [`/api/admin/do-not-rent/reviews/${code}`]: () =>
      json(200, {
        reservationCode: code,
        held: code === held.code && !overridden,
        override: overridden
          ? { by: 'ops@rent.test', at: '2030-06-30T14:00:00.000Z', reason: 'A namesake: licence checked' }
          : null,
      }),
    '/api/admin/do-not-rent/overrides': () => {
      overridden = true;
      return json(201, { reservationCode: code, entryIds: [], at: '2030-06-30T14:00:00.000Z' });
    },
    [`/api/admin/customers/bookings/${code}`]: () =>
      json(200, {
        key: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345',
        pinned:
          code === unlisted.code
            ? [
                {
                  id: '6a0c3a52-9a51-4c7e-9d1e-2b7c1f0a0001',
                  text: 'Call the school office, not the mobile.',
                  pinned: true,
                  author: 'agent@rent.test',
                  createdAt: '2030-06-01T14:30:00.000Z',
                },
              ]
            : [],
      }),
    '/api/admin/session': signedIn,
    '/api/locations': () =>
      json(200, {
        locations: [
          { id: 'baltimore', name: 'Baltimore Harbor' },
          { id: 'chicago', name: 'Chicago West Loop' },
        ],
      }),
    '/api/vehicles': () => json(200, { vehicles: [{ id: 'cargo-van', name: 'Cargo Van' }] }),
    // The app's query cache outlives a test: the list holds both tests' bookings.
    '/api/admin/reservations': () =>
      json(200, {
        items: [cancelled, confirmed, byCard, floored, held, unlisted, oneWay],
        total: 7,
        page: 1,
        pageSize: 25,
      }),
    [`/api/admin/reservations/${code}`]: () =>
      json(200, changed ? { ...detail, returnDate: '2030-07-04' } : detail),
    [`/api/admin/counter/${code}/drivers`]: () => json(200, { drivers: [driver] }),
    [`/api/admin/reservations/${code}/changes/price`]: (init) =>
      JSON.parse(String(init?.body)).returnLocationId
        ? json(200, { pricingBreakdown: testPricedReservation(53_700), change: oneWaySummary })
        : json(200, { pricingBreakdown: testPricedReservation(27_800), change: summary }),
    [`/api/admin/payments/reservations/${code}/charge-balance`]: () =>
      json(409, {
        error: {
          code: 'no_saved_card',
          message: 'No card was saved with this reservation: send the renter the payment link instead.',
        },
      }),
    [`/api/admin/reservations/${code}/cancellation-floor/waive`]: () =>
      json(200, {
        ...detail,
        cancellationFeeFloorCents: 0,
        cancellationFloorWaived: { by: 'ops@rent.test', at: '2030-06-30T10:00:00-04:00' },
      }),
    [`/api/admin/reservations/${code}/changes`]: () => {
      changed = true;
      return json(200, { ...testReservationResponse(), change: summary });
    },
  });
  await renderApp('/admin?view=bookings');
  const view = await screen.findByRole('button', { name: `View booking ${code}` });
  // Opening the booking writes the URL (`booking=`): a navigation.
  await navigating(() => fireEvent.click(view));
  const dialog = await screen.findByRole('dialog', { name: `Booking ${code}` });
  return { calls, dialog };
}

describe('a booking in the back office', { timeout: 20_000 }, () => {
  it('shows the drivers masked, and their licence numbers only when asked', async () => {
    const { calls, dialog } = await openBooking(cancelled);
    const drivers = await within(dialog).findByRole('region', { name: 'Drivers' });
    await within(drivers).findByText('Ada Lovelace');
    expect(drivers.textContent).toContain('•••• 8901');
    // Which van of the booking's two she drives.
    expect(drivers.textContent).toContain('Ada Lovelace · 15 Passenger Van 2');
    expect(drivers.textContent).not.toContain('S123-4567-8901');
    // The counter's endpoint (which the server logs) is called only when asked.
    expect(calls.some((c) => c.url.includes('/counter/'))).toBe(false);
    fireEvent.click(within(drivers).getByRole('button', { name: 'Show licence numbers' }));
    await waitFor(() => expect(drivers.textContent).toContain('S123-4567-8901'));
    expect(drivers.textContent).toContain('1990-04-21');
    expect(dialog.textContent).toContain('Cancellation fee$179.00');
  });

  it('changes the return day: previewed with the difference, applied with a key and the CSRF token', async () => {
    const { calls, dialog } = await openBooking(confirmed);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Change booking' }));
    fireEvent.change(within(dialog).getByLabelText('Return date'), { target: { value: '2030-07-04' } });
    fireEvent.change(within(dialog).getByLabelText('15 Passenger Van'), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review the change' }));
    const preview = await within(dialog).findByRole('region', { name: 'Your change' });
    expect(preview.textContent).toContain('The change saves $80.00');
    fireEvent.click(within(preview).getByRole('button', { name: 'Confirm the change' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('status').textContent).toContain(`Booking ${code} is changed`),
    );
    const apply = calls.find((c) => c.url === `/api/admin/reservations/${code}/changes`);
    const headers = apply?.init?.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toBeTruthy();
    expect(headers['x-csrf-token']).toBe('token-3');
    // At the total the review showed (SPEC Part B §13).
    expect(JSON.parse(String(apply?.init?.body))).toEqual({
      returnDate: '2030-07-04',
      lines: [{ vehicleId: '15-passenger-van', quantity: 1 }],
      shownTotalCents: 27_800,
    });
  });

  it('changes the return location (one-way): the re-priced change reviewed, then applied', async () => {
    const { calls, dialog } = await openBooking(oneWay);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Change booking' }));
    const returnAt = within(dialog).getByLabelText(/^Return location/);
    await within(returnAt).findByRole('option', { name: 'Chicago West Loop' });
    expect(returnAt).toHaveProperty('value', 'baltimore');
    fireEvent.change(returnAt, { target: { value: 'chicago' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review the change' }));
    const preview = await within(dialog).findByRole('region', { name: 'Your change' });
    const fee = within(preview).getByRole('row', { name: /^15 Passenger Van: One-way fee/ });
    expect(fee.textContent).toContain('$168.87');
    expect(preview.textContent).toContain('$537.00');
    const priced = calls.find((c) => c.url === `/api/admin/reservations/${code}/changes/price`);
    expect(JSON.parse(String(priced?.init?.body))).toEqual({ returnLocationId: 'chicago' });
    fireEvent.click(within(preview).getByRole('button', { name: 'Confirm the change' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('status').textContent).toContain(`Booking ${code} is changed`),
    );
    const apply = calls.find((c) => c.url === `/api/admin/reservations/${code}/changes`);
    expect(JSON.parse(String(apply?.init?.body))).toEqual({
      returnLocationId: 'chicago',
      shownTotalCents: 53_700,
    });
  });

  it('shows how it is paid, and the API’s refusal to charge the balance to the saved card', async () => {
    const { calls, dialog } = await openBooking(byCard);
    const payment = await within(dialog).findByRole('region', { name: 'Payment' });
    expect(payment.textContent).toContain('MethodCard, online');
    expect(payment.textContent).toContain('OrganisationPeachtree Academy');
    expect(payment.textContent).toContain('Balance$58.00');
    expect(within(payment).getByRole('row', { name: /Security deposit/ }).textContent).toContain('Succeeded');
    expect(within(payment).getByRole('link', { name: 'INV-2030-000012' }).getAttribute('href')).toBe(
      '/api/admin/invoices/INV-2030-000012.pdf',
    );
    fireEvent.click(within(payment).getByRole('button', { name: 'Charge the balance to the saved card' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Charge $58.00 to the saved card?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Charge the balance to the saved card' }));
    await waitFor(() =>
      expect(within(payment).getByRole('status').textContent).toBe(
        'No card was saved with this reservation: send the renter the payment link instead.',
      ),
    );
    const charge = calls.find((c) => c.url.endsWith('/charge-balance'));
    expect(charge?.init?.method).toBe('POST');
    expect(charge?.init?.headers).toMatchObject({
      'x-csrf-token': 'token-3',
      'Idempotency-Key': expect.stringMatching(/^[0-9a-f-]{32,36}$/),
    });
  });

  it('shows the minimum cancellation fee a change left, and lets a manager waive it once asked', async () => {
    const { calls, dialog } = await openBooking(floored);
    await within(dialog).findByText('$902.86');
    expect(dialog.textContent).toContain('Cancelling costs at least$902.86');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Waive the minimum cancellation fee' }));
    const ask = await screen.findByRole('alertdialog', {
      name: `Waive the minimum cancellation fee of ${code}?`,
    });
    expect(calls.some((c) => c.url.endsWith('/cancellation-floor/waive'))).toBe(false);
    fireEvent.click(within(ask).getByRole('button', { name: 'Waive the minimum cancellation fee' }));
    await waitFor(() => expect(dialog.textContent).toContain('Waived by ops@rent.test'));
    const waive = calls.find((c) => c.url.endsWith('/cancellation-floor/waive'));
    expect(waive?.init?.method).toBe('POST');
    expect(dialog.textContent).not.toContain('$902.86');
  });

  it('shows a manager that the booking is held for review, and lets it go ahead with a reason', async () => {
    const { calls, dialog } = await openBooking(held);
    const review = await within(dialog).findByRole('region', { name: 'Do-not-rent review' });
    expect(review.textContent).toContain('Held for review');
    const form = within(review).getByRole('form', { name: `Let ${held.code} go ahead` });
    fireEvent.click(within(form).getByRole('button', { name: 'Let this booking go ahead' }));
    await within(form).findAllByText('Enter why this booking may go ahead.');
    expect(calls.some((c) => c.url.endsWith('/overrides'))).toBe(false);
    fireEvent.change(within(form).getByLabelText(/^Why it may go ahead/), {
      target: { value: 'A namesake: licence checked' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Let this booking go ahead' }));
    await waitFor(() => expect(review.textContent).toContain('Let through after review by ops@rent.test'));
    expect(review.textContent).toContain('Reason: A namesake: licence checked');
    expect(within(review).queryByRole('form')).toBeNull();
    const sent = calls.find((c) => c.url.endsWith('/overrides'));
    expect(sent?.init?.headers).toMatchObject({ 'x-csrf-token': 'token-3' });
    expect(JSON.parse(String(sent?.init?.body))).toEqual({
      reservationCode: held.code,
      reason: 'A namesake: licence checked',
    });
  });

  it('says nothing of the do-not-rent list for a booking that matches nothing', async () => {
    const { calls, dialog } = await openBooking(unlisted);
    await within(dialog).findByRole('region', { name: 'Drivers' });
    await waitFor(() => expect(calls.some((c) => c.url.includes('/do-not-rent/reviews/'))).toBe(true));
    expect(within(dialog).queryByRole('region', { name: 'Do-not-rent review' })).toBeNull();
  });

  it('shows the note pinned on the renter, and links to their customer record', async () => {
    const { dialog } = await openBooking(unlisted);
    const note = await within(dialog).findByRole('complementary', { name: 'Pinned note' });
    expect(note.textContent).toContain('Call the school office, not the mobile.');
    expect(within(dialog).getByRole('link', { name: 'Customer record' }).getAttribute('href')).toBe(
      '/admin?view=customer&key=AbCdEfGhIjKlMnOpQrStUvWxYz012345',
    );
  });
});
