import { type CompiledQuery, type KyselyPlugin, SqliteAdapter, sql } from 'kysely';
import { expect, it } from 'vitest';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { BusinessReportsRepository } from './business-reports.repository.ts';

const july = Date.parse('2026-07-01T04:00:00Z');
const august = Date.parse('2026-08-01T04:00:00Z');
const buckets = [{ bucket: '', locationId: 'baltimore', start: july, end: august }];

/**
 * The business reports' queries use their indexes (decision 044): each query
 * the repository sends is captured as compiled and explained. On PostgreSQL
 * sequential scans are switched off for the session, as the planner would
 * rightly prefer them over the few rows of a test database; an index it could
 * not use would still not appear.
 */
describeEachDialect('business report query plans on $name', (dialect) => {
  const api = useApi(dialect);

  async function plans(run: (repo: BusinessReportsRepository) => Promise<unknown>): Promise<string> {
    const db = api().database.db;
    const captured: CompiledQuery[] = [];
    const capture: KyselyPlugin = {
      transformQuery: ({ node, queryId }) => {
        captured.push(db.getExecutor().compileQuery(node, queryId));
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    await run(new BusinessReportsRepository(db.withPlugin(capture)));
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    return db.connection().execute(async (connection) => {
      if (!sqlite) await sql`set enable_seqscan = off`.execute(connection);
      const lines: string[] = [];
      for (const query of captured) {
        const { rows } = await connection.executeQuery({
          ...query,
          sql: `${sqlite ? 'explain query plan' : 'explain'} ${query.sql}`,
        });
        lines.push(...rows.map((r) => JSON.stringify(r)));
      }
      if (!sqlite) await sql`reset enable_seqscan`.execute(connection);
      return lines.join('\n');
    });
  }

  it('reads rentals, units and maintenance by location and period through their indexes', async () => {
    const plan = await plans(async (repo) => {
      await repo.onRent(buckets, 'class');
      await repo.inFleet(buckets, 'class');
      await repo.inMaintenance(buckets, 'class');
    });
    expect(plan).toMatch(/reservation_lines_(location|class)_period_idx/);
    expect(plan).toMatch(/fleet_units_location_class_idx/);
    expect(plan).toMatch(/maintenance_blocks_overlap_idx/);
  });

  it('reads invoices by issue, bookings by creation and by cancellation through their indexes', async () => {
    expect(await plans((repo) => repo.revenue(july, august, 'class'))).toMatch(/invoices_issued_at_idx/);
    // Either index led by created_at (the attribution report's or its own) answers the range.
    expect(await plans((repo) => repo.leadTimes(july, august, [0, 86_400_000]))).toMatch(
      /reservations_(created_at|attribution)_idx/,
    );
    expect(await plans((repo) => repo.cancellations(july, august, 'class'))).toMatch(
      /reservations_cancelled_at_idx/,
    );
  });
});
