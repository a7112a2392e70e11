import { fieldErrorsFromIssues } from '@convoy/domain/contracts/error.schema';
import { luggageFromForm, type TripFormValues, tripFormInput } from '@convoy/domain/contracts/trip';
import { type TripFormOutput, tripFormSchema } from '@convoy/domain/contracts/trip.schema';
import { roadRequest, type TripDraft } from '@convoy/domain/contracts/trip-draft';
import {
  beyondHorizonMessage,
  defaultBookingHorizonMonths,
  lastPickupDate,
} from '@convoy/domain/rules/booking-horizon';
import { messageInLanguage } from '../../../lib/message-words';

/**
 * The search's check with the trip's schema (the one the API validates with),
 * in a chunk of its own: zod loads when the visitor starts filling the form,
 * not with the home page.
 */
export type SearchCheck =
  | { ok: true; output: TripFormOutput & { luggage: number | null } }
  | { ok: false; errors: Record<string, string> };

/**
 * `today` is the date at the chosen location: a pickup past the booking
 * horizon is named here, in the API's words, before anything is sent.
 * `road`: the delivery and collection asked for (decision 030), checked with
 * the same schema, their messages under the API's names.
 */
export function checkSearch(
  values: TripFormValues,
  today: string,
  road: Pick<TripDraft, 'delivery' | 'collection'> = { delivery: null, collection: null },
): SearchCheck {
  const result = tripFormSchema.safeParse({ ...tripFormInput(values), ...roadRequest(road) });
  const errors = result.success ? {} : fieldErrorsFromIssues(result.error.issues);
  // The suitcases only guide the suggestion: not the API's, so not in its schema.
  const luggage = luggageFromForm(values.luggage);
  if (!luggage.ok) errors.luggage = luggage.message;
  const last = lastPickupDate(today, defaultBookingHorizonMonths);
  if (!errors.pickupDate && values.pickupDate > last) {
    errors.pickupDate = beyondHorizonMessage(defaultBookingHorizonMonths, last);
  }
  if (result.success && luggage.ok && Object.keys(errors).length === 0)
    return { ok: true, output: { ...result.data, luggage: luggage.value } };
  // The schemas' English in the page's language (decision 048): the callers load the words with this module.
  for (const [field, message] of Object.entries(errors))
    if (message) errors[field] = messageInLanguage(message);
  return { ok: false, errors };
}
