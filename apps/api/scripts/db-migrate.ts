// npm run db:migrate [-- --down-to NAME] [--json]
//
// Brings the database DATABASE_URL names up to date, one migration at a time,
// saying how long each took; the server does the same when it starts. Run it
// before replacing a deployment's instances (docs/deploying.md), so the new
// build finds its schema ready and no instance waits on a long migration.
// `--down-to NAME` instead undoes the migrations after NAME (to apply them
// again on a copy and time them, as npm run bench:scale does). `--json`
// prints the steps as JSON. `--list` prints every migration's name, oldest first.
import { parseArgs } from 'node:util';
import { createDatabase } from '../src/db/database.ts';
import { migrateStepByStep, migrateTo, migrations } from '../src/db/migrate.ts';
import { configOrExit, fail, optionsOrExit } from './cli.ts';

const usage = 'Usage: npm run db:migrate -- [--down-to NAME] [--json] | --list';

const parse = (argv: string[]) =>
  parseArgs({
    args: argv,
    options: {
      'down-to': { type: 'string' },
      json: { type: 'boolean' },
      list: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });

async function main(argv: string[]): Promise<number> {
  const args = optionsOrExit(() => parse(argv), usage);
  if (typeof args === 'number') return args;
  if (args.values.list) {
    console.log(Object.keys(migrations).join('\n'));
    return 0;
  }
  const downTo = args.values['down-to'];
  if (downTo !== undefined && !(downTo in migrations)) {
    return fail(`--down-to names no migration. The migrations are:\n${Object.keys(migrations).join('\n')}`);
  }
  const config = configOrExit();
  if (typeof config === 'number') return config;
  const json = args.values.json === true;
  const db = createDatabase(config.database);
  const steps: { name: string; direction: 'down' | 'up'; ms: number }[] = [];
  const say = (line: string) => {
    if (!json) console.log(line);
  };
  try {
    if (downTo !== undefined) {
      const started = performance.now();
      const undone = await migrateTo(db, downTo);
      steps.push({ name: undone.join(', '), direction: 'down', ms: performance.now() - started });
      say(`Undid ${undone.length} migrations in ${Math.round(performance.now() - started)} ms`);
    } else {
      await migrateStepByStep(db, (name, ms) => {
        steps.push({ name, direction: 'up', ms });
        say(`${name}: ${Math.round(ms)} ms`);
      });
    }
    if (json) console.log(JSON.stringify(steps));
    else if (steps.length === 0) console.log('The database is up to date.');
    return 0;
  } catch (error) {
    return fail((error as Error).message);
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
