import type {
  AvailabilityRequestInput,
  AvailabilityResponse,
} from '@convoy/domain/contracts/availability.schema';
import type { LocationsResponse } from '@convoy/domain/contracts/location.schema';
import type {
  ReservationCreateInput,
  ReservationResponse,
} from '@convoy/domain/contracts/reservation.schema';
import type { VehiclesResponse } from '@convoy/domain/contracts/vehicle-class.schema';
import { apiRequest } from '../../../lib/api-client';

/**
 * The reservation engine's endpoints (issue 3), typed by the domain schemas
 * the server validates and answers with.
 */
export type PickupLocation = LocationsResponse['locations'][number];
export type VehicleClassInfo = VehiclesResponse['vehicles'][number];

export async function fetchLocations(signal?: AbortSignal): Promise<PickupLocation[]> {
  return (await apiRequest<LocationsResponse>('/api/locations', signal ? { signal } : {})).locations;
}

export async function fetchVehicleClasses(signal?: AbortSignal): Promise<VehicleClassInfo[]> {
  return (await apiRequest<VehiclesResponse>('/api/vehicles', signal ? { signal } : {})).vehicles;
}

export function searchAvailability(
  request: AvailabilityRequestInput,
  signal?: AbortSignal,
): Promise<AvailabilityResponse> {
  return apiRequest('/api/availability', { body: request, ...(signal ? { signal } : {}) });
}

/** `idempotencyKey`: one per booking attempt (README "Booking once"). */
export function createReservation(
  request: ReservationCreateInput,
  idempotencyKey: string,
): Promise<ReservationResponse> {
  return apiRequest('/api/reservations', { body: request, headers: { 'Idempotency-Key': idempotencyKey } });
}

const reservationPath = (code: string) =>
  `/api/reservations/${encodeURIComponent(code.trim().toUpperCase())}`;

export function lookupReservation(code: string, email: string): Promise<ReservationResponse> {
  return apiRequest(`${reservationPath(code)}?${new URLSearchParams({ email: email.trim() })}`);
}

export function cancelReservation(code: string, email: string): Promise<ReservationResponse> {
  return apiRequest(`${reservationPath(code)}/cancel`, { body: { email: email.trim() } });
}
