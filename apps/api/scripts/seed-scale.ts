// npm run seed:scale -- [--size 1x|10x|100x] [--locations N] [--units N] [--years N] [--seed N]
//
// Fills the empty database DATABASE_URL names (SQLite by default, or
// PostgreSQL) with a whole rental company at scale (decision 017): locations,
// classes, counted units and fleet, the demo price book, and years of
// generated bookings (about 133 per vehicle and year: 2 million for 5,000
// vehicles over 3 years), quotes, enquiries and page views, written in bulk.
// `--size` picks a preset (scale-fleet.ts); the other options override it.
// `--json` prints only the result, as JSON (the benchmark reads it).
// The benchmark of growth, `npm run bench:scale`, calls the same seed.
import { parseArgs } from 'node:util';
import { maxScaleLocations, type ScalePlan, scaleSizes } from '../src/db/scale/scale-fleet.ts';
import { seedScale } from '../src/db/scale/seed-scale.ts';
import { configOrExit, fail, optionsOrExit } from './cli.ts';

const usage =
  'Usage: npm run seed:scale -- [--size 1x|10x|100x] [--locations N] [--units N] [--years N] [--seed N] [--json]';

const parse = (argv: string[]) =>
  parseArgs({
    args: argv,
    options: {
      size: { type: 'string' },
      locations: { type: 'string' },
      units: { type: 'string' },
      years: { type: 'string' },
      seed: { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });

/** A whole number in [min, max] from an option, or the fallback; a message when it is not one. */
function wholeNumber(value: string | undefined, fallback: number, min: number, max: number, name: string) {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new RangeError(`--${name} must be a whole number from ${min} to ${max}`);
  return n;
}

async function main(argv: string[]): Promise<number> {
  const args = optionsOrExit(() => parse(argv), usage);
  if (typeof args === 'number') return args;
  const preset = scaleSizes[args.values.size ?? '100x'];
  if (!preset) return fail(`--size must be one of ${Object.keys(scaleSizes).join(', ')}\n${usage}`);
  let plan: ScalePlan;
  let seed: number;
  try {
    plan = {
      size:
        args.values.size ??
        (args.values.locations || args.values.units || args.values.years ? 'custom' : preset.size),
      locations: wholeNumber(args.values.locations, preset.locations, 1, maxScaleLocations, 'locations'),
      units: wholeNumber(args.values.units, preset.units, 1, 100_000, 'units'),
      years: wholeNumber(args.values.years, preset.years, 1, 10, 'years'),
    };
    seed = wholeNumber(args.values.seed, 21, 0, 2 ** 31, 'seed');
  } catch (error) {
    return fail(`${(error as Error).message}\n${usage}`);
  }
  const config = configOrExit();
  if (typeof config === 'number') return config;
  const json = args.values.json === true;
  const where = config.database.dialect === 'sqlite' ? config.database.file : 'PostgreSQL';
  if (!json)
    console.log(
      `Seeding ${plan.locations} locations, ${plan.units} units, ${plan.years} years into ${where}…`,
    );
  try {
    const log = json ? undefined : (line: string) => console.log(`  ${line}`);
    const result = await seedScale(config.database, plan, { seed, ...(log ? { log } : {}) });
    if (json) {
      console.log(JSON.stringify(result));
      return 0;
    }
    console.log(
      `Done in ${result.seconds.toFixed(1)} s: ${result.reservations} reservations (${result.cancelled} cancelled), ` +
        `${result.quotes} quotes, ${result.leads} enquiries, ${result.pageViews} page views.`,
    );
    return 0;
  } catch (error) {
    return fail((error as Error).message);
  }
}

process.exitCode = await main(process.argv.slice(2));
