import type { AvailabilityResponse } from '@convoy/domain/contracts/availability.schema';
import { availabilityRequest, type TripDraft } from '@convoy/domain/contracts/trip-draft';
import { flowStore } from '../../../lib/flow/use-flow';
import { sharedQueryClient } from '../../../lib/shared-query-client';
import { availabilityQuery } from '../api/queries';
import { isBookable } from '../availability/arrange-vehicles';
import { convoyFromLines } from '../availability/convoy';
import { applySearch, chooseVehicles } from '../flow-actions';

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
  const answer = await sendSearch(form);
  applySearch(form, answer);
  if (form.convoy.length === 0) return;
  // The convoy picked before the search (the group-size advisor) is chosen when every line of it is
  // free for these dates; otherwise the results offer what is. Either way it has done its work.
  const picked = convoyFromLines(
    form.convoy.map((l) => ({ ...l, className: '' })),
    answer.vehicles,
  );
  if (picked?.every(isBookable)) chooseVehicles(picked);
  flowStore().updateForm({ convoy: [] });
}
