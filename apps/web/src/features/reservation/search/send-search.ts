import type { AvailabilityResponse } from '@convoy/domain/availability.schema';
import { sharedQueryClient } from '../../../app/shared-query-client';
import { availabilityQuery, availabilityRequest } from '../api/queries';
import type { FlowForm } from '../state/flow-state';

/**
 * Asks for availability through the visit's query cache, with SPEC §9's retries,
 * so the availability step opens on the answer without asking again.
 */
export function sendSearch(form: FlowForm): Promise<AvailabilityResponse> {
  const client = sharedQueryClient();
  return client.fetchQuery({
    ...availabilityQuery(availabilityRequest(form)),
    retry: client.getDefaultOptions().queries?.retry ?? false,
  });
}
