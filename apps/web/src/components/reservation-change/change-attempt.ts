import { ApiError } from '../../lib/api-error';
import { newIdempotencyKey } from '../../lib/idempotency-key';

/**
 * One Idempotency-Key per attempt at applying a change (as "Booking once" in
 * features/reservation/README.md): made on the first press of Confirm, sent
 * again while the change is the same and no definite answer came (no answer,
 * a 5xx, a 429), so the server answers a retry with the first result instead
 * of changing twice. A definite answer, or another change, ends the attempt.
 */
export function changeAttempt() {
  let current: { key: string; body: string } | null = null;
  return {
    /** The key to send this change with. */
    keyFor(change: unknown): string {
      const body = JSON.stringify(change);
      if (current?.body !== body) current = { key: newIdempotencyKey(), body };
      return current.key;
    },
    /** After an answer: a success (no error) or a definite refusal ends the attempt. */
    settle(error?: unknown): void {
      if (error === undefined || isDefinite(error)) current = null;
    },
  };
}

/** The server decided: a 4xx other than 429. No answer, a 429 or a 5xx may be retried as is. */
export function isDefinite(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
}
