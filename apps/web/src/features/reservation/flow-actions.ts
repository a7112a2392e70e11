import type { AvailabilityResponse, VehicleAvailability } from '@convoy/domain/contracts/availability.schema';
import type { TripDraft } from '@convoy/domain/contracts/trip-draft';
import { getFlowAnalytics } from '../../lib/analytics/flow-analytics';
import type { SelectedVehicle } from '../../lib/flow/flow-state';
import { flowStore } from '../../lib/flow/use-flow';

/**
 * The flow's steps in terms of the store's SPEC §4 operations: what happens
 * when a search succeeds, a vehicle is chosen, a booking is made.
 */

/** A search answered: keep it, the location's timezone and the vehicles. */
export function applySearch(form: TripDraft, response: AvailabilityResponse): void {
  const flow = flowStore();
  flow.updateForm(form);
  flow.setLocationTimezone(response.locationTimezone);
  flow.setVehicles(response.vehicles);
  flow.updateAnalytics(getFlowAnalytics('search'));
}

/**
 * The vehicles chosen: one class and how many, or a convoy of several. Confirm
 * asks the server for the price of all of them with the renter's choices;
 * until it answers there is none.
 */
export function chooseVehicles(lines: readonly SelectedVehicle[]): void {
  const flow = flowStore();
  flow.selectVehicles(lines);
  flow.setPricingBreakdown(null);
  flow.updateAnalytics(getFlowAnalytics('select_vehicle'));
}

/** One class and a number of vehicles chosen: a convoy of one line. */
export function chooseVehicle(vehicle: VehicleAvailability, quantity: number): void {
  chooseVehicles([{ ...vehicle, quantity }]);
}

/**
 * Booked: the flow starts over, keeping only what the success page shows
 * (SPEC Part B §8), so a second booking does not start from this one's data. Runs
 * on the success page, after the confirm page is gone; does nothing twice.
 */
export function finishBooking(): void {
  const flow = flowStore();
  const { reservation, pricingBreakdown, locationTimezone, selectedVehicles, form } = flow.getState();
  if (!reservation || (selectedVehicles.length === 0 && form.pickupLocationId === '')) return;
  flow.reset();
  flow.setLocationTimezone(locationTimezone);
  flow.setReservation(reservation);
  flow.setPricingBreakdown(pricingBreakdown);
}
