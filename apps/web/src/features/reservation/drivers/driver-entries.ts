import type { FlowDriver } from '../../../lib/flow/flow-state';

/**
 * The drivers of a convoy as the confirm step lists them (decision 013): one place
 * per vehicle ("15 Passenger Van 1", "15 Passenger Van 2", "Cargo Van / Box
 * Truck 1"), each with its driver once named, then the additional drivers.
 * Drivers are sent in this order, so the API's `drivers.N.<field>` is the Nth
 * entry shown.
 */

/** A class of the convoy and how many of it: a line of the booking. */
export interface ConvoyClassLine {
  id: string;
  name: string;
  quantity: number;
  requiresCdl: boolean;
  minAge: number;
}

/** One vehicle of the convoy, to be given a driver. */
export interface VehicleSlot {
  /** "15-passenger-van:2": the class and the vehicle's number in it. */
  slot: string;
  vehicle: ConvoyClassLine;
  /** "15 Passenger Van 2". */
  label: string;
}

export function vehicleSlots(lines: readonly ConvoyClassLine[]): VehicleSlot[] {
  return lines.flatMap((vehicle) =>
    Array.from({ length: vehicle.quantity }, (_, i) => ({
      slot: `${vehicle.id}:${i + 1}`,
      vehicle,
      label: `${vehicle.name} ${i + 1}`,
    })),
  );
}

/** A driver with nothing typed yet, for a vehicle's place or as an additional driver of `vehicleId`. */
export function blankDriver(id: string, slot: string | null, vehicleId: string): FlowDriver {
  return {
    id,
    slot,
    vehicleId,
    name: '',
    dateOfBirth: '',
    licenceCountry: 'US',
    licenceState: '',
    licenceNumber: '',
    licenceExpiry: '',
    licenceClass: '',
    passengerEndorsement: false,
    yearsLicensed: '',
  };
}

/**
 * The drivers that belong to this convoy, in the order shown and sent: each
 * vehicle's driver in the convoy's order, then the additional drivers of its
 * classes. A driver of a vehicle the convoy no longer holds is left out (kept
 * in the flow, in case the vehicle comes back).
 */
export function orderedDrivers(
  drivers: readonly FlowDriver[],
  lines: readonly ConvoyClassLine[],
): FlowDriver[] {
  const slots = vehicleSlots(lines);
  const classes = new Set(lines.map((l) => l.id));
  const ofSlots = slots
    .map((s) => drivers.find((d) => d.slot === s.slot))
    .filter((d): d is FlowDriver => d !== undefined);
  const additional = drivers.filter(
    (d) => d.slot === null && (d.vehicleId === '' || classes.has(d.vehicleId)),
  );
  return [...ofSlots, ...additional];
}

/**
 * Drivers beyond one per vehicle of their class: the additional drivers the
 * price counts per day (the API counts them the same way at booking).
 */
export function additionalDriverCount(
  drivers: readonly Pick<FlowDriver, 'vehicleId'>[],
  lines: readonly Pick<ConvoyClassLine, 'id' | 'quantity'>[],
): number {
  return lines.reduce((sum, line) => {
    const named = drivers.filter((d) => d.vehicleId === line.id).length;
    return sum + Math.max(0, named - line.quantity);
  }, 0);
}

let entries = 0;
/** An id for an additional driver's entry, unique in this page. */
export function newEntryId(): string {
  entries += 1;
  return `additional-${Date.now().toString(36)}-${entries}`;
}
