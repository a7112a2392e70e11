import { rentalSearchFields, withRentalSearchRules } from '@convoy/domain/contracts/availability.schema';
import { fieldErrorsFromIssues } from '@convoy/domain/contracts/error.schema';
import { z } from 'zod';
import { prepareSearch, type SearchFormValues } from './search-form-schema';

/**
 * The start step's form: the server's search schema (availability.schema.ts),
 * plus the group's size, which only the browser uses (issue 4).
 */
const passengersMessage = 'Enter how many people are travelling, from 1 to 500, or leave it empty.';

export const searchFormSchema = withRentalSearchRules(
  rentalSearchFields.extend({
    passengers: z
      .number({ error: passengersMessage })
      .int(passengersMessage)
      .min(1, passengersMessage)
      .max(500, passengersMessage)
      .optional(),
  }),
);
export type SearchFormOutput = z.output<typeof searchFormSchema>;

/**
 * The search's check with the server's schema, in a chunk of its own: zod
 * loads when the visitor starts filling the form, not with the home page.
 */
export type SearchCheck =
  | { ok: true; output: SearchFormOutput }
  | { ok: false; errors: Record<string, string> };

export function checkSearch(values: SearchFormValues): SearchCheck {
  const result = searchFormSchema.safeParse(prepareSearch(values));
  return result.success
    ? { ok: true, output: result.data }
    : { ok: false, errors: fieldErrorsFromIssues(result.error.issues) };
}
