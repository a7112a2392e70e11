// npm run db:backup -- <backup-file>
//
// Copies the SQLite database DATABASE_URL names (default data/convoy.sqlite)
// to <backup-file> with SQLite's online backup API, while the server keeps
// running: readers and writers carry on, and the copy is one consistent
// moment of the database (docs/deploying.md "Backups"). The copy is
// written beside the target first, checked with PRAGMA integrity_check, then
// renamed into place, so <backup-file> is never half written. Like the
// database, the copy is readable by its owner alone (mode 0600, decision 018).
// For PostgreSQL, use pg_dump.
import { chmodSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import { ownerOnly } from '../src/db/database.ts';
import { configOrExit, fail, optionsOrExit } from './cli.ts';

const usage = 'Usage: npm run db:backup -- <backup-file> [--force]';

const parse = (argv: string[]) =>
  parseArgs({
    args: argv,
    options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });

async function main(argv: string[]): Promise<number> {
  const args = optionsOrExit(() => parse(argv), usage);
  if (typeof args === 'number') return args;
  if (args.positionals.length !== 1) return fail(usage);

  const config = configOrExit();
  if (typeof config === 'number') return config;
  const { database } = config;
  if (database.dialect !== 'sqlite') {
    return fail('DATABASE_URL names a PostgreSQL database: back it up with pg_dump (see docs/deploying.md).');
  }
  if (database.file === ':memory:' || !existsSync(database.file)) {
    return fail(`No SQLite database at ${database.file}: check DATABASE_URL.`);
  }
  // Relative to where the command was typed (npm runs scripts from the repository root).
  const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), args.positionals[0]!);
  if (target === database.file) return fail('The backup file must not be the database itself.');
  if (existsSync(target) && !args.values.force) {
    return fail(`${target} exists already. Choose a new name, or add --force to replace it.`);
  }

  mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  // Made 0600 before SQLite writes into it; its journal files take its mode.
  ownerOnly(partial);
  const source = new SQLite(database.file, { fileMustExist: true });
  try {
    // The server may hold the write lock for a moment: wait rather than fail.
    source.pragma('busy_timeout = 5000');
    await source.backup(partial);
  } finally {
    source.close();
  }
  const copy = new SQLite(partial);
  let check: unknown;
  let bookings: unknown;
  try {
    check = copy.pragma('integrity_check', { simple: true });
    const migrated = copy
      .prepare("select 1 from sqlite_master where type = 'table' and name = 'reservations'")
      .get();
    bookings = migrated ? copy.prepare('select count(*) from reservations').pluck().get() : 0;
    // One file, no -wal beside it: what a backup should be.
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
  if (check !== 'ok') {
    rmSync(partial, { force: true });
    return fail(`The copy failed its integrity check (${String(check)}); nothing was written.`);
  }
  renameSync(partial, target);
  chmodSync(target, 0o600);
  const megabytes = (statSync(target).size / 1_048_576).toFixed(1);
  console.log(
    `Backed up ${database.file} to ${target}: ${megabytes} MB, ${String(bookings)} bookings, integrity ok.`,
  );
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
