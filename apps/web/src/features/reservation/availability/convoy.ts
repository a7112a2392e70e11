import type { VehicleAvailability } from '@convoy/domain/contracts/availability.schema';
import {
  type ConvoyLine,
  luggageRoom,
  maxConvoyLines,
  maxConvoyVehicles,
} from '@convoy/domain/rules/convoy-suggestion';
import type { SelectedVehicle } from '../../../lib/flow/flow-state';
import { maxQuantity } from './arrange-vehicles';

/**
 * The convoy the group builds on availability (decision 013): the flow's chosen
 * vehicles, one line per class. What it adds up to, and how many more of a
 * class it can take: never more than the class has free, a line at most the
 * per-class maximum, the whole convoy at most what one reservation holds.
 */

export interface ConvoyTotals {
  vehicles: number;
  /** Every seat, drivers' included. */
  seats: number;
  /** Suitcases it carries (a cargo class's load space included). */
  luggage: number;
}

export function convoyTotals(convoy: readonly SelectedVehicle[]): ConvoyTotals {
  return convoy.reduce(
    (sum, l) => ({
      vehicles: sum.vehicles + l.quantity,
      seats: sum.seats + l.quantity * l.passengers,
      luggage: sum.luggage + l.quantity * luggageRoom(l),
    }),
    { vehicles: 0, seats: 0, luggage: 0 },
  );
}

/** The most of `vehicle` the convoy can hold, its own line included; 0 when it cannot take one. */
export function lineCap(vehicle: VehicleAvailability, convoy: readonly SelectedVehicle[]): number {
  const inConvoy = convoy.some((l) => l.id === vehicle.id);
  if (!inConvoy && convoy.length >= maxConvoyLines) return 0;
  const others = convoy.reduce((sum, l) => sum + (l.id === vehicle.id ? 0 : l.quantity), 0);
  return Math.max(0, Math.min(maxQuantity(vehicle), maxConvoyVehicles - others));
}

/** The convoy with `vehicle`'s line set to `quantity` (capped; 0 removes it); a new class goes last. */
export function withLine(
  convoy: readonly SelectedVehicle[],
  vehicle: VehicleAvailability,
  quantity: number,
): SelectedVehicle[] {
  const count = Math.min(quantity, lineCap(vehicle, convoy));
  const line = { ...vehicle, quantity: count };
  const at = convoy.findIndex((l) => l.id === vehicle.id);
  if (count < 1) return convoy.filter((l) => l.id !== vehicle.id);
  if (at < 0) return [...convoy, line];
  return convoy.map((l, i) => (i === at ? line : l));
}

/**
 * A sum of availability's one-vehicle totals: shown, marked as an estimate,
 * while the server prices the whole convoy (taxes round once on the whole).
 */
export function estimatedTotalCents(convoy: readonly SelectedVehicle[]): number {
  return convoy.reduce((sum, l) => sum + l.quantity * l.pricingBreakdown.totalCents, 0);
}

/** A suggestion's lines as the convoy, from the listed classes; null when one is not listed or too few are free. */
export function convoyFromLines(
  lines: readonly ConvoyLine[],
  vehicles: readonly VehicleAvailability[],
): SelectedVehicle[] | null {
  const convoy: SelectedVehicle[] = [];
  for (const line of lines) {
    const vehicle = vehicles.find((v) => v.id === line.classId);
    if (!vehicle || lineCap(vehicle, convoy) < line.count) return null;
    convoy.push({ ...vehicle, quantity: line.count });
  }
  return convoy;
}
