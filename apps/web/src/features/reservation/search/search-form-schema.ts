import { numberInput, optionalText } from '../../../components/form/schema-resolver';
import type { FlowForm } from '../state/flow-state';
import type { SearchFormOutput } from './search-validation';

/**
 * The start step's form values (what native inputs hold: strings) and their
 * conversions. No zod here: the schema is in search-validation.ts, which loads
 * only when the form is used.
 */
export interface SearchFormValues {
  rentalType: 'daily' | 'monthly';
  pickupLocationId: string;
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
  rentalMonths: string;
  renterAge: string;
  passengers: string;
  vehicleType: string;
  rentalPurpose: string;
}

/** Field names in page order: the error summary lists problems in this order. */
export const searchFieldOrder = [
  'rentalType',
  'pickupLocationId',
  'pickupDate',
  'pickupTime',
  'returnDate',
  'returnTime',
  'rentalMonths',
  'renterAge',
  'passengers',
  'vehicleType',
  'rentalPurpose',
] as const;

/** Form values → the schema's input: numbers parsed, empty optionals left out, the other rental type's fields dropped. */
export function prepareSearch(values: SearchFormValues): Record<string, unknown> {
  const daily = values.rentalType === 'daily';
  return {
    rentalType: values.rentalType,
    pickupLocationId: values.pickupLocationId,
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

export function searchValues(form: FlowForm): SearchFormValues {
  return {
    rentalType: form.rentalType,
    pickupLocationId: form.pickupLocationId,
    pickupDate: form.pickupDate,
    pickupTime: form.pickupTime,
    returnDate: form.returnDate,
    returnTime: form.returnTime,
    rentalMonths: form.rentalMonths === null ? '1' : String(form.rentalMonths),
    renterAge: form.renterAge === null ? '' : String(form.renterAge),
    passengers: form.passengers === null ? '' : String(form.passengers),
    vehicleType: form.vehicleType,
    rentalPurpose: form.rentalPurpose ?? '',
  };
}

/** A valid search as the flow keeps it. A monthly rental keeps the return fields it had, unused. */
export function flowFormFrom(output: SearchFormOutput, previous: FlowForm): FlowForm {
  return {
    rentalType: output.rentalType,
    pickupLocationId: output.pickupLocationId,
    pickupDate: output.pickupDate,
    pickupTime: output.pickupTime,
    returnDate: output.returnDate ?? previous.returnDate,
    returnTime: output.returnTime ?? previous.returnTime,
    renterAge: output.renterAge,
    vehicleType: output.vehicleType,
    rentalPurpose: output.rentalPurpose ?? null,
    rentalMonths: output.rentalType === 'monthly' ? (output.rentalMonths ?? null) : null,
    passengers: output.passengers ?? null,
  };
}

/**
 * What is typed so far, as the flow keeps it, so a reload of the start step
 * loses nothing (SPEC Part B §8). Unfinished numbers are kept as far as they
 * read; the search is checked only on submit.
 */
export function draftForm(values: SearchFormValues, previous: FlowForm): FlowForm {
  const whole = (value: string) => (/^\d{1,3}$/.test(value.trim()) ? Number(value.trim()) : null);
  return {
    ...previous,
    rentalType: values.rentalType,
    pickupLocationId: values.pickupLocationId,
    pickupDate: values.pickupDate,
    pickupTime: values.pickupTime,
    returnDate: values.returnDate,
    returnTime: values.returnTime,
    renterAge: whole(values.renterAge),
    passengers: whole(values.passengers),
    rentalMonths: values.rentalType === 'monthly' ? whole(values.rentalMonths) : null,
    vehicleType: (values.vehicleType || 'all') as FlowForm['vehicleType'],
    rentalPurpose: (values.rentalPurpose || null) as FlowForm['rentalPurpose'],
  };
}
