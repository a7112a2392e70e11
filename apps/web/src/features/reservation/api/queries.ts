import type { AvailabilityRequestInput } from '@convoy/domain/contracts/availability.schema';
import type { TripDraft } from '@convoy/domain/contracts/trip';
import { useQuery } from '@tanstack/react-query';
import { fetchLocations, fetchVehicleClasses, searchAvailability } from './reservation-api';

/**
 * Query options of the flow's reads. They use the app's SPEC §9 defaults
 * (fresh 5 minutes, kept 10, 3 retries except on 4xx); the availability
 * search is a POST but reads only, so it is cached like any query.
 */
export const locationsQuery = {
  queryKey: ['locations'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchLocations(signal),
};

export const vehicleClassesQuery = {
  queryKey: ['vehicle-classes'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchVehicleClasses(signal),
};

export function useLocations() {
  return useQuery(locationsQuery);
}

export function useVehicleClasses() {
  return useQuery(vehicleClassesQuery);
}

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
