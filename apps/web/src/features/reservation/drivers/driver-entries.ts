import type { DriverWay, FlowDriver } from '../../../lib/flow/flow-state';

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

/**
 * "15-passenger-van--2": a class and the number of one of its vehicles, as a
 * slot and as a Drives option's value. A class id never holds "--"
 * (slugIdSchema), and the value is safe in an element id.
 */
export const vehicleValue = (vehicleId: string, vehicleNumber: number) => `${vehicleId}--${vehicleNumber}`;

/** The class and vehicle number of a `vehicleValue` (a bare class id: no number). */
export function parseVehicleValue(value: string): { vehicleId: string; vehicleNumber: number | null } {
  const at = value.lastIndexOf('--');
  const n = at < 0 ? Number.NaN : Number(value.slice(at + 2));
  return Number.isInteger(n) && n >= 1
    ? { vehicleId: value.slice(0, at), vehicleNumber: n }
    : { vehicleId: value, vehicleNumber: null };
}

/** The vehicle a driver drives: their own number, else their slot's (a flow saved before numbers). */
export function drivenNumber(driver: Pick<FlowDriver, 'slot' | 'vehicleNumber'>): number | null {
  return driver.vehicleNumber ?? (driver.slot ? parseVehicleValue(driver.slot).vehicleNumber : null);
}

/** One vehicle of the convoy, to be given a driver. */
export interface VehicleSlot {
  /** "15-passenger-van--2" (vehicleValue): the class and the vehicle's number in it. */
  slot: string;
  number: number;
  vehicle: ConvoyClassLine;
  /** "15 Passenger Van 2". */
  label: string;
}

export function vehicleSlots(lines: readonly ConvoyClassLine[]): VehicleSlot[] {
  return lines.flatMap((vehicle) =>
    Array.from({ length: vehicle.quantity }, (_, i) => ({
      slot: vehicleValue(vehicle.id, i + 1),
      number: i + 1,
      vehicle,
      label: `${vehicle.name} ${i + 1}`,
    })),
  );
}

/**
 * How a new driver is named unless the organiser chooses otherwise: a group
 * booking (more than one vehicle) invites each driver by e-mail to give their
 * own licence (decision 024), a single vehicle's renter types it in.
 */
export function defaultWay(lines: readonly Pick<ConvoyClassLine, 'quantity'>[]): DriverWay {
  return lines.reduce((sum, l) => sum + l.quantity, 0) > 1 ? 'invite' : 'licence';
}

/**
 * A driver with nothing typed yet, for a vehicle's place (driving that
 * vehicle) or as an additional driver of `vehicleId` (its first vehicle);
 * `requiresCdl`: whether that vehicle needs a CDL (followVehicle); `way`:
 * invited by e-mail or the licence typed in now (defaultWay).
 */
export function blankDriver(
  id: string,
  slot: string | null,
  vehicleId: string,
  requiresCdl = true,
  way: DriverWay = 'licence',
): FlowDriver {
  return {
    id,
    slot,
    vehicleId,
    vehicleNumber: slot ? parseVehicleValue(slot).vehicleNumber : 1,
    name: '',
    way,
    email: '',
    phone: '',
    dateOfBirth: '',
    licenceCountry: 'US',
    licenceState: '',
    licenceNumber: '',
    licenceExpiry: '',
    licenceClass: '',
    passengerEndorsement: false,
    yearsLicensed: '',
    ...followVehicle({ licenceClass: '' }, requiresCdl),
  };
}

/**
 * The licence questions follow the vehicle (SPEC Part B §14, "Drivers"): a
 * vehicle that needs no CDL asks neither the licence class nor the passenger
 * endorsement, and its driver is sent with a regular licence, which is all it
 * needs; a CDL vehicle asks both, from a blank class. What to change in a
 * driver when its vehicle is (or becomes) `requiresCdl`.
 */
export function followVehicle(
  driver: Pick<FlowDriver, 'licenceClass'>,
  requiresCdl: boolean,
): Partial<FlowDriver> {
  if (!requiresCdl) return { licenceClass: 'regular', passengerEndorsement: false };
  return driver.licenceClass === 'regular' ? { licenceClass: '' } : {};
}

/**
 * The vehicles a driver may drive (the Drives list), one option per vehicle,
 * so two of one class are told apart ("15 Passenger Bus 1", "15 Passenger Bus
 * 2"); a class booked once keeps its name. The value is the vehicle's
 * `vehicleValue`; the API takes its class and number.
 */
export function vehicleOptions(lines: readonly ConvoyClassLine[]): { value: string; label: string }[] {
  return vehicleSlots(lines).map((s) => ({
    value: s.slot,
    label: s.vehicle.quantity > 1 ? s.label : s.vehicle.name,
  }));
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
