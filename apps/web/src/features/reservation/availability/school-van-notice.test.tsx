import type { PricedReservation } from '@convoy/domain/contracts/pricing-breakdown.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flowStore } from '../../../lib/flow/use-flow';
import { sharedQueryClient } from '../../../lib/shared-query-client';
import { availabilityAnswer, fleetVehicle, testBreakdown, testVehicle } from '../../../test/flow-fixtures';
import { renderApp } from '../../../test/render-app';
import { json, stubApi } from '../../../test/stub-api';

const listed = [
  testVehicle({ availableUnits: 3 }),
  fleetVehicle('15-passenger-activity-bus', { availableUnits: 2 }),
  fleetVehicle('15-passenger-comfort-bus', { availableUnits: 0 }),
];
const notice = 'US federal rules restrict schools from using 15-passenger vans to carry students';

function searchFor(purpose: 'schools-colleges' | 'churches') {
  flowStore().updateForm({
    pickupLocationId: 'baltimore',
    pickupDate: '2030-07-04',
    returnDate: '2030-07-06',
    renterAge: 30,
    rentalPurpose: purpose,
  });
}

beforeEach(() => {
  sharedQueryClient().clear();
  flowStore().reset();
  stubApi({
    '/api/availability': () => json(200, availabilityAnswer(listed)),
    '/api/reservations/price': () =>
      json(200, { pricingBreakdown: { ...testBreakdown(), vehicles: [] } as unknown as PricedReservation }),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the 15 passenger van for school students', () => {
  it('says so on the van’s card and puts a minibus in the convoy instead, without refusing the van', async () => {
    searchFor('schools-colleges');
    await renderApp('/availability');
    const van = await screen.findByRole('article', { name: '15 Passenger Van' });
    const note = within(van).getByRole('note');
    expect(note.textContent).toContain(notice);
    // The comfort bus has none free for these dates: its page, not a button.
    expect(within(note).getByRole('link', { name: 'See the 15 Passenger Comfort Bus' })).toBeTruthy();
    expect(within(van).getByRole('button', { name: 'Choose 15 Passenger Van' })).toBeTruthy();

    fireEvent.click(
      within(note).getByRole('button', { name: 'Choose the 15 Passenger Activity Bus instead' }),
    );
    await waitFor(() =>
      expect(
        flowStore()
          .getState()
          .selectedVehicles.map((l) => [l.id, l.quantity]),
      ).toEqual([['15-passenger-activity-bus', 1]]),
    );
  });

  it('says nothing for other purposes', async () => {
    searchFor('churches');
    await renderApp('/availability');
    const van = await screen.findByRole('article', { name: '15 Passenger Van' });
    expect(within(van).queryByRole('note')).toBeNull();
  });
});
