// What the command-line tools (db-backup, seed-scale) share: the options read
// or the usage shown, the server's configuration read from the environment,
// and an exit code with a message when either is wrong.
import { type Config, ConfigError, loadConfig } from '../src/config.ts';

/** Prints `message` to stderr; the exit code of a failure. */
export function fail(message: string): number {
  console.error(message);
  return 1;
}

/**
 * The options `parse` reads, or the exit code: 0 after printing `usage` for
 * --help, 1 after naming a wrong option.
 */
export function optionsOrExit<T extends { values: { help?: boolean | undefined } }>(
  parse: () => T,
  usage: string,
): T | number {
  let args: T;
  try {
    args = parse();
  } catch (error) {
    return fail(`${(error as Error).message}\n${usage}`);
  }
  if (args.values.help) {
    console.log(usage);
    return 0;
  }
  return args;
}

/** The server's configuration from the environment, or the exit code after saying what is wrong in it. */
export function configOrExit(): Config | number {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) return fail(error.message);
    throw error;
  }
}
