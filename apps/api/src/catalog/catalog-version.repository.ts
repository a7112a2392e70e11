import type { Executor } from '../db/database.ts';

/**
 * The catalogue's version (decision 012): a number every instance reads to know whether the catalogue it
 * keeps in memory is still the stored one. Takes the database or a transaction.
 */
export class CatalogVersionRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async read(): Promise<number> {
    const row = await this.#db
      .selectFrom('catalog_version')
      .select('version')
      .where('id', '=', 'catalog')
      .executeTakeFirstOrThrow();
    return row.version;
  }

  /** Moves the version on: every instance reads the catalogue again at its next look. */
  async moveOn(): Promise<void> {
    await this.#db
      .updateTable('catalog_version')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', 'catalog')
      .execute();
  }
}
