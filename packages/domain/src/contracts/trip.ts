import type { RentalPurposeId } from '../content/rental-purposes.ts';
import { numberInput, optionalText } from './form-input.ts';
import type { RentalType } from './pricing-breakdown.schema.ts';
import type { TripFormOutput } from './trip.schema.ts';
import { oneWayReturn, roadDraft, type TripDraft, type VehicleTypeFilter } from './trip-draft.ts';

/**
 * The trip's parts that need no zod, so the home page's search form can render
 * and keep a draft before its checks load (docs/decisions/009-performance-budget.md):
 * the form's field names in page order and the conversions between the form's
 * strings and the draft (trip-draft.ts). The schema is trip.schema.ts.
 */

/** The search form's fields in page order: the error summary lists problems in this order. */
export const tripFormFields = [
  'rentalType',
  'pickupLocationId',
  'returnLocationId',
  'pickupDate',
  'pickupTime',
  'returnDate',
  'returnTime',
  'rentalMonths',
  'renterAge',
  'passengers',
  'luggage',
  'vehicleType',
  'rentalPurpose',
] as const satisfies readonly (keyof TripDraft)[];
export type TripFormField = (typeof tripFormFields)[number];

/** What the form's native inputs hold: strings, except the rental type's radio. */
export type TripFormValues = { [K in TripFormField]: string } & { rentalType: RentalType };

const luggageMessage = 'Enter how many suitcases the group brings, from 0 to 500, or leave it empty.';

/**
 * The suitcases typed in the search: a whole number from 0 to 500, or null when
 * left empty. Checked here rather than in the trip's schema (trip.schema.ts):
 * like the group's size it only guides the suggestion and is never sent to the API.
 */
export function luggageFromForm(
  text: string,
): { ok: true; value: number | null } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  if (!/^\d{1,3}$/.test(trimmed) || Number(trimmed) > 500) return { ok: false, message: luggageMessage };
  return { ok: true, value: Number(trimmed) };
}

/** Form strings → the schema's input: numbers parsed, empty optionals left out, the other rental type's fields dropped. */
export function tripFormInput(values: TripFormValues): Record<string, unknown> {
  const daily = values.rentalType === 'daily';
  return {
    rentalType: values.rentalType,
    pickupLocationId: values.pickupLocationId,
    returnLocationId: oneWayReturn(values),
    pickupDate: values.pickupDate,
    pickupTime: values.pickupTime,
    returnDate: daily ? optionalText(values.returnDate) : undefined,
    returnTime: daily ? optionalText(values.returnTime) : undefined,
    rentalMonths: daily ? undefined : numberInput(values.rentalMonths),
    renterAge: numberInput(values.renterAge) ?? Number.NaN,
    passengers: numberInput(values.passengers),
    vehicleType: values.vehicleType || 'all',
    rentalPurpose: optionalText(values.rentalPurpose),
  };
}

/** The draft as form strings (a monthly rental shows 1 month until one is chosen). */
export function tripFormValues(draft: TripDraft): TripFormValues {
  return {
    rentalType: draft.rentalType,
    pickupLocationId: draft.pickupLocationId,
    returnLocationId: draft.returnLocationId ?? '',
    pickupDate: draft.pickupDate,
    pickupTime: draft.pickupTime,
    returnDate: draft.returnDate,
    returnTime: draft.returnTime,
    rentalMonths: draft.rentalMonths === null ? '1' : String(draft.rentalMonths),
    renterAge: draft.renterAge === null ? '' : String(draft.renterAge),
    passengers: draft.passengers === null ? '' : String(draft.passengers),
    luggage: draft.luggage === null ? '' : String(draft.luggage),
    vehicleType: draft.vehicleType,
    rentalPurpose: draft.rentalPurpose ?? '',
  };
}

/**
 * A search sent as a query string: what the form's native submit carries to
 * `/availability` when it is sent before the page's script runs. Each field the
 * link names replaces the draft's; a rental type other than the two is read as daily.
 */
export function tripFormValuesFromQuery(params: URLSearchParams, previous: TripDraft): TripFormValues {
  const values: Record<TripFormField, string> = tripFormValues(previous);
  for (const name of tripFormFields) {
    const value = params.get(name);
    if (value !== null) values[name] = value.trim();
  }
  return { ...values, rentalType: values.rentalType === 'monthly' ? 'monthly' : 'daily' };
}

/** The query string without the search's fields (what else the page was asked for, e.g. a sort). */
export function withoutTripFields(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  for (const name of tripFormFields) rest.delete(name);
  // The box that reveals the return location (decision 028) is the form's, not a field of the trip.
  rest.delete('oneWay');
  return rest;
}

/**
 * A valid search as the flow keeps it (`luggage` as luggageFromForm read it).
 * A monthly rental keeps the return fields it had, unused.
 */
export function tripDraftFromOutput(
  output: TripFormOutput & { luggage?: number | null },
  previous: TripDraft,
): TripDraft {
  return {
    rentalType: output.rentalType,
    pickupLocationId: output.pickupLocationId,
    returnLocationId: output.returnLocationId ?? '',
    pickupDate: output.pickupDate,
    pickupTime: output.pickupTime,
    returnDate: output.returnDate ?? previous.returnDate,
    returnTime: output.returnTime ?? previous.returnTime,
    renterAge: output.renterAge,
    vehicleType: output.vehicleType,
    rentalPurpose: output.rentalPurpose ?? null,
    rentalMonths: output.rentalType === 'monthly' ? (output.rentalMonths ?? null) : null,
    passengers: output.passengers ?? null,
    luggage: output.luggage ?? null,
    convoy: previous.convoy,
    ...roadDraft(output),
  };
}

/** A count as the draft keeps it from a field's text: a whole number of up to 3 digits, else null. */
export function countFromText(value: string): number | null {
  return /^\d{1,3}$/.test(value.trim()) ? Number(value.trim()) : null;
}

/**
 * What is typed so far, as the flow keeps it, so a reload of the start step
 * loses nothing (SPEC Part B §8). Unfinished numbers are kept as far as they
 * read; the search is checked only on submit.
 */
export function tripDraftFromForm(values: TripFormValues, previous: TripDraft): TripDraft {
  return {
    ...previous,
    rentalType: values.rentalType,
    pickupLocationId: values.pickupLocationId,
    returnLocationId: values.returnLocationId,
    pickupDate: values.pickupDate,
    pickupTime: values.pickupTime,
    returnDate: values.returnDate,
    returnTime: values.returnTime,
    renterAge: countFromText(values.renterAge),
    passengers: countFromText(values.passengers),
    luggage: countFromText(values.luggage),
    rentalMonths: values.rentalType === 'monthly' ? countFromText(values.rentalMonths) : null,
    vehicleType: (values.vehicleType || 'all') as VehicleTypeFilter,
    rentalPurpose: (values.rentalPurpose || null) as RentalPurposeId | null,
  };
}
