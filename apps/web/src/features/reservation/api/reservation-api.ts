import type {
  AvailabilityRequestInput,
  AvailabilityResponse,
} from '@convoy/domain/contracts/availability.schema';
import type {
  ReservationCreateInput,
  ReservationResponse,
} from '@convoy/domain/contracts/reservation.schema';
import { apiRequest } from '../../../lib/api-client';

/**
 * The reservation engine's endpoints, typed by the domain schemas
 * the server validates and answers with.
 */
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
