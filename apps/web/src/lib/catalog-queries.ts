import type { LocationsResponse } from '@convoy/domain/contracts/location.schema';
import type { VehiclesResponse } from '@convoy/domain/contracts/vehicle-class.schema';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * The catalogue's reads (GET /api/locations, GET /api/vehicles) through the
 * query cache, for any screen that lists locations or vehicle classes: the
 * reservation flow, the quote form. Typed by the domain schemas the server
 * answers with; SPEC §9 cache and retry defaults (query-client.ts).
 */
export type PickupLocation = LocationsResponse['locations'][number];
export type VehicleClassInfo = VehiclesResponse['vehicles'][number];

export async function fetchLocations(signal?: AbortSignal): Promise<PickupLocation[]> {
  return (await apiRequest<LocationsResponse>('/api/locations', signal ? { signal } : {})).locations;
}

export async function fetchVehicleClasses(signal?: AbortSignal): Promise<VehicleClassInfo[]> {
  return (await apiRequest<VehiclesResponse>('/api/vehicles', signal ? { signal } : {})).vehicles;
}

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
