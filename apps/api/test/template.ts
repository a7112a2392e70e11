import type { Kysely } from 'kysely';
import type { Database } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import {
  seedDemoData,
  seedFleetUnits,
  seedHolidayHours,
  seedMaintenancePrograms,
  seedPriceBook,
  seedVehiclesForSale,
} from '../src/seed/seed.ts';
import { priceBookSeedDay } from './fixtures.ts';

/**
 * What `createTestApp({ seed: true })` stands on: every migration, the demo catalogue,
 * fleet units, vehicles for sale and the price book as of `priceBookSeedDay`. The API
 * tests' global setup (global-setup.ts) does it once per run into a template that each
 * test file copies (`TestDialect.createSeeded`); on a copy it finds nothing left to do.
 */
export async function migrateAndSeed(db: Kysely<Database>): Promise<void> {
  await migrateToLatest(db);
  await seedDemoData(db);
  await seedHolidayHours(db);
  await seedFleetUnits(db);
  await seedMaintenancePrograms(db);
  await seedVehiclesForSale(db);
  await seedPriceBook(db, priceBookSeedDay);
}

/** Where the global setup left the run's templates (Vitest's provide / inject). */
export interface Templates {
  /** A migrated and seeded SQLite file, copied for each database a test asks for. */
  sqliteTemplate: string;
  /** The name of a migrated and seeded PostgreSQL database, when TEST_DATABASE_URL is set. */
  postgresTemplate: string | null;
}

declare module 'vitest' {
  export interface ProvidedContext extends Templates {}
}
