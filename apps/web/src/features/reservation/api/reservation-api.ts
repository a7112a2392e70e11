import type {
  ReservationCreateInput,
  ReservationResponse,
} from '@convoy/domain/contracts/reservation.schema';
import { apiRequest } from '../../../lib/api-client';

/**
 * The booking's endpoints (create, look up, cancel), typed by the domain
 * schemas the server validates and answers with. The search is queries.ts.
 */

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
