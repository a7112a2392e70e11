import { numberInput, optionalText } from '@convoy/domain/contracts/form-input';
import type { QuoteRequest } from '@convoy/domain/contracts/quote.schema';
import type { TripDraft } from '@convoy/domain/contracts/trip-draft';
import type { FlowContact } from '../../lib/flow/flow-state';
import type { FlowPrefill } from '../../lib/flow/url-prefill';

/** The quote form's own values: what native inputs hold (strings). */
export interface QuoteFormValues {
  organisation: string;
  contact: { firstName: string; lastName: string; email: string; phone: string };
  passengers: string;
  pickupLocationId: string;
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
  vehicleType: string;
  vehicleId: string;
  rentalPurpose: string;
  notes: string;
}

/** Field names in page order, for the error summary and the API's field errors. */
export const quoteFieldOrder = [
  'organisation',
  'passengers',
  'rentalPurpose',
  'pickupLocationId',
  'pickupDate',
  'pickupTime',
  'returnDate',
  'returnTime',
  'vehicleType',
  'vehicleId',
  'notes',
  'contact.firstName',
  'contact.lastName',
  'contact.email',
  'contact.phone',
] as const;

/** Form values → quoteRequestSchema's input. */
export function prepareQuote(values: QuoteFormValues): Record<string, unknown> {
  return {
    organisation: optionalText(values.organisation),
    contact: values.contact,
    passengers: numberInput(values.passengers) ?? Number.NaN,
    pickupLocationId: values.pickupLocationId,
    pickupDate: values.pickupDate,
    pickupTime: values.pickupTime,
    returnDate: values.returnDate,
    returnTime: values.returnTime,
    vehicleType: values.vehicleType || 'all',
    vehicleId: optionalText(values.vehicleId),
    rentalPurpose: optionalText(values.rentalPurpose),
    notes: optionalText(values.notes),
  };
}

/**
 * Where the form starts: a link's prefill (`/quote?purpose=churches&…`),
 * else the reservation flow's search and contact, else empty.
 */
export function quoteDefaults(
  form: TripDraft,
  contact: FlowContact,
  prefill: FlowPrefill & { vehicleId?: string },
): QuoteFormValues {
  const merged = { ...form, ...prefill };
  return {
    organisation: '',
    contact: {
      firstName: contact.firstName,
      lastName: contact.lastName,
      email: contact.email,
      phone: contact.phone,
    },
    passengers: merged.passengers === null ? '' : String(merged.passengers),
    pickupLocationId: merged.pickupLocationId,
    pickupDate: merged.pickupDate,
    pickupTime: merged.pickupTime,
    returnDate: merged.rentalType === 'daily' || prefill.returnDate ? merged.returnDate : '',
    returnTime: merged.returnTime,
    vehicleType: merged.vehicleType,
    vehicleId: prefill.vehicleId ?? '',
    rentalPurpose: merged.rentalPurpose ?? '',
    notes: '',
  };
}

export type { QuoteRequest };
