import { idempotencyKeySchema } from '@convoy/domain/contracts/reservation.schema';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors.ts';

/**
 * The Idempotency-Key header a booking, a change and every action on money
 * require (the renter's and staff's), bounded; 400 with a plain message otherwise.
 */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const header = request.headers['idempotency-key'];
  if (header === undefined) {
    throw new ApiError(
      400,
      'idempotency_key_missing',
      'Send an Idempotency-Key header (a new UUID per attempt) so that a retry cannot act twice.',
    );
  }
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success) {
    throw new ApiError(
      400,
      'idempotency_key_invalid',
      parsed.error.issues[0]?.message ?? 'Invalid Idempotency-Key.',
    );
  }
  return parsed.data;
}
