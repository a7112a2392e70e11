import type { PricedReservation } from '@convoy/domain/contracts/pricing-breakdown.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { oneVanAtConfirm, testBreakdown } from '../../../test/flow-fixtures';
import { renderApp } from '../../../test/render-app';
import { json, stubApi } from '../../../test/stub-api';

const protection = [
  { id: 'cdw', label: 'Collision damage waiver', description: 'Damage.', perDayCents: 2_999, taxable: false },
  {
    id: 'sli',
    label: 'Supplemental liability',
    description: 'Liability.',
    perDayCents: 1_699,
    taxable: false,
  },
];
const priced = (totalCents: number) =>
  ({ ...testBreakdown({ totalCents }), vehicles: [] }) as unknown as PricedReservation;

let calls: ReturnType<typeof stubApi>;
const priceBodies = () =>
  calls.filter((c) => c.url === '/api/reservations/price').map((c) => JSON.parse(String(c.init?.body)));

beforeEach(() => {
  // The renter took the collision damage waiver; the contact is not this test's concern.
  oneVanAtConfirm();
  calls = stubApi({
    '/api/payments/config': () => json(200, { collectAtBooking: 'none', cardPaymentsAvailable: false }),
    '/api/locations': () => json(200, { locations: [] }),
    '/api/extras': () => json(200, { extras: [] }),
    '/api/protection': () => json(200, { protection }),
    '/api/cancellation-policy': () => json(500, {}),
    // Each protection chosen prices the trip higher, so the total bar shows which answer it holds.
    '/api/reservations/price': (init) =>
      json(200, {
        pricingBreakdown: priced(40_000 + 1_000 * JSON.parse(String(init?.body)).protection.length),
      }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the confirm step’s protection and total', { timeout: 15_000 }, () => {
  it('asks for protection as one choice of radios, each with its price, declining included', async () => {
    await renderApp('/confirm');
    const group = await screen.findByRole('group', { name: 'Protection for each vehicle' });
    const radios = await within(group).findAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      expect.stringContaining('Collision damage waiver ($29.99 a day per vehicle)'),
      expect.stringContaining('Supplemental liability ($16.99 a day per vehicle)'),
      expect.stringContaining('Both: Collision damage waiver and Supplemental liability ($46.98'),
      expect.stringContaining('I decline protection'),
    ]);

    fireEvent.click(within(group).getByRole('radio', { name: /^Both/ }));
    await waitFor(() => expect(priceBodies().at(-1)?.protection).toEqual(['cdw', 'sli']));
    const checked = (name: RegExp) =>
      (within(group).getByRole('radio', { name }) as HTMLInputElement).checked;
    expect(checked(/^Both/)).toBe(true);
    expect(checked(/^Collision damage waiver/)).toBe(false);

    fireEvent.click(within(group).getByRole('radio', { name: /^I decline protection/ }));
    await waitFor(() => expect(priceBodies().at(-1)?.protection).toEqual([]));
    expect(checked(/^I decline protection/)).toBe(true);
    expect(checked(/^Both/)).toBe(false);
    expect(screen.getByText(/upload a certificate of insurance from your booking’s page/)).toBeTruthy();
  });

  it('keeps the total in a bar that announces the new amount politely', async () => {
    await renderApp('/confirm');
    const bar = await screen.findByRole('region', { name: 'Your total' });
    await within(bar).findByText('$410.00');
    const said = screen.getByText('Total, taxes and fees included: $410.00 for 2 days');
    expect(said.getAttribute('aria-live')).toBe('polite');

    fireEvent.click(await screen.findByRole('radio', { name: /^Both/ }));
    await within(bar).findByText('$420.00');
    expect(said.textContent).toBe('Total, taxes and fees included: $420.00 for 2 days');
    const show = within(bar).getByRole('button', { name: 'See the breakdown' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(show);
    const hide = within(bar).getByRole('button', { name: 'Hide the breakdown' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.id).toBe(hide.getAttribute('aria-controls'));
  });
});
