import type { Executor } from '../db/database.ts';

/** The answer recorded for an Idempotency-Key. */
export interface StoredResponse {
  requestHash: string;
  statusCode: number;
  body: unknown;
}

/** Reads and writes recorded answers to idempotent requests; takes the database or a transaction. */
export class IdempotencyRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  /** Deletes the answers recorded before `before` (retention); how many. */
  async deleteCreatedBefore(before: number): Promise<number> {
    const result = await this.#db
      .deleteFrom('idempotency_keys')
      .where('created_at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async find(scope: string, key: string): Promise<StoredResponse | undefined> {
    const row = await this.#db
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'status_code', 'response_body'])
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirst();
    return (
      row && {
        requestHash: row.request_hash,
        statusCode: row.status_code,
        body: JSON.parse(row.response_body),
      }
    );
  }

  /** Fails with a unique violation when the key is taken: the caller's transaction then rolls back. */
  async insert(scope: string, key: string, response: StoredResponse, at: number): Promise<void> {
    await this.#db
      .insertInto('idempotency_keys')
      .values({
        scope,
        key,
        request_hash: response.requestHash,
        status_code: response.statusCode,
        response_body: JSON.stringify(response.body),
        created_at: at,
      })
      .execute();
  }
}
