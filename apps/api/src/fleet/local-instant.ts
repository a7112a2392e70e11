import type { Location } from '@convoy/domain/content/locations';
import { TimeError } from '@convoy/domain/rules/time';
import { zonedInstant } from '@convoy/domain/rules/zoned-time';
import { validationError } from '../validation-error.ts';

/**
 * The instant of a wall-clock date and time a member of staff typed for `location` (a maintenance block's
 * ends, a relocation's leaving and arriving: SPEC Part B §4), or a 400 on `field` for a time the clocks skip.
 */
export function localInstant(date: string, time: string, location: Location, field: string): number {
  try {
    return zonedInstant(date, time, location.timezone);
  } catch (error) {
    if (error instanceof TimeError) {
      throw validationError({
        [field]: `${time} does not exist on ${date} at ${location.name} (the clocks go forward).`,
      });
    }
    throw error;
  }
}
