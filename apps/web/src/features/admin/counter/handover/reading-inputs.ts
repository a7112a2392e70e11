import type { DamageMark, HandoverKind } from '@convoy/domain/contracts/counter.schema';
import type { InspectionResult } from '@convoy/domain/contracts/inspection.schema';
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
  inspection: InspectionInputs;
  /** Check-out: the named driver who takes its unit (decision 035); empty: the server's default. */
  driverId: string;
}

/**
 * A vehicle's inspection as the form holds it, by item id: the result chosen
 * (empty until one is; named as the request's answer, so the API's message
 * for an item left out lands on its buttons), the note, the photo's id.
 */
export interface InspectionInputs {
  /** The request's idempotency key: a new one after each answer (decision 034). */
  key: string;
  answers: Record<string, InspectionResult | ''>;
  notes: Record<string, string>;
  photos: Record<string, string>;
}

/** What the check-out and check-in forms share: a reading per vehicle. */
export interface ReadingValues {
  vehicles: VehicleInputs[];
}

export const blankReading = (
  v: Pick<HandoverVehicle, 'classId' | 'seq' | 'checklist'>,
  kind: HandoverKind,
): VehicleInputs => {
  const blank = <T extends string>(value: T): Record<string, T> =>
    Object.fromEntries(v.checklist[kind].map((i) => [i.id, value]));
  return {
    classId: v.classId,
    seq: v.seq,
    odometerMiles: '',
    fuelEighths: '',
    damage: [],
    notes: '',
    damageCents: '0',
    driverId: '',
    inspection: { key: crypto.randomUUID(), answers: blank(''), notes: blank(''), photos: blank('') },
  };
};

/** The inspection as the request's: each item answered, with its note and photo; those not answered left out. */
const inspectionOf = (i: InspectionInputs) => ({
  key: i.key,
  answers: Object.fromEntries(
    Object.entries(i.answers)
      .filter(([, result]) => result !== '')
      .map(([id, result]) => [id, { result, note: i.notes[id] ?? '', photoId: i.photos[id] || null }]),
  ),
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
  inspection: inspectionOf(v.inspection),
});

/** The reading with the damage charge (dollars as typed → integer cents, "12.5" → 1250). */
export const returnReadingOf = (v: VehicleInputs) => ({
  ...readingOf(v),
  damageCents: v.damageCents.trim() === '' ? 0 : dollarsToCents(v.damageCents),
});

/** The form names of each vehicle's fields, in page order (the error summary's order, the API's field paths). */
export const readingFieldNames = (
  vehicles: readonly Pick<HandoverVehicle, 'checklist'>[],
  kind: HandoverKind,
  charge: boolean,
) =>
  vehicles.flatMap((v, i) => [
    `vehicles.${i}.odometerMiles`,
    `vehicles.${i}.fuelEighths`,
    `vehicles.${i}.damage`,
    ...(charge ? [`vehicles.${i}.damageCents`] : []),
    ...v.checklist[kind].map((item) => `vehicles.${i}.inspection.answers.${item.id}`),
    `vehicles.${i}.notes`,
  ]);

/** New inspection keys for every vehicle of the form, once the API has answered (stored or refused). */
export function renewInspectionKeys(
  setValue: (name: `vehicles.${number}.inspection.key`, value: string) => void,
  count: number,
): void {
  for (let i = 0; i < count; i++) setValue(`vehicles.${i}.inspection.key`, crypto.randomUUID());
}
