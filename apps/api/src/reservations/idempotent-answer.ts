import { isUniqueViolation } from '../db/unique-violation.ts';
import { ApiError } from '../errors.ts';
import type { Repositories } from '../repositories.ts';
import type { StoredResponse } from './idempotency.repository.ts';

/**
 * What a booking and a change share about their Idempotency-Key: a request
 * whose key turns out, inside the transaction, to be answered already throws
 * AlreadyAnswered; a concurrent request with the same key that committed first
 * shows as a unique violation on the key's record. Either way the recorded
 * answer is sent again, if the body is the same.
 */
export class AlreadyAnswered {
  constructor(readonly stored: StoredResponse) {}
}

/** The recorded answer `error` points to, else undefined (the error is another one). */
export async function answeredBefore(
  error: unknown,
  repos: Repositories,
  scope: string,
  key: string,
): Promise<StoredResponse | undefined> {
  if (error instanceof AlreadyAnswered) return error.stored;
  if (isUniqueViolation(error, 'idempotency_keys')) return repos.idempotency.find(scope, key);
  return undefined;
}

/** The recorded body for a request with the same body (`hash`); 422 with `reused` when the key came with another. */
export function recordedBody(stored: StoredResponse, hash: string, reused: string): unknown {
  if (stored.requestHash !== hash) throw new ApiError(422, 'idempotency_key_reused', reused);
  return stored.body;
}
