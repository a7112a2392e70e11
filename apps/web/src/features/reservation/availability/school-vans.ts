import { fleetSeed } from '@convoy/domain/content/fleet';
import type { RentalPurposeId } from '@convoy/domain/content/rental-purposes';
import type { VehicleAvailability } from '@convoy/domain/contracts/availability.schema';
import type { SelectedVehicle } from '../../../lib/flow/flow-state';
import { isBookable } from './arrange-vehicles';
import { lineCap, withLine } from './convoy';

/**
 * Schools and 15-passenger vans (decision 013): federal law bars dealers from
 * selling or leasing new vans of that size to schools to carry students
 * (they are not built to school-bus standards), and many states and districts
 * keep K–12 students out of them. When the purpose is carrying school students
 * and a 15 Passenger Van is offered or chosen, the site says so before booking
 * and offers the minibuses built to school-bus standards; it never refuses the
 * booking.
 */
export const schoolPurpose: RentalPurposeId = 'schools-colleges';
export const schoolVanId = '15-passenger-van';
/** The 15-seat minibuses built to federal school-bus standards, in the order offered. */
export const minibusIds = ['15-passenger-activity-bus', '15-passenger-comfort-bus'] as const;

/** Whether the notice is due: the purpose is carrying school students and one of `classIds` is the van. */
export function schoolVanNotice(purpose: RentalPurposeId | null, classIds: readonly string[]): boolean {
  return purpose === schoolPurpose && classIds.includes(schoolVanId);
}

/** A minibus to offer instead, and whether it can be put in the convoy now (listed, bookable, free). */
export interface MinibusOption {
  id: string;
  name: string;
  vehicle: VehicleAvailability | null;
}

/** Each minibus, with the listed vehicle when the convoy can take one now. */
export function minibusOptions(
  vehicles: readonly VehicleAvailability[],
  convoy: readonly SelectedVehicle[],
): MinibusOption[] {
  return minibusIds.map((id) => {
    const vehicle = vehicles.find((v) => v.id === id) ?? null;
    const usable = vehicle && isBookable(vehicle) && lineCap(vehicle, convoy) > 0 ? vehicle : null;
    const name = vehicle?.name ?? fleetSeed.find((c) => c.id === id)?.name ?? id;
    return { id, name, vehicle: usable };
  });
}

/**
 * The convoy with the van's vehicles moved to `minibus`: as many as the van
 * line held (or `quantity` when the van is not in it), within what is free.
 */
export function chooseMinibus(
  convoy: readonly SelectedVehicle[],
  minibus: VehicleAvailability,
  quantity = 1,
): SelectedVehicle[] {
  const van = convoy.find((l) => l.id === schoolVanId);
  const rest = convoy.filter((l) => l.id !== schoolVanId);
  const already = rest.find((l) => l.id === minibus.id)?.quantity ?? 0;
  return withLine(rest, minibus, already + (van?.quantity ?? quantity));
}
