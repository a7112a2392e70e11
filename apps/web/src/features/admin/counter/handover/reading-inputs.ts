import type { DamageMark } from '@convoy/domain/contracts/counter.schema';
import { dollarsToCents, wholeNumber } from '../../shell/components/format';
import type { HandoverVehicle } from './use-handover';

/** A vehicle's reading as the form holds it: text as typed, the marks as drawn. */
export interface VehicleInputs {
  classId: string;
  seq: number;
  odometerMiles: string;
  /** The radio chosen, "0"…"8"; empty until one is. */
  fuelEighths: string;
  damage: DamageMark[];
  notes: string;
  /** Check-in only: the new damage's charge, in dollars as typed (named as the request's field in cents). */
  damageCents: string;
}

/** What the check-out and check-in forms share: a reading per vehicle. */
export interface ReadingValues {
  vehicles: VehicleInputs[];
}

export const blankReading = (v: Pick<HandoverVehicle, 'classId' | 'seq'>): VehicleInputs => ({
  classId: v.classId,
  seq: v.seq,
  odometerMiles: '',
  fuelEighths: '',
  damage: [],
  notes: '',
  damageCents: '0',
});

/**
 * A vehicle's inputs as the request's reading: whole miles, eighths as a
 * number; left empty, undefined, so the schema's own message names the field.
 */
export const readingOf = (v: VehicleInputs) => ({
  classId: v.classId,
  seq: v.seq,
  odometerMiles: v.odometerMiles.trim() === '' ? undefined : wholeNumber(v.odometerMiles),
  fuelEighths: v.fuelEighths === '' ? undefined : Number(v.fuelEighths),
  damage: v.damage,
  notes: v.notes,
});

/** The reading with the damage charge (dollars as typed → integer cents, "12.5" → 1250). */
export const returnReadingOf = (v: VehicleInputs) => ({
  ...readingOf(v),
  damageCents: v.damageCents.trim() === '' ? 0 : dollarsToCents(v.damageCents),
});

/** The form names of a vehicle's fields, in page order (the error summary's order, the API's field paths). */
export const readingFieldNames = (count: number, charge: boolean) =>
  Array.from({ length: count }, (_, i) => [
    `vehicles.${i}.odometerMiles`,
    `vehicles.${i}.fuelEighths`,
    `vehicles.${i}.damage`,
    ...(charge ? [`vehicles.${i}.damageCents`] : []),
    `vehicles.${i}.notes`,
  ]).flat();
