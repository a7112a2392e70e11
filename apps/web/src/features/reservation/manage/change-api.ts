import type {
  ReservationChange,
  ReservationChangePreview,
  ReservationChangeResponse,
} from '@convoy/domain/contracts/reservation-change.schema';
import { apiRequest } from '../../../lib/api-client';

/**
 * Changing a booked reservation from the manage page, with its code and the
 * e-mail address it was booked with: priced first (nothing changes), then
 * applied with an Idempotency-Key (components/reservation-change).
 */
const changesPath = (code: string) =>
  `/api/reservations/${encodeURIComponent(code.trim().toUpperCase())}/changes`;

export function priceChange(
  code: string,
  email: string,
  change: ReservationChange,
): Promise<ReservationChangePreview> {
  return apiRequest(`${changesPath(code)}/price`, { body: { ...change, email: email.trim() } });
}

export function applyChange(
  code: string,
  email: string,
  change: ReservationChange,
  idempotencyKey: string,
): Promise<ReservationChangeResponse> {
  return apiRequest(changesPath(code), {
    body: { ...change, email: email.trim() },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
