import type { PricedReservation } from '@convoy/domain/contracts/pricing-breakdown.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flowStore } from '../../../lib/flow/use-flow';
import {
  oneVanAtConfirm,
  stubConfirmStep,
  testBreakdown,
  testDeliveryAddress,
} from '../../../test/flow-fixtures';
import { renderApp } from '../../../test/render-app';
import { json, type stubApi } from '../../../test/stub-api';

/** Confirm with a delivery to 400 Key Highway, collected from the same address (decision 030). */
const pricing = { ...testBreakdown({ totalCents: 90_000 }), vehicles: [] } as unknown as PricedReservation;
const address = testDeliveryAddress;
const reason =
  'All 2 of Baltimore Harbor’s drivers are out on deliveries and collections between 09:15 and 10:00 on 2030-07-04: choose another time, or come to the counter.';

let calls: ReturnType<typeof stubApi>;
beforeEach(() => {
  oneVanAtConfirm();
  const flow = flowStore();
  const lines = flow.getState().selectedVehicles;
  flow.updateForm({
    delivery: { address, instructions: 'Gate 2' },
    collection: { address: null, instructions: '' },
  });
  flow.selectVehicles(lines);
  calls = stubConfirmStep({
    '/api/reservations/price': () => json(200, { pricingBreakdown: pricing }),
    '/api/reservations': () =>
      json(409, {
        error: { code: 'no_delivery_driver', message: reason, fields: { delivery: reason } },
      }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const bodies = (url: string) =>
  calls.filter((c) => c.url === url).map((c) => JSON.parse(String(c.init?.body)));

describe('confirm with a delivery and a collection (decision 030)', { timeout: 20_000 }, () => {
  it('says where by the area only, and prices and books with the address in the body', async () => {
    const view = await renderApp('/confirm');
    const booking = await screen.findByRole('region', { name: 'Your booking' });
    expect(within(booking).getByText('Delivery').nextElementSibling?.textContent).toBe(
      'Delivered to Baltimore, MD 21230 at 10:00 AM',
    );
    expect(within(booking).getByText('Collection').nextElementSibling?.textContent).toBe(
      'Collected from Baltimore, MD 21230 at 10:00 AM',
    );
    expect(booking.textContent).not.toContain('Key Highway');
    await waitFor(() => expect(bodies('/api/reservations/price').length).toBeGreaterThan(0));
    expect(bodies('/api/reservations/price').at(-1)).toMatchObject({
      delivery: { address: { line1: '400 Key Highway', postalCode: '21230' }, instructions: 'Gate 2' },
      collection: {},
    });

    // No driver free then: back to the search, where the time or the delivery changes, with the reason.
    fireEvent.click(screen.getByRole('button', { name: 'Confirm reservation' }));
    await waitFor(() => expect(view.pathname()).toBe('/'), { timeout: 8000 });
    expect((await screen.findByText(reason, {}, { timeout: 8000 })).getAttribute('role')).toBe('status');
    expect(bodies('/api/reservations')[0]).toMatchObject({ delivery: { address: { city: 'Baltimore' } } });
    expect(calls.every((c) => !c.url.includes('Key'))).toBe(true);
  });
});
