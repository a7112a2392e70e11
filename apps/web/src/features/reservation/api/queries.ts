import type {
  AvailabilityRequestInput,
  AvailabilityResponse,
} from '@convoy/domain/contracts/availability.schema';
import { apiRequest } from '../../../lib/api-client';

/**
 * The availability search (POST /api/availability) and its query. It uses the
 * app's SPEC §9 defaults (fresh 5 minutes, kept 10, 3 retries except on 4xx);
 * it is a POST but reads only, so it is cached like any query. The request
 * comes from the trip (availabilityRequest in the domain's trip-draft.ts); the
 * catalogue's reads are lib/catalog-queries.ts, the booking's reservation-api.ts.
 */
export function searchAvailability(
  request: AvailabilityRequestInput,
  signal?: AbortSignal,
): Promise<AvailabilityResponse> {
  return apiRequest('/api/availability', { body: request, ...(signal ? { signal } : {}) });
}

export const availabilityKey = (request: AvailabilityRequestInput) => ['availability', request] as const;

export function availabilityQuery(request: AvailabilityRequestInput) {
  return {
    queryKey: availabilityKey(request),
    queryFn: ({ signal }: { signal: AbortSignal }) => searchAvailability(request, signal),
  };
}
