import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { createDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { onTransactionGuard } from './db/transaction-guard.ts';
import {
  seedDemoData,
  seedFleetUnits,
  seedHolidayHours,
  seedMaintenancePrograms,
  seedPriceBook,
  seedVehiclesForSale,
} from './seed/seed.ts';

/** Start-up: config, database, migrations, demo data, then listen; stop cleanly on a signal. */

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // Plain text: a person starting the server reads this, before any logger exists.
    console.error(`Convoy cannot start. ${error.message}`);
    process.exit(1);
  }
}

const config = readConfig();
let poolLog: FastifyBaseLogger | undefined;
const db = createDatabase(config.database, {
  // PostgreSQL in production: reported, not refused (it only costs a second connection there).
  transactionGuard: config.nodeEnv === 'production' ? 'log' : 'throw',
  onPoolError: (error) => poolLog?.error({ err: error }, 'idle database connection failed'),
});
const app = await buildApp({ config, db });
const log = app.log;
poolLog = log;
onTransactionGuard((error) =>
  log.error({ err: error }, 'a query through the root database inside a transaction'),
);

try {
  const applied = await migrateToLatest(db);
  log.info({ dialect: config.database.dialect, applied }, 'database schema up to date');
  if (await seedDemoData(db)) log.info('empty database: demo locations and fleet added');
  await seedHolidayHours(db);
  if (await seedFleetUnits(db)) log.info('no units yet: a demo unit for every counted vehicle added');
  if (await seedMaintenancePrograms(db)) log.info('no maintenance programs: the demo ones added');
  if (await seedVehiclesForSale(db)) log.info('no vehicles for sale listed: demo listings added');
  if (await seedPriceBook(db, new Date().toISOString().slice(0, 10)))
    log.info('no price book: the demo one added');
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  log.fatal({ err: error }, 'start-up failed');
  await db.destroy().catch(() => {});
  process.exit(1);
}

// Stop taking connections, let requests in flight finish, then close the database;
// 10 s without finishing ends the process anyway. Repeated signals are ignored: a
// terminal's Ctrl-C or a process-group kill reaches us both directly and through
// npm or the e2e wrapper, which forward it.
let stopping = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  setTimeout(() => {
    log.error('shutdown took over 10 s: exiting');
    process.exit(1);
  }, 10_000).unref();
  try {
    await app.close();
    await db.destroy();
    process.exit(0);
  } catch (error) {
    log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
