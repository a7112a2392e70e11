import { describe, expect, it } from 'vitest';
import { findInApi, linesMatching, source } from './api-source.ts';

/**
 * SQL lives in repositories (docs/architecture.md, "The request path"): a
 * service, a route or a worker asks a repository, so a table's queries are
 * found in one place and a transaction's executor is handed to them. Besides
 * `*.repository.ts` files, only migrations (db/migrations/) and the seed and
 * scale loaders (seed/) build queries. Tests are free to.
 */
const query = /\.(selectFrom|insertInto|updateTable|deleteFrom)\(/;

/** May this file (a path under apps/api/src) build queries? */
function mayQuery(file: string): boolean {
  return (
    /\.test\.ts$/.test(file) ||
    /\.repository\.ts$/.test(file) ||
    file.startsWith(`${source}/db/migrations/`) ||
    file.startsWith(`${source}/seed/`)
  );
}

/** The lines of a file that build a query where it may not: "file:line: text". */
function queriesOutsideRepositories(file: string, text: string): string[] {
  if (mayQuery(file)) return [];
  return linesMatching(file, text, query);
}

describe('queries outside repositories', () => {
  it('are flagged in a service, a route or a worker, with the file and line', () => {
    const service = [
      "import type { Executor } from '../db/database.ts';",
      'export async function count(db: Executor) {',
      "  return db.selectFrom('handovers').selectAll().execute();",
      '}',
      "export const remove = (db: Executor) => db.deleteFrom('handover_photos').execute();",
    ].join('\n');
    expect(queriesOutsideRepositories(`${source}/counter/handover.service.ts`, service)).toEqual([
      `${source}/counter/handover.service.ts:3: return db.selectFrom('handovers').selectAll().execute();`,
      `${source}/counter/handover.service.ts:5: export const remove = (db: Executor) => db.deleteFrom('handover_photos').execute();`,
    ]);
    expect(
      queriesOutsideRepositories(`${source}/housekeeping/retention.ts`, "    .updateTable('drivers')\n"),
    ).toHaveLength(1);
    expect(
      queriesOutsideRepositories(`${source}/audit/audit-trail.ts`, "  .insertInto('audit_log')"),
    ).toHaveLength(1);
  });

  it('are allowed in repositories, migrations, seed loaders and tests', () => {
    const line = "  return db.selectFrom('handovers').selectAll().execute();";
    for (const file of [
      `${source}/counter/handover.repository.ts`,
      `${source}/db/migrations/0023-handovers.ts`,
      `${source}/seed/seed.ts`,
      `${source}/counter/handover.integration.test.ts`,
    ]) {
      expect(queriesOutsideRepositories(file, line)).toEqual([]);
    }
  });

  it('do not exist in the API', () => {
    expect(findInApi(queriesOutsideRepositories)).toEqual([]);
  });
});
