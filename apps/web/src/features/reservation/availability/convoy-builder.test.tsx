import type { VehicleAvailability } from '@convoy/domain/contracts/availability.schema';
import type { PricedReservation } from '@convoy/domain/contracts/pricing-breakdown.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flowStore } from '../../../lib/flow/use-flow';
import { sharedQueryClient } from '../../../lib/shared-query-client';
import { availabilityAnswer, fleetVehicle, testBreakdown, testVehicle } from '../../../test/flow-fixtures';
import { navigating, renderApp } from '../../../test/render-app';
import { json, stubApi } from '../../../test/stub-api';

const van = testVehicle({ availableUnits: 4, pricingBreakdown: testBreakdown({ totalCents: 40000 }) });
const cargo = fleetVehicle('cargo-van-box-truck', {
  availableUnits: 1,
  pricingBreakdown: testBreakdown({ totalCents: 30000 }),
});
const bus = fleetVehicle('44-passenger-bus', {
  availableUnits: 1,
  eligible: false,
  ineligibleCode: 'cdl_required',
  ineligibleReason: 'Needs a CDL.',
});
const listed: VehicleAvailability[] = [van, cargo, bus];

/** The server's price of the lines asked: $500 a vehicle, taxes included. */
function priced(init: RequestInit | undefined) {
  const { lines } = JSON.parse(String(init?.body)) as { lines: { vehicleId: string; quantity: number }[] };
  const vehicles = lines.map((l) => ({ ...testBreakdown(), vehicleId: l.vehicleId, quantity: l.quantity }));
  const quantity = lines.reduce((sum, l) => sum + l.quantity, 0);
  const pricing = { ...testBreakdown({ quantity, totalCents: quantity * 50000 }), vehicles };
  return json(200, { pricingBreakdown: pricing as unknown as PricedReservation });
}

let calls: ReturnType<typeof stubApi>;
beforeEach(() => {
  sharedQueryClient().clear();
  flowStore().reset();
  flowStore().updateForm({
    pickupLocationId: 'baltimore',
    pickupDate: '2030-07-04',
    returnDate: '2030-07-06',
    renterAge: 30,
    passengers: 28,
    luggage: 40,
  });
  calls = stubApi({
    '/api/availability': () => json(200, availabilityAnswer(listed)),
    '/api/reservations/price': priced,
  });
});
afterEach(() => vi.unstubAllGlobals());

const convoyOf = () =>
  flowStore()
    .getState()
    .selectedVehicles.map((l) => [l.id, l.quantity]);

describe('availability builds a convoy', () => {
  it('books the advisor’s mixed convoy in one click; the CDL bus it cannot book goes to a quote', async () => {
    const app = await renderApp('/availability');
    const suggestion = await screen.findByRole('region', {
      name: 'For your group of 28 people with 40 suitcases',
    });
    expect(suggestion.textContent).toContain('1 × 44 Passenger Bus');
    expect(within(suggestion).getByRole('link', { name: 'Request a quote' })).toBeTruthy();
    await navigating(() =>
      fireEvent.click(
        within(suggestion).getByRole('button', {
          name: 'Choose 2 × 15 Passenger Van + 1 × Cargo Van / Box Truck',
        }),
      ),
    );
    await waitFor(() => expect(app.pathname()).toBe('/confirm'));
    expect(convoyOf()).toEqual([
      ['15-passenger-van', 2],
      ['cargo-van-box-truck', 1],
    ]);
  });

  it('adds classes by hand; the summary adds up seats and luggage against the group and asks the total of the lines', async () => {
    const app = await renderApp('/availability');
    const vanCard = await screen.findByRole('article', { name: '15 Passenger Van' });

    fireEvent.change(within(vanCard).getByLabelText('Number of vehicles'), { target: { value: '2' } });
    fireEvent.click(within(vanCard).getByRole('button', { name: 'Add to convoy (15 Passenger Van)' }));
    const cargoCard = screen.getByRole('article', { name: 'Cargo Van / Box Truck' });
    // Only one cargo van is free: the picker offers no more.
    expect(
      within(cargoCard)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1']);
    // Once the convoy holds a class, a card adds to it instead of choosing alone.
    expect(within(cargoCard).queryByRole('button', { name: /^Choose/ })).toBeNull();
    fireEvent.click(within(cargoCard).getByRole('button', { name: 'Add to convoy (Cargo Van / Box Truck)' }));
    expect(convoyOf()).toEqual([
      ['15-passenger-van', 2],
      ['cargo-van-box-truck', 1],
    ]);

    const summary = screen.getByRole('region', { name: 'Your convoy' });
    const status = within(summary).getByRole('status');
    expect(status.textContent).toContain('3 vehicles');
    expect(status.textContent).toContain('33 seats for your 28');
    expect(status.textContent).toContain('Room for 48 suitcases, you bring 40');
    await waitFor(() => expect(status.textContent).toContain('$1,500.00'));
    const asked = calls.filter((c) => c.url === '/api/reservations/price').at(-1);
    expect(JSON.parse(String(asked?.init?.body))).toMatchObject({
      lines: [
        { vehicleId: '15-passenger-van', quantity: 2 },
        { vehicleId: 'cargo-van-box-truck', quantity: 1 },
      ],
    });
    expect(JSON.parse(String(asked?.init?.body))).not.toHaveProperty('vehicleId');

    // The card's count is the convoy's; Remove takes the class out, keeping focus on the same button.
    fireEvent.change(within(vanCard).getByLabelText('Number of vehicles'), { target: { value: '1' } });
    expect(status.textContent).toContain('18 seats: 10 short of your 28');
    const remove = within(cargoCard).getByRole('button', {
      name: 'Remove Cargo Van / Box Truck from the convoy',
    });
    fireEvent.click(remove);
    expect(convoyOf()).toEqual([['15-passenger-van', 1]]);
    expect(within(cargoCard).getByRole('button', { name: 'Add to convoy (Cargo Van / Box Truck)' })).toBe(
      remove,
    );

    await navigating(() =>
      fireEvent.click(within(summary).getByRole('button', { name: 'Continue with 1 vehicle' })),
    );
    await waitFor(() => expect(app.pathname()).toBe('/confirm'));
  });
});
