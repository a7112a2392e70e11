/**
 * Row shape of `idempotency_keys` (migration 0002): the answer given to a
 * request carrying an Idempotency-Key, so a retry gets it again. The primary key
 * (scope, key) is what makes two concurrent uses of one key book once.
 */
export interface IdempotencyKeyTable {
  /** The endpoint, e.g. `POST /api/reservations`: a key is only meaningful there. */
  scope: string;
  key: string;
  /** SHA-256 (hex) of the canonical JSON request body. */
  request_hash: string;
  status_code: number;
  response_body: string;
  created_at: number;
}
