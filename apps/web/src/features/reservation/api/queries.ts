import type { AvailabilityRequestInput } from '@convoy/domain/contracts/availability.schema';
import type { TripDraft } from '@convoy/domain/contracts/trip';
import { searchAvailability } from './reservation-api';

/**
 * The availability search's query. It uses the app's SPEC §9 defaults (fresh
 * 5 minutes, kept 10, 3 retries except on 4xx); it is a POST but reads only,
 * so it is cached like any query. The catalogue's reads are lib/catalog-queries.ts.
 */
/**
 * The request for a search. Every vehicle type is asked for, so the type
 * filter on the results works without asking again. The purpose and the
 * passenger count change nothing in the answer, so they are not sent (and do
 * not split the cache).
 */
export function availabilityRequest(form: TripDraft): AvailabilityRequestInput {
  return {
    rentalType: form.rentalType,
    pickupLocationId: form.pickupLocationId,
    pickupDate: form.pickupDate,
    pickupTime: form.pickupTime,
    ...(form.rentalType === 'daily'
      ? { returnDate: form.returnDate, returnTime: form.returnTime }
      : { rentalMonths: form.rentalMonths ?? Number.NaN }),
    renterAge: form.renterAge ?? Number.NaN,
    vehicleType: 'all',
  };
}

export const availabilityKey = (request: AvailabilityRequestInput) => ['availability', request] as const;

export function availabilityQuery(request: AvailabilityRequestInput) {
  return {
    queryKey: availabilityKey(request),
    queryFn: ({ signal }: { signal: AbortSignal }) => searchAvailability(request, signal),
  };
}
