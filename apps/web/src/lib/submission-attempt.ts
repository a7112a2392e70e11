import { ApiError } from './api-error';
import { newIdempotencyKey } from './idempotency-key';

/**
 * One Idempotency-Key per attempt at a submission that must act once (as
 * "Booking once" in features/reservation/README.md): a change applied, a
 * refund, a capture, a balance charged, a bank transfer recorded. Made on the
 * first press, sent again while the request is the same and no definite
 * answer came (no answer, a 5xx, a 429), so the server answers a retry or a
 * double click with the first result instead of acting twice. A definite
 * answer, or another request, ends the attempt.
 */
export function submissionAttempt() {
  let current: { key: string; body: string } | null = null;
  return {
    /** The key to send this request with. */
    keyFor(request: unknown): string {
      const body = JSON.stringify(request ?? null);
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
