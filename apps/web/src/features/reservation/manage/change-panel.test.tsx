import { locationSeed } from '@convoy/domain/content/locations';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import {
  testPricedReservation,
  testReservation,
  testReservationResponse,
} from '../../../test/reservation-fixtures';
import { json, stubApi } from '../../../test/stub-api';

afterEach(() => vi.unstubAllGlobals());

const code = 'CNV-7K3M9Q';
const base = `/api/reservations/${code}`;
const summary = {
  changes: ['Return: Wed 3 Jul 10:00 → Thu 4 Jul 10:00'],
  previousTotalCents: 35_800,
  totalCents: 47_800,
  differenceCents: 12_000,
  cancellationFeeFloorCents: 0,
};
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));
const headerOf = (init: RequestInit | undefined, name: string) =>
  (init?.headers as Record<string, string> | undefined)?.[name];

async function openChange() {
  await renderApp(`/manage?code=${code}`);
  fireEvent.change(await screen.findByLabelText('E-mail address'), {
    target: { value: 'grace@example.com' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Find my booking' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Change this reservation' }));
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Change your reservation' })),
  );
  // The form loads when the panel opens.
  await screen.findByLabelText('Return date');
}

describe('changing a booking on the manage page', () => {
  it('shows the policy and what canceling costs before the cancel button', async () => {
    stubApi({ [base]: () => json(200, testReservationResponse()) });
    await renderApp(`/manage?code=${code}`);
    fireEvent.change(await screen.findByLabelText('E-mail address'), {
      target: { value: 'grace@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Find my booking' }));
    const policy = await screen.findByRole('region', { name: 'Cancellation policy' });
    expect(
      within(policy)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Cancel 72 hours before pickup or earlier: free.',
      'Cancel less than 72 hours before pickup: one day.',
      'Not collected and not canceled (a no-show): one day plus 25% of the total.',
    ]);
    expect(policy.textContent).toContain('Canceling now is free.');
  });

  it('says what canceling costs in dollars and until when, each deadline in the location’s zone', async () => {
    const found = testReservationResponse();
    const cancellation = {
      ...found.cancellation!,
      feeSchedule: [
        { feeCents: 0, until: '2030-06-28T10:00:00-04:00' },
        { feeCents: 55_800, until: '2030-07-01T10:00:00-04:00' },
      ],
    };
    stubApi({ [base]: () => json(200, { ...found, cancellation }) });
    await renderApp(`/manage?code=${code}`);
    fireEvent.change(await screen.findByLabelText('E-mail address'), {
      target: { value: 'grace@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Find my booking' }));
    const policy = await screen.findByRole('region', { name: 'Cancellation policy' });
    expect(policy.textContent).toContain(
      'Canceling is free until Fri, Jun 28, 2030 at 10:00 AM EDT; after that it costs $558.00.',
    );
  });

  it('puts the server’s reason beside the field, then reviews and confirms once per attempt', async () => {
    let priced = 0;
    let applied = 0;
    const calls = stubApi({
      [base]: () => json(200, testReservationResponse()),
      '/api/vehicles': () => json(200, { vehicles: [{ id: 'cargo-van', name: 'Cargo Van' }] }),
      '/api/protection': () => json(200, { protection: [{ id: 'cdw', label: 'Collision damage waiver' }] }),
      '/api/extras': () => json(200, { extras: [] }),
      [`${base}/changes/price`]: () =>
        ++priced === 1
          ? json(400, {
              error: {
                code: 'validation_failed',
                message: 'Check the highlighted fields.',
                fields: { returnTime: 'Baltimore Harbor is open 7:00 AM to 7:00 PM on Thursday.' },
              },
            })
          : json(200, { pricingBreakdown: testPricedReservation(47_800), change: summary }),
      [`${base}/changes`]: () => {
        if (++applied === 1) throw new TypeError('Failed to fetch');
        return json(200, {
          ...testReservationResponse(),
          reservation: testReservation({ returnDate: '2030-07-04' }),
          change: summary,
        });
      },
    });
    await openChange();

    fireEvent.change(screen.getByLabelText('Return date'), { target: { value: '2030-07-04' } });
    fireEvent.change(screen.getByLabelText('Return time'), { target: { value: '22:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review the change' }));
    const returnTime = screen.getByLabelText('Return time');
    await waitFor(() => expect(returnTime.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(returnTime.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Baltimore Harbor is open 7:00 AM to 7:00 PM on Thursday.',
    );
    expect(bodyOf(calls.find((c) => c.url === `${base}/changes/price`)?.init)).toEqual({
      returnDate: '2030-07-04',
      returnTime: '22:00',
      email: 'grace@example.com',
    });

    fireEvent.change(returnTime, { target: { value: '10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review the change' }));
    const preview = await screen.findByRole('region', { name: 'Your change' });
    expect(preview.textContent).toContain('Return: Wed 3 Jul 10:00 → Thu 4 Jul 10:00');
    expect(preview.textContent).toContain('The change adds $120.00');

    // No answer: pressing again sends the same key.
    fireEvent.click(within(preview).getByRole('button', { name: 'Confirm the change' }));
    await screen.findByText(/We could not reach our server/);
    fireEvent.click(within(preview).getByRole('button', { name: 'Confirm the change' }));
    expect(await screen.findByText(/Your booking is changed/)).toBeTruthy();
    const sends = calls.filter((c) => c.url === `${base}/changes`);
    expect(sends).toHaveLength(2);
    expect(headerOf(sends[0]?.init, 'Idempotency-Key')).toBeTruthy();
    expect(headerOf(sends[1]?.init, 'Idempotency-Key')).toBe(headerOf(sends[0]?.init, 'Idempotency-Key'));
    // At the total the review showed (SPEC Part B §13).
    expect(bodyOf(sends[1]?.init)).toEqual({
      returnDate: '2030-07-04',
      shownTotalCents: 47_800,
      email: 'grace@example.com',
    });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: `Booking ${code}` })),
    );
  });

  it('told the price changed since the review, shows the change at the new price and applies it at that one', async () => {
    const reviews = [summary, { ...summary, totalCents: 49_800, differenceCents: 14_000 }];
    let applied = 0;
    const calls = stubApi({
      [base]: () => json(200, testReservationResponse()),
      '/api/vehicles': () => json(200, { vehicles: [] }),
      '/api/protection': () => json(200, { protection: [] }),
      '/api/extras': () => json(200, { extras: [] }),
      [`${base}/changes/price`]: () => {
        const change = reviews.shift() ?? summary;
        return json(200, { pricingBreakdown: testPricedReservation(change.totalCents), change });
      },
      [`${base}/changes`]: () =>
        ++applied === 1
          ? json(409, {
              error: {
                code: 'price_changed',
                message: 'The total is now $498.00, not the $478.00 you were shown.',
                fields: { shownTotalCents: 'The total is now $498.00, not the $478.00 you were shown.' },
              },
            })
          : json(200, {
              ...testReservationResponse(),
              reservation: testReservation({ returnDate: '2030-07-04' }),
              change: { ...summary, totalCents: 49_800, differenceCents: 14_000 },
            }),
    });
    await openChange();
    fireEvent.change(screen.getByLabelText('Return date'), { target: { value: '2030-07-04' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review the change' }));
    let preview = await screen.findByRole('region', { name: 'Your change' });
    expect(preview.textContent).toContain('The change adds $120.00');

    fireEvent.click(within(preview).getByRole('button', { name: 'Confirm the change' }));
    expect(await screen.findByText(/The price changed since you reviewed the change/)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Your change' }).textContent).toContain(
        'The change adds $140.00',
      ),
    );
    preview = screen.getByRole('region', { name: 'Your change' });
    fireEvent.click(within(preview).getByRole('button', { name: 'Confirm the change' }));
    expect(await screen.findByText(/Your booking is changed/)).toBeTruthy();
    const sends = calls.filter((c) => c.url === `${base}/changes`).map((c) => bodyOf(c.init));
    expect(sends.map((b) => b.shownTotalCents)).toEqual([47_800, 49_800]);
  });

  it('leads with the dates, extras and protection folded until a message inside opens them', async () => {
    stubApi({
      // Another location than the other tests': its extras are not in the page's cache yet.
      [base]: () => json(200, testReservationResponse({ pickupLocationId: 'denver' })),
      '/api/vehicles': () => json(200, { vehicles: [] }),
      '/api/protection': () => json(200, { protection: [{ id: 'cdw', label: 'Collision damage waiver' }] }),
      '/api/extras': () => json(200, { extras: [{ id: 'cooler', label: 'Cooler', maxQuantity: 2 }] }),
      [`${base}/changes/price`]: () =>
        json(400, {
          error: {
            code: 'validation_failed',
            message: 'Check the highlighted fields.',
            fields: { protection: 'Choose protection from the list.' },
          },
        }),
    });
    await openChange();
    const form = screen.getByRole('form', { name: 'Change your reservation' });
    const groups = within(form).getAllByRole('group');
    expect(groups[0]?.querySelector('legend')?.textContent).toBe('Dates and times');
    const fold = (await within(form).findByText('Extras and protection')).closest('details');
    expect(fold?.open).toBe(false);
    expect(fold?.contains(await within(form).findByLabelText('Cooler'))).toBe(true);

    fireEvent.change(screen.getByLabelText('Return date'), { target: { value: '2030-07-04' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review the change' }));
    await waitFor(() => expect(fold?.open).toBe(true));
    expect(form.textContent).toContain('Choose protection from the list.');
  });

  it('says when nothing is changed yet, without asking the server', async () => {
    const calls = stubApi({ [base]: () => json(200, testReservationResponse()) });
    await openChange();
    fireEvent.click(screen.getByRole('button', { name: 'Review the change' }));
    expect(await screen.findByText(/Nothing is changed yet/)).toBeTruthy();
    expect(calls.some((c) => c.url.includes('/changes'))).toBe(false);
  });

  it('shows a one-way booking’s return location and changes it back to a round trip (decision 028)', async () => {
    const oneWay = testReservation({ pickupLocationId: 'baltimore', returnLocationId: 'chicago' });
    const calls = stubApi({
      [base]: () => json(200, { ...testReservationResponse(), reservation: oneWay }),
      '/api/locations': () => json(200, { locations: locationSeed }),
      '/api/vehicles': () => json(200, { vehicles: [] }),
      '/api/protection': () => json(200, { protection: [] }),
      '/api/extras': () => json(200, { extras: [] }),
      [`${base}/changes/price`]: () =>
        json(200, {
          pricingBreakdown: testPricedReservation(35_800),
          change: { ...summary, changes: ['Return location: Chicago West Loop → Baltimore Harbor'] },
        }),
    });
    await openChange();
    const facts = (await screen.findAllByText('Return location')).find((e) => e.tagName === 'DT');
    await waitFor(() => expect(facts?.nextElementSibling?.textContent).toMatch(/^Chicago West Loop, /));
    const place = await screen.findByRole<HTMLSelectElement>('combobox', { name: /Return location/ });
    expect(place.value).toBe('chicago');
    expect([...place.options].map((o) => o.text)).toContain('Baltimore Harbor (where it is picked up)');
    fireEvent.change(place, { target: { value: 'baltimore' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review the change' }));
    const preview = await screen.findByRole('region', { name: 'Your change' });
    expect(preview.textContent).toContain('Return location: Chicago West Loop → Baltimore Harbor');
    expect(bodyOf(calls.find((c) => c.url === `${base}/changes/price`)?.init)).toEqual({
      returnLocationId: 'baltimore',
      email: 'grace@example.com',
    });
  });
});
