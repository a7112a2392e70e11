import type { AvailabilityResponse } from '@convoy/domain/contracts/availability.schema';
import { availabilityRequest, type TripDraft } from '@convoy/domain/contracts/trip-draft';
import { sharedQueryClient } from '../../../lib/shared-query-client';
import { availabilityQuery } from '../api/queries';
import { applySearch } from '../flow-actions';

/**
 * Asks for availability through the visit's query cache, with SPEC §9's retries,
 * so the availability step opens on the answer without asking again.
 */
export function sendSearch(form: TripDraft): Promise<AvailabilityResponse> {
  const client = sharedQueryClient();
  return client.fetchQuery({
    ...availabilityQuery(availabilityRequest(form)),
    retry: client.getDefaultOptions().queries?.retry ?? false,
  });
}

/**
 * Sends the search and, when it is answered, keeps it in the flow (SPEC §4).
 * Here and not in the form, so the flow's other steps (choosing a vehicle and
 * its price breakdown) load with the search, not with the home page.
 */
export async function runSearch(form: TripDraft): Promise<void> {
  applySearch(form, await sendSearch(form));
}
