import { type CompiledQuery, type KyselyPlugin, SqliteAdapter, sql } from 'kysely';
import { expect, it } from 'vitest';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { type Repositories, repositoryFactory } from '../repositories.ts';

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

  async function plans(run: (repos: Repositories) => Promise<unknown>): Promise<string> {
    const db = api().database.db;
    const captured: CompiledQuery[] = [];
    const capture: KyselyPlugin = {
      transformQuery: ({ node, queryId }) => {
        captured.push(db.getExecutor().compileQuery(node, queryId));
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    await run(repositoryFactory(dialect.name)(db.withPlugin(capture)));
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

  it('reads rentals, the daily roll-up, units and maintenance by location and period through their indexes', async () => {
    const plan = await plans(async ({ businessReports, utilisationDays }) => {
      await utilisationDays.heldLines('baltimore', july, august);
      await utilisationDays.onRent(buckets, 'class');
      await businessReports.inFleet(buckets, 'class');
      await businessReports.inMaintenance(buckets, 'class');
    });
    expect(plan).toMatch(/reservation_lines_location_period_idx/);
    // The daily roll-up by its key (on SQLite, the table itself, stored in its key’s order).
    expect(plan).toMatch(/utilisation_days_pkey|SEARCH d USING PRIMARY KEY/);
    expect(plan).toMatch(/fleet_units_location_class_idx/);
    expect(plan).toMatch(/maintenance_blocks_overlap_idx/);
  });

  it('counts invoices by date into the revenue roll-up and reads it by its key', async () => {
    const plan = await plans(async ({ revenueDays }) => {
      await revenueDays.recount(['2026-07-01', '2026-07-02']);
      await revenueDays.revenue('2026-07-01', '2026-07-31', 'class');
    });
    // PostgreSQL, on a test database's few rows, may as well lead with the bookings: no table is read whole.
    if (dialect.name === 'sqlite') expect(plan).toMatch(/invoices_issued_on_idx/);
    else expect(plan).not.toMatch(/Seq Scan/);
    expect(plan).toMatch(/revenue_days_pkey|SEARCH revenue_days USING PRIMARY KEY/);
  });

  it('reads bookings by creation and by cancellation through their covering indexes', async () => {
    // On PostgreSQL another index led by created_at (the attribution report's) may answer the range as well.
    expect(await plans(({ businessReports: repo }) => repo.leadTimes(july, august, [0, 86_400_000]))).toMatch(
      dialect.name === 'sqlite'
        ? /COVERING INDEX reservations_lead_time_idx/
        : /reservations_(lead_time|created_at|attribution)_idx/,
    );
    expect(await plans(({ businessReports: repo }) => repo.cancellations(july, august, 'class'))).toMatch(
      dialect.name === 'sqlite'
        ? /COVERING INDEX reservations_cancellations_idx/
        : /reservations_cancellations_idx/,
    );
  });
});
